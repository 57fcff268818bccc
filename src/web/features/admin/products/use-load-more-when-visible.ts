import { useEffect, useRef } from 'react'
import { ADMIN_NEXT_PAGE_TRIGGER_PX } from '@common/constants'

/** The next page loads when the watched row is within 100 px below the viewport, and 10 % of it in view. */
export const LOAD_MORE_OBSERVER_OPTIONS: IntersectionObserverInit = {
  rootMargin: `0px 0px ${ADMIN_NEXT_PAGE_TRIGGER_PX}px 0px`,
  threshold: 0.1,
}

/**
 * Calls `onVisible` once when `target` comes near the viewport. The observer is dropped while
 * `isEnabled` is false (a page is loading, or there is none left), and each observer fires at most once,
 * so one approach of the last row never asks for the same page twice.
 */
export function useLoadMoreWhenVisible(
  target: Element | null,
  { isEnabled, onVisible }: { isEnabled: boolean; onVisible: () => void },
): void {
  const onVisibleRef = useRef(onVisible)
  useEffect(() => {
    onVisibleRef.current = onVisible
  })

  useEffect(() => {
    if (!target || !isEnabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onVisibleRef.current()
    }, LOAD_MORE_OBSERVER_OPTIONS)
    observer.observe(target)
    return () => observer.disconnect()
  }, [target, isEnabled])
}
