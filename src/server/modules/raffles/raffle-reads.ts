import type { Kysely } from 'kysely'
import { RAFFLE_NOT_FOUND_MESSAGE, type RaffleOutcome } from '@common/schemas/raffle'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import type { RaffleEntryRow, RaffleRow } from './raffle-setup'

/* Raffles, their entries and their refusals as the product page, the shopper and the admin read them. */

export async function findRaffleRow(db: Kysely<Database>, raffleId: string): Promise<RaffleRow> {
  const raffle = await db.selectFrom('raffles').selectAll().where('id', '=', raffleId).executeTakeFirst()
  if (!raffle) throw new NotFoundError(RAFFLE_NOT_FOUND_MESSAGE)
  return raffle
}

/** How many entries each raffle has (a raffle with none is absent). */
export function countEntries(
  db: Kysely<Database>,
  raffleIds: readonly string[],
): Promise<Map<string, number>> {
  return countPerRaffle(db, 'raffle_entries', raffleIds)
}

/** How many rows of `table` each raffle has (a raffle with none is absent). */
async function countPerRaffle(
  db: Kysely<Database>,
  table: 'raffle_entries' | 'raffle_refusals',
  raffleIds: readonly string[],
): Promise<Map<string, number>> {
  if (raffleIds.length === 0) return new Map()
  const rows = await db
    .selectFrom(table)
    .select(['raffle_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('raffle_id', 'in', raffleIds)
    .groupBy('raffle_id')
    .execute()
  return new Map(rows.map((row) => [row.raffle_id, Number(row.count)]))
}

/** A product's raffles not yet drawn, the soonest to open first, with their entry counts. */
export async function listOpenRafflesOfProduct(
  db: Kysely<Database>,
  productId: string,
): Promise<{ raffle: RaffleRow; entryCount: number }[]> {
  const raffles = await db
    .selectFrom('raffles')
    .selectAll()
    .where('product_id', '=', productId)
    .where('drawn_at', 'is', null)
    .orderBy('opens_at')
    .orderBy('id')
    .limit(20)
    .execute()
  const counts = await countEntries(
    db,
    raffles.map((raffle) => raffle.id),
  )
  return raffles.map((raffle) => ({ raffle, entryCount: counts.get(raffle.id) ?? 0 }))
}

/** Every raffle for the admin, the latest to open first (at most `limit`), with entries and refusals counted. */
export async function listRafflesForAdmin(
  db: Kysely<Database>,
  limit: number,
): Promise<{ raffle: RaffleRow; entryCount: number; refusalCount: number; unitsAwarded: number }[]> {
  const raffles = await db
    .selectFrom('raffles')
    .selectAll()
    .orderBy('opens_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  const ids = raffles.map((raffle) => raffle.id)
  const [entries, refusals, awarded] = await Promise.all([
    countEntries(db, ids),
    countPerRaffle(db, 'raffle_refusals', ids),
    countAwarded(db, ids),
  ])
  return raffles.map((raffle) => ({
    raffle,
    entryCount: entries.get(raffle.id) ?? 0,
    refusalCount: refusals.get(raffle.id) ?? 0,
    unitsAwarded: awarded.get(raffle.id) ?? 0,
  }))
}

/** Units with a winner's order that was not given up (paid, or still within its payment hold). */
export async function countAwarded(
  db: Kysely<Database>,
  raffleIds: readonly string[],
): Promise<Map<string, number>> {
  if (raffleIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('raffle_entries')
    .select(['raffle_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('raffle_id', 'in', raffleIds)
    .where('order_id', 'is not', null)
    .where('forfeited_at', 'is', null)
    .groupBy('raffle_id')
    .execute()
  return new Map(rows.map((row) => [row.raffle_id, Number(row.count)]))
}

/** The shopper's own entry in a raffle, if they made one. */
export async function findEntryOf(
  db: Kysely<Database>,
  raffleId: string,
  userId: string,
): Promise<RaffleEntryRow | undefined> {
  return db
    .selectFrom('raffle_entries')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/** A raffle's entries in ticket order once drawn; before, in the order they came. */
export async function listEntries(db: Kysely<Database>, raffleId: string): Promise<RaffleEntryRow[]> {
  return db
    .selectFrom('raffle_entries')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .orderBy('rank')
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function listRefusals(db: Kysely<Database>, raffleId: string) {
  return db
    .selectFrom('raffle_refusals')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/**
 * An entry's outcome: pending until the draw; then won (offered a unit), forfeited (its order was cancelled, the
 * unit went back to the raffle) or lost.
 */
export function entryOutcome(
  raffle: Pick<RaffleRow, 'drawn_at'>,
  entry: Pick<RaffleEntryRow, 'order_id' | 'forfeited_at'>,
): RaffleOutcome {
  if (!raffle.drawn_at) return 'pending'
  if (entry.forfeited_at) return 'forfeited'
  return entry.order_id ? 'won' : 'lost'
}
