import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children just after the page's first paint, as a transition (drawn in slices React interrupts for a
 * tap): what sits below the fold or appears later (the footer, the floating buttons, the cookie banner) stays out
 * of the first render a phone's main thread has to get through before it can answer one.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [hasPainted, setHasPainted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setHasPainted(true)), 0)
    return () => clearTimeout(timer)
  }, [])
  return hasPainted ? children : null
}
