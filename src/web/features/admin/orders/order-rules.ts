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
