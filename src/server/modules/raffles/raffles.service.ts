import { type Kysely, type Selectable, sql } from 'kysely'
import type { ShippingAddress } from '@common/schemas/order'
import {
  RAFFLE_DUPLICATE_MESSAGES,
  RAFFLE_NOT_FOUND_MESSAGE,
  RAFFLE_NOT_OPEN_MESSAGE,
  type RaffleEntryRule,
  type RaffleOutcome,
  type RaffleState,
} from '@common/schemas/raffle'
import { readToChange, readUnchanged } from '../../db/database-traits'
import { newId } from '../../db/ids'
import { writeTransaction } from '../../db/write-transaction'
import type { Database, RaffleEntriesTable, RafflesTable } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { addressKeyOf, drawOrder, newRaffleSeed, phoneKeyOf, seedHashOf } from './raffle-draw-math'

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

/**
 * Enters the shopper with a delivery address while the raffle is open. The raffle's row is read unchanged to
 * the commit (FOR SHARE on PostgreSQL), so the draw, which marks it drawn, waits for entries in flight and an
 * entry that waited for the draw finds it drawn: no entry is made that the draw did not see. A second entry by
 * the same account, address or phone is refused by the unique indexes (two at once included), recorded with the
 * rule it broke, and answered 409 naming the rule.
 */
export async function enterRaffle(
  db: Kysely<Database>,
  entry: { raffleId: string; userId: string; address: ShippingAddress; now: Date },
): Promise<{ entryId: string }> {
  const addressKey = addressKeyOf({
    addressLine1: entry.address.addressLine1 ?? entry.address.address,
    addressLine2: entry.address.addressLine2 ?? null,
    city: entry.address.city,
    postalCode: entry.address.postalCode,
  })
  const phoneKey = phoneKeyOf(entry.address.phone ?? '')
  const outcome = await writeTransaction(db, async (trx) => {
    const raffle = await readUnchanged(
      trx,
      trx
        .selectFrom('raffles')
        .select(['opens_at', 'closes_at', 'drawn_at'])
        .where('id', '=', entry.raffleId),
    ).executeTakeFirst()
    if (!raffle) throw new NotFoundError(RAFFLE_NOT_FOUND_MESSAGE)
    if (raffleState(raffle, entry.now) !== 'open') throw new ConflictError(RAFFLE_NOT_OPEN_MESSAGE)
    const inserted = await trx
      .insertInto('raffle_entries')
      .values({
        id: newId(),
        raffle_id: entry.raffleId,
        user_id: entry.userId,
        address_key: addressKey,
        phone_key: phoneKey,
        shipping_address: JSON.stringify(entry.address),
        created_at: entry.now.toISOString(),
        ticket: null,
        rank: null,
        order_id: null,
        forfeited_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted) return { entryId: inserted.id, refused: undefined }
    const rule = await brokenRule(trx, entry.raffleId, { userId: entry.userId, addressKey, phoneKey })
    await trx
      .insertInto('raffle_refusals')
      .values({
        id: newId(),
        raffle_id: entry.raffleId,
        user_id: entry.userId,
        rule,
        message: RAFFLE_DUPLICATE_MESSAGES[rule],
        created_at: entry.now.toISOString(),
      })
      .execute()
    return { entryId: undefined, refused: rule }
  })
  if (outcome.refused) throw new ConflictError(RAFFLE_DUPLICATE_MESSAGES[outcome.refused])
  return { entryId: outcome.entryId! }
}

/**
 * Which rule the entry that was not inserted broke, the account's first, then the address's, then the phone's.
 * The insert waited for any entry it collided with to commit, so this read finds it.
 */
async function brokenRule(
  trx: Kysely<Database>,
  raffleId: string,
  keys: { userId: string; addressKey: string; phoneKey: string },
): Promise<RaffleEntryRule> {
  const same = await trx
    .selectFrom('raffle_entries')
    .select(['user_id', 'address_key', 'phone_key'])
    .where('raffle_id', '=', raffleId)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', keys.userId),
        eb('address_key', '=', keys.addressKey),
        eb('phone_key', '=', keys.phoneKey),
      ]),
    )
    .execute()
  if (same.some((row) => row.user_id === keys.userId)) return 'account'
  if (same.some((row) => row.address_key === keys.addressKey)) return 'address'
  return 'phone'
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

/** The raffles due for their draw at `now` (closed, not drawn), the longest waiting first. */
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
