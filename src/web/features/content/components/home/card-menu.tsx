import { useId, useRef, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { ArrowUpRight, LogOut, ShoppingBag, UserRound } from 'lucide-react'
import { MENU_ANIMATION_S } from '@common/constants'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { ShopLogo } from '../../../../components/layout-elements/shop-logo'
import { useCart } from '../../../../lib/cart/cart-store'
import { SHOP_NAME } from '@common/shop-identity'
import { useSession } from '../../../../lib/session-context'
import { cardMenuGroups, type CardMenuGroup } from './card-menu-groups'
import { useCardMenuHeight } from './use-card-menu-height'

const CARD_STYLES: Record<CardMenuGroup['label'], string> = {
  Shop: 'bg-linear-to-br from-accent-700 to-[#7e1d5b] text-white',
  Collections: 'bg-linear-to-br from-accent-violet-700 to-[#3b1d8f] text-white',
  Account: 'bg-linear-to-br from-night-700 to-night-800 text-white ring-1 ring-white/10',
}

const itemClassName =
  'group inline-flex items-center gap-1.5 rounded-md py-1 text-[15px] font-medium text-white/85 transition hover:text-white'

/**
 * The home page's top card menu: a 60 px bar that opens, with an animated height,
 * onto three cards — Shop, Collections and Account (which depends on the session). A link closes it.
 */
export function CardMenu() {
  const { user, logout } = useSession()
  const { totalQuantity } = useCart()
  const menu = useCardMenuHeight()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  const groups = cardMenuGroups(user !== null)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menu.isOpen) {
      menu.close()
      toggleRef.current?.focus()
    }
  }

  const signOut = () => {
    menu.close()
    void logout()
  }

  return (
    <header className="absolute inset-x-0 top-0 z-30 px-3 pt-3 sm:px-6 sm:pt-5">
      <nav
        aria-label="Main"
        onKeyDown={onKeyDown}
        data-state={menu.isOpen ? 'open' : 'closed'}
        className="relative mx-auto max-w-5xl overflow-hidden rounded-2xl border border-white/10 bg-night-900/85 shadow-2xl shadow-black/40 backdrop-blur-md transition-[height] ease-[cubic-bezier(0.22,1,0.36,1)]"
        style={{ height: menu.height, transitionDuration: `${MENU_ANIMATION_S}s` }}
      >
        <div className="relative flex h-[60px] items-center justify-between px-2 sm:px-3">
          <button
            ref={toggleRef}
            type="button"
            onClick={menu.toggle}
            aria-expanded={menu.isOpen}
            aria-controls={contentId}
            aria-label={menu.isOpen ? 'Close menu' : 'Open menu'}
            className="group flex h-11 items-center gap-3 rounded-lg px-2.5 text-slate-200 transition hover:text-white"
          >
            <span aria-hidden="true" className="flex w-6 flex-col gap-1.5">
              <span
                className={`h-0.5 w-full rounded bg-current transition duration-300 ${menu.isOpen ? 'translate-y-1 rotate-45' : ''}`}
              />
              <span
                className={`h-0.5 w-full rounded bg-current transition duration-300 ${menu.isOpen ? '-translate-y-1 -rotate-45' : ''}`}
              />
            </span>
            <span aria-hidden="true" className="hidden text-sm font-semibold sm:inline">
              {menu.isOpen ? 'Close' : 'Menu'}
            </span>
          </button>

          <Link
            to="/"
            aria-label={`${SHOP_NAME} home`}
            onClick={menu.close}
            className="absolute left-1/2 -translate-x-1/2 rounded-md"
          >
            <ShopLogo size="sm" />
          </Link>

          {/* On phones the floating cart button and the Account card are enough: the bar keeps room for the logo. */}
          <div className="hidden items-center gap-2 sm:flex">
            {user && (
              <Link
                to="/profile"
                onClick={menu.close}
                className="hidden h-10 max-w-44 items-center gap-2 rounded-xl px-2.5 text-sm md:flex font-medium text-slate-200 transition hover:bg-white/10 hover:text-white"
              >
                <UserRound aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
                <span className="sr-only">My Profile: </span>
                <span className="truncate">{user.name}</span>
              </Link>
            )}
            <Link
              to="/cart"
              onClick={menu.close}
              className={buttonClassName('primary', 'h-10 rounded-xl px-4')}
            >
              <ShoppingBag aria-hidden="true" className="size-4" />
              Cart
              {totalQuantity > 0 && (
                <>
                  <span aria-hidden="true" className="rounded-full bg-white/25 px-1.5 text-xs">
                    {totalQuantity}
                  </span>
                  <span className="sr-only">
                    , {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
                  </span>
                </>
              )}
            </Link>
          </div>
        </div>

        <div
          id={contentId}
          className={`p-2 transition-[opacity,transform,visibility] duration-300 md:absolute md:inset-x-0 md:top-[60px] md:bottom-0 ${
            menu.isOpen ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-2 opacity-0'
          }`}
        >
          <div ref={menu.contentRef} className="grid gap-2 md:h-full md:grid-cols-3">
            {groups.map((group) => (
              <CardMenuCard key={group.label} group={group} onNavigate={menu.close} onSignOut={signOut} />
            ))}
          </div>
        </div>
      </nav>
    </header>
  )
}

interface CardMenuCardProps {
  group: CardMenuGroup
  onNavigate: () => void
  onSignOut: () => void
}

function CardMenuCard({ group, onNavigate, onSignOut }: CardMenuCardProps) {
  const labelId = useId()
  return (
    <div className={`flex min-h-0 flex-col rounded-xl p-4 ${CARD_STYLES[group.label]}`}>
      <p id={labelId} className="font-display text-lg tracking-wide md:text-xl">
        {group.label}
      </p>
      <ul aria-labelledby={labelId} className="mt-auto flex flex-col pt-2">
        {group.items.map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? (
              <Link to={item.to} onClick={onNavigate} className={itemClassName}>
                <ArrowUpRight
                  aria-hidden="true"
                  className="size-4 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                />
                {item.label}
              </Link>
            ) : (
              <button type="button" onClick={onSignOut} className={itemClassName}>
                <LogOut aria-hidden="true" className="size-4" />
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
