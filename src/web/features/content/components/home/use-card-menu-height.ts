import { useCallback, useEffect, useRef, useState } from 'react'
import {
  MENU_COLLAPSED_HEIGHT_PX,
  MENU_DEFAULT_OPEN_HEIGHT_PX,
  MENU_MOBILE_PADDING_PX,
  MOBILE_BREAKPOINT_PX,
} from '@common/constants'

function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT_PX
}

/**
 * The card menu's open/closed state and the height it animates to: 60 px closed; open, 260 px on wide
 * screens, and on phones (< 768 px) the stacked cards' own height plus 60 + 16 px. Recomputed on resize.
 */
export function useCardMenuHeight() {
  const [isOpen, setIsOpen] = useState(false)
  const [openHeight, setOpenHeight] = useState(MENU_DEFAULT_OPEN_HEIGHT_PX)
  const contentRef = useRef<HTMLDivElement>(null)

  const measureOpenHeight = useCallback(() => {
    const content = contentRef.current
    if (!isMobileWidth() || !content) return MENU_DEFAULT_OPEN_HEIGHT_PX
    return MENU_MOBILE_PADDING_PX + content.scrollHeight
  }, [])

  useEffect(() => {
    if (!isOpen) return
    const onResize = () => setOpenHeight(measureOpenHeight())
    window.addEventListener('resize', onResize)
    // The cards can also change size by themselves (the account group after signing out, a larger font).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize)
    if (contentRef.current) observer?.observe(contentRef.current)
    return () => {
      window.removeEventListener('resize', onResize)
      observer?.disconnect()
    }
  }, [isOpen, measureOpenHeight])

  const open = () => {
    setOpenHeight(measureOpenHeight())
    setIsOpen(true)
  }
  const close = () => setIsOpen(false)

  return {
    isOpen,
    height: isOpen ? openHeight : MENU_COLLAPSED_HEIGHT_PX,
    contentRef,
    toggle: () => (isOpen ? close() : open()),
    close,
  }
}
