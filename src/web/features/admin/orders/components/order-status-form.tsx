import { useId, useState, type FormEvent } from 'react'
import { ChevronDown, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import { CARRIER_NAMES, CARRIERS, type Carrier } from '@common/carriers'
import { MAX_TRACKING_NUMBER_LENGTH, ORDER_STATUSES, type OrderStatus } from '@common/constants'
import { orderStatusLabel } from '@common/order-display'
import { updateOrderStatusInputSchema } from '@common/schemas/order'
import { PREORDER_AWAITING_RELEASE_MESSAGE } from '@common/schemas/preorder'
import { Button } from '../../../../components/ui/button'
import { inputClassName, labelClassName } from '../../../../components/ui/field-styles'
import { useUpdateOrderStatus } from '../api/update-order-status'
import { failureDetail } from '../failure-detail'

/**
 * "Update Order Status": any status from any current one; Shipped needs a tracking number and its carrier (whose
 * tracking page the shopper is linked to; "Other carrier" has none). Returned (a
 * cash-on-delivery parcel back undelivered) is accepted by the server for a shipped cash-on-delivery order only,
 * with all its items back in stock, so it is offered for such an order only (`offersReturned`); "Mark returned to
 * origin" chooses per item.
 * A pre-order waiting for its release has no units to send: Shipped and Delivered are not offered until the
 * release allocates them (`isAwaitingRelease`; the server refuses them with the same words).
 * The shared schema gives the messages the server would give, so the button is only enabled when the
 * server will accept the change.
 */
export function OrderStatusForm({
  orderId,
  offersReturned,
  isAwaitingRelease = false,
}: {
  orderId: string
  offersReturned: boolean
  isAwaitingRelease?: boolean
}) {
  const statusId = useId()
  const trackingId = useId()
  const carrierId = useId()
  const hintId = useId()
  const awaitingId = useId()
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [carrier, setCarrier] = useState<Carrier | ''>('')
  const update = useUpdateOrderStatus()
  const statusOptions = ORDER_STATUSES.filter(
    (option) =>
      (option !== 'returned' || offersReturned) &&
      !(isAwaitingRelease && (option === 'shipped' || option === 'delivered')),
  )

  const isShipping = status === 'shipped'
  const checked = updateOrderStatusInputSchema.safeParse({
    status,
    trackingNumber: isShipping ? trackingNumber : undefined,
    carrier: isShipping && carrier ? carrier : undefined,
  })
  const problem = checked.success
    ? isShipping && !carrier
      ? CARRIER_NEEDED_MESSAGE
      : undefined
    : checked.error.issues[0]?.message

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!checked.success || problem) return
    update.mutate(
      {
        orderId,
        status: checked.data.status,
        ...(isShipping && checked.data.trackingNumber
          ? { trackingNumber: checked.data.trackingNumber, carrier: checked.data.carrier ?? 'other' }
          : {}),
      },
      {
        onSuccess: () => {
          toast.success('Order status updated successfully')
          setStatus('')
          setTrackingNumber('')
          setCarrier('')
        },
        onError: (error) =>
          toast.error('Failed to update order status', {
            description: failureDetail(error),
          }),
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={statusId} className={labelClassName}>
          New status
        </label>
        <div className="relative">
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            aria-describedby={describedBy(
              problem ? hintId : undefined,
              isAwaitingRelease ? awaitingId : undefined,
            )}
            className={`${inputClassName} appearance-none pr-10`}
          >
            <option value="">Select status</option>
            {statusOptions.map((option) => (
              <option key={option} value={option}>
                {orderStatusLabel(option)}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          />
        </div>
        {isAwaitingRelease && (
          <p id={awaitingId} className="mt-1.5 text-sm text-slate-400">
            {PREORDER_AWAITING_RELEASE_MESSAGE}
          </p>
        )}
      </div>

      {isShipping && (
        <div>
          <label htmlFor={carrierId} className={labelClassName}>
            Carrier
          </label>
          <div className="relative">
            <select
              id={carrierId}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as Carrier | '')}
              aria-describedby={problem ? hintId : undefined}
              className={`${inputClassName} appearance-none pr-10`}
            >
              <option value="">Select carrier</option>
              {CARRIERS.map((option) => (
                <option key={option} value={option}>
                  {CARRIER_NAMES[option]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
            />
          </div>
        </div>
      )}

      {isShipping && (
        <div>
          <label htmlFor={trackingId} className={labelClassName}>
            Tracking Number
          </label>
          <input
            id={trackingId}
            type="text"
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
            aria-describedby={problem ? hintId : undefined}
            autoComplete="off"
            maxLength={MAX_TRACKING_NUMBER_LENGTH}
            className={inputClassName}
          />
        </div>
      )}

      {/* Says why the button is disabled; polite, so it does not interrupt typing. */}
      <p id={hintId} aria-live="polite" className="min-h-5 text-sm text-amber-200">
        {problem}
      </p>

      <Button
        type="submit"
        disabled={!checked.success || Boolean(problem) || update.isPending}
        className="w-full sm:w-auto"
      >
        {update.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {update.isPending ? 'Updating...' : 'Update Status'}
      </Button>
    </form>
  )
}

const CARRIER_NEEDED_MESSAGE = 'Please select a carrier'

/** The ids of the texts that describe a control, or nothing when there are none. */
function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter(Boolean)
  return present.length > 0 ? present.join(' ') : undefined
}
