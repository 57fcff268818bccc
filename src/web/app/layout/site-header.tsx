import { useState } from 'react'
import { Link, NavLink, useNavigate } from 'react-router'
import { ShoppingBag, Sparkles } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { buttonClassName } from '../../components/ui/button-styles'
import { useSession } from '../../features/auth/session/session-context'
import { SHOP_NAME } from '../../lib/shop-identity'

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition hover:text-white ${isActive ? 'text-white' : 'text-slate-300'}`

/** A deliberately small header; the spec's card menu replaces it later. */
export function SiteHeader() {
  const { user, isAdmin, logout } = useSession()
  const navigate = useNavigate()
  const [isSigningOut, setIsSigningOut] = useState(false)

  const signOut = async () => {
    setIsSigningOut(true)
    // Leave first: on a signed-in page the guard would otherwise send the visitor to /login.
    await navigate('/')
    await logout()
    setIsSigningOut(false)
  }

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night-950/80 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-white">
          <Sparkles aria-hidden="true" className="size-5 text-accent-400" />
          <span className="bg-linear-to-r from-accent-400 to-accent-violet-400 bg-clip-text text-transparent">
            {SHOP_NAME}
          </span>
        </Link>

        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
          <NavLink to="/collections" className={navLinkClassName}>
            Shop
          </NavLink>
          <NavLink to="/cart" className={navLinkClassName}>
            <span className="inline-flex items-center gap-1.5">
              <ShoppingBag aria-hidden="true" className="size-4" />
              Cart
            </span>
          </NavLink>
          {user ? (
            <>
              <span className="px-3 py-2 text-sm text-slate-400">
                Hi, <span className="font-semibold text-slate-100">{user.name}</span>
              </span>
              {isAdmin && (
                <NavLink to="/admin" end className={navLinkClassName}>
                  Admin
                </NavLink>
              )}
              <NavLink to="/profile" className={navLinkClassName}>
                My Profile
              </NavLink>
              <Button variant="ghost" onClick={signOut} disabled={isSigningOut}>
                Sign Out
              </Button>
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
        </nav>
      </div>
    </header>
  )
}
