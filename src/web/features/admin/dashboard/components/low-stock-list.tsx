import { useId } from 'react'
import { Link } from 'react-router'
import { ChevronRight, PackageCheck } from 'lucide-react'
import { LOW_STOCK_THRESHOLD } from '@common/constants'
import type { LowStockProduct } from '@common/schemas/admin-stats'
import { ProductImage } from '../../../../components/product/product-image'
import { adminPanelClassName } from '../../shared/components/admin-styles'

function stockText(stock: number): string {
  return stock <= 0 ? 'Out of stock' : `${stock} left`
}

/** One line of the list: a product sold as itself, or one low variant of a product with options. */
interface LowStockLine {
  key: string
  product: LowStockProduct
  /** The variant's label and SKU; none for a product sold as itself. */
  variant?: { label: string; sku: string }
  stock: number
}

function lowStockLines(products: readonly LowStockProduct[]): LowStockLine[] {
  return products.flatMap((product) =>
    product.lowVariants
      ? product.lowVariants.map((variant) => ({
          key: variant._id,
          product,
          variant: { label: variant.label, sku: variant.sku },
          stock: variant.stock,
        }))
      : [{ key: product._id, product, stock: product.stock }],
  )
}

/**
 * Products about to sell out, lowest stock first; each opens its edit form to restock. A product with options has a
 * line per low variant (its label and SKU), since its summed stock hides the edition that is running out.
 */
export function LowStockList({ products }: { products: readonly LowStockProduct[] }) {
  const headingId = useId()
  const lowestFirst = lowStockLines(products).sort((a, b) => a.stock - b.stock)
  return (
    <section aria-labelledby={headingId} className={adminPanelClassName}>
      <h2 id={headingId} className="font-sans text-lg font-bold text-white">
        Low stock
        <span className="ml-2 text-sm font-normal text-slate-400">{LOW_STOCK_THRESHOLD} or fewer left</span>
      </h2>
      {lowestFirst.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-300">
          <PackageCheck aria-hidden="true" className="size-5 text-emerald-300" />
          No products are running low
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-white/5">
          {lowestFirst.map(({ key, product, variant, stock }) => (
            <li key={key}>
              <Link
                to={`/admin/products/edit/${product._id}`}
                className="group -mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 transition hover:bg-white/5"
              >
                {/*
                  The link is named by its own text (name, then stock), so the words a voice-control user reads
                  on screen are its name. An alt repeating the product's name would be read out twice.
                */}
                <ProductImage
                  src={product.images[0]}
                  alt=""
                  loading="lazy"
                  sizes="40px"
                  className="size-10 shrink-0 rounded-lg bg-night-800 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm text-slate-100">
                    {variant ? `${product.name} — ${variant.label}` : product.name}
                  </span>
                  {variant && (
                    <span className="block truncate text-xs text-slate-400">SKU {variant.sku}</span>
                  )}
                </span>
                <span className="sr-only">, </span>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    stock <= 0 ? 'bg-rose-500/15 text-rose-200' : 'bg-amber-400/15 text-amber-200'
                  }`}
                >
                  {stockText(stock)}
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-500 transition group-hover:text-white"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
