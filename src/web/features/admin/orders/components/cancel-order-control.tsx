import { useRef, useState } from 'react'
import { XCircle } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { CancelOrderDialog } from '../../../../components/order/cancel-order-dialog'
import { Button } from '../../../../components/ui/button'
import { useSession } from '../../../../lib/session-context'
import { adminOrderDetailQueryKey } from '../../shared/api/admin-query-keys'
import { useCancelAdminOrderMutation } from '../api/cancel-admin-order'

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

const REASON_FIELD = { label: 'Reason (optional)', placeholder: 'e.g. Out of stock at the supplier' }

/**
 * "Cancel order" until the parcel leaves: a confirmation with an optional reason (the shopper's mail and order page
 * show it). Focus starts on "Keep order"; the request goes once however often the button is pressed.
 */
export function CancelOrderControl({ order, onCancelled }: { order: Order; onCancelled?: () => void }) {
  const [isOpen, setIsOpen] = useState(false)
  const queryClient = useQueryClient()
  const { isAdmin } = useSession()
  const cancelMutation = useCancelAdminOrderMutation()
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
      <CancelOrderDialog
        orderId={order._id}
        isOpen={isOpen}
        onClose={close}
        description={consequences(order, isAdmin)}
        reasonField={REASON_FIELD}
        cancelMutation={cancelMutation}
        failedMessage={ADMIN_CANCEL_FAILED_MESSAGE}
        mayCancel={isAdmin || !refundsOnlinePayment(order)}
        onRefused={() => (wasRefusedRef.current = true)}
        onCancelled={() => {
          toast.success(ADMIN_ORDER_CANCELLED_MESSAGE)
          setIsOpen(false)
          onCancelled?.()
        }}
      />
    </>
  )
}
