import { useEffect, useState } from 'react'

/**
 * True once `target` has come within `marginPx` of the viewport, and from then on. Sections far below the fold use
 * it to load their code and data only when the shopper scrolls towards them (or jumps to them), not with the page.
 * Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(target: Element | null, marginPx: number): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (isNear || !target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setIsNear(true)
      },
      { rootMargin: `${marginPx}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [target, marginPx, isNear])
  return isNear
}
