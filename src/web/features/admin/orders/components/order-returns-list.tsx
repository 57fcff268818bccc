import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { formatRupees } from '@common/money'
import { formatOrderDate } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { RETURN_REASON_LABELS } from '@common/schemas/returns'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { ReturnStatusBadge } from '../../shared/components/return-status-badge'
import { returnsTabPath } from '../../shared/tab-links'

/** The shopper's return requests on this order, oldest first: where each stands, and the way to judge it. */
export function OrderReturnsList({ returns }: { returns: Order['returns'] }) {
  return (
    <ul className="divide-y divide-white/10">
      {returns.map((request) => {
        const askedOn = formatOrderDate(request.createdAt)
        return (
          <li key={request._id} className="space-y-2 py-4 text-sm first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-white">{RETURN_REASON_LABELS[request.reason]}</p>
              <ReturnStatusBadge status={request.status} />
            </div>
            <p className="text-slate-300">
              {request.items.map((item) => `${item.name} × ${item.qty}`).join(', ')}
            </p>
            <p className="text-slate-400">
              {askedOn ? `Asked on ${askedOn}` : 'Asked'}
              {request.status === 'received' &&
                (request.refundAmount
                  ? ` · ${formatRupees(request.refundAmount)} refunded`
                  : ' · not refunded')}
            </p>
            <Link
              to={returnsTabPath(request.status)}
              className={buttonClassName('ghost', '-ml-3 px-3 py-2 text-accent-300')}
            >
              Open in Returns
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
