import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Check, Mail, PackageCheck, X } from 'lucide-react'
import { formatRupees } from '@common/money'
import { detailOrderNumber } from '@common/order-display'
import { RETURN_REASON_LABELS, type ReturnRequest } from '@common/schemas/returns'
import { Button } from '../../../../components/ui/button'
import { formatDateTime } from '../../shared/format-date-time'
import { ReceiveReturnDialog } from './receive-return-dialog'
import { ReturnDecisionDialog, type ReturnDecision } from './return-decision-dialog'
import { ReturnPhotos } from './return-photos'
import { ReturnStatusBadge } from '../../shared/components/return-status-badge'

/**
 * One return request: whose order, why, what comes back and the shopper's photos, and the next step its status
 * allows (approve or reject a new request, mark an approved one received).
 */
export function ReturnCard({ request }: { request: ReturnRequest }) {
  const headingId = useId()
  const [decision, setDecision] = useState<ReturnDecision | null>(null)
  const [isReceiving, setIsReceiving] = useState(false)
  const orderNumber = detailOrderNumber(request.orderId)
  const asked = formatDateTime(request.createdAt)
  const itemNames = request.items.map((item) => item.name).join(', ')

  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 sm:p-5 ${
        request.status === 'requested'
          ? 'border-accent-400/30 bg-night-950/60'
          : 'border-white/10 bg-night-950/30'
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-white">
            <Link to={`/admin/orders/${request.orderId}`} className="text-accent-300 hover:underline">
              Order #{orderNumber}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm break-words text-slate-200">{request.user.name}</p>
          <a
            href={`mailto:${request.user.email}`}
            className="inline-flex max-w-full items-center gap-1.5 text-sm break-all text-accent-300 hover:underline"
          >
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            {request.user.email}
          </a>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          {asked && (
            <time dateTime={request.createdAt} className="text-sm text-slate-400">
              Asked {asked}
            </time>
          )}
          <ReturnStatusBadge status={request.status} />
        </div>
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label="Reason">{RETURN_REASON_LABELS[request.reason]}</Fact>
        <Fact label="Items">
          <ul className="space-y-0.5">
            {request.items.map((item, index) => (
              <li key={`${item.product ?? item.name}-${index}`} className="break-words">
                {item.name} × {item.qty}{' '}
                <span className="text-slate-400">({formatRupees(item.price * item.qty)})</span>
                {request.status === 'received' && (
                  <span className="text-slate-400"> · {item.restocked} back on sale</span>
                )}
              </li>
            ))}
          </ul>
        </Fact>
        {request.note && (
          <Fact label="Shopper's note" wide>
            {/* Plain text as typed: line breaks kept, never rendered as HTML. */}
            <span className="whitespace-pre-wrap">{request.note}</span>
          </Fact>
        )}
        {request.adminNote && (
          <Fact label="Your note to the shopper" wide>
            <span className="whitespace-pre-wrap">{request.adminNote}</span>
          </Fact>
        )}
        {request.status === 'received' && (
          <Fact label="Refund">{request.refundAmount ? formatRupees(request.refundAmount) : 'None'}</Fact>
        )}
      </dl>

      <section aria-label={`Photos for order #${orderNumber}`} className="mt-4">
        <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
          Photos ({request.photos.length})
        </h4>
        <ReturnPhotos photos={request.photos} subject={`${itemNames}, order #${orderNumber}`} />
      </section>

      {request.status === 'requested' && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            onClick={() => setDecision('rejected')}
            aria-describedby={headingId}
            className="ring-1 ring-rose-400/40 ring-inset"
          >
            <X aria-hidden="true" className="size-4 text-rose-300" />
            Reject
          </Button>
          <Button onClick={() => setDecision('approved')} aria-describedby={headingId}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
        </div>
      )}
      {request.status === 'approved' && (
        <div className="mt-4 flex justify-end">
          <Button
            onClick={() => setIsReceiving(true)}
            aria-describedby={headingId}
            className="w-full sm:w-auto"
          >
            <PackageCheck aria-hidden="true" className="size-4" />
            Mark received
          </Button>
        </div>
      )}

      <ReturnDecisionDialog request={request} decision={decision} onClose={() => setDecision(null)} />
      <ReceiveReturnDialog request={request} isOpen={isReceiving} onClose={() => setIsReceiving(false)} />
    </article>
  )
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-100">{children}</dd>
    </div>
  )
}
