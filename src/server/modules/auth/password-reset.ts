import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  PASSWORD_RESET_VALID_MINUTES,
  RESET_LINK_INVALID_MESSAGE,
  type ResetPasswordInput,
} from '@common/schemas/mail'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { AppError, BadRequestError } from '../../errors'
import { type MailContext, passwordResetMail, queueMail } from '../mail'
import { findUserByEmail, findUserById, setPasswordHash } from '../users'
import { DEACTIVATED_MESSAGE, startSignIn, type LogInOutcome, type SignInOrigin } from './auth.service'
import { hashPassword } from './password'
import { revokeAllSessionsOf } from './refresh-sessions'
import { endChallengesOf, openChallenge } from './two-factor/challenges'

const VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60_000

/**
 * Reset links one account may be sent in an hour. More would let anyone flood a stranger's inbox with the
 * shop's mails; the shopper who really forgot has three tries. Past it the answer stays the same, only no
 * mail is written.
 */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Writes a single-use reset link to the account's address, if an active account has it. Nothing tells the
 * caller whether one does: the route answers the same either way.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  mail: MailContext,
  email: string,
  now: Date,
): Promise<void> {
  const user = await findUserByEmail(db, email)
  if (!user || user.is_active !== 1) return
  const token = randomBytes(32).toString('base64url')
  const resetUrl = `${mail.origin}/reset-password?token=${token}`
  const rendered = passwordResetMail({
    origin: mail.origin,
    name: user.name,
    resetUrl,
    validMinutes: PASSWORD_RESET_VALID_MINUTES,
  })
  await writeTransaction(db, async (trx) => {
    const anHourAgo = new Date(now.getTime() - 60 * 60_000).toISOString()
    const recent = await trx
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', user.id)
      .where('created_at', '>', anHourAgo)
      .executeTakeFirstOrThrow()
    if (Number(recent.count) >= RESET_MAILS_PER_ACCOUNT_PER_HOUR) return
    await trx
      .insertInto('password_reset_tokens')
      .values({
        id: newId(),
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + VALID_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute()
    await queueMail(trx, mail, { kind: 'password-reset', to: user.email, ...rendered }, now)
  })
}

async function findLiveToken(db: Kysely<Database>, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (!row) throw new BadRequestError(RESET_LINK_INVALID_MESSAGE)
  return row
}

/**
 * Sets the new password from a reset link and signs the shopper in. The link is spent, and so is every other
 * link of the account; every earlier sign-in of the account ends, since whoever knew the old password is
 * exactly who a reset may be locking out.
 */
export async function resetPassword(
  db: Kysely<Database>,
  input: ResetPasswordInput,
  now: Date,
  origin: SignInOrigin,
): Promise<LogInOutcome> {
  const tokenHash = hashToken(input.token)
  // Checked before the slow hash, so a dead link is refused at once; checked again in the transaction.
  await findLiveToken(db, tokenHash, now)
  const passwordHash = await hashPassword(input.password)
  return writeTransaction(db, async (trx) => {
    const token = await findLiveToken(trx, tokenHash, now)
    const user = await findUserById(trx, token.user_id)
    if (!user) throw new BadRequestError(RESET_LINK_INVALID_MESSAGE)
    if (user.is_active !== 1) throw new AppError(403, DEACTIVATED_MESSAGE)
    // Spending this link is conditional: of two requests with it at once, the second finds it spent (on
    // PostgreSQL it waits for the first's row lock, then re-reads used_at) and is refused.
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', token.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) throw new BadRequestError(RESET_LINK_INVALID_MESSAGE)
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute()
    await setPasswordHash(trx, user.id, passwordHash)
    await revokeAllSessionsOf(trx, user.id)
    // A second step waiting on the old password must not complete after it changed.
    await endChallengesOf(trx, user.id, now)
    // The mailbox is one factor: an account with two-step sign-in still needs its code after a reset.
    if (user.totp_enabled_at !== null) return { challenge: await openChallenge(trx, user.id, now) }
    return startSignIn(trx, { ...user, password_hash: passwordHash }, origin)
  })
}
