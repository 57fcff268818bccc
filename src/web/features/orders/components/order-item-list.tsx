import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { ProductImage } from '../../../components/product/product-image'

/** Each line of the order: photo, name, quantity, line total and unit price. */
export function OrderItemList({ items }: { items: Order['orderItems'] }) {
  return (
    <ul className="divide-y divide-white/10">
      {items.map((item) => {
        const quantity = item.qty || item.quantity || 0
        return (
          <li key={item._id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <ProductImage
              src={item.image}
              alt={item.name}
              loading="lazy"
              sizes="80px"
              className="size-20 shrink-0 rounded-xl bg-night-800 object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col justify-between gap-2 sm:flex-row sm:items-start">
              <div className="min-w-0">
                <p className="font-semibold break-words text-white">{item.name}</p>
                <p className="mt-1 text-sm text-slate-400">Quantity: {quantity}</p>
              </div>
              <div className="shrink-0 sm:text-right">
                <p className="font-semibold text-white">{formatRupees(item.price * quantity)}</p>
                <p className="mt-1 text-sm text-slate-400">{formatRupees(item.price)} each</p>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
