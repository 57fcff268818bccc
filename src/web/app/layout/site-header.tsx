import { useEffect, useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Menu, ShoppingBag, X } from 'lucide-react'
import { buttonClassName } from '../../components/ui/button-styles'
import { ShopLogo } from '../../components/layout-elements/shop-logo'
import { useSession } from '../../lib/session-context'
import { useCart } from '../../lib/cart/cart-store'
import { useWishlist } from '../../lib/wishlist'
import { useSignOut } from './use-sign-out'

const SHOP_LINKS = [
  { to: '/collections/all', label: 'Shop' },
  { to: '/collections/new-arrivals', label: 'New Arrivals' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
]

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition hover:text-white ${isActive ? 'text-white' : 'text-slate-300'}`

const mobileLinkClassName = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium transition hover:bg-white/10 ${isActive ? 'text-white' : 'text-slate-200'}`

/**
 * The slim header of every page but the home page, whose card menu takes its place: the logo, the shop
 * links, the cart and the account links; on phones the links fold into a menu.
 */
export function SiteHeader() {
  const { user, canOpenAdmin } = useSession()
  const { signOut, isSigningOut } = useSignOut()
  const { totalQuantity } = useCart()
  const { count: wishlistCount } = useWishlist()
  const { pathname } = useLocation()
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const menuId = useId()
  // The phone menu belongs to the page it was opened on: navigating closes it.
  const isMenuOpen = openedAt === pathname

  useEffect(() => {
    if (!isMenuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAt(null)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isMenuOpen])

  const accountLinks = user ? (
    <>
      {canOpenAdmin && (
        <NavLink to="/admin" end className={navLinkClassName}>
          Admin
        </NavLink>
      )}
      <NavLink to="/profile" className={navLinkClassName}>
        My Profile
      </NavLink>
      <NavLink to="/orders" end className={navLinkClassName}>
        Orders
      </NavLink>
      <NavLink to="/wishlist" className={navLinkClassName} aria-label={wishlistLinkName(wishlistCount)}>
        <WishlistLabel count={wishlistCount} />
      </NavLink>
    </>
  ) : null

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label="AnimeVerse home">
          <ShopLogo size="sm" />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SHOP_LINKS.map(({ to, label }) => (
            <NavLink key={to} to={to} className={navLinkClassName}>
              {label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-1">
          <NavLink to="/cart" className={navLinkClassName}>
            <span className="inline-flex items-center gap-1.5">
              <ShoppingBag aria-hidden="true" className="size-4" />
              Cart
              {totalQuantity > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white"
                  >
                    {totalQuantity}
                  </span>
                  <span className="sr-only">
                    , {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
                  </span>
                </>
              )}
            </span>
          </NavLink>

          <div className="hidden items-center gap-1 md:flex">
            {user ? (
              <>
                <span className="max-w-40 truncate px-2 text-sm text-slate-400">
                  Hi, <span className="font-semibold text-slate-100">{user.name}</span>
                </span>
                {accountLinks}
                <button
                  type="button"
                  onClick={signOut}
                  disabled={isSigningOut}
                  className={buttonClassName('ghost', 'py-2')}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <NavLink to="/login" className={navLinkClassName}>
                  Sign In
                </NavLink>
                <Link to="/signup" className={buttonClassName('primary', 'ml-1 py-2')}>
                  Create Account
                </Link>
              </>
            )}
          </div>

          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-lg text-slate-200 transition hover:bg-white/10 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenedAt(isMenuOpen ? null : pathname)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      {isMenuOpen && (
        <nav
          id={menuId}
          aria-label="Menu"
          className="animate-fade-in border-t border-white/10 bg-night-950/95 px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="space-y-1">
            {SHOP_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} className={mobileLinkClassName}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-white/10 pt-3">
            {user ? (
              <>
                <p className="truncate px-3 pb-2 text-sm text-slate-400">
                  Signed in as <span className="font-semibold text-slate-100">{user.name}</span>
                </p>
                <ul className="space-y-1">
                  {canOpenAdmin && (
                    <li>
                      <NavLink to="/admin" end className={mobileLinkClassName}>
                        Admin
                      </NavLink>
                    </li>
                  )}
                  <li>
                    <NavLink to="/profile" className={mobileLinkClassName}>
                      My Profile
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/orders" end className={mobileLinkClassName}>
                      Orders
                    </NavLink>
                  </li>
                  <li>
                    <NavLink
                      to="/wishlist"
                      className={mobileLinkClassName}
                      aria-label={wishlistLinkName(wishlistCount)}
                    >
                      <WishlistLabel count={wishlistCount} />
                    </NavLink>
                  </li>
                </ul>
                <button
                  type="button"
                  onClick={signOut}
                  disabled={isSigningOut}
                  className={buttonClassName('ghost', 'mt-2 w-full border border-white/15')}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/login" className={buttonClassName('ghost', 'border border-white/15')}>
                  Sign In
                </Link>
                <Link to="/signup" className={buttonClassName('primary')}>
                  Create Account
                </Link>
              </div>
            )}
          </div>
        </nav>
      )}
    </header>
  )
}

/**
 * "Wishlist, 3 saved": the name is given whole, because browsers join a badge's hidden text to the word before it
 * with a stray space.
 */
function wishlistLinkName(count: number): string {
  return count > 0 ? `Wishlist, ${count} saved` : 'Wishlist'
}

/** "Wishlist" with the number of saved products in a badge beside it. */
function WishlistLabel({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      Wishlist
      {count > 0 && (
        <span aria-hidden="true" className="rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white">
          {count}
        </span>
      )}
    </span>
  )
}
