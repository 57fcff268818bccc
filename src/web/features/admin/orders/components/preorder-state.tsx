import { CalendarClock, PackageCheck } from 'lucide-react'
import type { Order } from '@common/schemas/order'
import { preorderStateText } from '../preorder-display'

/** A pre-order's line under its status: the month it is expected, or how many of its units the release gave. */
export function PreorderState({ order }: { order: Pick<Order, 'preorder' | 'orderItems' | 'status'> }) {
  const text = preorderStateText(order)
  if (!text || !order.preorder) return null
  const Icon = order.preorder.status === 'awaiting' ? CalendarClock : PackageCheck
  return (
    <span
      data-preorder={order.preorder.status}
      className="inline-flex items-center gap-1.5 rounded-full bg-violet-400/15 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-200 ring-1 ring-violet-300/30 ring-inset"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  )
}
