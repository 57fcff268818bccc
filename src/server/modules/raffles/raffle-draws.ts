import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'
import { drawOrder } from './raffle-draw-math'
import type { RaffleEntryRow, RaffleRow } from './raffle-setup'

/* The draw: which raffles are due, when the next one closes, and drawing a raffle once however many try. */

/** When the next raffle not yet drawn closes (the instances' timers draw it then); undefined when none waits. */
export async function nextRaffleClose(db: Kysely<Database>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('raffles')
    .select('closes_at')
    .where('drawn_at', 'is', null)
    .orderBy('closes_at')
    .limit(1)
    .executeTakeFirst()
  return row ? new Date(row.closes_at) : undefined
}

/** The raffles due for their draw at `now` (closed, not drawn), the longest waiting first. */
export async function dueRaffleIds(db: Kysely<Database>, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('raffles')
    .select('id')
    .where('drawn_at', 'is', null)
    .where('closes_at', '<=', now.toISOString())
    .orderBy('closes_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Draws the raffle, once: the conditional UPDATE marks it drawn only if nobody has (another instance, another
 * process) and it has closed, so of any number of draws at once one finds it undrawn. Then each entry gets its
 * ticket and rank (1 for the lowest ticket) and all `units` wait to be offered. Answers the raffle and its
 * entries in ticket order, or undefined when this call did not draw it.
 */
export async function drawRaffle(
  trx: Kysely<Database>,
  raffleId: string,
  now: Date,
): Promise<{ raffle: RaffleRow; ranked: RaffleEntryRow[] } | undefined> {
  const at = now.toISOString()
  const raffle = await trx
    .updateTable('raffles')
    .set((eb) => ({ drawn_at: at, units_free: eb.ref('units') }))
    .where('id', '=', raffleId)
    .where('drawn_at', 'is', null)
    .where('closes_at', '<=', at)
    .returningAll()
    .executeTakeFirst()
  if (!raffle) return undefined
  const entries = await trx
    .selectFrom('raffle_entries')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .execute()
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const ranked = drawOrder(
    raffle.seed,
    entries.map((entry) => entry.id),
  ).map(({ id, ticket }, index) => ({ ...byId.get(id)!, ticket, rank: index + 1 }))
  for (let start = 0; start < ranked.length; start += TICKETS_PER_STATEMENT)
    await writeTickets(trx, ranked.slice(start, start + TICKETS_PER_STATEMENT))
  const drawn = await trx
    .updateTable('raffles')
    .set({ entry_count: ranked.length })
    .where('id', '=', raffleId)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { raffle: drawn, ranked }
}

/** Entries whose tickets one UPDATE writes: a draw of thousands is a few statements, each well within bound limits. */
const TICKETS_PER_STATEMENT = 500

/** Each entry's ticket and rank, chosen by its id in one UPDATE. */
async function writeTickets(
  trx: Kysely<Database>,
  entries: readonly { id: string; ticket: string; rank: number }[],
): Promise<void> {
  const ticket = sql<string>`case id ${sql.join(
    entries.map((entry) => sql`when ${entry.id} then ${entry.ticket}`),
    sql` `,
  )} end`
  const rank = sql<number>`case id ${sql.join(
    entries.map((entry) => sql`when ${entry.id} then cast(${entry.rank} as integer)`),
    sql` `,
  )} end`
  await trx
    .updateTable('raffle_entries')
    .set({ ticket, rank })
    .where(
      'id',
      'in',
      entries.map((entry) => entry.id),
    )
    .execute()
}
