import { Secret } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { matchingTotpStep, newTotpSecret, totpCodeAt, totpStepAt, totpUrl } from './totp'

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII text "12345678901234567890". */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32
const RFC_SHA1_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
]

describe('TOTP', () => {
  it.each(RFC_SHA1_VECTORS)(
    "gives RFC 6238's SHA-1 code at T=%i when asked for 8 digits",
    (seconds, code) => {
      expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code)
    },
  )

  it.each(RFC_SHA1_VECTORS)(
    'gives the last six digits of the 8-digit code at T=%i by default',
    (seconds, code) => {
      expect(totpCodeAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code.slice(-6))
    },
  )

  it.each(RFC_SHA1_VECTORS)('accepts the code at T=%i in its own time step', (seconds, code) => {
    const at = new Date(seconds * 1000)
    expect(matchingTotpStep(RFC_SECRET, code.slice(-6), at)).toBe(Math.floor(seconds / 30))
  })

  it('accepts a code one step either side of the clock and names its step, and refuses two steps off', () => {
    const secret = newTotpSecret()
    const now = new Date('2026-11-24T12:00:10.000Z')
    const step = totpStepAt(now)
    const codeAt = (offset: number) => totpCodeAt(secret, new Date(now.getTime() + offset * 30_000))
    expect(matchingTotpStep(secret, codeAt(0), now)).toBe(step)
    expect(matchingTotpStep(secret, codeAt(-1), now)).toBe(step - 1)
    expect(matchingTotpStep(secret, codeAt(1), now)).toBe(step + 1)
    // A code two steps away could collide with one inside the window by chance (one in a million): check it is
    // not taken for its own step.
    expect(matchingTotpStep(secret, codeAt(2), now)).not.toBe(step + 2)
    expect(matchingTotpStep(secret, codeAt(-2), now)).not.toBe(step - 2)
  })

  it('refuses codes of the wrong length or with letters', () => {
    const secret = newTotpSecret()
    const now = new Date()
    const code = totpCodeAt(secret, now)
    expect(matchingTotpStep(secret, code.slice(1), now)).toBeNull()
    expect(matchingTotpStep(secret, `${code}0`, now)).toBeNull()
    expect(matchingTotpStep(secret, 'abcdef', now)).toBeNull()
  })

  it('makes 20-byte base32 secrets, each new', () => {
    const secrets = new Set(Array.from({ length: 20 }, newTotpSecret))
    expect(secrets.size).toBe(20)
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(Secret.fromBase32(secret).bytes).toHaveLength(20)
    }
  })

  it('writes the otpauth URL an app scans: issuer, the e-mail as label, SHA-1, 6 digits, 30 s', () => {
    const url = new URL(totpUrl('JBSWY3DPEHPK3PXP', 'meera@example.com'))
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe('/Anime Merch Shop:meera@example.com')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'Anime Merch Shop',
      secret: 'JBSWY3DPEHPK3PXP',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
