import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import { orderTaxLabel } from '@common/order-display'
import type { OrderStatus } from '@common/constants'
import type { Order } from '@common/schemas/order'
import type { Database } from '../../db/schema'
import { type MailAsData, type MailContext, type OrderMailData, queueMail } from '../mail'

/** What happened to an order that its customer hears about. */
export type OrderEvent = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled'

const SHOPPER_MAILS = {
  placed: 'order-placed',
  paid: 'payment-received',
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  cancelled: 'order-cancelled',
} as const satisfies Record<OrderEvent, string>

/** What every mail about an order prints of it. */
export function orderMailData(order: Order, origin: string): OrderMailData {
  return {
    origin,
    customerName: order.user.name,
    orderId: order._id,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    items: order.orderItems.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPricePaise: rupeesToPaise(item.price),
    })),
    itemsPaise: rupeesToPaise(order.itemsPrice),
    shippingPaise: rupeesToPaise(order.shippingPrice),
    codFeePaise: rupeesToPaise(order.codFee),
    taxPaise: rupeesToPaise(order.taxPrice),
    taxLabel: orderTaxLabel(order),
    discountPaise: rupeesToPaise(order.discountPrice),
    discountCode: order.discountCode,
    totalPaise: rupeesToPaise(order.totalPrice),
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    carrier: order.tracking?.carrier ?? null,
    isPaid: order.isPaid,
    cancelReason: order.cancelReason,
    refundingPaise: order.refunds
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + rupeesToPaise(refund.amount), 0),
  }
}

/**
 * Writes the mails an order event causes, in the caller's transaction: to the customer's account address,
 * and for a new order a notice to the shop's own address when one is set. An order whose customer account
 * was deleted has no address to write to. Each is written as the order's data as it is now, and rendered
 * by the mail worker when sent.
 */
export async function queueOrderMails(
  db: Kysely<Database>,
  context: MailContext,
  event: OrderEvent,
  order: Order,
  /** The signed one-click link of a cash-on-delivery order that waits for its confirmation (the placed mail). */
  options: { codConfirmationUrl?: string | undefined } = {},
): Promise<void> {
  const waiting = order.codConfirmation === 'awaiting' && order.confirmBy !== null
  const data: OrderMailData = {
    ...orderMailData(order, context.origin),
    ...(waiting && options.codConfirmationUrl
      ? { codConfirmation: { confirmBy: order.confirmBy!, url: options.codConfirmationUrl } }
      : {}),
  }
  if (order.user.email) {
    // Every shopper mail of an order event renders the same OrderMailData.
    const mail = { kind: SHOPPER_MAILS[event], to: order.user.email, data } as MailAsData
    await queueMail(db, context, mail)
  }
  if (event === 'placed' && context.notifyEmail) {
    await queueMail(db, context, {
      kind: 'new-order-notice',
      to: context.notifyEmail,
      data: { ...data, customerEmail: order.user.email },
    })
  }
}

/**
 * The mail a status change causes, if any: entering shipped (or a new tracking number for a shipped order),
 * delivered or cancelled. Setting the same status again, or pending/processing, says nothing new.
 */
export function statusChangeEvent(
  before: { status: string; trackingNumber: string | null },
  after: { status: OrderStatus; trackingNumber: string | null },
): OrderEvent | undefined {
  if (after.status === 'shipped') {
    const newTracking = Boolean(after.trackingNumber) && after.trackingNumber !== before.trackingNumber
    return before.status !== 'shipped' || newTracking ? 'shipped' : undefined
  }
  if (after.status === before.status) return undefined
  if (after.status === 'delivered' || after.status === 'cancelled') return after.status
  return undefined
}
