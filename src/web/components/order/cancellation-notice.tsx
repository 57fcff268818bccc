import type { Ref } from 'react'
import { CircleX } from 'lucide-react'
import { formatOrderDate } from '@common/order-display'
import type { Order } from '@common/schemas/order'

/** "Cancelled on 26 November 2026 — I ordered by mistake"; without a date or a reason, what is known. */
export function cancellationText(order: Pick<Order, 'cancelledAt' | 'cancelReason'>): string {
  const on = formatOrderDate(order.cancelledAt)
  const when = on ? `Cancelled on ${on}` : 'Cancelled'
  return order.cancelReason ? `${when} — ${order.cancelReason}` : when
}

/** When and why the order was cancelled; it takes the focus after the shopper cancels (the button is gone). */
export function CancellationNotice({ order, ref }: { order: Order; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="flex items-start gap-2 rounded-lg border border-rose-400/30 bg-rose-500/10 px-3.5 py-2.5 text-sm text-rose-100"
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
      <span className="break-words">{cancellationText(order)}</span>
    </p>
  )
}
