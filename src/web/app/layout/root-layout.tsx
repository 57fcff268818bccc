import { useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router'
import { CookieBanner } from '../../components/layout-elements/cookie-consent/cookie-banner'
import { FloatingActions } from '../../components/layout-elements/floating-actions'
import { CardMenu } from '../../features/content/components/home/card-menu'
import { AfterFirstPaint } from './after-first-paint'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useMainHeadingFocus } from './use-main-heading-focus'

/**
 * Every page opened by a full load has the key "default", so by key a fresh load would restore the scroll
 * position of whatever page was last loaded in the tab; by path it restores the same page's (a reload).
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key)

export function RootLayout() {
  // On the home page the card menu, floating over the hero, takes the header's place.
  const isHome = useLocation().pathname === '/'
  const mainRef = useRef<HTMLElement>(null)
  useMainHeadingFocus(mainRef)

  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-night-950"
      >
        Skip to content
      </a>
      {isHome ? <CardMenu /> : <SiteHeader />}
      <main ref={mainRef} id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <AfterFirstPaint>
        <SiteFooter />
        <FloatingActions />
        <CookieBanner />
      </AfterFirstPaint>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  )
}
