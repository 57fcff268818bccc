import { useCallback, useEffect, useRef, useState } from 'react'
import { ADDED_TO_CART_MESSAGE_MS } from '@common/constants'

/** True for 3 s after `flash()` (the detail page's "added" state); a new flash restarts the time. */
export function useAddedToCartFlash(): { isShowing: boolean; flash: () => void } {
  const [isShowing, setIsShowing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const flash = useCallback(() => {
    clearTimeout(timer.current)
    setIsShowing(true)
    timer.current = setTimeout(() => setIsShowing(false), ADDED_TO_CART_MESSAGE_MS)
  }, [])

  return { isShowing, flash }
}
