import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to draw: `perTask` at first, then `perTask` more in each following task until all are
 * drawn. A long list drawn in one render holds a phone's main thread for hundreds of milliseconds (Lighthouse's
 * 4× slower CPU) while the page is already on screen. Each step is a transition, which React renders in slices of
 * a few milliseconds and sets aside for a tap, so no task stays long. The rest follow within a few frames. Items
 * added later (the next page) are drawn the same way.
 */
export function useDrawnCount(total: number, perTask: number): number {
  const [drawn, setDrawn] = useState(perTask)
  useEffect(() => {
    if (drawn >= total) return
    const timer = setTimeout(() => startTransition(() => setDrawn((count) => count + perTask)), 0)
    return () => clearTimeout(timer)
  }, [drawn, total, perTask])
  return Math.min(drawn, total)
}
