import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { useModalFocus } from '../../../components/dialog/use-modal-focus'
import { Button } from '../../../components/ui/button'

/** Where the side panel takes over from the sheet (Tailwind's md, as the page's layout). */
const SIDE_PANEL_QUERY = '(min-width: 768px)'

export function showProductsText(count: number | null): string {
  if (count === null) return 'Show products'
  return `Show ${count} ${count === 1 ? 'product' : 'products'}`
}

/**
 * The filters on a phone: a sheet from the bottom of the screen, modal (focus kept inside, Escape and the
 * backdrop close it, focus back on the button that opened it). Filters apply as they are ticked, so the listing
 * behind is already right; "Show N products" closes the sheet onto it.
 */
export function FilterSheet({
  onClose,
  onClearAll,
  resultCount,
  children,
}: {
  onClose: () => void
  onClearAll: () => void
  /** How many products the filters leave; null while they are being counted. */
  resultCount: number | null
  children: ReactNode
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const onKeyDown = useModalFocus(panelRef, onClose)

  // A phone turned sideways or a window widened past the phone layout shows the side panel instead.
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(SIDE_PANEL_QUERY) : null
    if (!query) return
    const closeOnWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose()
    }
    query.addEventListener('change', closeOnWide)
    return () => query.removeEventListener('change', closeOnWide)
  }, [onClose])

  return createPortal(
    <div className="fixed inset-0 z-[70]">
      <div aria-hidden="true" className="fixed inset-0 animate-fade-in bg-black/75" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed inset-x-0 bottom-0 flex max-h-[88dvh] animate-rise-in flex-col rounded-t-2xl border-t border-white/10 bg-night-900 shadow-2xl shadow-black/60 outline-none"
      >
        <div className="flex items-center justify-between gap-2 border-b border-white/10 py-2 pr-2 pl-4">
          <h2 id={titleId} className="text-lg font-bold text-white">
            Filters
          </h2>
          {/* The phone's filter toggle: "Show Filters" opens the sheet, "Hide Filters" closes it. */}
          <button
            type="button"
            onClick={onClose}
            aria-expanded="true"
            className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-200 transition hover:bg-white/10 hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
            Hide Filters
          </button>
        </div>
        <aside aria-label="Product filters" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
          {children}
        </aside>
        <div className="flex gap-3 border-t border-white/10 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <Button variant="ghost" onClick={onClearAll} className="border border-white/15">
            Clear all
          </Button>
          <Button onClick={onClose} className="flex-1 py-3">
            {showProductsText(resultCount)}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  )
}
