import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/*
 * Parcels that came back undelivered (status `returned`), counted for the customer's record, the
 * cash-on-delivery rule that stops repeat offenders, and the dashboard. Apart from the rest of the orders module
 * (it imports nothing of it) so that the users module may ask without an import cycle.
 */

/** How many of a customer's orders came back undelivered (orders_user_status_idx). */
export async function countReturnedParcels(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '=', 'returned')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The same count for a page of customers in one query; a customer with none is absent from the map. */
export async function returnedParcelsOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['user_id', eb.fn.countAll<number | string>().as('count')])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('status', '=', 'returned')
    .groupBy('user_id')
    .execute()
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]))
}

/**
 * The dashboard's parcels since `since`: orders delivered (the return rate's base); cash-on-delivery orders that
 * left the shop (shipped at or after `since`, now shipped, delivered or returned) and how many of those came back.
 * The returned are counted among the shipped, so the rate stays between 0 and 1.
 */
export async function parcelFigures(
  db: Kysely<Database>,
  since: string,
): Promise<{ delivered: number; codShipped: number; codReturned: number }> {
  const [delivered, cod] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('delivered_at', 'is not', null)
      .where('delivered_at', '>=', since)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('shipped'),
        eb.fn
          .sum<number | string>(eb.case().when('status', '=', 'returned').then(1).else(0).end())
          .as('returned'),
      ])
      .where('shipped_at', 'is not', null)
      .where('shipped_at', '>=', since)
      .where('payment_method', '=', 'COD')
      .where('status', 'in', ['shipped', 'delivered', 'returned'])
      .executeTakeFirstOrThrow(),
  ])
  return {
    delivered: Number(delivered.count),
    codShipped: Number(cod.shipped),
    codReturned: Number(cod.returned ?? 0),
  }
}
