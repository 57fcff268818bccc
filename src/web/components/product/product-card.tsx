import { Link } from 'react-router'
import { CircleAlert, ShoppingCart } from 'lucide-react'
import { formatRupees } from '@common/money'
import { useCart } from '../../lib/cart/cart-store'
import { lazyToast } from '../../lib/lazy-toast'
import {
  averageRating,
  discountPercent,
  formatRating,
  isOutOfStock,
  preorderText,
  purchaseCap,
  reviewCount,
  type Product,
} from '../../lib/products'
import { ProductBadge } from './product-badges'
import { ProductImage } from './product-image'
import { StarRating } from './star-rating'
import { WishlistHeart } from './wishlist-heart'

/**
 * The listing's grid, as laid out: 2 columns on phones (16 px page padding, 12 px gap; 16 px from 640 px), 3 from
 * 768 px beside the 240 px filter column (24 px apart), 4 at 1280 px in the 1280 px page (234 px each).
 */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 234px, (min-width: 768px) calc((100vw - 328px) / 3), (min-width: 640px) calc(50vw - 24px), calc(50vw - 22px)'

const cardActionClassName =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-linear-to-r from-accent-700 to-accent-violet-700 px-3 py-2 text-sm font-semibold text-white transition hover:brightness-110 active:brightness-95'

interface ProductCardProps {
  product: Product | null | undefined
  /** Cards in the first screenful load their image at once; the rest wait until scrolled near. */
  eager?: boolean
  /** The card's image is among the first the page needs (fetched before other images). */
  isHighPriority?: boolean
  /** The `sizes` of the image, when the card sits in another layout than the listing's grid. */
  imageSizes?: string
  /** The level of the card's name among the page's headings: 3 under a section's heading, 2 where none is. */
  headingLevel?: 2 | 3
}

/** One product in a grid: image, badges, wishlist heart, name, price and rating, linking to its page. */
export function ProductCard({
  product,
  eager = false,
  isHighPriority = false,
  imageSizes = PRODUCT_CARD_IMAGE_SIZES,
  headingLevel = 3,
}: ProductCardProps) {
  const { items, addItem } = useCart()

  if (!product) {
    return (
      <div
        role="alert"
        className="flex h-full min-h-48 items-center justify-center gap-2 rounded-2xl border border-rose-400/40 bg-rose-950/40 p-6 text-sm text-rose-100"
      >
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-rose-300" />
        No product data available
      </div>
    )
  }

  const productPath = `/product/${product._id}`
  const discount = discountPercent(product)
  const isSoldOut = isOutOfStock(product)
  const rating = averageRating(product)
  const isNew = product.isNewArrival || product.isNew
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const preorder = preorderText(product)
  // A product with options is sold by its variants: the card cannot add one without the shopper's choice.
  const hasOptions = (product.options?.length ?? 0) > 0

  const addToCart = () => {
    if (isSoldOut || hasOptions) return
    // A pre-order takes no stock, so the cart's stock rule cannot stop it: its own cap does.
    const inCart = items.find((item) => item._id === product._id)?.quantity ?? 0
    if (product.isPreorder && inCart >= purchaseCap(product)) {
      lazyToast.error(`Your cart already holds the most of ${product.name} you can pre-order`)
      return
    }
    addItem(product, 1)
    lazyToast.success('Added to Cart', { description: `${product.name} has been added to your cart.` })
  }

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-900/80 shadow-lg shadow-black/30 transition hover:-translate-y-0.5 hover:border-accent-400/50 hover:shadow-accent-700/20 focus-within:border-accent-400/60 motion-reduce:hover:translate-y-0">
      <div className="relative aspect-square overflow-hidden bg-night-800">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          sizes={imageSizes}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={isHighPriority ? 'high' : undefined}
          decoding="async"
          width={640}
          height={640}
          className={`size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100 ${isSoldOut ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1">
          {isNew && <ProductBadge tone="new">New</ProductBadge>}
          {product.isFeatured && <ProductBadge tone="featured">Featured</ProductBadge>}
          {product.isBestSeller && <ProductBadge tone="bestseller">Best Seller</ProductBadge>}
          {isSoldOut && <ProductBadge tone="soldOut">Out of Stock</ProductBadge>}
        </div>
        {discount > 0 && (
          <div className="pointer-events-none absolute top-2 right-2">
            <ProductBadge tone="discount">{discount}% OFF</ProductBadge>
          </div>
        )}
        {/* Above the link that covers the card, so a press saves the product instead of opening it. */}
        <WishlistHeart product={product} className="absolute right-2 bottom-2 z-10" />
      </div>

      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-sm font-semibold text-slate-100 sm:text-base">
          {/*
            The link covers the whole card, so the photo and the text all lead to the product; its focus ring is
            drawn round the card too (on the name, the clamped heading would cut it).
          */}
          <Link
            to={productPath}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-focus"
          >
            {product.name}
          </Link>
        </Heading>

        <p className="flex items-center gap-1.5 text-xs text-slate-300">
          <StarRating rating={rating} size="sm" />
          <span className="font-semibold text-slate-100">{formatRating(rating)}</span>
          <span aria-label={`${reviewCount(product)} reviews`}>({reviewCount(product)})</span>
        </p>

        {/* No icon of its own: the card is in the home page's first download, where every byte counts. */}
        {preorder && <p className="text-xs font-semibold text-cyan-200">{preorder}</p>}

        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-bold text-white sm:text-lg">
            {/* Its variants' prices differ: the lowest, as a starting price. */}
            {product.maxPrice !== undefined && 'From '}
            {formatRupees(product.price)}
          </span>
          {product.originalPrice > product.price && (
            <span className="text-xs text-slate-400 line-through sm:text-sm">
              <span className="sr-only">Original price </span>
              {formatRupees(product.originalPrice)}
            </span>
          )}
        </p>

        {hasOptions && !isSoldOut ? (
          // Its name begins with what it shows and says which product it is for.
          <Link
            to={productPath}
            aria-label={`Choose options: ${product.name}`}
            className={`${cardActionClassName} relative z-10`}
          >
            Choose options
          </Link>
        ) : (
          <button
            type="button"
            onClick={addToCart}
            disabled={isSoldOut}
            className={`${cardActionClassName} relative z-10 disabled:cursor-not-allowed disabled:from-slate-700 disabled:to-slate-700 disabled:text-slate-300`}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {/* Its name begins with what it shows (WCAG's label in name) and says which product it is for. */}
            {isSoldOut ? 'Sold Out' : product.isPreorder ? 'Pre-order' : 'Add to Cart'}
            <span className="sr-only">: {product.name}</span>
          </button>
        )}
      </div>
    </article>
  )
}
