import { Heart } from 'lucide-react'
import type { Product } from '../../lib/products'
import { useWishlistToggle } from '../../lib/wishlist'

interface WishlistHeartProps {
  product: Product
  /** Classes placing the button where it sits (over a card's photo, beside the product page's name). */
  className?: string
}

/**
 * Saves the product to the shopper's wishlist or removes it. A toggle button: its pressed state says whether the
 * product is saved, and its name says what a press does.
 */
export function WishlistHeart({ product, className = '' }: WishlistHeartProps) {
  const { isSaved, toggle } = useWishlistToggle(product)
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? 'Remove from wishlist' : 'Add to wishlist'}
      title={isSaved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={toggle}
      className={`flex size-11 items-center justify-center rounded-full border border-white/25 bg-night-950/80 text-slate-100 shadow-md shadow-black/40 backdrop-blur transition hover:border-accent-300 hover:text-accent-300 aria-pressed:border-accent-300/70 aria-pressed:text-accent-300 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${isSaved ? 'fill-current' : ''}`} />
    </button>
  )
}
