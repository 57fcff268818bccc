import type { ExpressionBuilder, Kysely, Selectable } from 'kysely'
import { DUPLICATE_PAYMENT_REFUND_REASON, type Refund } from '@common/schemas/order'
import type { Database, RefundsTable } from '../../db/schema'
import { NotFoundError } from '../../errors'

/* Refunds as orders, the admin, the gateway's webhook and GST returns read them; what is left to refund. */

export type RefundRow = Selectable<RefundsTable>

const rupees = (paise: number) => paise / 100

export function toRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    orderId: row.order_id,
    amount: rupees(row.amount_paise),
    status: row.status,
    method: row.method,
    reason: row.reason,
    reference: row.reference,
    failureReason: row.failure_reason,
    creditNoteNumber: row.credit_note_number,
    creditNote: {
      taxableValue: rupees(row.credit_taxable_paise),
      cgst: rupees(row.credit_cgst_paise),
      sgst: rupees(row.credit_sgst_paise),
      igst: rupees(row.credit_igst_paise),
    },
    automatic: row.automatic === 1,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  }
}

/** Each order's refunds, oldest first, in one query. */
export async function refundsOfOrders(
  db: Kysely<Database>,
  orderIds: string[],
): Promise<Map<string, Refund[]>> {
  const byOrder = new Map<string, Refund[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), toRefund(row)])
  return byOrder
}

export async function findRefund(
  db: Kysely<Database>,
  orderId: string,
  refundId: string,
): Promise<RefundRow> {
  const row = await db
    .selectFrom('refunds')
    .selectAll()
    .where('id', '=', refundId)
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  if (!row) throw new NotFoundError('Refund not found')
  return row
}

export async function findRefundByProviderId(
  db: Kysely<Database>,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('provider_refund_id', '=', providerRefundId)
    .executeTakeFirst()
}

/** The refund of a second payment of an order already paid: its money was never the order's. */
const returnsDuplicatePayment = (eb: ExpressionBuilder<Database, 'refunds'>) =>
  eb.and([eb('automatic', '=', 1), eb('reason', '=', DUPLICATE_PAYMENT_REFUND_REASON)])

/**
 * Paise refunded and completed, and paise taken by refunds still pending, of the order's own money: a second
 * payment's refund is left out (it gave back money the order never kept).
 */
async function refundTotals(trx: Kysely<Database>, orderId: string) {
  const rows = await trx
    .selectFrom('refunds')
    .select(['status', (eb) => eb.fn.sum<number | string>('amount_paise').as('paise')])
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'completed'])
    .where((eb) => eb.not(returnsDuplicatePayment(eb)))
    .groupBy('status')
    .execute()
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.paise ?? 0)
  return { completedPaise: of('completed'), pendingPaise: of('pending') }
}

export async function completedRefundPaise(trx: Kysely<Database>, orderId: string): Promise<number> {
  return (await refundTotals(trx, orderId)).completedPaise
}

/** What may still be refunded of an order paid `paidPaise`: pending refunds count as taken. */
export async function refundablePaise(
  trx: Kysely<Database>,
  orderId: string,
  paidPaise: number,
): Promise<number> {
  const { completedPaise, pendingPaise } = await refundTotals(trx, orderId)
  return Math.max(0, paidPaise - completedPaise - pendingPaise)
}

/** The payments (transaction ids) of an order given back whole as second payments: none of them is the order's. */
export async function duplicatePaymentsOf(db: Kysely<Database>, orderId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('refunds')
    .select('transaction_id')
    .where('order_id', '=', orderId)
    .where(returnsDuplicatePayment)
    .execute()
  return new Set(rows.flatMap((row) => (row.transaction_id ? [row.transaction_id] : [])))
}

/**
 * The orders that credit notes were issued on in [start, end) (refunds recorded then, whatever became of them):
 * GSTR-1 reads them with their refunds. Refunds are few, so the range is read without an index of its own.
 */
export async function ordersWithCreditNotesBetween(
  db: Kysely<Database>,
  start: string,
  end: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('refunds')
    .select('order_id')
    .distinct()
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .execute()
  return rows.map((row) => row.order_id)
}
