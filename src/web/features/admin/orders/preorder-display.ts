import { preorderLabel } from '@common/catalogue-attributes'
import type { Order } from '@common/schemas/order'

type PreorderOrder = Pick<Order, 'preorder' | 'orderItems' | 'status'>

/** Waiting for its release: it has no units yet, so it cannot ship (the server refuses shipped and delivered). */
export function isAwaitingRelease(order: Pick<Order, 'preorder'>): boolean {
  return order.preorder?.status === 'awaiting'
}

/**
 * "Pre-order — expected March 2027" while it waits for its release, "Allocated 2 of 3" once the release gave it
 * its units, "Pre-order" once cancelled (it expects nothing any more); null for an order that is not a pre-order.
 */
export function preorderStateText(order: PreorderOrder): string | null {
  const { preorder } = order
  if (!preorder) return null
  if (order.status === 'cancelled') return 'Pre-order'
  if (preorder.status === 'awaiting')
    return preorder.expectedRelease
      ? preorderLabel(preorder.expectedRelease)
      : 'Pre-order — awaiting its release'
  const ordered = order.orderItems.reduce((units, item) => units + item.qty, 0)
  return `Allocated ${preorder.allocatedQuantity ?? 0} of ${ordered}`
}
