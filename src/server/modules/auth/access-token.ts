import { jwtVerify, SignJWT } from 'jose'

const ALGORITHM = 'HS256'
const ISSUER = 'anime-merch-shop'
const AUDIENCE = 'anime-merch-shop:api'
export const ACCESS_TOKEN_LIFETIME_S = 15 * 60

export type AccessTokenSigner = {
  sign: (userId: string) => Promise<string>
  /** The user id, or null for any token that is not ours, expired, or signed another way. */
  verify: (token: string) => Promise<string | null>
}

export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    sign: (userId) =>
      new SignJWT({})
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
        return typeof payload.sub === 'string' ? payload.sub : null
      } catch {
        return null
      }
    },
  }
}
