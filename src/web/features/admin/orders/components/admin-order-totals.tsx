import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { OrderMoneyRows, SummaryRow } from '../../../../components/order/order-money-rows'

/**
 * Subtotal, Shipping, Tax, the discount a code took off (only when one did, its code in type and its minus read out)
 * and Total, in rupees like every other screen (never dollars).
 */
export function AdminOrderTotals({ order }: { order: Order }) {
  return (
    <dl className="mt-5 space-y-2 border-t border-white/10 pt-4 text-sm">
      <OrderMoneyRows
        order={order}
        itemsLabel="Subtotal"
        discountRow={
          order.discountPrice > 0 && (
            <SummaryRow
              label={
                <>
                  Discount
                  {order.discountCode && (
                    <>
                      {' '}
                      (<span className="font-mono text-emerald-300">{order.discountCode}</span>)
                    </>
                  )}
                </>
              }
              value={
                <>
                  <span aria-hidden="true">−</span>
                  <span className="sr-only">minus </span>
                  {formatRupees(order.discountPrice)}
                </>
              }
              isSaving
            />
          )
        }
      />
    </dl>
  )
}
