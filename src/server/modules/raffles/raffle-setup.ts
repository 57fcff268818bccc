import type { Kysely, Selectable } from 'kysely'
import type { RaffleState } from '@common/schemas/raffle'
import { newId } from '../../db/ids'
import type { Database, RaffleEntriesTable, RafflesTable } from '../../db/schema'
import { newRaffleSeed, seedHashOf } from './raffle-draw-math'

/*
 * The raffles' own tables: a raffle with its committed seed and the units it set aside, the entries (unique per
 * account, delivery address and phone, by the database's indexes), the refused second entries, and the draw's
 * tickets and offers. Stock, orders and mails are the flows' (flows/raffles.ts, flows/raffle-draw.ts).
 */

export type RaffleRow = Selectable<RafflesTable>
export type RaffleEntryRow = Selectable<RaffleEntriesTable>

/** Where a raffle is at `now`: `closed` between its closing time and the draw (within a minute). */
export function raffleState(
  raffle: Pick<RaffleRow, 'opens_at' | 'closes_at' | 'drawn_at'>,
  now: Date,
): RaffleState {
  if (raffle.drawn_at) return 'drawn'
  const at = now.toISOString()
  if (at < raffle.opens_at) return 'upcoming'
  return at < raffle.closes_at ? 'open' : 'closed'
}

/**
 * A new raffle with its seed fixed and its hash published from now on: the seed never changes, so nobody (the
 * shop included) can pick it after seeing the entries. The caller sets its units aside from the product's
 * stock in the same transaction.
 */
export async function insertRaffle(
  trx: Kysely<Database>,
  raffle: {
    productId: string
    /** The variant raffled, for a product with options. */
    variantId: string | null
    productName: string
    opensAt: string
    closesAt: string
    units: number
    now: Date
  },
): Promise<RaffleRow> {
  const seed = newRaffleSeed()
  return trx
    .insertInto('raffles')
    .values({
      id: newId(),
      product_id: raffle.productId,
      variant_id: raffle.variantId,
      product_name: raffle.productName,
      opens_at: raffle.opensAt,
      closes_at: raffle.closesAt,
      units: raffle.units,
      seed,
      seed_hash: seedHashOf(seed),
      drawn_at: null,
      created_at: raffle.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
