import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { MAX_TWO_FACTOR_ATTEMPTS, TWO_FACTOR_CHALLENGE_MINUTES } from '@common/schemas/two-factor'
import { newId } from '../../../db/ids'
import type { Database } from '../../../db/schema'

/**
 * The second step of a sign-in: after the password, a random token the client sends back with the code. Only its
 * SHA-256 is kept; it lives TWO_FACTOR_CHALLENGE_MINUTES, ends at the first right code, and ends at the
 * MAX_TWO_FACTOR_ATTEMPTS-th wrong one (the account stays open: the person signs in again).
 */
function hashChallenge(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export type LiveChallenge = { id: string; userId: string }

export async function openChallenge(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // The account's challenges that ran out are of no more use: cleared as new ones come, so the table stays small.
  await db
    .deleteFrom('two_factor_challenges')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now.toISOString())
    .execute()
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: newId(),
      token_hash: hashChallenge(token),
      user_id: userId,
      failed_attempts: 0,
      expires_at: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000).toISOString(),
      ended_at: null,
      created_at: now.toISOString(),
    })
    .execute()
  return token
}

/** The challenge behind a token, while it has neither ended nor run out. */
export async function findLiveChallenge(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<LiveChallenge | undefined> {
  const row = await db
    .selectFrom('two_factor_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashChallenge(token))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row && { id: row.id, userId: row.user_id }
}

/**
 * Takes one of the challenge's attempts before its code is checked, so that codes sent at once cannot outnumber
 * the attempts allowed: each request must win its own conditional UPDATE first. Answers how many attempts are
 * now taken, or undefined when the challenge has ended, run out or has none left.
 */
export async function takeAttempt(
  db: Kysely<Database>,
  challengeId: string,
  now: Date,
): Promise<number | undefined> {
  const taken = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('failed_attempts', '<', MAX_TWO_FACTOR_ATTEMPTS)
    .returning('failed_attempts')
    .executeTakeFirst()
  return taken?.failed_attempts
}

/** A wrong code on the last attempt allowed ends the challenge. Answers whether it ended. */
export async function endAfterWrongCode(
  db: Kysely<Database>,
  challengeId: string,
  attemptsTaken: number,
  now: Date,
): Promise<boolean> {
  if (attemptsTaken < MAX_TWO_FACTOR_ATTEMPTS) return false
  await db
    .updateTable('two_factor_challenges')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', challengeId)
    .where('ended_at', 'is', null)
    .execute()
  return true
}

/** Ends a challenge at its right code; false when it ended (or ran out) meanwhile, so a token signs in once. */
export async function endChallenge(db: Kysely<Database>, challengeId: string, now: Date): Promise<boolean> {
  const ended = await db
    .updateTable('two_factor_challenges')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', challengeId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return Number(ended.numUpdatedRows) > 0
}

/** Ends every open challenge of the account (two-step sign-in was turned off: they can no longer be answered). */
export async function endChallengesOf(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('two_factor_challenges')
    .set({ ended_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .execute()
}
