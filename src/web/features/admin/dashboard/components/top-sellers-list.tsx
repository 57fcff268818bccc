import { useId } from 'react'
import { Trophy } from 'lucide-react'
import { DASHBOARD_DAYS } from '@common/constants'
import { formatRupees } from '@common/money'
import type { TopSeller } from '@common/schemas/admin-stats'
import { ProductImage } from '../../../../components/product/product-image'
import { adminPanelClassName } from '../../shared/components/admin-styles'

/** The best sellers of the last 30 days by quantity, as the server ranked them. */
export function TopSellersList({ sellers }: { sellers: readonly TopSeller[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={adminPanelClassName}>
      <h2 id={headingId} className="font-sans text-lg font-bold text-white">
        Top sellers
        <span className="ml-2 text-sm font-normal text-slate-400">last {DASHBOARD_DAYS} days</span>
      </h2>
      {sellers.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-300">
          <Trophy aria-hidden="true" className="size-5 text-slate-400" />
          No sales in the last {DASHBOARD_DAYS} days
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-white/5">
          {sellers.map((seller, index) => (
            <li key={seller.product._id} className="flex items-center gap-3 py-2.5">
              <span aria-hidden="true" className="w-4 shrink-0 text-center text-xs font-bold text-slate-400">
                {index + 1}
              </span>
              {/* The name follows the picture: an alt repeating it would be read out twice. */}
              <ProductImage
                src={seller.product.image || undefined}
                alt=""
                loading="lazy"
                sizes="40px"
                className="size-10 shrink-0 rounded-lg bg-night-800 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-100">{seller.product.name}</p>
                <p className="text-xs text-slate-400">{seller.quantity} sold</p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-white tabular-nums">
                {formatRupees(seller.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
