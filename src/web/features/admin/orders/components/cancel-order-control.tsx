import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { LoaderCircle, XCircle } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import { MAX_CANCEL_REASON_LENGTH, type Order } from '@common/schemas/order'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { inputClassName, labelClassName } from '../../../../components/ui/field-styles'
import { FormAlert } from '../../../../components/ui/form-alert'
import { useSession } from '../../../../lib/session-context'
import { adminOrderDetailQueryKey } from '../../shared/api/admin-query-keys'
import { useCancelAdminOrder } from '../api/cancel-admin-order'

export const ADMIN_CANCEL_FAILED_MESSAGE = 'Failed to cancel order'
export const ADMIN_ORDER_CANCELLED_MESSAGE = 'Order cancelled'

/** An online payment that cancelling would refund: only an admin may cancel such an order (the server says 403). */
function refundsOnlinePayment(order: Order): boolean {
  return order.paymentMethod === 'PHONEPE' && order.isPaid && order.refundableAmount > 0
}

/**
 * What cancelling does here: the stock comes back; an online payment goes back by itself, cash must be refunded (by
 * an admin: refunds are not staff work, so staff cannot cancel an order whose online payment would go back).
 */
function consequences(order: Order, canRecordRefund: boolean): string {
  const stock = 'Its items go back on sale.'
  if (!order.isPaid) return `${stock} Nothing was paid, so nothing is refunded.`
  if (order.paymentMethod === 'PHONEPE' && !canRecordRefund && refundsOnlinePayment(order))
    return `Cancelling refunds the ${formatRupees(order.totalPrice)} paid through PhonePe, and only an admin may refund: please ask an admin to cancel this order.`
  if (order.paymentMethod === 'PHONEPE')
    return `${stock} The ${formatRupees(order.totalPrice)} paid through PhonePe is refunded in full.`
  return canRecordRefund
    ? `${stock} Cash payments are not refunded by themselves: record the refund below once it is cancelled.`
    : `${stock} Cash payments are not refunded by themselves: an admin records the refund once it is cancelled.`
}

/**
 * "Cancel order" until the parcel leaves: a confirmation with an optional reason (the shopper's mail and order page
 * show it). Focus starts on "Keep order"; the request goes once however often the button is pressed.
 */
export function CancelOrderControl({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const [isOpen, setIsOpen] = useState(false)
  const keepRef = useRef<HTMLButtonElement>(null)
  const queryClient = useQueryClient()
  const { isAdmin } = useSession()
  // Refused because the order moved on meanwhile (shipped, cancelled elsewhere): read it again once the dialog closes.
  const wasRefusedRef = useRef(false)
  const close = () => {
    setIsOpen(false)
    if (wasRefusedRef.current)
      void queryClient.invalidateQueries({ queryKey: adminOrderDetailQueryKey(order._id) })
    wasRefusedRef.current = false
  }
  return (
    <>
      <Button variant="ghost" onClick={() => setIsOpen(true)} className="ring-1 ring-rose-400/40 ring-inset">
        <XCircle aria-hidden="true" className="size-4 text-rose-300" />
        Cancel order
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={close}
        title="Cancel this order?"
        description={consequences(order, isAdmin)}
        initialFocusRef={keepRef}
      >
        <CancelForm
          order={order}
          mayCancel={isAdmin || !refundsOnlinePayment(order)}
          keepRef={keepRef}
          onDone={close}
          onRefused={() => (wasRefusedRef.current = true)}
          onCancelled={() => {
            setIsOpen(false)
            onCancelled?.()
          }}
        />
      </Dialog>
    </>
  )
}

function CancelForm({
  order,
  mayCancel,
  keepRef,
  onDone,
  onRefused,
  onCancelled,
}: {
  order: Order
  /** False for staff when cancelling would refund a payment: the dialog says why, and the order stays. */
  mayCancel: boolean
  keepRef: RefObject<HTMLButtonElement | null>
  onDone: () => void
  onRefused: () => void
  onCancelled: () => void
}) {
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const cancel = useCancelAdminOrder()
  const isSendingRef = useRef(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSendingRef.current || !mayCancel) return
    isSendingRef.current = true
    setError(null)
    cancel.mutate(
      { orderId: order._id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(ADMIN_ORDER_CANCELLED_MESSAGE)
          onCancelled()
        },
        onError: (caught) => {
          setError((isApiError(caught) && caught.serverMessage) || ADMIN_CANCEL_FAILED_MESSAGE)
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
      <div>
        <label htmlFor={reasonId} className={labelClassName}>
          Reason (optional)
        </label>
        <input
          id={reasonId}
          type="text"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          placeholder="e.g. Out of stock at the supplier"
          autoComplete="off"
          className={inputClassName}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="ghost" onClick={onDone} className="ring-1 ring-white/15 ring-inset">
          Keep order
        </Button>
        <Button type="submit" disabled={cancel.isPending || !mayCancel}>
          {cancel.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
        </Button>
      </div>
    </form>
  )
}
