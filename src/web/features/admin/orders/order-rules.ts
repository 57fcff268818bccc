import { resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'

/**
 * "Mark as Delivered" appears only for a paid order not yet delivered. A cancelled or returned order is
 * left out too: the server refuses to deliver it, so the button could only fail.
 */
export function canMarkDelivered(order: Pick<Order, 'paymentStatus' | 'status' | 'isDelivered'>): boolean {
  const status = resolveOrderStatus(order, 'unknown')
  return (
    order.paymentStatus === 'completed' &&
    !order.isDelivered &&
    status !== 'delivered' &&
    status !== 'cancelled' &&
    status !== 'returned'
  )
}
