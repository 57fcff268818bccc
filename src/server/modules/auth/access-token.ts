import { jwtVerify, SignJWT } from 'jose'

const ALGORITHM = 'HS256'
const ISSUER = 'anime-merch-shop'
const AUDIENCE = 'anime-merch-shop:api'
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60

/** Who an access token speaks for: the user, and the sign-in (refresh session family) it was issued in. */
export type AccessTokenClaims = { userId: string; sessionId: string }

export type AccessTokenSigner = {
  sign: (claims: AccessTokenClaims) => Promise<string>
  /**
   * The claims, or null for any token that is not ours, expired, signed another way, or issued before
   * tokens carried their session (such a client refreshes once and gets a token that does).
   */
  verify: (token: string) => Promise<AccessTokenClaims | null>
}

export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_S}s`)
        .sign(key),
    verify: async (token) => {
      try {
        // The algorithm is pinned: a token claiming "none" or an asymmetric algorithm is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        })
        const { sub, sid } = payload
        return typeof sub === 'string' && typeof sid === 'string' ? { userId: sub, sessionId: sid } : null
      } catch {
        return null
      }
    },
  }
}
