import { Link } from 'react-router'
import { PartyPopper } from 'lucide-react'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { buttonClassName } from '../../../components/ui/button-styles'
import { checkoutPanelClassName } from '../../../components/ui/panel-styles'

/** The success step after a paid online order; the page heading above already says 'Order Placed Successfully!'. */
export function OrderSuccess({ order }: { order: Order }) {
  return (
    <div className={`${checkoutPanelClassName} mx-auto max-w-xl text-center`}>
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-300">
        <PartyPopper aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-5 text-slate-300">
        Thank you! Your payment of{' '}
        <span className="font-semibold text-white">{formatRupees(order.totalPrice)}</span> was received.
      </p>
      {order.discountCode && order.discountPrice > 0 && (
        <p className="mt-2 text-sm text-emerald-300">
          You saved {formatRupees(order.discountPrice)} with {order.discountCode}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-400">
        Order number <span className="font-mono font-semibold text-slate-100">{order.orderNumber}</span>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/orders" className={buttonClassName('primary')}>
          View My Orders
        </Link>
        <Link to="/" className={buttonClassName('ghost', 'border border-white/15')}>
          Continue Shopping
        </Link>
      </div>
    </div>
  )
}
