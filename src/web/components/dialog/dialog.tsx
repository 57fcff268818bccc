import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { useModalFocus } from './use-modal-focus'

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
  /** Room for a table: wider than the default on a desktop, still the full width of a phone. */
  wide?: boolean
}

/**
 * A modal dialog: rendered over the page, focus kept inside while open (Tab wraps), Escape and the
 * backdrop close it, and focus goes back to where it was on close.
 */
export function Dialog(props: DialogProps) {
  if (!props.isOpen) return null
  return createPortal(<DialogPanel {...props} />, document.body)
}

function DialogPanel({ onClose, title, description, children, initialFocusRef, icon, wide }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  const onKeyDown = useModalFocus(panelRef, onClose, initialFocusRef)

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
        className={`relative w-full ${wide ? 'max-w-3xl' : 'max-w-md'} animate-rise-in rounded-2xl border border-white/10 bg-night-900 p-6 text-center shadow-2xl shadow-black/60 outline-none sm:p-8`}
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
        {/* Clear of the close button on both sides, so a long title stays centred and never runs under it. */}
        <h2 id={titleId} className="px-8 text-xl text-white sm:text-2xl">
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
