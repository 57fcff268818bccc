import { useEffect, useState } from 'react'

const TICK_MS = 1_000

/**
 * The milliseconds left until `deadline` (an ISO time), 0 once it has passed, updated every second while it
 * runs; null without a deadline. The clock stops at 0, so a passed deadline costs no timer.
 */
export function useCountdown(deadline: string | null | undefined): number | null {
  const deadlineMs = deadline ? Date.parse(deadline) : Number.NaN
  const hasDeadline = !Number.isNaN(deadlineMs)
  const [now, setNow] = useState(() => Date.now())
  const left = hasDeadline ? Math.max(0, deadlineMs - now) : null

  const isRunning = left !== null && left > 0
  useEffect(() => {
    if (!isRunning) return
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [isRunning, deadlineMs])

  return left
}
