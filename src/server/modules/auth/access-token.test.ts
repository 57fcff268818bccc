import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCESS_TOKEN_LIFETIME_S, createAccessTokenSigner } from './access-token'

const SECRET = 'a-secret-that-is-long-enough-for-the-test-'.repeat(2)

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers())

  it('verifies a token again without checking its signature again, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] })
    const signer = createAccessTokenSigner(SECRET)
    const token = await signer.sign({ userId: 'user-1', sessionId: 'session-1' })
    const claims = { userId: 'user-1', sessionId: 'session-1' }
    expect(await signer.verify(token)).toEqual(claims)
    const subtle = vi.spyOn(crypto.subtle, 'verify')
    expect(await signer.verify(token)).toEqual(claims)
    expect(subtle).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_LIFETIME_S - 1) * 1000)
    expect(await signer.verify(token)).toEqual(claims)
    // Expired: refused, kept or not.
    vi.setSystemTime(Date.now() + 1000)
    expect(await signer.verify(token)).toBeNull()
    expect(await signer.verify(token)).toBeNull()
  })

  it('refuses a token signed with another secret every time, and keeps no claims for it', async () => {
    const signer = createAccessTokenSigner(SECRET)
    const forged = await createAccessTokenSigner(`${SECRET}-other`).sign({ userId: 'user-1', sessionId: 's' })
    expect(await signer.verify(forged)).toBeNull()
    expect(await signer.verify(forged)).toBeNull()
    // The same claims signed with the shop's secret but without a session are not ours either.
    const withoutSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('anime-merch-shop')
      .setAudience('anime-merch-shop:api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(SECRET))
    expect(await signer.verify(withoutSession)).toBeNull()
    expect(await signer.verify(`${withoutSession}x`)).toBeNull()
    // Well signed, with a session, but without an end: every token the shop signs expires.
    const endless = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('anime-merch-shop')
      .setAudience('anime-merch-shop:api')
      .sign(new TextEncoder().encode(SECRET))
    expect(await signer.verify(endless)).toBeNull()
  })
})
