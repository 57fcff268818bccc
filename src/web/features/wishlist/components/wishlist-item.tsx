import { Link } from 'react-router'
import { ShoppingCart, Trash2 } from 'lucide-react'
import { formatRupees } from '@common/money'
import { ProductThumbnail } from '../../../components/product/product-thumbnail'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useCart } from '../../../lib/cart/cart-store'
import { lazyToast } from '../../../lib/lazy-toast'
import { isOutOfStock, type Product } from '../../../lib/products'
import { useWishlistToggle } from '../../../lib/wishlist'

const THUMBNAIL_SIZE_PX = 96

/** One saved product: photo, name, price and stock, with "Add to cart" and "Remove". */
export function WishlistItem({ product }: { product: Product }) {
  const { addItem } = useCart()
  const { toggle: remove } = useWishlistToggle(product)
  const isSoldOut = isOutOfStock(product)
  const productPath = `/product/${product._id}`
  // A product with options is sold by its variants: one is chosen on its page, not added from here.
  const hasOptions = (product.options?.length ?? 0) > 0

  const addToCart = () => {
    addItem(product, 1)
    lazyToast.success('Added to Cart', { description: `${product.name} has been added to your cart.` })
  }

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-night-900/80 p-4 shadow-lg shadow-black/30 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Link to={productPath} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ProductThumbnail
            image={product.images[0]}
            name=""
            sizePx={THUMBNAIL_SIZE_PX}
            className={`size-20 sm:size-24 ${isSoldOut ? 'opacity-60 grayscale' : ''}`}
          />
        </Link>
        <div className="min-w-0 space-y-1">
          <h2 className="text-base font-semibold text-slate-100 sm:text-lg">
            <Link to={productPath} className="rounded-sm hover:text-white hover:underline">
              {product.name}
            </Link>
          </h2>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-bold text-white">
              {product.maxPrice !== undefined && 'From '}
              {formatRupees(product.price)}
            </span>
            {product.originalPrice > product.price && (
              <span className="text-sm text-slate-400 line-through">
                <span className="sr-only">Original price </span>
                {formatRupees(product.originalPrice)}
              </span>
            )}
          </p>
          <p className={`text-sm font-medium ${isSoldOut ? 'text-rose-300' : 'text-emerald-300'}`}>
            {isSoldOut ? 'Out of stock' : 'In stock'}
          </p>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
        {/*
          Named whole with the product, as several lines share the visible words: browsers put a stray space before
          a colon held in a hidden span of a flex button.
        */}
        {hasOptions && !isSoldOut ? (
          <Link
            to={productPath}
            aria-label={`Choose options: ${product.name}`}
            className={buttonClassName('primary')}
          >
            Choose options
          </Link>
        ) : (
          <Button
            onClick={addToCart}
            disabled={isSoldOut}
            aria-label={`Add to cart: ${product.name}`}
            // Greyed out like the product card's sold-out button: faded pink still read as a button to press.
            className="disabled:from-slate-700 disabled:to-slate-700 disabled:text-slate-300 disabled:opacity-100 disabled:shadow-none"
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            Add to cart
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={remove}
          aria-label={`Remove: ${product.name}`}
          className="border border-white/15"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </li>
  )
}
