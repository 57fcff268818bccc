import { useCallback, useEffect, useRef, useState } from 'react'

/** A message that shows for `durationMs` and then hides itself (success texts show for 5 seconds). */
export function useFlashMessage(durationMs: number) {
  const [isVisible, setIsVisible] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const clear = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current)
    timer.current = null
  }, [])

  const show = useCallback(() => {
    clear()
    setIsVisible(true)
    timer.current = setTimeout(() => {
      timer.current = null
      setIsVisible(false)
    }, durationMs)
  }, [clear, durationMs])

  const hide = useCallback(() => {
    clear()
    setIsVisible(false)
  }, [clear])

  useEffect(() => clear, [clear])

  return { isVisible, show, hide }
}
