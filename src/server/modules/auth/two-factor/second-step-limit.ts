import type { Kysely } from 'kysely'
import { SECOND_STEP_LIMITS, tooManyWrongCodesMessage } from '@common/schemas/two-factor'
import { newId } from '../../../db/ids'
import type { Database } from '../../../db/schema'
import { TooManyRequestsError } from '../../../errors'

/**
 * The account's limit of wrong second-step codes across its challenges (SECOND_STEP_LIMITS), kept in the database
 * so that every instance counts the same codes. A code takes a row before it is checked, as a challenge's attempt
 * does: the row is committed, then the account's rows in the window are counted, this one included, so codes sent
 * at once, to any instance, are never more than the limit lets through (the last of them to be counted sees them
 * all). A code found wrong keeps its row; one found right, or never checked, gives it back.
 */

export type SecondStepAttempt = { id: string; userId: string }
export type SecondStepLimit = (typeof SECOND_STEP_LIMITS)[number]

const MINUTE_MS = 60_000
/** How far back any limit looks; older rows count for nothing and are cleared. */
const LONGEST_WINDOW_MS = Math.max(...SECOND_STEP_LIMITS.map((limit) => limit.minutes)) * MINUTE_MS

/** The times of the account's rows within the longest window, oldest first. */
async function recentAttemptTimes(db: Kysely<Database>, userId: string, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('second_step_failures')
    .select('at')
    .where('user_id', '=', userId)
    .where('at', '>', new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
    .orderBy('at')
    .execute()
  return rows.map((row) => Date.parse(row.at))
}

/** Of the times given (oldest first), those within the limit's window. */
function withinWindow(times: number[], limit: SecondStepLimit, now: Date): number[] {
  const since = now.getTime() - limit.minutes * MINUTE_MS
  return times.filter((time) => time > since)
}

/**
 * Seconds until every limit the times reach has room for one more code: for each, until the oldest codes beyond
 * its figure have left its window.
 */
function secondsUntilRoom(times: number[], now: Date): number {
  let until = now.getTime()
  for (const limit of SECOND_STEP_LIMITS) {
    const counted = withinWindow(times, limit, now)
    if (counted.length < limit.wrongCodes) continue
    const leaving = counted[counted.length - limit.wrongCodes]!
    until = Math.max(until, leaving + limit.minutes * MINUTE_MS)
  }
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000))
}

/**
 * Takes one of the account's attempts before a code is checked, or refuses with 429 (and the seconds to wait) while
 * a limit is reached; a refused code is not counted, so the pause ends as the window rolls on.
 */
export async function takeSecondStepAttempt(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<SecondStepAttempt> {
  const attempt = { id: newId(), userId }
  // Rows past the longest window count for nothing: cleared as new ones come, so the table stays small.
  await db
    .deleteFrom('second_step_failures')
    .where('user_id', '=', userId)
    .where('at', '<=', new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
    .execute()
  await db
    .insertInto('second_step_failures')
    .values({ id: attempt.id, user_id: userId, at: now.toISOString() })
    .execute()
  const times = await recentAttemptTimes(db, userId, now)
  const isOver = SECOND_STEP_LIMITS.some((limit) => withinWindow(times, limit, now).length > limit.wrongCodes)
  if (!isOver) return attempt
  await giveBackSecondStepAttempt(db, attempt)
  const retryAfterSeconds = secondsUntilRoom(await recentAttemptTimes(db, userId, now), now)
  throw new TooManyRequestsError(tooManyWrongCodesMessage(retryAfterSeconds), retryAfterSeconds)
}

/** The code was right, or was never checked: its attempt is no wrong code. */
export async function giveBackSecondStepAttempt(
  db: Kysely<Database>,
  attempt: SecondStepAttempt,
): Promise<void> {
  await db.deleteFrom('second_step_failures').where('id', '=', attempt.id).execute()
}

/** The first limit the account's wrong codes (its attempts kept) now reach, if any. */
export async function reachedSecondStepLimit(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<SecondStepLimit | undefined> {
  const times = await recentAttemptTimes(db, userId, now)
  return SECOND_STEP_LIMITS.find((limit) => withinWindow(times, limit, now).length >= limit.wrongCodes)
}

/**
 * Notes that a limit was reached now, and answers whether this begins a new trip — the limit not reached for the
 * whole longest window before — about which the owner is to be told. However long one run of guessing goes on,
 * it is one trip. Conditional statements, so of two instances noting it at once only one begins the trip.
 */
export async function beginsSecondStepTrip(
  trx: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const inserted = await trx
    .insertInto('second_step_trips')
    .values({ user_id: userId, last_reached_at: at, alerted_at: at })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows) > 0) return true
  const quietSince = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString()
  const restarted = await trx
    .updateTable('second_step_trips')
    .set({ last_reached_at: at, alerted_at: at })
    .where('user_id', '=', userId)
    .where('last_reached_at', '<=', quietSince)
    .executeTakeFirst()
  if (Number(restarted.numUpdatedRows) > 0) return true
  await trx
    .updateTable('second_step_trips')
    .set({ last_reached_at: at })
    .where('user_id', '=', userId)
    .execute()
  return false
}

/**
 * Forgets the account's wrong codes and trips: its password was just changed from a signed-in session, so whoever
 * was guessing can no longer start a challenge, and the owner (who passed the second step) must not stay paused.
 */
export async function clearSecondStepFailures(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('second_step_failures').where('user_id', '=', userId).execute()
  await db.deleteFrom('second_step_trips').where('user_id', '=', userId).execute()
}
