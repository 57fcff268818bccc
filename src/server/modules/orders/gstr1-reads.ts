import type { Kysely } from 'kysely'
import { strToU8, zipSync } from 'fflate'
import type { Order } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { shopMonthWindow } from '../../shop-calendar'
import { ordersWithCreditNotesBetween } from '../refunds'
import { gstr1Files, gstr1Sheets, type Gstr1Input } from './gstr1'
import { hydrateOrders, type OrderRow } from './order-mapping'

/** Orders hydrated (and looked up by id) this many at a time, so that no query names more ids than both databases take. */
const BATCH = 500

async function hydrateAll(db: Kysely<Database>, rows: readonly OrderRow[]): Promise<Order[]> {
  const orders: Order[] = []
  for (let from = 0; from < rows.length; from += BATCH)
    orders.push(...(await hydrateOrders(db, rows.slice(from, from + BATCH))))
  return orders
}

/**
 * What GSTR-1 reports for a month ('2026-11', in IST): the invoices issued in it (orders numbered and placed in
 * the month, cancelled ones too, which docs.csv counts) and the credit notes issued in it with the orders they
 * amend (placed in any month), each list in number order.
 */
export async function gstr1Input(db: Kysely<Database>, month: string): Promise<Gstr1Input> {
  const { start, end } = shopMonthWindow(month)
  const invoiceRows = await db
    .selectFrom('orders')
    .selectAll()
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('invoice_number', 'is not', null)
    .orderBy('invoice_number')
    .execute()
  const creditedIds = await ordersWithCreditNotesBetween(db, start, end)
  const creditedRows: OrderRow[] = []
  for (let from = 0; from < creditedIds.length; from += BATCH)
    creditedRows.push(
      ...(await db
        .selectFrom('orders')
        .selectAll()
        .where('id', 'in', creditedIds.slice(from, from + BATCH))
        .execute()),
    )
  const creditNotes = (await hydrateAll(db, creditedRows))
    .flatMap((order) =>
      order.refunds
        .filter((refund) => refund.createdAt >= start && refund.createdAt < end)
        .map((refund) => ({ refund, order })),
    )
    .sort((a, b) => a.refund.creditNoteNumber.localeCompare(b.refund.creditNoteNumber))
  return { invoices: await hydrateAll(db, invoiceRows), creditNotes }
}

/** The month's GSTR-1 as a ZIP of the offline tool's CSV sheets. */
export async function gstr1Zip(db: Kysely<Database>, month: string): Promise<Uint8Array> {
  const files = gstr1Files(gstr1Sheets(await gstr1Input(db, month)))
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))
}
