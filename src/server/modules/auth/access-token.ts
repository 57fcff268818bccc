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

/**
 * Tokens already verified, kept until they expire: checking a signature costs about 0.2 ms of the event loop
 * (jose verifies through WebCrypto), and a signed-in shopper sends the same token with every request for its
 * 15 minutes. Only a token that verified is kept, so a forged one is checked, and refused, every time; the
 * oldest go first past the limit. Whether its sign-in still stands is asked anew each request (authentication).
 */
const VERIFIED_TOKENS_KEPT = 10_000

export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  const key = new TextEncoder().encode(secret)
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>()
  const remember = (token: string, claims: AccessTokenClaims, expiresAtS: number | undefined) => {
    if (expiresAtS === undefined) return
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!)
    verified.set(token, { claims, expiresAtMs: expiresAtS * 1000 })
  }
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
      const known = verified.get(token)
      if (known) {
        // jose's rule: a token is good until the second it expires.
        if (Date.now() < known.expiresAtMs) return known.claims
        verified.delete(token)
        return null
      }
      try {
        // The algorithm is pinned: a token claiming "none" or an asymmetric algorithm is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          // Every token the shop signs expires; one that does not is not ours.
          requiredClaims: ['exp'],
        })
        const { sub, sid, exp } = payload
        if (typeof sub !== 'string' || typeof sid !== 'string') return null
        const claims = Object.freeze({ userId: sub, sessionId: sid })
        remember(token, claims, exp)
        return claims
      } catch {
        return null
      }
    },
  }
}
