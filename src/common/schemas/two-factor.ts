import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '../constants'
import { authResponseSchema } from './auth'

/** Two-step sign-in: a time-based one-time code (RFC 6238: SHA-1, 6 digits, 30-second steps). */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Codes one step either side of the server's clock are accepted: a phone's clock a little off still works. */
export const TOTP_WINDOW_STEPS = 1
export const RECOVERY_CODE_COUNT = 10
/** A challenge ends after this many wrong codes (the account stays open: the person signs in again). */
export const MAX_TWO_FACTOR_ATTEMPTS = 5
/**
 * Wrong second-step codes an account may take, across all its challenges, within a rolling window; while one is
 * reached every code is refused (429), and the owner is mailed. Whoever can start a challenge knows the password, so
 * the challenge's own limit alone let them guess on, challenge after challenge. Two windows, because each guess has
 * about a 3-in-a-million chance (a code of three time steps is accepted):
 * - ten in a quarter of an hour stops a burst at once (ten wrong codes is no longer a person mistyping, and a
 *   quarter of an hour is a wait a person who did mistype can bear: the figure of common account-lockout baselines);
 * - twenty in a day bounds patient guessing kept under the first, to about a 2 % chance in a year rather than the
 *   60 % that 9 codes every quarter of an hour would have.
 * Nothing locks the account for good: the windows roll on. A password change from a signed-in session also ends the
 * pause (whoever made it passed the second step); a reset by mail does not, since the mailbox alone must not buy more
 * guesses (the mailbox is one factor: decision 0033).
 */
export const SECOND_STEP_LIMITS = [
  { wrongCodes: 10, minutes: 15 },
  { wrongCodes: 20, minutes: 24 * 60 },
] as const

/** How long the second step may wait after the password was accepted. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Anime Merch Shop'

export const WRONG_TWO_FACTOR_CODE_MESSAGE =
  'That code is not right. Check your authenticator app and try again.'
export const TWO_FACTOR_CHALLENGE_ENDED_MESSAGE = 'This sign-in has ended. Please sign in again.'
/** The 429 while the account's limit of wrong codes is reached (SECOND_STEP_LIMITS); Retry-After says the seconds. */
export function tooManyWrongCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const wait =
    minutes < 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`
  return `Too many wrong codes were entered for this account. Please try again in ${wait}.`
}
/**
 * The 503 when the stored two-step secrets were sealed under another JWT_SECRET: app codes cannot be checked until
 * the shop's owner re-seals them, while recovery codes (kept as hashes) still work.
 */
export const TWO_FACTOR_UNAVAILABLE_MESSAGE =
  "Two-step sign-in with app codes is unavailable: the shop's secret key has changed, and the shop's owner " +
  'must re-seal the two-step secrets. Please try again later, or use one of your recovery codes.'
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-step sign-in is already on'
export const TWO_FACTOR_NOT_ON_MESSAGE = 'Two-step sign-in is not on'
/** Turning two-step sign-in off with a wrong password (400: a typo must not sign the person out). */
export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect'
export const TWO_FACTOR_NOT_SET_UP_MESSAGE = 'Start the set-up again: no secret is waiting to be confirmed'
/** Every admin route's 403 for an admin or staff member without a second factor while REQUIRE_ADMIN_2FA is on. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Set up two-step sign-in on your profile to use the admin area.'

/**
 * A code as typed: six digits (spaces allowed, as apps group them 123 456), or a recovery code (letters and digits
 * in groups, dashes optional). The server tells which it is.
 */
export const twoFactorCodeSchema = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(32, 'That code is too long')
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .refine((code) => /^[0-9a-z]+$/.test(code), 'Enter the digits your app shows, or a recovery code')

/** Only digits of TOTP_DIGITS: enabling checks a fresh code from the app, never a recovery code. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .transform((code) => code.replace(/\s/g, ''))
  .refine((code) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code), 'Enter the 6-digit code from your app')

export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: z.string(),
})
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>

/** The password as well as the app's code: a stolen session alone cannot put its own authenticator on the account. */
export const twoFactorEnableInputSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  code: totpCodeSchema,
})
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableInputSchema>
export const twoFactorEnableResponseSchema = z.object({
  success: z.literal(true),
  /** Shown once; each works once instead of a code. */
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
})
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>

export const twoFactorDisableInputSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  code: twoFactorCodeSchema,
})
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableInputSchema>

export const twoFactorVerifyInputSchema = z.object({
  challenge: z.string({ error: 'challenge is required' }).min(1, 'challenge is required').max(200),
  code: twoFactorCodeSchema,
})
export type TwoFactorVerifyInput = z.infer<typeof twoFactorVerifyInputSchema>

/** POST /auth/login's answer for an account with two-step sign-in on: no token and no cookie yet. */
export const twoFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
})
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponseSchema>

/** POST /auth/login answers either a signed-in session or the second step's challenge. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeResponseSchema])
export type LoginResponse = z.infer<typeof loginResponseSchema>
