import type { ReactNode } from 'react'
import { CalendarClock } from 'lucide-react'
import { originallyExpectedText, releaseMonth } from '@common/catalogue-attributes'
import { formatRupees } from '@common/money'
import { ProductBadge } from '../../../components/product/product-badges'
import { StarRating } from '../../../components/product/star-rating'
import { WishlistHeart } from '../../../components/product/wishlist-heart'
import {
  categoryLabel,
  discountPercent,
  formatRating,
  isOutOfStock,
  preorderText,
  savingsRupees,
  type Product,
} from '../../../lib/products'

interface ProductSummaryProps {
  product: Product
  rating: number
  reviewCount: number
  /** The chosen variant's label, for a product with options (its price and stock are then the variant's). */
  variantLabel?: string | undefined
  /** What the wishlist saves: the product as listed, not as sold in the chosen variant (`product` by default). */
  listedProduct?: Product
  /** Under the price, before the description: a product's options, chosen where its price is read. */
  children?: ReactNode
}

/** Category, name with the wishlist heart, rating, price and description: the top of the detail page's right column. */
export function ProductSummary({
  product,
  rating,
  reviewCount,
  variantLabel,
  listedProduct = product,
  children,
}: ProductSummaryProps) {
  const discount = discountPercent(product)
  return (
    <div>
      <p className="text-xs font-bold tracking-[0.2em] text-accent-300 uppercase">
        {categoryLabel(product.category)}
      </p>
      <div className="mt-2 flex items-start justify-between gap-3">
        <h1 className="font-display text-3xl leading-tight text-white sm:text-4xl">{product.name}</h1>
        <WishlistHeart product={listedProduct} className="shrink-0" />
      </div>

      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-300">
        <StarRating rating={rating} size="lg" />
        <span className="font-bold text-white">{formatRating(rating)}</span>
        <a href="#customer-reviews" className="underline-offset-2 hover:text-white hover:underline">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </a>
      </p>

      <div className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-2">
        <span className="text-3xl font-extrabold text-white">{formatRupees(product.price)}</span>
        {discount > 0 && (
          <>
            <span className="text-lg text-slate-400 line-through">
              <span className="sr-only">Original price </span>
              {formatRupees(product.originalPrice)}
            </span>
            <ProductBadge tone="discount">{discount}% OFF</ProductBadge>
          </>
        )}
      </div>
      {discount > 0 && (
        <p className="mt-1.5 text-sm font-semibold text-emerald-300">
          Save {formatRupees(savingsRupees(product))}
        </p>
      )}
      {children && <div className="mt-5">{children}</div>}

      {product.description && (
        <p className="mt-5 leading-relaxed whitespace-pre-line text-slate-300">{product.description}</p>
      )}
      <PreorderNote product={product} />
      {isOutOfStock(product) && (
        <p className="mt-5 rounded-lg border border-rose-400/40 bg-rose-950/40 px-3 py-2 text-sm text-rose-100">
          {variantLabel
            ? `${variantLabel} is out of stock right now.`
            : 'This product is out of stock right now.'}
        </p>
      )}
    </div>
  )
}

/**
 * "Pre-order — expected March 2027", and when the date has slipped to another month, the month first promised
 * ("Originally expected …"): buyers are told of every change, and the page keeps the history.
 */
function PreorderNote({ product }: { product: Product }) {
  const label = preorderText(product)
  if (!label) return null
  const firstDate = product.releaseDateHistory[0]
  const hasSlipped =
    firstDate !== undefined &&
    product.releaseDate !== null &&
    releaseMonth(firstDate) !== releaseMonth(product.releaseDate)
  return (
    <div className="mt-5 flex gap-2.5 rounded-lg border border-cyan-300/40 bg-cyan-950/40 px-3 py-2.5 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cyan-200" />
      <div>
        <p className="font-semibold text-cyan-100">{label}</p>
        {hasSlipped && <p className="text-cyan-100/90">{originallyExpectedText(firstDate)}</p>}
        <p className="mt-1 text-slate-300">
          Paid online when you order, and sent on its own as soon as it is released.
        </p>
      </div>
    </div>
  )
}
