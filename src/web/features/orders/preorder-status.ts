import { preorderLabel } from '@common/catalogue-attributes'
import type { Order } from '@common/schemas/order'

type PreorderFacts = Pick<Order, 'preorder' | 'orderItems' | 'status' | 'cancelledAt' | 'isPaid'>

/** Whether the order is a pre-order still waiting for its release (it took no stock; cancelling frees its place). */
export function isAwaitingRelease(order: Pick<Order, 'preorder' | 'status' | 'cancelledAt'>): boolean {
  return order.preorder?.status === 'awaiting' && order.status !== 'cancelled' && !order.cancelledAt
}

/**
 * What My Orders and the order's page say of a pre-order: "Pre-order — expected March 2027" while it awaits its
 * release (the date its buyer was last told), then what the release gave it ("Pre-order released: 1 of 2 units
 * allocated; the rest refunded" when it came short). Null for any other order; a cancelled one is only named.
 */
export function preorderStatusText(order: PreorderFacts): string | null {
  const { preorder } = order
  if (!preorder) return null
  if (order.status === 'cancelled' || order.cancelledAt) return 'Pre-order'
  if (preorder.status === 'awaiting') {
    return preorder.expectedRelease
      ? preorderLabel(preorder.expectedRelease)
      : 'Pre-order — awaiting its release'
  }
  const ordered = order.orderItems.reduce((sum, item) => sum + (item.qty || item.quantity || 0), 0)
  const allocated = preorder.allocatedQuantity ?? ordered
  if (allocated >= ordered) return 'Pre-order released: allocated to you and on its way to shipping'
  const rest = order.isPaid ? '; the rest refunded' : ''
  return `Pre-order released: ${allocated} of ${ordered} ${ordered === 1 ? 'unit' : 'units'} allocated${rest}`
}
