import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, XCircle } from 'lucide-react'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import { CANCEL_REASONS, MAX_CANCEL_REASON_LENGTH, type Order } from '@common/schemas/order'
import { isApiError } from '../../../api/api-error'
import { Dialog } from '../../../components/dialog/dialog'
import { Button } from '../../../components/ui/button'
import { inputClassName, labelClassName } from '../../../components/ui/field-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { useCancelMyOrder } from '../api/cancel-my-order'
import { myOrderQueryOptions } from '../api/get-my-order'
import { isAwaitingRelease } from '../preorder-status'

export const CANCEL_FAILED_MESSAGE = 'Failed to cancel the order. Please try again.'
export const ORDER_CANCELLED_MESSAGE = 'Your order has been cancelled'
const OTHER_REASON = 'Other'

/** What cancelling does to this order, in a sentence or two. */
function consequences(order: Order): string {
  // A pre-order waiting for its release took no stock: what it frees is its place among the pre-orders.
  const backOnSale = isAwaitingRelease(order)
    ? 'Your pre-order place goes to another fan.'
    : 'Its items go back on sale for other fans.'
  if (order.isPaid)
    return `${backOnSale} You paid ${formatRupees(order.totalPrice)}: it is refunded in full to your original payment method.`
  if (order.paymentMethod === 'PHONEPE')
    return `${backOnSale} Nothing has been charged, so there is nothing to refund.`
  return `${backOnSale} You have not paid anything yet.`
}

interface CancelOrderDialogProps {
  order: Order
  isOpen: boolean
  onClose: () => void
  /** After the server has cancelled the order (the page then shows the cancellation). */
  onCancelled: (order: Order) => void
}

/**
 * "Cancel this order?": why (optional, one of the usual reasons or the shopper's own words under Other) and what
 * happens. Focus starts on "Keep order", so Enter never cancels by accident; the order is sent once however often
 * the button is pressed, and a refusal (the parcel has already left: 409) is shown in the dialog.
 */
export function CancelOrderDialog({ order, isOpen, onClose, onCancelled }: CancelOrderDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Cancel this order?"
      description={consequences(order)}
      initialFocusRef={keepRef}
    >
      <CancelOrderForm order={order} keepRef={keepRef} onClose={onClose} onCancelled={onCancelled} />
    </Dialog>
  )
}

function CancelOrderForm({
  order,
  keepRef,
  onClose,
  onCancelled,
}: Omit<CancelOrderDialogProps, 'isOpen'> & { keepRef: RefObject<HTMLButtonElement | null> }) {
  const otherId = useId()
  const [reason, setReason] = useState<string>('')
  const [otherText, setOtherText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const cancel = useCancelMyOrder()
  const queryClient = useQueryClient()
  // Two quick presses reach the handler before the button is re-rendered disabled: only the first one sends.
  const isSendingRef = useRef(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSendingRef.current) return
    isSendingRef.current = true
    setError(null)
    const given = reason === OTHER_REASON ? otherText.trim() || OTHER_REASON : reason || undefined
    cancel.mutate(
      { orderId: order._id, reason: given },
      {
        onSuccess: (cancelled) => {
          const refund = cancelled.refunds.at(-1)
          toast.success(ORDER_CANCELLED_MESSAGE, {
            description: refund
              ? `Your refund of ${formatRupees(refund.amount)} is on its way to your original payment method.`
              : undefined,
          })
          onCancelled(cancelled)
        },
        onError: (caught) => {
          setError((isApiError(caught) && caught.serverMessage) || CANCEL_FAILED_MESSAGE)
          // Refused because the order has moved on (shipped, already cancelled): the page shows where it is now.
          if (isApiError(caught) && caught.status === 409)
            void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(order._id).queryKey })
        },
        onSettled: () => {
          isSendingRef.current = false
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={cancel.isPending} className="mt-5 space-y-5 text-left">
      {error && <FormAlert message={error} />}
      <fieldset>
        <legend className={labelClassName}>Why are you cancelling? (optional)</legend>
        <div className="space-y-1.5">
          {CANCEL_REASONS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-100 ring-1 ring-white/10 transition ring-inset hover:bg-white/5 has-checked:bg-white/10 has-checked:ring-accent-400/60"
            >
              <input
                type="radio"
                name="cancel-reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-4 shrink-0 accent-accent-400"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      {reason === OTHER_REASON && (
        <div>
          <label htmlFor={otherId} className={labelClassName}>
            Tell us why (optional)
          </label>
          <input
            id={otherId}
            type="text"
            value={otherText}
            onChange={(event) => setOtherText(event.target.value)}
            maxLength={MAX_CANCEL_REASON_LENGTH}
            autoComplete="off"
            className={inputClassName}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="ghost" onClick={onClose} className="ring-1 ring-white/15 ring-inset">
          Keep order
        </Button>
        <Button type="submit" disabled={cancel.isPending}>
          {cancel.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <XCircle aria-hidden="true" className="size-4" />
          )}
          {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
        </Button>
      </div>
    </form>
  )
}
