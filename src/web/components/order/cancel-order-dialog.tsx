import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { LoaderCircle, XCircle } from 'lucide-react'
import type { DisplayedOrderStatus } from '@common/order-display'
import { MAX_CANCEL_REASON_LENGTH, type Order } from '@common/schemas/order'
import { isApiError } from '../../api/api-error'
import { Dialog } from '../dialog/dialog'
import { Button } from '../ui/button'
import { inputClassName, labelClassName } from '../ui/field-styles'
import { FormAlert } from '../ui/form-alert'

/** Until the parcel leaves: the server refuses (409) once the order is shipped, delivered or cancelled. */
export function isCancellable(order: Pick<Order, 'cancelledAt'>, status: DisplayedOrderStatus): boolean {
  return (status === 'pending' || status === 'processing') && !order.cancelledAt
}

export interface CancelOrderInput {
  orderId: string
  reason?: string | undefined
}

/**
 * How the reason is asked: the shopper picks one of the usual `choices` (`otherChoice` opens a text field for their
 * own words), the shop's staff write their own.
 */
export type CancelReasonField =
  | { choices: readonly string[]; legend: string; otherChoice: string; otherLabel: string }
  | { label: string; placeholder: string }

interface CancelOrderDialogProps {
  orderId: string
  isOpen: boolean
  onClose: () => void
  /** What cancelling does to this order, read out with the title. */
  description: string
  reasonField: CancelReasonField
  /** The feature's request: its endpoint and what it updates in the cache once the order is cancelled. */
  cancelMutation: UseMutationOptions<Order, Error, CancelOrderInput>
  /** Shown when the server gives no message of its own. */
  failedMessage: string
  /** False when this person may not cancel this order: the description says why, and the button stays disabled. */
  mayCancel?: boolean
  /** The cross before "Cancel order" on the dialog's own button (the shopper's). */
  hasSubmitIcon?: boolean
  /** After the server has cancelled the order. */
  onCancelled: (order: Order) => void
  /** The server refused (409): the order has moved on meanwhile (shipped, already cancelled). */
  onRefused: () => void
}

/**
 * "Cancel this order?", the shopper's and the shop's alike: why (optional) and what happens. Focus starts on "Keep
 * order", so Enter never cancels by accident; the order is sent once however often the button is pressed, and a
 * refusal (the parcel has already left: 409) is shown in the dialog.
 */
export function CancelOrderDialog({ isOpen, onClose, description, ...form }: CancelOrderDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Cancel this order?"
      description={description}
      initialFocusRef={keepRef}
    >
      <CancelOrderForm {...form} keepRef={keepRef} onKeep={onClose} />
    </Dialog>
  )
}

function CancelOrderForm({
  orderId,
  reasonField,
  cancelMutation,
  failedMessage,
  mayCancel = true,
  hasSubmitIcon = false,
  keepRef,
  onKeep,
  onCancelled,
  onRefused,
}: Omit<CancelOrderDialogProps, 'isOpen' | 'onClose' | 'description'> & {
  keepRef: RefObject<HTMLButtonElement | null>
  onKeep: () => void
}) {
  const [choice, setChoice] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const cancel = useMutation(cancelMutation)
  // Two quick presses reach the handler before the button is re-rendered disabled: only the first one sends.
  const isSendingRef = useRef(false)
  const textId = useId()
  const choices = 'choices' in reasonField ? reasonField : null
  // A text field: the staff's only one, the shopper's under Other.
  const isTyping = !choices || choice === choices.otherChoice

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSendingRef.current || !mayCancel) return
    isSendingRef.current = true
    setError(null)
    // The words typed, else the choice (under Other with nothing typed, "Other"), else no reason.
    const reason = (isTyping && text.trim()) || choice || undefined
    cancel.mutate(
      { orderId, reason },
      {
        onSuccess: onCancelled,
        onError: (caught) => {
          setError((isApiError(caught) && caught.serverMessage) || failedMessage)
          if (isApiError(caught) && caught.status === 409) onRefused()
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
      {choices && <ReasonChoices field={choices} choice={choice} onChoice={setChoice} />}
      {isTyping && (
        <div>
          <label htmlFor={textId} className={labelClassName}>
            {'label' in reasonField ? reasonField.label : reasonField.otherLabel}
          </label>
          <input
            id={textId}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={MAX_CANCEL_REASON_LENGTH}
            placeholder={'placeholder' in reasonField ? reasonField.placeholder : undefined}
            autoComplete="off"
            className={inputClassName}
          />
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="ghost" onClick={onKeep} className="ring-1 ring-white/15 ring-inset">
          Keep order
        </Button>
        <Button type="submit" disabled={cancel.isPending || !mayCancel}>
          {cancel.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            hasSubmitIcon && <XCircle aria-hidden="true" className="size-4" />
          )}
          {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
        </Button>
      </div>
    </form>
  )
}

function ReasonChoices({
  field,
  choice,
  onChoice,
}: {
  field: Extract<CancelReasonField, { choices: readonly string[] }>
  choice: string
  onChoice: (choice: string) => void
}) {
  return (
    <fieldset>
      <legend className={labelClassName}>{field.legend}</legend>
      <div className="space-y-1.5">
        {field.choices.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-100 ring-1 ring-white/10 transition ring-inset hover:bg-white/5 has-checked:bg-white/10 has-checked:ring-accent-400/60"
          >
            <input
              type="radio"
              name="cancel-reason"
              value={option}
              checked={choice === option}
              onChange={() => onChoice(option)}
              className="size-4 shrink-0 accent-accent-400"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
