import type { Kysely } from 'kysely'
import { WRONG_CURRENT_PASSWORD_MESSAGE, type ChangePasswordInput } from '@common/schemas/auth'
import type { Database } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { BadRequestError } from '../../errors'
import { setPasswordHash } from '../users'
import { hashPassword, verifyPassword } from './password'
import { revokeOtherSessionsOf } from './refresh-sessions'
import { endChallengesOf } from './two-factor/challenges'
import { clearSecondStepFailures } from './two-factor/second-step-limit'

/**
 * The signed-in user changes their password. A wrong current password is 400, not 401: the web client
 * answers every 401 by refreshing and, failing that, signing out, which a typo must not do. Every other
 * sign-in of the account ends; `keptSessionId`, the one making the change, goes on working.
 */
export async function changePassword(
  db: Kysely<Database>,
  user: { id: string; passwordHash: string },
  keptSessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw new BadRequestError(WRONG_CURRENT_PASSWORD_MESSAGE)
  const passwordHash = await hashPassword(input.newPassword)
  await writeTransaction(db, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash)
    await revokeOtherSessionsOf(trx, user.id, keptSessionId)
    // A second step waiting on the old password must not complete after it changed.
    await endChallengesOf(trx, user.id, new Date())
    // Whoever was guessing codes with the old password can no longer start a challenge, and whoever changed it
    // passed the second step: the account's pause for wrong codes ends (a reset by mail does not end it).
    await clearSecondStepFailures(trx, user.id)
  })
}
