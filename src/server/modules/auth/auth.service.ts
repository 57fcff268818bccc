import type { Kysely } from 'kysely'
import type { LoginInput, RegisterInput } from '@common/schemas/auth'
import type { Database, UserRow } from '../../db/schema'
import { AppError, UnauthorizedError } from '../../errors'
import { queueMail, type MailContext } from '../mail/mail.service'
import { welcomeMail } from '../mail/templates'
import { createUser, findUserByEmail } from '../users/users.service'
import { hashForUnknownUser, verifyPassword } from './password'
import { startRefreshSession, type IssuedRefreshToken } from './refresh-sessions'

export type SignedIn = { user: UserRow; refresh: IssuedRefreshToken }

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated. Please contact support.'

/** A new account, signed in, with its welcome mail written in the same transaction. */
export async function register(
  db: Kysely<Database>,
  input: RegisterInput,
  mail: MailContext,
): Promise<SignedIn> {
  return db.transaction().execute(async (trx) => {
    const user = await createUser(trx, input)
    await queueMail(trx, mail, {
      kind: 'welcome',
      to: user.email,
      ...welcomeMail({ origin: mail.origin, name: user.name }),
    })
    return { user, refresh: await startRefreshSession(trx, user.id) }
  })
}

export async function logIn(db: Kysely<Database>, input: LoginInput): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email)
  // Unknown e-mail and wrong password take the same time and get the same answer.
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await hashForUnknownUser()))
  if (!user || !matches) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  if (user.is_active !== 1) throw new AppError(403, DEACTIVATED_MESSAGE)
  return { user, refresh: await startRefreshSession(db, user.id) }
}
