import { useRef } from 'react'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'

interface ConfirmDialogProps {
  isOpen: boolean
  /** The question, e.g. "Are you sure you want to delete this product?" */
  question: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Asks before a destructive or final action. Focus starts on Cancel, so Enter never confirms by accident.
 */
export function ConfirmDialog({ isOpen, question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title="Please confirm"
      description={question}
      initialFocusRef={cancelRef}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button
          ref={cancelRef}
          variant="ghost"
          onClick={onCancel}
          className="ring-1 ring-inset ring-white/15"
        >
          Cancel
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Dialog>
  )
}
