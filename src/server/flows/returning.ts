import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import type { Order } from '@common/schemas/order'
import {
  RETURN_CHOOSE_VARIANT_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_REASON_LABELS,
  RETURN_RECEIVED_ONLY_MESSAGE,
  RETURN_RESTOCK_MORE_THAN_RETURNED_MESSAGE,
  RETURN_TRANSITION_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  type CreateReturnInput,
  type ReturnRequest,
  type UpdateReturnInput,
} from '@common/schemas/returns'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, ConflictError } from '../errors'
import { countRefund } from '../metrics'
import { type AuditActor, changedFields, recordAudit } from '../modules/audit'
import type { MailContext } from '../modules/mail'
import { type PreparedUpload, prepareUpload, savePreparedUpload } from '../modules/media'
import { findOrderState, findOwnOrder } from '../modules/orders'
import { returnStock } from '../modules/products'
import type { RefundRow } from '../modules/refunds'
import {
  decideReturn,
  findReturn,
  insertReturn,
  linesToReturn,
  lockReturnsOfOrder,
  markReturnReceived,
  quantitiesAskedBack,
  recordReturnRefund,
  type SoldLine,
} from '../modules/returns'
import type { Lifecycle } from './lifecycle-context'
import { planAdminRefund, recordAdminRefund, sendRefundToGateway } from './refunding'
import { queueReturnMail } from './return-mails'
import { tellWhoWaitsForVariantsBack } from './restock-alerts'

/**
 * Returns, composed here because they cross modules: the order (delivered, within the window, what it sold),
 * the pictures (media), the request itself (returns), the stock (products) and the refund with its credit
 * note, through the same refund path as the admin's refunds (refunding.ts). Each step is the owning module's.
 */

/** What a shopper's return form carries once read and checked (returns/return-submission.ts). */
export type ReturnSubmission = { input: CreateReturnInput; photos: Buffer[] }

function soldLinesOf(order: Order): SoldLine[] {
  // A pre-order served in part keeps its line's quantity, but was sent only what its release allocated.
  const allocated = order.preorder?.status === 'allocated' ? order.preorder.allocatedQuantity : null
  return order.orderItems.map((item) => ({
    productId: item.product,
    variantId: item.variant?._id ?? null,
    variantLabel: item.variant?.label ?? null,
    name: item.name,
    image: item.image,
    unitPricePaise: rupeesToPaise(item.price),
    quantity: allocated === null ? item.quantity : Math.min(item.quantity, allocated),
  }))
}

/**
 * A shopper asks to return items of their own delivered order (another's answers 404), within the return
 * window (409 otherwise), no more of a product than was bought less what earlier returns still ask (400).
 * The photos are checked and re-encoded like any upload (400 for a file that is not a picture) and written
 * with the request, in one transaction that also writes the shopper's receipt mail.
 */
export async function requestReturn(
  lifecycle: Lifecycle,
  request: { orderId: string; userId: string; submission: ReturnSubmission },
  mail: MailContext,
): Promise<ReturnRequest> {
  const { db, clock } = lifecycle
  const { input, photos } = request.submission
  const order = await findOwnOrder(db, request.userId, request.orderId)
  if (!order.returnDeadline) throw new ConflictError(RETURN_NOT_DELIVERED_MESSAGE)
  if (clock().getTime() > new Date(order.returnDeadline).getTime())
    throw new ConflictError(RETURN_WINDOW_CLOSED_MESSAGE)
  const sold = soldLinesOf(order)
  linesToReturn(sold, input.items, await quantitiesAskedBack(db, order._id))
  // Converting a photo takes far longer than writing it: done before the transaction and written inside it,
  // so a refused request leaves no picture behind and the write lock is not held while sharp works.
  const prepared: PreparedUpload[] = []
  for (const bytes of photos) prepared.push(await prepareUpload(db, bytes))

  const returnId = await writeTransaction(db, async (trx) => {
    const now = clock()
    await lockReturnsOfOrder(trx, order._id)
    // Counted again under the lock: a request sent at the same moment may have taken what was left.
    const lines = linesToReturn(sold, input.items, await quantitiesAskedBack(trx, order._id))
    const urls: string[] = []
    for (const image of prepared) urls.push((await savePreparedUpload(trx, image)).url)
    const id = await insertReturn(trx, {
      orderId: order._id,
      userId: order.userId,
      orderNumber: order.orderNumber,
      reason: input.reason,
      note: input.note,
      lines,
      photos: [...new Set(urls)],
      now,
    })
    await queueReturnMail(trx, mail, 'requested', await findReturn(trx, id), now)
    return id
  })
  return findReturn(db, returnId)
}

/** A cancelled order's stock is back already: none of its returns may go on to approval or receipt. */
async function refuseCancelledOrder(trx: Kysely<Database>, orderId: string): Promise<void> {
  const order = await findOrderState(trx, orderId)
  if (order?.status === 'cancelled') throw new ConflictError(RETURN_TRANSITION_MESSAGE)
}

/** A line of the return going back on sale: its product and, for a product with options, its variant. */
type RestockedLine = { productId: string; variantId: string | null; quantity: number }

/**
 * How many of each line go back on sale, by what the line names (its variant, else its product): each a line of
 * the return, at most what came back (400). A restock line naming no variant stands for the one variant of its
 * product the return holds.
 */
function restockOf(
  current: ReturnRequest,
  restock: UpdateReturnInput['restock'],
): Map<string, RestockedLine> {
  const byKey = new Map<string, RestockedLine>()
  for (const line of (restock ?? []).filter((given) => given.qty > 0)) {
    const matching = current.items.filter(
      (item) =>
        item.product === line.product && (line.variant === undefined || item.variant?._id === line.variant),
    )
    if (matching.length > 1) throw new BadRequestError(RETURN_CHOOSE_VARIANT_MESSAGE)
    const returned = matching[0]
    if (!returned || line.qty > returned.qty)
      throw new BadRequestError(RETURN_RESTOCK_MORE_THAN_RETURNED_MESSAGE)
    const key = returned.variant?._id ?? line.product
    if (byKey.has(key)) throw new BadRequestError('Each product may appear once')
    byKey.set(key, { productId: line.product, variantId: returned.variant?._id ?? null, quantity: line.qty })
  }
  return byKey
}

/** What a decision or a receipt sets on a return, as the activity log shows it. */
function auditedFieldsOf(request: ReturnRequest): Record<string, unknown> {
  return {
    status: request.status,
    adminNote: request.adminNote,
    restocked: request.items
      .filter((item) => item.restocked > 0)
      .map((item) => ({
        product: item.product,
        ...(item.variant && { variant: item.variant.label }),
        qty: item.restocked,
      })),
    refundAmount: request.refundAmount,
  }
}

/** The entry of a decision or a receipt, in its transaction; `current` is what the conditional UPDATE moved from. */
async function recordReturnChange(
  trx: Kysely<Database>,
  actor: AuditActor,
  current: ReturnRequest,
  updated: ReturnRequest,
): Promise<void> {
  const change = changedFields(auditedFieldsOf(current), auditedFieldsOf(updated))
  if (change)
    await recordAudit(trx, actor, {
      action: 'return.update',
      entity: 'return',
      entityId: current._id,
      ...change,
    })
}

/**
 * The admin moves a return on: `requested` → `approved` or `rejected`, `approved` → `received`; anything else
 * is 409. Each move is one conditional UPDATE, so a second click, a second tab or a second instance changes
 * nothing and answers 409. Receiving puts the named quantities back on sale and, with `refundAmount`, refunds
 * through the admin's refund path (credit note, 409 above what is left to refund) in the same transaction;
 * a gateway refund is sent after the commit, as every refund is.
 */
export async function updateReturn(
  lifecycle: Lifecycle,
  returnId: string,
  input: UpdateReturnInput,
  actor: AuditActor,
  mail: MailContext,
): Promise<ReturnRequest> {
  const { db, clock } = lifecycle
  const current = await findReturn(db, returnId)
  const restock = restockOf(current, input.restock)
  const refundPaise = rupeesToPaise(input.refundAmount ?? 0)

  if (input.status !== 'received') {
    const status = input.status
    if (restock.size > 0 || refundPaise > 0) throw new BadRequestError(RETURN_RECEIVED_ONLY_MESSAGE)
    await writeTransaction(db, async (trx) => {
      const now = clock()
      // Serialised with a cancellation of the order, which refuses an order whose return is approved.
      await lockReturnsOfOrder(trx, current.orderId)
      if (status === 'approved') await refuseCancelledOrder(trx, current.orderId)
      const decided = await decideReturn(trx, returnId, { status, adminNote: input.note, now })
      if (!decided) throw new ConflictError(RETURN_TRANSITION_MESSAGE)
      const updated = await findReturn(trx, returnId)
      await queueReturnMail(trx, mail, status, updated, now)
      await recordReturnChange(trx, actor, current, updated)
    })
    return findReturn(db, returnId)
  }

  if (current.status !== 'approved') throw new ConflictError(RETURN_TRANSITION_MESSAGE)
  const plan =
    refundPaise > 0
      ? await planAdminRefund(db, current.orderId, {
          amount: refundPaise / 100,
          reason: `Return: ${RETURN_REASON_LABELS[current.reason]}`,
          reference: input.refundReference,
          method: input.refundMethod,
        })
      : undefined
  const refund = await writeTransaction(db, async (trx): Promise<RefundRow | undefined> => {
    const now = clock()
    // Serialised with a cancellation of the order, which refuses an order whose return is received.
    await lockReturnsOfOrder(trx, current.orderId)
    await refuseCancelledOrder(trx, current.orderId)
    const received = await markReturnReceived(trx, returnId, {
      restocked: new Map([...restock].map(([key, line]) => [key, line.quantity])),
      adminNote: input.note,
      now,
    })
    if (!received) throw new ConflictError(RETURN_TRANSITION_MESSAGE)
    // A variant's units go back to that variant (and its product's sum).
    await returnStock(trx, [...restock.values()], { reason: 'return', orderId: current.orderId, actor })
    await tellWhoWaitsForVariantsBack(trx, mail, [...restock.values()])
    const made = plan ? await recordAdminRefund(trx, plan, actor.id, mail, now) : undefined
    if (made) await recordReturnRefund(trx, returnId, { id: made.id, amountPaise: made.amount_paise })
    const updated = await findReturn(trx, returnId)
    await queueReturnMail(trx, mail, 'received', updated, now)
    await recordReturnChange(trx, actor, current, updated)
    return made
  })
  lifecycle.changed()
  // Paid back by transfer: completed with its record, now committed (a gateway's counts when it ends).
  if (refund?.status === 'completed') countRefund('completed')
  if (refund?.method === 'phonepe') await sendRefundToGateway(lifecycle, refund, mail)
  return findReturn(db, returnId)
}
