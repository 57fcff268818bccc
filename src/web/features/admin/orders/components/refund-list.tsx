import type { ReactNode } from 'react'
import { LoaderCircle, RotateCw } from 'lucide-react'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import { formatOrderDate, refundMethodLabel } from '@common/order-display'
import type { Order, Refund, RefundStatus } from '@common/schemas/order'
import { CreditNoteButton } from '../../../../components/order/credit-note-button'
import { Button } from '../../../../components/ui/button'
import { useRetryRefund } from '../api/retry-refund'
import { failureDetail } from '../failure-detail'

/** Saves a refund's credit note; handed in by app/ (the PDF lives with the orders feature, shared with shoppers). */
export type DownloadCreditNote = (order: Order, refund: Refund) => Promise<void>

const STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
}

const STATUS_CLASSES: Record<RefundStatus, string> = {
  pending: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  completed: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  failed: 'bg-rose-500/15 text-rose-300 ring-rose-400/30',
}

export const REFUND_RETRIED_MESSAGE = 'Refund sent to PhonePe again'
export const REFUND_RETRY_FAILED_MESSAGE = 'Failed to retry the refund'

/**
 * Every refund of the order, oldest first: amount, how it was paid back, where it is (a pending one is followed by
 * the page every 2 s), why, the reference, its credit note, and for a failed one the gateway's reason and Retry.
 */
export function RefundList({
  order,
  downloadCreditNote,
}: {
  order: Order
  downloadCreditNote?: DownloadCreditNote | undefined
}) {
  const retry = useRetryRefund()
  const retryingId = retry.isPending ? retry.variables.refundId : undefined

  const retryRefund = (refund: Refund) =>
    retry.mutate(
      { orderId: order._id, refundId: refund._id },
      {
        onSuccess: () => toast.success(REFUND_RETRIED_MESSAGE),
        onError: (error) => toast.error(REFUND_RETRY_FAILED_MESSAGE, { description: failureDetail(error) }),
      },
    )

  return (
    <ul className="divide-y divide-white/10">
      {order.refunds.map((refund) => {
        const isRetrying = retryingId === refund._id
        const completedOn = formatOrderDate(refund.completedAt)
        return (
          <li key={refund._id} className="space-y-3 py-4 text-sm first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-base font-bold text-white">
                {formatRupees(refund.amount)}
                {refund.automatic && (
                  <span className="ml-2 text-xs font-medium text-slate-400">(automatic)</span>
                )}
              </p>
              <span
                aria-live="polite"
                className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[refund.status]}`}
              >
                {STATUS_LABELS[refund.status]}
              </span>
            </div>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
              <RefundFact label="Method">{refundMethodLabel(refund.method)}</RefundFact>
              <RefundFact label="Asked on">{formatOrderDate(refund.createdAt) ?? '—'}</RefundFact>
              {completedOn && <RefundFact label="Completed on">{completedOn}</RefundFact>}
              <RefundFact label="Reason">{refund.reason}</RefundFact>
              {refund.reference && (
                <RefundFact label="Reference">
                  <span className="font-mono break-all">{refund.reference}</span>
                </RefundFact>
              )}
              <RefundFact label="Credit note">
                <span className="font-mono break-all">{refund.creditNoteNumber}</span>
              </RefundFact>
              {refund.status === 'failed' && refund.failureReason && (
                <RefundFact label="Why it failed">
                  <span className="text-rose-200">{refund.failureReason}</span>
                </RefundFact>
              )}
            </dl>
            <div className="flex flex-wrap gap-2">
              {downloadCreditNote && (
                <CreditNoteButton
                  refund={refund}
                  download={() => downloadCreditNote(order, refund)}
                  label="Credit note"
                  className="px-3 py-2"
                />
              )}
              {refund.status === 'failed' && (
                <Button
                  onClick={() => retryRefund(refund)}
                  disabled={retry.isPending}
                  aria-busy={isRetrying}
                  className="px-3 py-2"
                >
                  {isRetrying ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <RotateCw aria-hidden="true" className="size-4" />
                  )}
                  Retry <span className="sr-only">refund of {formatRupees(refund.amount)}</span>
                </Button>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

function RefundFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-100">{children}</dd>
    </div>
  )
}
