import { useEffect, useState } from 'react'

/** setTimeout's longest wait (about 24.8 days); a later deadline is simply not watched. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Whether `deadline` (an ISO time) has passed, turning true when it does: one timer, not a ticking clock, since a
 * return window runs for days. False without a deadline.
 */
export function useDeadlinePassed(deadline: string | null | undefined): boolean {
  const deadlineMs = deadline ? Date.parse(deadline) : Number.NaN
  const [now, setNow] = useState(() => Date.now())
  const hasPassed = !Number.isNaN(deadlineMs) && now >= deadlineMs

  useEffect(() => {
    if (Number.isNaN(deadlineMs) || hasPassed) return
    const wait = deadlineMs - Date.now()
    if (wait > MAX_TIMER_MS) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, wait) + 1)
    return () => clearTimeout(timer)
  }, [deadlineMs, hasPassed])

  return hasPassed
}
