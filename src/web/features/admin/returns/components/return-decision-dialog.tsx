import { useRef, useState, type FormEvent, type RefObject } from 'react'
import { LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import { detailOrderNumber } from '@common/order-display'
import type { ReturnRequest } from '@common/schemas/returns'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { useUpdateReturn } from '../api/update-return'
import { NoteField } from './note-field'
import { RETURN_APPROVED, RETURN_REJECTED, RETURN_UPDATE_FAILED } from '../returns-texts'

export type ReturnDecision = 'approved' | 'rejected'

const DECISIONS: Record<
  ReturnDecision,
  { title: string; consequence: string; confirm: string; done: string }
> = {
  approved: {
    title: 'Approve this return?',
    consequence:
      'The shopper is told to send the items back. Stock and refund are settled when the parcel arrives.',
    confirm: 'Approve return',
    done: RETURN_APPROVED,
  },
  rejected: {
    title: 'Reject this return?',
    consequence:
      'The shopper is told the return is refused. Nothing goes back on sale and nothing is refunded.',
    confirm: 'Reject return',
    done: RETURN_REJECTED,
  },
}

interface ReturnDecisionDialogProps {
  request: ReturnRequest
  decision: ReturnDecision | null
  onClose: () => void
}

/**
 * Approve or reject, with an optional note the shopper reads. Focus starts on Cancel, so Enter never decides by
 * accident; the request goes once however often the button is pressed.
 */
export function ReturnDecisionDialog({ request, decision, onClose }: ReturnDecisionDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const texts = decision ? DECISIONS[decision] : null
  return (
    <Dialog
      isOpen={texts !== null}
      onClose={onClose}
      title={texts?.title ?? ''}
      description={
        texts && (
          <>
            Order #{detailOrderNumber(request.orderId)}, {request.user.name}. {texts.consequence}
          </>
        )
      }
      initialFocusRef={cancelRef}
    >
      {decision && (
        <DecisionForm request={request} decision={decision} cancelRef={cancelRef} onDone={onClose} />
      )}
    </Dialog>
  )
}

function DecisionForm({
  request,
  decision,
  cancelRef,
  onDone,
}: {
  request: ReturnRequest
  decision: ReturnDecision
  cancelRef: RefObject<HTMLButtonElement | null>
  onDone: () => void
}) {
  const texts = DECISIONS[decision]
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateReturn()
  // isPending reaches the button one render late: a double click must not send twice meanwhile.
  const isSendingRef = useRef(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSendingRef.current) return
    isSendingRef.current = true
    setError(null)
    update.mutate(
      { returnId: request._id, input: { status: decision, note: note.trim() || undefined } },
      {
        onSuccess: () => {
          toast.success(texts.done)
          onDone()
        },
        onError: (caught) => {
          const message = (isApiError(caught) && caught.serverMessage) || RETURN_UPDATE_FAILED
          setError(message)
          toast.error(message)
        },
        onSettled: () => {
          isSendingRef.current = false
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={update.isPending} className="mt-5 space-y-5 text-left">
      {error && <FormAlert message={error} />}
      <NoteField value={note} onChange={(event) => setNote(event.target.value)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="ghost" onClick={onDone} className="ring-1 ring-white/15 ring-inset">
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {texts.confirm}
        </Button>
      </div>
    </form>
  )
}
