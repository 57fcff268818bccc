import { lazy, Suspense, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router'
import { CardMenu } from '../../features/content/components/home/card-menu'
import { AfterFirstPaint } from './after-first-paint'
import { SiteHeader } from './site-header'
import { useMainHeadingFocus } from './use-main-heading-focus'

// Drawn after the first paint, so their code is not in the first bundle either: it is asked for then, and comes in
// a chunk of its own.
const LateLayoutParts = lazy(() =>
  import('./late-layout-parts').then(({ LateLayoutParts }) => ({ default: LateLayoutParts })),
)

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
        <Suspense fallback={null}>
          <LateLayoutParts />
        </Suspense>
      </AfterFirstPaint>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  )
}
