import { Secret, TOTP } from 'otpauth'
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@common/schemas/two-factor'

/** RFC 4226 asks for at least 128 bits and recommends 160: the length of SHA-1's own output. */
const SECRET_BYTES = 20

function totpOf(secret: string, digits = TOTP_DIGITS, label = 'account'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A fresh secret of 20 random bytes, as base32 (what authenticator apps take when typed by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32
}

/** The 30-second time step an instant falls in (RFC 6238's T). */
export function totpStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code an authenticator app shows at `at`. */
export function totpCodeAt(secret: string, at: Date, digits = TOTP_DIGITS): string {
  return totpOf(secret, digits).generate({ timestamp: at.getTime() })
}

/**
 * The time step `code` belongs to, within a step either side of `at` (a phone's clock a little off still works),
 * or null when it matches none. The caller refuses a step it has accepted before: that is the replay rule.
 */
export function matchingTotpStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW_STEPS })
  return delta === null ? null : totpStepAt(at) + delta
}

/** The otpauth:// URI an authenticator app reads from the QR code, labelled with the account's e-mail. */
export function totpUrl(secret: string, email: string): string {
  return totpOf(secret, TOTP_DIGITS, email).toString()
}
