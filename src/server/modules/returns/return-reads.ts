import type { Kysely, Selectable } from 'kysely'
import type { ReturnRequest, ReturnStatus } from '@common/schemas/returns'
import type { Database, ReturnItemsTable, ReturnRequestsTable } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { findUserNames } from '../users'

/** Return requests as answers: one, an order's, the admin's list, and the dashboard's figures. */

type ReturnRow = Selectable<ReturnRequestsTable>
type ReturnItemRow = Selectable<ReturnItemsTable>

const rupees = (paise: number) => paise / 100

function toReturnRequest(
  row: ReturnRow,
  items: readonly ReturnItemRow[],
  user: { id: string; name: string; email: string },
): ReturnRequest {
  return {
    _id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    user: { _id: user.id, name: user.name, email: user.email },
    status: row.status,
    reason: row.reason,
    note: row.note,
    adminNote: row.admin_note,
    items: items.map((item) => ({
      product: item.product_id,
      ...(item.variant_id && { variant: { _id: item.variant_id, label: item.variant_label ?? '' } }),
      name: item.name,
      image: item.image,
      price: rupees(item.unit_price_paise),
      qty: item.quantity,
      restocked: item.restocked,
    })),
    photos: JSON.parse(row.photos) as string[],
    refundId: row.refund_id,
    refundAmount: row.refund_paise === null ? null : rupees(Number(row.refund_paise)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Rows to answers: their lines and their shoppers in two queries, whatever the number of rows. */
async function hydrateReturns(db: Kysely<Database>, rows: readonly ReturnRow[]): Promise<ReturnRequest[]> {
  if (rows.length === 0) return []
  const [items, users] = await Promise.all([
    db
      .selectFrom('return_items')
      .selectAll()
      .where(
        'return_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute(),
    findUserNames(
      db,
      rows.map((row) => row.user_id),
    ),
  ])
  return rows.map((row) =>
    toReturnRequest(
      row,
      items.filter((item) => item.return_id === row.id),
      users.get(row.user_id) ?? { id: row.user_id, name: 'Deleted user', email: '' },
    ),
  )
}

export async function findReturn(db: Kysely<Database>, returnId: string): Promise<ReturnRequest> {
  const row = await db.selectFrom('return_requests').selectAll().where('id', '=', returnId).executeTakeFirst()
  if (!row) throw new NotFoundError('Return request not found')
  const [found] = await hydrateReturns(db, [row])
  return found!
}

/** Each order's returns, oldest first, for the orders' answers. */
export async function returnsOfOrders(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, ReturnRequest[]>> {
  const byOrder = new Map<string, ReturnRequest[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .selectFrom('return_requests')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  for (const request of await hydrateReturns(db, rows))
    byOrder.set(request.orderId, [...(byOrder.get(request.orderId) ?? []), request])
  return byOrder
}

/** The admin's list: newest first, optionally one status; `waiting` counts the requests not yet decided. */
export async function listReturns(
  db: Kysely<Database>,
  query: { status?: ReturnStatus | undefined; limit: number; offset: number },
): Promise<{ returns: ReturnRequest[]; total: number; waiting: number }> {
  let page = db.selectFrom('return_requests').selectAll()
  let count = db.selectFrom('return_requests').select((eb) => eb.fn.countAll<number | string>().as('count'))
  if (query.status) {
    page = page.where('status', '=', query.status)
    count = count.where('status', '=', query.status)
  }
  const [rows, total, waiting] = await Promise.all([
    page
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
    waitingCount(db),
  ])
  return { returns: await hydrateReturns(db, rows), total: Number(total.count), waiting }
}

async function waitingCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('return_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'requested')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** For the dashboard: requests made since `since`, and those waiting for a decision now. */
export async function returnFigures(
  db: Kysely<Database>,
  since: Date,
): Promise<{ waiting: number; requested: number }> {
  const [requested, waiting] = await Promise.all([
    db
      .selectFrom('return_requests')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow(),
    waitingCount(db),
  ])
  return { waiting, requested: Number(requested.count) }
}
