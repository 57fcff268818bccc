import type { Kysely } from 'kysely'
import { readToChange } from '../../db/database-traits'
import type { Database } from '../../db/schema'
import type { RaffleEntryRow, RaffleRow } from './raffle-setup'

/* The units a drawn raffle offers its entries in ticket order, takes back, or puts back on sale. */

/** Drawn raffles with units waiting to be offered or put back on sale. */
export async function rafflesWithUnitsWaiting(db: Kysely<Database>, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('raffles')
    .select('id')
    .where('units_free', '>', 0)
    .where('drawn_at', 'is not', null)
    .orderBy('drawn_at')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Takes one waiting unit of the raffle for the next entry in ticket order, or, when every entry has had its
 * offer, all the waiting units to put back on sale; each claim is a conditional UPDATE on what was read, so two
 * instances never offer the same rank or return the same unit. Undefined when nothing waits (or another took it).
 */
export async function claimWaitingUnit(
  trx: Kysely<Database>,
  raffleId: string,
): Promise<
  | { kind: 'offer'; raffle: RaffleRow; entry: RaffleEntryRow }
  | { kind: 'return'; raffle: RaffleRow; units: number }
  | undefined
> {
  const raffle = await readToChange(
    trx,
    trx.selectFrom('raffles').selectAll().where('id', '=', raffleId),
  ).executeTakeFirst()
  if (!raffle?.drawn_at || raffle.units_free <= 0) return undefined
  if (raffle.offered_count >= raffle.entry_count) {
    const returned = await trx
      .updateTable('raffles')
      .set((eb) => ({ units_free: 0, units_returned: eb('units_returned', '+', raffle.units_free) }))
      .where('id', '=', raffleId)
      .where('units_free', '=', raffle.units_free)
      .where('offered_count', '=', raffle.offered_count)
      .executeTakeFirst()
    return returned.numUpdatedRows > 0n ? { kind: 'return', raffle, units: raffle.units_free } : undefined
  }
  const rank = raffle.offered_count + 1
  const claimed = await trx
    .updateTable('raffles')
    .set((eb) => ({ units_free: eb('units_free', '-', 1), offered_count: rank }))
    .where('id', '=', raffleId)
    .where('offered_count', '=', raffle.offered_count)
    .where('units_free', '>', 0)
    .executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) return undefined
  const entry = await trx
    .selectFrom('raffle_entries')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .where('rank', '=', rank)
    .executeTakeFirstOrThrow()
  return { kind: 'offer', raffle, entry }
}

/** The order made for the entry's unit. */
export async function recordEntryOrder(
  trx: Kysely<Database>,
  entryId: string,
  orderId: string,
): Promise<void> {
  await trx.updateTable('raffle_entries').set({ order_id: orderId }).where('id', '=', entryId).execute()
}

/**
 * When a raffle's order is cancelled (its payment hold ran out, or anyone cancelled it), its unit goes back to
 * the raffle, to be offered to the next entry, instead of back on sale: answers the product (and variant) whose
 * stock the cancellation must then leave alone, or undefined for an order no raffle made. Once per order.
 */
export async function takeBackRaffleUnit(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<{ productId: string; variantId: string | null; raffleId: string } | undefined> {
  const forfeited = await trx
    .updateTable('raffle_entries')
    .set({ forfeited_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('forfeited_at', 'is', null)
    .returning('raffle_id')
    .executeTakeFirst()
  if (!forfeited) return undefined
  const raffle = await trx
    .updateTable('raffles')
    .set((eb) => ({ units_free: eb('units_free', '+', 1) }))
    .where('id', '=', forfeited.raffle_id)
    .returning(['id', 'product_id', 'variant_id'])
    .executeTakeFirstOrThrow()
  return { productId: raffle.product_id, variantId: raffle.variant_id ?? null, raffleId: raffle.id }
}

/**
 * An offered unit that could not be ordered: the entry's account is gone, so the unit waits for the next entry;
 * or the product is gone from the catalogue, so there is nothing left to sell and the unit counts as returned.
 */
export async function giveUnitBack(
  trx: Kysely<Database>,
  raffleId: string,
  why: { gone: boolean },
): Promise<void> {
  await trx
    .updateTable('raffles')
    .set((eb) =>
      why.gone ? { units_returned: eb('units_returned', '+', 1) } : { units_free: eb('units_free', '+', 1) },
    )
    .where('id', '=', raffleId)
    .execute()
}
