import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'

interface DialogProps {
  isOpen: boolean
  onClose: () => void
  title: string
  /** Shown under the title and read out with it. */
  description?: ReactNode
  children?: ReactNode
  /** Where focus lands on open; the first focusable control otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** An icon or illustration above the title. */
  icon?: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog: rendered over the page, focus kept inside while open (Tab wraps), Escape and the
 * backdrop close it, and focus goes back to where it was on close.
 */
export function Dialog(props: DialogProps) {
  if (!props.isOpen) return null
  return createPortal(<DialogPanel {...props} />, document.body)
}

function DialogPanel({ onClose, title, description, children, initialFocusRef, icon }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    const target = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel
    target?.focus()

    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      previouslyFocused?.focus()
    }
    // Focus is placed once, when the dialog opens.
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center overflow-y-auto p-4">
      <div
        aria-hidden="true"
        className="fixed inset-0 animate-fade-in bg-black/75 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md animate-rise-in rounded-2xl border border-white/10 bg-night-900 p-6 text-center shadow-2xl shadow-black/60 outline-none sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close dialog"
          className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-slate-400 transition hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {icon && <div className="mb-4 flex justify-center">{icon}</div>}
        <h2 id={titleId} className="text-xl text-white sm:text-2xl">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-3 text-sm leading-relaxed text-slate-300">
            {description}
          </div>
        )}
        {children}
      </div>
    </div>
  )
}
