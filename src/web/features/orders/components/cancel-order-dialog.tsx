import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import { CANCEL_REASONS, type Order } from '@common/schemas/order'
import { CancelOrderDialog } from '../../../components/order/cancel-order-dialog'
import { cancelMyOrderMutation } from '../api/cancel-my-order'
import { myOrderQueryOptions } from '../api/get-my-order'
import { isAwaitingRelease } from '../preorder-status'

export const CANCEL_FAILED_MESSAGE = 'Failed to cancel the order. Please try again.'
export const ORDER_CANCELLED_MESSAGE = 'Your order has been cancelled'

const REASON_FIELD = {
  choices: CANCEL_REASONS,
  legend: 'Why are you cancelling? (optional)',
  otherChoice: 'Other',
  otherLabel: 'Tell us why (optional)',
}

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

/**
 * The shopper's "Cancel this order?": one of the usual reasons or their own words under Other, and what happens to
 * their money. A refusal because the order has moved on (shipped, already cancelled) reads the order again, so the
 * page shows where it is now.
 */
export function CancelMyOrderDialog({
  order,
  isOpen,
  onClose,
  onCancelled,
}: {
  order: Order
  isOpen: boolean
  onClose: () => void
  /** After the server has cancelled the order (the page then shows the cancellation). */
  onCancelled: (order: Order) => void
}) {
  const queryClient = useQueryClient()
  return (
    <CancelOrderDialog
      orderId={order._id}
      isOpen={isOpen}
      onClose={onClose}
      description={consequences(order)}
      reasonField={REASON_FIELD}
      cancelMutation={cancelMyOrderMutation(queryClient)}
      failedMessage={CANCEL_FAILED_MESSAGE}
      hasSubmitIcon
      onCancelled={(cancelled) => {
        const refund = cancelled.refunds.at(-1)
        toast.success(ORDER_CANCELLED_MESSAGE, {
          description: refund
            ? `Your refund of ${formatRupees(refund.amount)} is on its way to your original payment method.`
            : undefined,
        })
        onCancelled(cancelled)
      }}
      onRefused={() =>
        void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(order._id).queryKey })
      }
    />
  )
}
