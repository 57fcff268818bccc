import type { Kysely } from 'kysely'
import type { LoginInput, RegisterInput } from '@common/schemas/auth'
import type { Database, UserRow } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { AppError, UnauthorizedError } from '../../errors'
import { type AuditActor, recordAudit } from '../audit'
import { type MailContext, queueMail, welcomeMail } from '../mail'
import { findUserByEmail } from '../users'
import { createAccount } from './accounts'
import { hashForUnknownUser, verifyPassword } from './password'
import { startRefreshSession, type IssuedRefreshToken } from './refresh-sessions'
import { openChallenge } from './two-factor/challenges'

export type SignedIn = { user: UserRow; refresh: IssuedRefreshToken }
/** A sign-in either done, or waiting for its second step: the challenge the code must come back with. */
export type LogInOutcome = SignedIn | { challenge: string }
/** Where a sign-in came from: the request's address and browser, kept with an admin-area sign-in. */
export type SignInOrigin = Pick<AuditActor, 'ip' | 'userAgent'>

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact support.'

/** A new account, signed in, with its welcome mail written in the same transaction. */
export async function register(
  db: Kysely<Database>,
  input: RegisterInput,
  mail: MailContext,
): Promise<SignedIn> {
  return db.transaction().execute(async (trx) => {
    const user = await createAccount(trx, input)
    await queueMail(trx, mail, {
      kind: 'welcome',
      to: user.email,
      ...welcomeMail({ origin: mail.origin, name: user.name }),
    })
    return { user, refresh: await startRefreshSession(trx, user.id) }
  })
}

/**
 * Checks the password. An account with two-step sign-in gets a challenge instead of a session: nothing that
 * signs in is issued until the second step's code is right (two-factor.service.ts).
 */
export async function logIn(
  db: Kysely<Database>,
  input: LoginInput,
  context: { now: Date; origin: SignInOrigin },
): Promise<LogInOutcome> {
  const user = await findUserByEmail(db, input.email)
  // Unknown e-mail and wrong password take the same time and get the same answer.
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await hashForUnknownUser()))
  if (!user || !matches) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  if (user.is_active !== 1) throw new AppError(403, DEACTIVATED_MESSAGE)
  if (user.totp_enabled_at !== null) return { challenge: await openChallenge(db, user.id, context.now) }
  return writeTransaction(db, (trx) => startSignIn(trx, user, context.origin))
}

/**
 * Opens the session of a completed sign-in. An admin's or staff member's is put on record in the same
 * transaction, with the address and browser it came from: a sign-in to the admin area nobody recognises is the
 * first sign of a stolen account.
 */
export async function startSignIn(
  trx: Kysely<Database>,
  user: UserRow,
  origin: SignInOrigin,
): Promise<SignedIn> {
  const refresh = await startRefreshSession(trx, user.id)
  if (user.role !== 'user')
    await recordAudit(
      trx,
      { id: user.id, email: user.email, ...origin },
      { action: 'user.sign-in', entity: 'user', entityId: user.id, after: { role: user.role } },
    )
  return { user, refresh }
}
