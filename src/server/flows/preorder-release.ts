import type { Kysely } from 'kysely'
import { paiseToRupees } from '@common/money'
import {
  NOT_A_PREORDER_MESSAGE,
  RELEASE_VARIANTS_MESSAGE,
  type ReleaseOutcome,
  type ReleasePreorderInput,
  type ReleasePreorderResponse,
} from '@common/schemas/preorder'
import { soldItemName } from '@common/variants'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../errors'
import { type AuditActor, recordAudit } from '../modules/audit'
import { type MailContext, preorderReleasedMail, queueMail } from '../modules/mail'
import { allocatePreorder, findOrderState, listOpenPreorders, type OpenPreorder } from '../modules/orders'
import { endPreorder, findProduct, lockPreorderTerms, type PreorderTerms } from '../modules/products'
import { refundablePaise, type RefundRow } from '../modules/refunds'
import { notifyBackInStock, notifyVariantsBack } from '../modules/stock-alerts'
import { findUserNames } from '../modules/users'
import { cancelGivingBack } from './cancellation'
import type { Lifecycle } from './lifecycle-context'
import { amountPaidPaise, automaticRefund, orderPaymentOf, sendRefundToGateway } from './refunding'

/*
 * The release of a pre-order product: the units received go to its open pre-orders in the order they
 * were placed. An order served in full is allocated and moves on like any other; one served in part keeps its
 * line, is allocated what was left and refunded the unserved units' share of what it paid; one left with nothing
 * is cancelled and refunded in full. An order still waiting for its payment is served only in full (the shop
 * cannot refund part of money it has not got, nor ask for part of a total): otherwise it is cancelled, nothing
 * charged, and its units pass to the next in line. What is left goes on sale and the product stops being a
 * pre-order. Everything happens in one transaction under the product's row lock, so a release happens once.
 */

export const PREORDER_UNSERVED_REASON =
  'Fewer units arrived than were pre-ordered, and none were left for this order'
export const PREORDER_UNPAID_SHORT_REASON =
  'Fewer units arrived than were pre-ordered, and this order had not been paid'
export const partlyServedRefundReason = (allocated: number, ordered: number) =>
  `Pre-order served in part: ${allocated} of ${ordered} units arrived`

type ReleasedOrder = ReleasePreorderResponse['orders'][number]

type Served = { result: ReleasedOrder; refund: RefundRow | undefined; isPaid: boolean } | undefined

/** The money an order paid online, less what was already refunded, and the payment a refund goes back to. */
async function paymentOf(trx: Kysely<Database>, orderId: string) {
  const state = await findOrderState(trx, orderId)
  if (!state?.paidAt) return undefined
  const payment = await orderPaymentOf(trx, orderId)
  if (!payment) return undefined
  const paidPaise = await amountPaidPaise(trx, state)
  return {
    paidPaise,
    transactionId: payment.transaction_id,
    leftPaise: await refundablePaise(trx, orderId, paidPaise),
  }
}

async function refundPart(
  trx: Kysely<Database>,
  orderId: string,
  share: (paidPaise: number) => number,
  reason: string,
  now: Date,
): Promise<RefundRow | undefined> {
  const payment = await paymentOf(trx, orderId)
  if (!payment) return undefined
  const amountPaise = Math.min(payment.leftPaise, share(payment.paidPaise))
  if (amountPaise <= 0) return undefined
  return automaticRefund(trx, {
    orderId,
    paidPaise: payment.paidPaise,
    amountPaise,
    reason,
    transactionId: payment.transactionId,
    now,
  })
}

/** One open pre-order's share of what is left; undefined when it was cancelled or served meanwhile. */
async function serve(trx: Kysely<Database>, order: OpenPreorder, left: number, now: Date): Promise<Served> {
  const isPaid = order.paidAt !== null
  const units = Math.min(left, order.quantity)
  const result = (allocated: number, refund: RefundRow | undefined, outcome: ReleaseOutcome): Served => ({
    result: {
      _id: order.id,
      orderNumber: order.orderNumber,
      ordered: order.quantity,
      allocated,
      refundAmount: paiseToRupees(refund?.amount_paise ?? 0),
      outcome,
    },
    refund,
    isPaid,
  })
  if (units === order.quantity || (units > 0 && isPaid)) {
    if (!(await allocatePreorder(trx, order.id, units, now))) return undefined
    if (units === order.quantity) return result(units, undefined, 'allocated')
    const refund = await refundPart(
      trx,
      order.id,
      // round(paid × unserved / ordered) in whole paise: the unserved units' share of what was paid.
      (paid) => Math.round((paid * (order.quantity - units)) / order.quantity),
      partlyServedRefundReason(units, order.quantity),
      now,
    )
    return result(units, refund, 'partly-allocated')
  }
  const cancelled = await cancelGivingBack(trx, order.id, {
    from: ['pending', 'processing'],
    reason: isPaid ? PREORDER_UNSERVED_REASON : PREORDER_UNPAID_SHORT_REASON,
    now,
    awaitingRelease: true,
  })
  if (!cancelled) return undefined
  const refund = await refundPart(trx, order.id, (paid) => paid, PREORDER_UNSERVED_REASON, now)
  return result(0, refund, 'cancelled')
}

/**
 * The units received by what they were received for: the product's own (key null) or, for a product with options,
 * each variant's (a variant left out received none); 400 when the input does not fit the product, 404 for a variant
 * not its.
 */
function receivedUnits(terms: PreorderTerms, input: ReleasePreorderInput): Map<string | null, number> {
  if (terms.variants.length === 0) {
    if (input.variants !== undefined) throw new BadRequestError('This product has no variants')
    return new Map([[null, input.received]])
  }
  if (input.variants === undefined) throw new BadRequestError(RELEASE_VARIANTS_MESSAGE)
  const received = new Map<string | null, number>(terms.variants.map((variant) => [variant.id, 0]))
  for (const line of input.variants) {
    if (!received.has(line.variant)) throw new NotFoundError('That variant of the product no longer exists')
    received.set(line.variant, line.received)
  }
  return received
}

/**
 * POST /products/:id/release `{received}` (and `{variants}` for a product with options): 404 for no such product,
 * 409 NOT_A_PREORDER_MESSAGE when it is not (or no longer) a pre-order. Each variant's units go to the open
 * pre-orders of that variant, in the order they were placed. Each buyer gets one mail saying what their order got;
 * the refunds are sent to the gateway after the commit, and followed like any other.
 */
export async function releasePreorder(
  lifecycle: Lifecycle,
  actor: AuditActor,
  productId: string,
  input: ReleasePreorderInput,
  mail: MailContext,
): Promise<ReleasePreorderResponse> {
  const { db, clock } = lifecycle
  const { answer, refunds } = await writeTransaction(db, async (trx) => {
    const now = clock()
    // Placements of this product wait here, and count the open pre-orders only once the release is done.
    const terms = await lockPreorderTerms(trx, productId)
    if (!terms) throw new NotFoundError('Product not found')
    if (!terms.isPreorder) throw new ConflictError(NOT_A_PREORDER_MESSAGE)
    const left = receivedUnits(terms, input)
    const received = [...left.values()].reduce((sum, units) => sum + units, 0)
    const open = await listOpenPreorders(trx, productId)
    const buyers = await findUserNames(
      trx,
      open.map((order) => order.userId),
    )
    const orders: ReleasedOrder[] = []
    const refunds: RefundRow[] = []
    for (const order of open) {
      // An order of a variant since removed finds none of its units.
      const key = terms.variants.length === 0 ? null : order.variantId
      const served = await serve(trx, order, left.get(key) ?? 0, now)
      if (!served) continue
      if (left.has(key)) left.set(key, left.get(key)! - served.result.allocated)
      orders.push(served.result)
      if (served.refund) refunds.push(served.refund)
      const buyer = buyers.get(order.userId)
      if (buyer?.email)
        await queueMail(
          trx,
          mail,
          {
            kind: 'preorder-released',
            to: buyer.email,
            ...preorderReleasedMail({
              origin: mail.origin,
              customerName: buyer.name,
              orderId: order.id,
              orderNumber: order.orderNumber,
              productName: soldItemName(terms.name, order.variantLabel),
              ordered: order.quantity,
              allocated: served.result.allocated,
              refundPaise: served.refund?.amount_paise ?? 0,
              isPaid: served.isPaid,
            }),
          },
          now,
        )
    }
    const onSale = [...left.values()].reduce((sum, units) => sum + units, 0)
    const release = { actor, note: `${received} received, ${received - onSale} allocated to pre-orders` }
    const perVariant =
      terms.variants.length === 0
        ? onSale
        : new Map([...left].flatMap(([variantId, units]) => (variantId ? [[variantId, units] as const] : [])))
    if (!(await endPreorder(trx, productId, perVariant, release)))
      throw new ConflictError(NOT_A_PREORDER_MESSAGE)
    // Whoever waits is told of what these units brought back from none: the product sold as itself, or each
    // variant on its own (another variant's stock says nothing of this one's), with its product when that was none.
    const variantsBack = terms.variants
      .filter((variant) => variant.stock === 0 && (left.get(variant.id) ?? 0) > 0)
      .map((variant) => variant.id)
    if (terms.variants.length === 0 ? terms.stock === 0 && onSale > 0 : variantsBack.length > 0) {
      const product = await findProduct(trx, productId)
      if (product && terms.variants.length === 0) await notifyBackInStock(trx, mail, product)
      else if (product)
        await notifyVariantsBack(trx, mail, product, {
          variantIds: variantsBack,
          isProductBack: terms.stock === 0,
        })
    }
    const allocated = orders.reduce((sum, order) => sum + order.allocated, 0)
    const refunded = orders.reduce((sum, order) => sum + order.ordered - order.allocated, 0)
    await recordAudit(trx, actor, {
      action: 'product.release',
      entity: 'product',
      entityId: productId,
      before: { isPreorder: true, stock: terms.stock },
      after: {
        isPreorder: false,
        stock: terms.stock + onSale,
        received,
        ...(terms.variants.length > 0 && {
          variants: terms.variants.map((variant) => ({
            variant: variant.label,
            received: input.variants?.find((line) => line.variant === variant.id)?.received ?? 0,
            onSale: left.get(variant.id) ?? 0,
          })),
        }),
        allocated,
        notServed: refunded,
      },
    })
    return {
      answer: { allocated, refunded, stock: onSale, orders } satisfies ReleasePreorderResponse,
      refunds,
    }
  })
  lifecycle.changed()
  for (const refund of refunds) await sendRefundToGateway(lifecycle, refund, mail)
  return answer
}
