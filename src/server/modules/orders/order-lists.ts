import type { Kysely } from 'kysely'
import type { OrderStatus } from '@common/constants'
import { chargesTax } from '@common/gst'
import type { Order, ORDER_PAYMENT_FILTERS } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { containsLowerCaseText } from '../../db/text-search'
import { findUserNames, userIdsMatching } from '../users'
import { hydrateOrders, type OrderRow } from './order-mapping'

/**
 * Lists of orders: a shopper's own, the staff's searched and filtered pages with their totals, and the CSV
 * export's batches. One order is read by order-reads.ts.
 */

export async function listOwnOrders(db: Kysely<Database>, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  return hydrateOrders(db, rows)
}

type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number]

export type OrderFilter = {
  search?: string | undefined
  status?: OrderStatus | undefined
  userId?: string | undefined
  /** `awaiting`: online, unpaid and not cancelled; `refunded`: some of it refunded. */
  payment?: OrderPaymentFilter | undefined
}

export type OrderListQuery = OrderFilter & { page: number; limit: number }

/**
 * The orders an admin search and filter select. The search reads the order's own lower-cased search text
 * (ids, number, shipping address) or finds the customer by name or e-mail in one subquery, so that neither
 * the page nor the count joins another table.
 */
function filteredOrders(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders')
  if (filter.status) query = query.where('orders.status', '=', filter.status)
  if (filter.userId) query = query.where('orders.user_id', '=', filter.userId)
  if (filter.payment === 'awaiting')
    query = query
      .where('orders.payment_method', '!=', 'COD')
      .where('orders.paid_at', 'is', null)
      .where('orders.status', '!=', 'cancelled')
  if (filter.payment === 'refunded') query = query.where('orders.refunded_paise', '>', 0)
  const search = filter.search
  if (search) {
    // Two look-ups joined by UNION rather than one OR: each is served by its own index (on PostgreSQL the
    // trigram index on search_text, and the customers' through orders_user_created_idx), where the OR made
    // the planner walk every order by date and test each one (decision 0027).
    query = query.where('orders.id', 'in', (eb) =>
      eb
        .selectFrom('orders as matched')
        .select('matched.id')
        .where(containsLowerCaseText('matched.search_text', search))
        .union(
          eb
            .selectFrom('orders as of_customer')
            .select('of_customer.id')
            .where('of_customer.user_id', 'in', userIdsMatching(db, search)),
        ),
    )
  }
  return query
}

export async function listOrders(
  db: Kysely<Database>,
  query: OrderListQuery,
): Promise<{ orders: Order[]; total: number; totalSales: number }> {
  const filtered = filteredOrders(db, query)
  const [rows, totals] = await Promise.all([
    filtered
      .selectAll('orders')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .execute(),
    filtered
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('orders.status', '!=', 'cancelled')
              .then(eb('orders.total_price_paise', '-', eb.ref('orders.refunded_paise')))
              .else(0)
              .end(),
          )
          .as('sales'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return {
    orders: await hydrateOrders(db, rows),
    total: Number(totals.count),
    totalSales: Number(totals.sales ?? 0) / 100,
  }
}

type ChargeTaxField = 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'

/**
 * One row of the CSV export: the order as stored, with its customer, its number of items and the sums of its
 * lines' GST, its charges' included (null for orders placed before tax invoices).
 */
export type OrderExportRow = OrderRow & {
  customerName: string
  customerEmail: string
  itemCount: number
  taxablePaise: number | null
  cgstPaise: number | null
  sgstPaise: number | null
  igstPaise: number | null
}

/**
 * The orders of a filter, newest first, in batches read by keyset (created_at, id): each batch is one
 * indexed range read however deep into the list it is, and only one batch is held at a time.
 */
export async function* orderExportBatches(
  db: Kysely<Database>,
  filter: OrderFilter,
  batchSize = 500,
): AsyncGenerator<OrderExportRow[]> {
  let after: { createdAt: string; id: string } | undefined
  for (;;) {
    let query = filteredOrders(db, filter)
    if (after) {
      const cursor = after
      // "Before the cursor" as a range on created_at (which the index serves on both databases) narrowed by
      // the id among equal times; an OR of the two alone makes SQLite scan the whole table for every batch.
      query = query
        .where('orders.created_at', '<=', cursor.createdAt)
        .where((eb) =>
          eb.or([eb('orders.created_at', '<', cursor.createdAt), eb('orders.id', '<', cursor.id)]),
        )
    }
    const rows = await query
      .selectAll('orders')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(batchSize)
      .execute()
    if (rows.length === 0) return
    const orderIds = rows.map((row) => row.id)
    const [counts, customers] = await Promise.all([
      db
        .selectFrom('order_items')
        .select((eb) => [
          'order_id',
          eb.fn.sum<number>('quantity').as('items'),
          // SUM of nulls is null: an order from before tax invoices has none of these.
          eb.fn.sum<number | null>('taxable_paise').as('taxable'),
          eb.fn.sum<number | null>('cgst_paise').as('cgst'),
          eb.fn.sum<number | null>('sgst_paise').as('sgst'),
          eb.fn.sum<number | null>('igst_paise').as('igst'),
          // The charges are taxed at the highest rate among the lines.
          eb.fn.max<number | null>('gst_rate').as('rate'),
        ])
        .where('order_id', 'in', orderIds)
        .groupBy('order_id')
        .execute(),
      findUserNames(
        db,
        rows.map((row) => row.user_id),
      ),
    ])
    const linesByOrder = new Map(counts.map((count) => [count.order_id, count]))
    const paiseOrNull = (value: number | string | null | undefined) =>
      value === null || value === undefined ? null : Number(value)
    yield rows.map((row) => {
      const customer = customers.get(row.user_id)
      const lines = linesByOrder.get(row.id)
      // Shipping's and the fee's GST, worked out as placement did: the order's figures are the lines' and theirs.
      const charges = chargesTax({
        shippingPaise: row.shipping_price_paise,
        codFeePaise: Number(row.cod_fee_paise ?? 0),
        lineRates: lines?.rate === null || lines?.rate === undefined ? [] : [Number(lines.rate)],
        supplyType: row.supply_type === 'inter-state' ? 'inter-state' : 'intra-state',
      })
      const withCharges = (value: number | string | null | undefined, field: ChargeTaxField) => {
        const paise = paiseOrNull(value)
        return paise === null ? null : paise + charges.reduce((sum, charge) => sum + charge[field], 0)
      }
      return {
        ...row,
        customerName: customer?.name ?? 'Deleted user',
        customerEmail: customer?.email ?? '',
        itemCount: Number(lines?.items ?? 0),
        taxablePaise: withCharges(lines?.taxable, 'taxablePaise'),
        cgstPaise: withCharges(lines?.cgst, 'cgstPaise'),
        sgstPaise: withCharges(lines?.sgst, 'sgstPaise'),
        igstPaise: withCharges(lines?.igst, 'igstPaise'),
      }
    })
    if (rows.length < batchSize) return
    const last = rows[rows.length - 1]!
    after = { createdAt: last.created_at, id: last.id }
  }
}
