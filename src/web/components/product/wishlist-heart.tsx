import { Heart } from 'lucide-react'
import type { Product } from '../../lib/products'
import { useWishlistToggle } from '../../lib/wishlist'

interface WishlistHeartProps {
  product: Product
  /** Classes placing the button where it sits (over a card's photo, beside the product page's name). */
  className?: string
}

/** "Add Naruto Figure to wishlist": a listing has a heart per card, and a name without the product's says nothing. */
function wishlistHeartLabel(productName: string, isSaved: boolean): string {
  return isSaved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`
}

/**
 * Saves the product to the shopper's wishlist or removes it. A toggle button: its pressed state says whether the
 * product is saved, and its name says what a press does, to which product.
 */
export function WishlistHeart({ product, className = '' }: WishlistHeartProps) {
  const { isSaved, toggle } = useWishlistToggle(product)
  const label = wishlistHeartLabel(product.name, isSaved)
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={label}
      title={label}
      onClick={toggle}
      className={`flex size-11 items-center justify-center rounded-full border border-white/25 bg-night-950/80 text-slate-100 shadow-md shadow-black/40 backdrop-blur transition hover:border-accent-300 hover:text-accent-300 aria-pressed:border-accent-300/70 aria-pressed:text-accent-300 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${isSaved ? 'fill-current' : ''}`} />
    </button>
  )
}
