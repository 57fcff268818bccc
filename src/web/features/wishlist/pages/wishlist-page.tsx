import { Link } from 'react-router'
import { CircleAlert, Heart, RotateCw, ShoppingBag } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { checkoutPanelClassName } from '../../../components/ui/panel-styles'
import { Spinner } from '../../../components/ui/spinner'
import { isApiError } from '../../../api/api-error'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useWishlist } from '../../../lib/wishlist'
import { WishlistItem } from '../components/wishlist-item'

export const WISHLIST_LOAD_FAILED_MESSAGE = 'We could not load your wishlist.'

/** /wishlist (signed in): the products the shopper saved, newest first. */
export function WishlistPage() {
  useDocumentTitle('My Wishlist')
  const wishlist = useWishlist()
  const { products } = wishlist

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl text-white sm:text-4xl">My Wishlist</h1>
        <p className="mt-2 text-sm text-slate-400">The figures and collectibles you saved for later.</p>
      </header>

      {wishlist.isPending ? (
        <Spinner label="Loading your wishlist..." showLabel />
      ) : wishlist.isError ? (
        <div className={`${checkoutPanelClassName} space-y-4 text-center`}>
          <CircleAlert aria-hidden="true" className="mx-auto size-10 text-rose-300" />
          <p role="alert" className="text-slate-100">
            {(isApiError(wishlist.error) && wishlist.error.serverMessage) || WISHLIST_LOAD_FAILED_MESSAGE}
          </p>
          <Button onClick={() => void wishlist.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try Again
          </Button>
        </div>
      ) : products.length === 0 ? (
        <div className={`${checkoutPanelClassName} space-y-4 text-center`}>
          <Heart aria-hidden="true" className="mx-auto size-10 text-accent-300" />
          <h2 className="text-xl font-bold text-white">Your wishlist is empty</h2>
          <p className="text-slate-300">Tap the heart on any product to keep it here for later.</p>
          <Link to="/collections/all" className={buttonClassName('primary')}>
            <ShoppingBag aria-hidden="true" className="size-4" />
            Browse the collections
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-400" aria-live="polite">
            {products.length} saved {products.length === 1 ? 'product' : 'products'}
          </p>
          <ul className="space-y-4">
            {products.map((product) => (
              <WishlistItem key={product._id} product={product} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
