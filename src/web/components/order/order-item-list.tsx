import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { ProductImage } from '../product/product-image'

/**
 * Each line of an order: photo, name, quantity and line total; the shopper's page adds the unit price under the
 * total, the admin's is `compact` (a smaller photo, no unit price).
 */
export function OrderItemList({ items, compact = false }: { items: Order['orderItems']; compact?: boolean }) {
  return (
    <ul className="divide-y divide-white/10">
      {items.map((item) => {
        const quantity = item.qty || item.quantity || 0
        const lineTotal = formatRupees(item.price * quantity)
        return (
          <li
            key={item._id}
            className={
              compact
                ? 'flex items-center gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4'
                : 'flex gap-4 py-4 first:pt-0 last:pb-0'
            }
          >
            <ProductImage
              src={item.image}
              alt={item.name}
              loading="lazy"
              sizes={compact ? '64px' : '80px'}
              className={`${compact ? 'size-16' : 'size-20'} shrink-0 rounded-xl bg-night-800 object-cover`}
            />
            {compact ? (
              <>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-white">{item.name}</p>
                  <p className="mt-0.5 text-sm text-slate-400">Quantity: {quantity}</p>
                </div>
                <p className="shrink-0 text-right font-semibold text-white">{lineTotal}</p>
              </>
            ) : (
              <div className="flex min-w-0 flex-1 flex-col justify-between gap-2 sm:flex-row sm:items-start">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-white">{item.name}</p>
                  <p className="mt-1 text-sm text-slate-400">Quantity: {quantity}</p>
                </div>
                <div className="shrink-0 sm:text-right">
                  <p className="font-semibold text-white">{lineTotal}</p>
                  <p className="mt-1 text-sm text-slate-400">{formatRupees(item.price)} each</p>
                </div>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
