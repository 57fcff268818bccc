import { useId, type ReactNode } from 'react'
import { cartLineKey, cartLineName, type CartItem } from '@common/cart'
import type { Order, PaymentMethod } from '@common/schemas/order'
import { formatRupees } from '@common/money'
import { lineTotal, OrderTotals, type TotalsDiscount } from '../../../components/order/order-totals'
import { ProductThumbnail } from '../../../components/product/product-thumbnail'
import { checkoutPanelClassName, panelHeadingClassName } from '../../../components/ui/panel-styles'

const PRICES_INCLUDE_GST_TEXT = 'Prices include GST.'

interface OrderSummaryPanelProps {
  items: CartItem[]
  itemCount: number
  subtotal: number
  discount?: TotalsDiscount | null
  /** The payment method chosen, for the cash-on-delivery fee. */
  paymentMethod?: PaymentMethod | undefined
  /** The order once placed: its own figures. */
  placed?: Order | null | undefined
  /** Buttons or notes under the totals. */
  children?: ReactNode
}

/** "Order Summary": what is being bought, the totals, and the actions that follow. */
export function OrderSummaryPanel({
  items,
  itemCount,
  subtotal,
  discount = null,
  paymentMethod,
  placed,
  children,
}: OrderSummaryPanelProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={checkoutPanelClassName}>
      <h2 id={headingId} className={panelHeadingClassName}>
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-white/10 border-y border-white/10">
        {items.map((item) => (
          <li key={cartLineKey(item)} className="flex items-center gap-3 py-3">
            <ProductThumbnail image={item.images[0]} name={item.name} sizePx={48} className="size-12" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-100">{cartLineName(item)}</p>
              <p className="text-xs text-slate-400">Qty {item.quantity}</p>
            </div>
            <p className="text-sm font-medium text-slate-100 tabular-nums">{formatRupees(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <OrderTotals
          itemCount={itemCount}
          subtotal={subtotal}
          discount={discount}
          paymentMethod={paymentMethod}
          placed={placed}
        />
        {/* Indian retail prices include GST: the invoice shows the tax inside them, nothing is added here. */}
        <p className="mt-3 text-xs text-slate-400">{PRICES_INCLUDE_GST_TEXT}</p>
      </div>
      {children && <div className="mt-6 space-y-3">{children}</div>}
    </section>
  )
}
