import { CircleCheckBig, CircleX, Clock, PackageCheck, type LucideIcon } from 'lucide-react'
import { mediaSrcSet } from '@common/media'
import { formatRupees } from '@common/money'
import { formatOrderDate } from '@common/order-display'
import { RETURN_REASON_LABELS, type ReturnRequest, type ReturnStatus } from '@common/schemas/returns'
import { returnStatusText } from '../returns'

const STATUS_LOOK: Record<ReturnStatus, { icon: LucideIcon; className: string }> = {
  requested: { icon: Clock, className: 'text-amber-200' },
  approved: { icon: CircleCheckBig, className: 'text-sky-300' },
  rejected: { icon: CircleX, className: 'text-rose-300' },
  received: { icon: PackageCheck, className: 'text-emerald-300' },
}

const THUMBNAIL_PX = 80

/**
 * The shopper's return requests, each with where it is in words, what goes back and why, the photos sent, the
 * shop's note and, once received, what was refunded (the refund itself and its credit note are under Refunds).
 */
export function OrderReturns({ returns }: { returns: ReturnRequest[] }) {
  return (
    <ul className="divide-y divide-white/10">
      {returns.map((request) => {
        const look = STATUS_LOOK[request.status] ?? STATUS_LOOK.requested
        const Icon = look.icon
        const askedOn = formatOrderDate(request.createdAt)
        return (
          <li key={request._id} className="space-y-3 py-4 text-sm first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="text-slate-400">{askedOn ? `Asked on ${askedOn}` : 'Return request'}</p>
              <p aria-live="polite" className={`flex items-center gap-1.5 font-semibold ${look.className}`}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {returnStatusText(request.status)}
              </p>
            </div>
            <ul className="space-y-1 text-slate-100">
              {request.items.map((item) => (
                <li key={item.product ?? item.name} className="break-words">
                  {item.name} <span className="text-slate-400">× {item.qty}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-slate-300">
              <dt className="text-slate-400">Reason</dt>
              <dd className="break-words">{RETURN_REASON_LABELS[request.reason] ?? request.reason}</dd>
              {request.note && (
                <>
                  <dt className="text-slate-400">Your note</dt>
                  <dd className="break-words whitespace-pre-line">{request.note}</dd>
                </>
              )}
              {request.adminNote && (
                <>
                  <dt className="text-slate-400">From the shop</dt>
                  <dd className="break-words whitespace-pre-line">{request.adminNote}</dd>
                </>
              )}
              {request.refundAmount !== null && request.refundAmount > 0 && (
                <>
                  <dt className="text-slate-400">Refund</dt>
                  <dd className="font-semibold text-white">{formatRupees(request.refundAmount)}</dd>
                </>
              )}
            </dl>
            {request.photos.length > 0 && (
              <ul aria-label="Photos sent" className="flex flex-wrap gap-2">
                {request.photos.map((photo, index) => (
                  <li key={photo}>
                    <a
                      href={photo}
                      target="_blank"
                      rel="noreferrer"
                      className="block rounded-lg ring-accent-400 focus-visible:ring-2 focus-visible:outline-none"
                    >
                      <img
                        src={photo}
                        srcSet={mediaSrcSet(photo)}
                        sizes={`${THUMBNAIL_PX}px`}
                        alt={`Photo ${index + 1} of ${request.photos.length}, full size in a new tab`}
                        width={THUMBNAIL_PX}
                        height={THUMBNAIL_PX}
                        loading="lazy"
                        decoding="async"
                        className="size-20 rounded-lg bg-night-800 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
