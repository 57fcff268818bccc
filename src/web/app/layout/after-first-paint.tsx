import { useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children in a task of their own, just after the page's first paint: what sits below the fold or
 * appears later (the footer, the floating buttons, the cookie banner) stays out of the long first render a phone's
 * main thread has to get through before it can answer a tap.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [hasPainted, setHasPainted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setHasPainted(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return hasPainted ? children : null
}
