import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { revokeAllSessionsOf } from './refresh-sessions'

/**
 * The account's sign-ins as its own export shows them: one per device or browser signed in (a session family),
 * when it started, its absolute end and when it was ended. The shop keeps no device name or IP address for them.
 */
export async function sessionsOf(
  db: Kysely<Database>,
  userId: string,
): Promise<{ startedAt: string; endsAt: string; endedAt: string | null }[]> {
  const rows = await db
    .selectFrom('refresh_sessions')
    .select((eb) => [
      'family_id',
      eb.fn.min('created_at').as('started_at'),
      eb.fn.max('expires_at').as('ends_at'),
      eb.fn.max('revoked_at').as('revoked_at'),
    ])
    .where('user_id', '=', userId)
    .groupBy('family_id')
    .orderBy('started_at')
    .execute()
  return rows.map((row) => ({
    startedAt: row.started_at,
    endsAt: row.ends_at,
    endedAt: row.revoked_at ?? null,
  }))
}

/**
 * An erased account can no longer sign in anywhere: every session is revoked (an access token still in use
 * finds its session over at its next request, on every instance), and the reset links, recovery codes and
 * second steps in progress go.
 */
export async function forgetSignInsOf(trx: Kysely<Database>, userId: string): Promise<void> {
  await revokeAllSessionsOf(trx, userId)
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute()
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute()
  await trx.deleteFrom('second_step_failures').where('user_id', '=', userId).execute()
  await trx.deleteFrom('second_step_trips').where('user_id', '=', userId).execute()
}
