import { CircleAlert, CircleCheckBig, Clock, type LucideIcon } from 'lucide-react'
import { formatRupees } from '@common/money'
import { formatOrderDate, refundMethodLabel } from '@common/order-display'
import type { Refund, RefundStatus } from '@common/schemas/order'

const STATUS_LOOK: Record<RefundStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock, className: 'text-amber-200' },
  completed: { icon: CircleCheckBig, className: 'text-emerald-300' },
  failed: { icon: CircleAlert, className: 'text-rose-300' },
}

/** "Refund pending", "Refunded on 26 November 2026", or, when the gateway refused it, that the shop is on it. */
export function refundStatusText(refund: Pick<Refund, 'status' | 'completedAt' | 'createdAt'>): string {
  switch (refund.status) {
    case 'completed': {
      const on = formatOrderDate(refund.completedAt ?? refund.createdAt)
      return on ? `Refunded on ${on}` : 'Refunded'
    }
    case 'failed':
      return 'Refund failed — we are retrying it'
    default:
      return 'Refund pending'
  }
}

/**
 * The money that went back, or is on its way: each refund's amount, where it is, how it reaches the shopper and
 * why. A pending refund is followed by the page (it reads the order again every 2 s) and its status is announced.
 */
export function OrderRefunds({ refunds }: { refunds: Refund[] }) {
  return (
    <ul className="divide-y divide-white/10">
      {refunds.map((refund) => {
        const look = STATUS_LOOK[refund.status] ?? STATUS_LOOK.pending
        const Icon = look.icon
        return (
          <li key={refund._id} className="space-y-2 py-4 text-sm first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="text-base font-bold text-white">{formatRupees(refund.amount)}</p>
              <p aria-live="polite" className={`flex items-center gap-1.5 font-semibold ${look.className}`}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {refundStatusText(refund)}
              </p>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-slate-300">
              <dt className="text-slate-400">To</dt>
              <dd className="break-words">{refundMethodLabel(refund.method)}</dd>
              {refund.reference && (
                <>
                  <dt className="text-slate-400">Reference</dt>
                  <dd className="font-mono break-all">{refund.reference}</dd>
                </>
              )}
              <dt className="text-slate-400">Reason</dt>
              <dd className="break-words">{refund.reason}</dd>
              <dt className="text-slate-400">Credit note</dt>
              <dd className="font-mono break-all">{refund.creditNoteNumber}</dd>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
