import { resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { isAwaitingRelease } from './preorder-display'

/**
 * "Mark as Delivered" appears only for a paid order not yet delivered. A cancelled or returned order is
 * left out too, and a pre-order still waiting for its release: the server refuses to deliver them, so the
 * button could only fail.
 */
export function canMarkDelivered(
  order: Pick<Order, 'paymentStatus' | 'status' | 'isDelivered' | 'preorder'>,
): boolean {
  const status = resolveOrderStatus(order, 'unknown')
  return (
    order.paymentStatus === 'completed' &&
    !order.isDelivered &&
    status !== 'delivered' &&
    status !== 'cancelled' &&
    status !== 'returned' &&
    !isAwaitingRelease(order)
  )
}

/**
 * The booking form appears only for an order that can still be sent: not shipped yet (nor delivered, returned or
 * cancelled), not a cash-on-delivery order still waiting for its shopper's confirmation, not a pre-order waiting for
 * its release, not an online order still unpaid (the carrier collects nothing for it). The server refuses the
 * others, so the form could only fail.
 */
export function canBookShipment(
  order: Pick<Order, 'status' | 'isPaid' | 'isDelivered' | 'codConfirmation' | 'preorder' | 'paymentMethod'>,
): boolean {
  const status = resolveOrderStatus(order, 'unknown')
  return (
    (status === 'pending' || status === 'processing') &&
    order.codConfirmation !== 'awaiting' &&
    !isAwaitingRelease(order) &&
    (order.paymentMethod === 'COD' || Boolean(order.isPaid))
  )
}
