import { useEffect, useRef, type RefObject } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { isKeepingFocus } from '../../lib/navigation-focus'

/** How long a page may take to show its heading (a lazy chunk, then its data) before focus stops waiting for it. */
const HEADING_WAIT_MS = 15_000

/**
 * After a client-side navigation to another page, focus moves to the new page's h1, so that a screen reader reads
 * where the shopper arrived and the next Tab starts from the top of the page rather than from the header link that
 * was pressed (or from nowhere, when the pressed link left with the old page).
 *
 * Focus stays put:
 * - on the first load, and on the redirects of the first load (a guard's, a canonical address) before the visitor
 *   has pressed anything: the browser starts from the top anyway;
 * - when only the query string or the hash changes: the listing's filters, sort and search, the admin's tabs and
 *   filters live there, and the control that changed them keeps focus (the search box among them);
 * - when a navigation says so with `KEEP_FOCUS_STATE` (a filter kept in the path); a step back or forward, which
 *   brings back that entry's state, is decided by the path alone;
 * - when the visitor has moved focus themselves while the new page was loading.
 *
 * A page that loads lazily or shows its data later renders its h1 later: focus waits for it to appear.
 */
export function useMainHeadingFocus(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  const previous = useRef(location)
  const hasInteracted = useRef(false)

  useEffect(() => {
    const markInteraction = () => {
      hasInteracted.current = true
    }
    const options = { capture: true, once: true } as const
    window.addEventListener('pointerdown', markInteraction, options)
    window.addEventListener('keydown', markInteraction, options)
    return () => {
      window.removeEventListener('pointerdown', markInteraction, options)
      window.removeEventListener('keydown', markInteraction, options)
    }
  }, [])

  useEffect(() => {
    const from = previous.current
    previous.current = location
    const main = mainRef.current
    if (from.key === location.key || !main || !hasInteracted.current) return
    if (from.pathname === location.pathname) return
    if (navigationType !== 'POP' && isKeepingFocus(location.state)) return
    return focusHeadingWhenShown(main, document.activeElement)
  }, [location, navigationType, mainRef])
}

/** Focuses `main`'s h1 now or once it appears, unless focus has moved on from `focusedBefore`. Returns the stop. */
function focusHeadingWhenShown(main: HTMLElement, focusedBefore: Element | null): () => void {
  const tryFocus = (): boolean => {
    const heading = main.querySelector('h1')
    if (!heading) return false
    const focused = document.activeElement
    const hasMovedOn =
      focused !== null && focused !== document.body && focused !== main && focused !== focusedBefore
    if (!hasMovedOn) {
      // Focusable by script only: a heading is no Tab stop. The global :focus-visible ring shows when the
      // navigation came from the keyboard, and not after a click.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      // The scroll is ScrollRestoration's: the top for a new page, the old position on a step back.
      heading.focus({ preventScroll: true })
    }
    return true
  }

  if (tryFocus()) return () => {}
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop()
  })
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
