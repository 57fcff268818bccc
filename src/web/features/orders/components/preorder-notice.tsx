import { CalendarClock } from 'lucide-react'
import type { Order } from '@common/schemas/order'
import { preorderStatusText } from '../preorder-status'

/** A pre-order's line on its card and page: its expected month, or what its release gave it. */
export function PreorderNotice({ order, className = '' }: { order: Order; className?: string }) {
  const text = preorderStatusText(order)
  if (!text) return null
  return (
    <p className={`flex items-start gap-2 text-sm font-medium text-accent-300 ${className}`}>
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  )
}
