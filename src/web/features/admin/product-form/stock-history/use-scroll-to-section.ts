import { useEffect, type RefObject } from 'react'
import { useLocation } from 'react-router'

/**
 * Opened at `#<id>` (the activity log's "Stock history" link), the page scrolls to the section and focus moves to
 * its heading, once per arrival. The browser cannot do it itself: the section is drawn only after the page's chunk
 * and the product have loaded, by which time the router has scrolled to the top.
 */
export function useScrollToSection(id: string, headingRef: RefObject<HTMLElement | null>): void {
  const { hash, key } = useLocation()
  const isNamed = hash === `#${id}`
  useEffect(() => {
    const heading = headingRef.current
    if (!isNamed || !heading) return
    heading.closest('section')?.scrollIntoView?.({ block: 'start' })
    heading.focus({ preventScroll: true })
    // `key`: a second click on the same link scrolls there again.
  }, [isNamed, key, headingRef])
}
