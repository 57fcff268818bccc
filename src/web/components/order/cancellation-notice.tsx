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

/**
 * When and why the order was cancelled, in a box on the shopper's page (`boxed`), as a line on the admin's; it takes
 * the focus after a cancellation from the page (the button is gone).
 */
export function CancellationNotice({
  order,
  boxed = false,
  ref,
}: {
  order: Order
  boxed?: boolean
  ref?: Ref<HTMLParagraphElement>
}) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`flex items-start gap-2 text-sm break-words ${boxed ? 'rounded-lg border border-rose-400/30 bg-rose-500/10 px-3.5 py-2.5 text-rose-100' : 'text-rose-200'}`}
    >
      <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
      {cancellationText(order)}
    </p>
  )
}
