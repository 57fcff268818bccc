import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { ProductImage } from '../../../../components/product/product-image'

/** Each line: photo (placeholder when missing), name, quantity and line total. */
export function AdminOrderItems({ items }: { items: Order['orderItems'] }) {
  return (
    <ul className="divide-y divide-white/10">
      {items.map((item) => {
        const quantity = item.qty || item.quantity || 0
        return (
          <li key={item._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4">
            <ProductImage
              src={item.image}
              alt={item.name}
              loading="lazy"
              sizes="64px"
              className="size-16 shrink-0 rounded-xl bg-night-800 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-white">{item.name}</p>
              <p className="mt-0.5 text-sm text-slate-400">Quantity: {quantity}</p>
            </div>
            <p className="shrink-0 text-right font-semibold text-white">
              {formatRupees(item.price * quantity)}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
