import { Link, useLocation } from 'react-router'
import { House, ShoppingCart } from 'lucide-react'
import { useCart } from '../../lib/cart/cart-store'

const MAX_BADGE_COUNT = 99

function cartLabel(quantity: number): string {
  if (quantity === 0) return 'View cart, empty'
  return `View cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`
}

/**
 * The floating home and cart buttons, bottom right on every shopper's page. Each hides
 * where it would only lead to the page already open. The admin area has none: there they would cover the
 * form's save bar and the table actions on a phone, and an admin at work is not shopping.
 */
export function FloatingActions() {
  const { pathname } = useLocation()
  const { totalQuantity } = useCart()
  const isHome = pathname === '/'
  const isCart = pathname === '/cart'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null

  return (
    <nav
      aria-label="Shortcuts"
      className="pointer-events-none fixed right-4 bottom-4 z-40 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6"
    >
      {!isHome && (
        <Link
          to="/"
          aria-label="Go to home page"
          title="Home"
          className="pointer-events-auto flex size-12 items-center justify-center rounded-full border border-white/15 bg-night-800/90 text-slate-100 shadow-lg shadow-black/40 backdrop-blur transition hover:-translate-y-0.5 hover:bg-night-700"
        >
          <House aria-hidden="true" className="size-5" />
        </Link>
      )}
      {!isCart && (
        <Link
          to="/cart"
          aria-label={cartLabel(totalQuantity)}
          title="Cart"
          className="pointer-events-auto relative flex size-14 items-center justify-center rounded-full bg-linear-to-br from-accent-700 to-accent-violet-700 text-white shadow-xl shadow-accent-700/40 transition hover:-translate-y-0.5 hover:brightness-110"
        >
          <ShoppingCart aria-hidden="true" className="size-6" />
          {totalQuantity > 0 && (
            <span
              aria-hidden="true"
              data-testid="cart-badge"
              className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full border-2 border-night-950 bg-sale-300 px-1 text-xs font-bold text-night-950"
            >
              {totalQuantity > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : totalQuantity}
            </span>
          )}
        </Link>
      )}
    </nav>
  )
}
