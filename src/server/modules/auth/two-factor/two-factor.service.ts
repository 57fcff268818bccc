import type { Kysely } from 'kysely'
import {
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_CHALLENGE_ENDED_MESSAGE,
  TWO_FACTOR_NOT_ON_MESSAGE,
  TWO_FACTOR_NOT_SET_UP_MESSAGE,
  TWO_FACTOR_UNAVAILABLE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
  type TwoFactorVerifyInput,
} from '@common/schemas/two-factor'
import type { Database, UserRow } from '../../../db/schema'
import { writeTransaction } from '../../../db/write-transaction'
import {
  AppError,
  BadRequestError,
  ConflictError,
  OperatorActionRequiredError,
  UnauthorizedError,
} from '../../../errors'
import { type AuditActor, recordAudit } from '../../audit'
import {
  type MailContext,
  queueMail,
  secondStepLimitMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
} from '../../mail'
import {
  acceptTotpStep,
  findUserById,
  storePendingTotpSecret,
  turnOffSecondFactor,
  turnOnSecondFactor,
} from '../../users'
import { DEACTIVATED_MESSAGE, startSignIn, type SignedIn, type SignInOrigin } from '../auth.service'
import { verifyPassword } from '../password'
import { revokeOtherSessionsOf } from '../refresh-sessions'
import {
  takeAttempt,
  endAfterWrongCode,
  endChallenge,
  endChallengesOf,
  findLiveChallenge,
} from './challenges'
import {
  deleteRecoveryCodesOf,
  hasUnusedRecoveryCode,
  isRecoveryCodeShape,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from './recovery-codes'
import {
  beginsSecondStepTrip,
  giveBackSecondStepAttempt,
  reachedSecondStepLimit,
  takeSecondStepAttempt,
} from './second-step-limit'
import { SecretBoxError, type SecretBox } from './secret-box'
import { matchingTotpStep, newTotpSecret, totpUrl } from './totp'

/** What the key sealing TOTP secrets is derived for (HKDF's info): it opens nothing else. */
export const TOTP_SECRET_KEY_INFO = 'totp-secret'

/** What the operator reads in the log when stored secrets do not open: the cause, and the command that fixes it. */
export const SECRETS_SEALED_UNDER_ANOTHER_KEY =
  'Two-step secrets do not open with the current JWT_SECRET: they were sealed under a previous one, so codes ' +
  'from authenticator apps cannot be checked (recovery codes still work). Re-seal them under the current secret ' +
  'with the previous one: OLD_JWT_SECRET=<previous secret> npm run 2fa:reseal, or npm run 2fa:reseal -- ' +
  '--old-secret-file <file holding it> (README, "Operating the shop").'

/** A right code, not spent yet: an app's code of a time step not accepted before, or an unused recovery code. */
type CodeMatch = { kind: 'totp'; step: number } | { kind: 'recovery'; code: string }

function challengeEnded(): UnauthorizedError {
  return new UnauthorizedError(TWO_FACTOR_CHALLENGE_ENDED_MESSAGE, { challengeEnded: true })
}

/**
 * A sealed TOTP secret in the clear. One that does not open was sealed under another JWT_SECRET (or altered): a 503
 * that says so, with the fix in the log, rather than a crash.
 */
function openTotpSecret(box: SecretBox, sealed: string): string {
  try {
    return box.open(sealed)
  } catch (error) {
    if (error instanceof SecretBoxError)
      throw new OperatorActionRequiredError(TWO_FACTOR_UNAVAILABLE_MESSAGE, SECRETS_SEALED_UNDER_ANOTHER_KEY)
    throw error
  }
}

/**
 * Fails before any attempt is taken when the code is an app's and the account's secret does not open: a code the
 * shop cannot check is no wrong guess of the person's.
 */
function ensureCodeCanBeChecked(box: SecretBox, user: UserRow, code: string): void {
  if (user.totp_secret !== null && !isRecoveryCodeShape(code)) openTotpSecret(box, user.totp_secret)
}

/** Whether `code` is right for the account now, without spending it; null when it is not. */
async function matchCode(
  db: Kysely<Database>,
  box: SecretBox,
  user: UserRow,
  code: string,
  now: Date,
): Promise<CodeMatch | null> {
  if (user.totp_secret === null) return null
  if (isRecoveryCodeShape(code))
    return (await hasUnusedRecoveryCode(db, user.id, code)) ? { kind: 'recovery', code } : null
  const step = matchingTotpStep(openTotpSecret(box, user.totp_secret), code, now)
  // A code of a step accepted before is refused: whoever watched it being typed cannot use it again.
  if (step === null || (user.totp_last_step !== null && step <= user.totp_last_step)) return null
  return { kind: 'totp', step }
}

/** Spends a matched code with a conditional UPDATE: false when a request at the same moment spent it first. */
function spendCode(trx: Kysely<Database>, userId: string, match: CodeMatch, now: Date): Promise<boolean> {
  return match.kind === 'totp'
    ? acceptTotpStep(trx, userId, match.step)
    : spendRecoveryCode(trx, userId, match.code, now)
}

/**
 * A code found wrong keeps its attempt, counted against the account. When that reaches one of the account's limits
 * and begins a trip, the owner is mailed, in the transaction that notes the trip: one run of guessing, one mail.
 */
async function countWrongCode(
  db: Kysely<Database>,
  user: UserRow,
  now: Date,
  mail: MailContext,
): Promise<void> {
  const limit = await reachedSecondStepLimit(db, user.id, now)
  if (!limit) return
  await writeTransaction(db, async (trx) => {
    if (!(await beginsSecondStepTrip(trx, user.id, now))) return
    const rendered = secondStepLimitMail({
      origin: mail.origin,
      name: user.name,
      at: now.toISOString(),
      wrongCodes: limit.wrongCodes,
      minutes: limit.minutes,
    })
    await queueMail(trx, mail, { kind: 'second-step-limit-reached', to: user.email, ...rendered }, now)
  })
}

/** Turning it on or off for an admin or staff member is a change to the admin area's security: on record. */
async function recordTwoFactorChange(
  trx: Kysely<Database>,
  actor: AuditActor,
  user: UserRow,
  isOn: boolean,
): Promise<void> {
  if (user.role === 'user') return
  await recordAudit(trx, actor, {
    action: 'user.two-factor',
    entity: 'user',
    entityId: user.id,
    before: { twoFactorEnabled: !isOn },
    after: { twoFactorEnabled: isOn },
  })
}

/**
 * A fresh secret for the account's authenticator app, kept sealed until a code from the app confirms it. Setting
 * up again replaces a secret not yet confirmed (a QR code scanned into the wrong app, a page closed halfway).
 */
export async function setUpSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  user: UserRow,
  now: Date,
): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totp_enabled_at !== null) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE)
  const secret = newTotpSecret()
  if (!(await storePendingTotpSecret(db, user.id, box.seal(secret), now)))
    throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE)
  return { secret, otpauthUrl: totpUrl(secret, user.email) }
}

/**
 * Confirms the pending secret with the password and a code from the app (a stolen session alone must not put its
 * own authenticator on the account and lock the owner out) and turns two-step sign-in on: fresh recovery codes
 * (answered once), a mail to the owner, and every other sign-in of the account ended, since a thief's session
 * must not outlive the owner securing the account. All in one transaction.
 */
export async function enableSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  request: {
    userId: string
    sessionId: string
    password: string
    code: string
    now: Date
    mail: MailContext
    actor: AuditActor
  },
): Promise<string[]> {
  const { userId, now } = request
  const account = await findUserById(db, userId)
  // 400, not 401: the web client answers a 401 by signing out, which a typo must not do.
  if (!account || !(await verifyPassword(request.password, account.password_hash)))
    throw new BadRequestError(WRONG_PASSWORD_MESSAGE)
  return writeTransaction(db, async (trx) => {
    // Read again in the transaction: the session's copy may predate a set-up in another tab.
    const user = await findUserById(trx, userId)
    if (!user) throw new UnauthorizedError()
    if (user.totp_enabled_at !== null) throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE)
    const sealedSecret = user.totp_pending_secret
    if (sealedSecret === null) throw new BadRequestError(TWO_FACTOR_NOT_SET_UP_MESSAGE)
    const acceptedStep = matchingTotpStep(openTotpSecret(box, sealedSecret), request.code, now)
    if (acceptedStep === null) throw new BadRequestError(WRONG_TWO_FACTOR_CODE_MESSAGE)
    if (!(await turnOnSecondFactor(trx, userId, { sealedSecret, acceptedStep, now })))
      throw new ConflictError(TWO_FACTOR_ALREADY_ON_MESSAGE)
    const recoveryCodes = await replaceRecoveryCodes(trx, userId, now)
    await revokeOtherSessionsOf(trx, userId, request.sessionId)
    const mail = twoFactorEnabledMail({ origin: request.mail.origin, name: user.name, at: now.toISOString() })
    await queueMail(trx, request.mail, { kind: 'two-factor-enabled', to: user.email, ...mail }, now)
    await recordTwoFactorChange(trx, request.actor, user, true)
    return recoveryCodes
  })
}

/**
 * Turns two-step sign-in off, given the password and a code (from the app, or an unused recovery code): a stolen
 * session alone cannot do it. The code counts against the account's limit of wrong codes like a sign-in's, so a
 * stolen session and password together cannot guess their way to turning it off. The secret, recovery codes and
 * open challenges go; the owner is mailed.
 */
export async function disableSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  request: {
    userId: string
    password: string
    code: string
    now: Date
    mail: MailContext
    actor: AuditActor
  },
): Promise<void> {
  const { userId, now } = request
  const user = await findUserById(db, userId)
  if (!user || user.totp_enabled_at === null) throw new ConflictError(TWO_FACTOR_NOT_ON_MESSAGE)
  // 400, not 401: the web client answers a 401 by signing out, which a typo must not do.
  if (!(await verifyPassword(request.password, user.password_hash)))
    throw new BadRequestError(WRONG_PASSWORD_MESSAGE)
  ensureCodeCanBeChecked(box, user, request.code)
  const attempt = await takeSecondStepAttempt(db, userId, now)
  let isWrongCode = false
  try {
    const match = await matchCode(db, box, user, request.code, now)
    if (!match) {
      isWrongCode = true
      await countWrongCode(db, user, now, request.mail)
      throw new BadRequestError(WRONG_TWO_FACTOR_CODE_MESSAGE)
    }
    await writeTransaction(db, async (trx) => {
      if (!(await spendCode(trx, userId, match, now)))
        throw new BadRequestError(WRONG_TWO_FACTOR_CODE_MESSAGE)
      if (!(await turnOffSecondFactor(trx, userId, now))) throw new ConflictError(TWO_FACTOR_NOT_ON_MESSAGE)
      await deleteRecoveryCodesOf(trx, userId)
      await endChallengesOf(trx, userId, now)
      const mail = twoFactorDisabledMail({
        origin: request.mail.origin,
        name: user.name,
        at: now.toISOString(),
      })
      await queueMail(trx, request.mail, { kind: 'two-factor-disabled', to: user.email, ...mail }, now)
      await recordTwoFactorChange(trx, request.actor, user, false)
    })
  } finally {
    if (!isWrongCode) await giveBackSecondStepAttempt(db, attempt)
  }
}

/**
 * For an owner who lost both their phone and their recovery codes: the command line on the server (whoever runs
 * it already holds the shop's database) turns two-step sign-in off, on record and mailed like any other change.
 * Answers whether it was on.
 */
export async function resetSecondFactor(
  db: Kysely<Database>,
  user: UserRow,
  request: { now: Date; mail: MailContext; actor: AuditActor },
): Promise<boolean> {
  const { now } = request
  return writeTransaction(db, async (trx) => {
    if (!(await turnOffSecondFactor(trx, user.id, now))) return false
    await deleteRecoveryCodesOf(trx, user.id)
    await endChallengesOf(trx, user.id, now)
    const mail = twoFactorDisabledMail({
      origin: request.mail.origin,
      name: user.name,
      at: now.toISOString(),
    })
    await queueMail(trx, request.mail, { kind: 'two-factor-disabled', to: user.email, ...mail }, now)
    await recordTwoFactorChange(trx, request.actor, user, false)
    return true
  })
}

/**
 * The second step of a sign-in. Each code takes one of the account's attempts (429 while its limit of wrong codes
 * across challenges is reached: second-step-limit.ts) and one of the challenge's before it is checked (committed,
 * whatever happens next), so codes sent at once get no more tries than one after another; a wrong code on the
 * challenge's last attempt ends the challenge, and one that reaches the account's limit mails the owner. A right code
 * ends the challenge and spends the code in the same transaction that opens the session, so a challenge signs in
 * once and a code is used once.
 */
export async function verifySecondStep(
  db: Kysely<Database>,
  box: SecretBox,
  input: TwoFactorVerifyInput,
  context: { now: Date; origin: SignInOrigin; mail: MailContext },
): Promise<SignedIn> {
  const { now } = context
  const challenge = await findLiveChallenge(db, input.challenge, now)
  if (!challenge) throw challengeEnded()
  const user = await findUserById(db, challenge.userId)
  if (!user) throw challengeEnded()
  if (user.is_active !== 1) throw new AppError(403, DEACTIVATED_MESSAGE)
  ensureCodeCanBeChecked(box, user, input.code)
  const attempt = await takeSecondStepAttempt(db, user.id, now)
  let isWrongCode = false
  try {
    const attemptsTaken = await takeAttempt(db, challenge.id, now)
    if (attemptsTaken === undefined) throw challengeEnded()
    const match = await matchCode(db, box, user, input.code, now)
    if (!match) {
      isWrongCode = true
      await countWrongCode(db, user, now, context.mail)
      const hasEnded = await endAfterWrongCode(db, challenge.id, attemptsTaken, now)
      throw hasEnded ? challengeEnded() : new UnauthorizedError(WRONG_TWO_FACTOR_CODE_MESSAGE)
    }
    return await writeTransaction(db, async (trx) => {
      if (!(await endChallenge(trx, challenge.id, now))) throw challengeEnded()
      if (!(await spendCode(trx, user.id, match, now)))
        throw new UnauthorizedError(WRONG_TWO_FACTOR_CODE_MESSAGE)
      return startSignIn(trx, user, context.origin)
    })
  } finally {
    if (!isWrongCode) await giveBackSecondStepAttempt(db, attempt)
  }
}
