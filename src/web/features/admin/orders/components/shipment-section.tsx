import { useState } from 'react'
import { Printer, Truck, TriangleAlert } from 'lucide-react'
import { toast } from 'sonner'
import { resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import type { FailedDeliveryAction, Shipment } from '@common/schemas/shipping'
import { formatCalendarDate } from '../../../../components/order/expected-delivery'
import { formatTimelineTime } from '../../../../components/order/order-timeline'
import { OrderSection } from '../../../../components/order/order-section'
import { Button } from '../../../../components/ui/button'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { useSession } from '../../../../lib/session-context'
import { adminPanelClassName, adminSectionHeadingClassName } from '../../shared/components/admin-styles'
import { ConfirmDialog } from '../../shared/components/confirm-dialog'
import { useChooseFailedDeliveryAction } from '../api/choose-failed-delivery-action'
import { useOrderShipment } from '../api/get-order-shipment'
import { failureDetail } from '../failure-detail'
import { canBookShipment } from '../order-rules'
import { BookShipmentForm } from './book-shipment-form'
import { SimulatorEvents } from './simulator-events'

/**
 * "Shipment": the order's booking with the carrier (Shiprocket, or the built-in simulator), or the form that books
 * one while the order can still be sent. Nothing for an order with neither (shipped by hand with a tracking number,
 * cancelled before it left): the status form beside it covers those.
 */
export function ShipmentSection({ order }: { order: Order }) {
  const shipment = useOrderShipment(order._id)
  const isBookable = canBookShipment(order)
  if (shipment.isPending) return null
  if (shipment.isError && !isBookable) return null
  if (!shipment.data && !isBookable) return null
  return (
    <OrderSection
      headingId="shipment-heading"
      title="Shipment"
      icon={Truck}
      className={adminPanelClassName}
      headingClassName={adminSectionHeadingClassName}
    >
      {shipment.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
          <p>The shipment could not be loaded.</p>
          <Button
            variant="ghost"
            onClick={() => void shipment.refetch()}
            className="ring-1 ring-white/15 ring-inset"
          >
            Try again
          </Button>
        </div>
      ) : shipment.data ? (
        <ShipmentDetails order={order} shipment={shipment.data} />
      ) : (
        <BookShipmentForm orderId={order._id} />
      )}
    </OrderSection>
  )
}

const FAILED_DELIVERY_DONE: Record<FailedDeliveryAction, string> = {
  reattempt: 'The carrier will attempt delivery again',
  return: 'The carrier will return the parcel to the shop',
}

const FAILED_DELIVERY_CHOSEN: Record<FailedDeliveryAction, string> = {
  reattempt: 'Delivery reattempt requested',
  return: 'Return to the shop requested',
}

function ShipmentDetails({ order, shipment }: { order: Order; shipment: Shipment }) {
  // The simulator's events stand in for the carrier's webhook, which only an admin may send.
  const { isAdmin } = useSession()
  const { parcel, failedDeliveryAction } = shipment
  const isOnItsWay = resolveOrderStatus(order, 'unknown') === 'shipped'
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <div className="min-w-0">
          <dt className="text-slate-400">Courier</dt>
          <dd className="font-medium break-words text-white">{shipment.courierName}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-400">AWB</dt>
          <dd className="font-mono font-semibold break-all text-white">{shipment.awb}</dd>
        </div>
        {shipment.estimatedDelivery && (
          <div>
            <dt className="text-slate-400">Expected delivery</dt>
            <dd className="font-medium text-white">{formatCalendarDate(shipment.estimatedDelivery)}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-400">Parcel</dt>
          <dd className="text-slate-200">
            {parcel.weightGrams} g · {parcel.lengthCm} × {parcel.breadthCm} × {parcel.heightCm} cm
          </dd>
        </div>
      </dl>

      <a
        href={shipment.labelUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName('ghost', 'ring-1 ring-white/15 ring-inset')}
      >
        <Printer aria-hidden="true" className="size-4" />
        Print label <span className="sr-only">(opens in a new tab)</span>
      </a>

      {shipment.failedDelivery ? (
        <FailedDeliveryNotice orderId={order._id} failedDelivery={shipment.failedDelivery} />
      ) : (
        failedDeliveryAction && (
          <p className="text-sm text-slate-300">
            {FAILED_DELIVERY_CHOSEN[failedDeliveryAction.action]} on{' '}
            {formatTimelineTime(failedDeliveryAction.at)}
          </p>
        )
      )}

      {isAdmin && shipment.simulated && isOnItsWay && <SimulatorEvents awb={shipment.awb} />}
    </div>
  )
}

/**
 * The carrier could not deliver and waits for the shop's word: deliver again, or bring the parcel back (asked
 * first, since the order will then not reach its shopper).
 */
function FailedDeliveryNotice({
  orderId,
  failedDelivery,
}: {
  orderId: string
  failedDelivery: NonNullable<Shipment['failedDelivery']>
}) {
  const choose = useChooseFailedDeliveryAction()
  const [isConfirmingReturn, setIsConfirmingReturn] = useState(false)
  // Awaited rather than mutate's callbacks: the answer clears the failed attempt, which unmounts this notice before
  // those callbacks would run.
  const send = async (action: FailedDeliveryAction) => {
    setIsConfirmingReturn(false)
    try {
      await choose.mutateAsync({ orderId, action })
      toast.success(FAILED_DELIVERY_DONE[action])
    } catch (error) {
      toast.error('Failed to tell the carrier', { description: failureDetail(error) })
    }
  }
  return (
    <div className="space-y-3 rounded-lg border border-rose-400/40 bg-rose-950/50 px-3.5 py-3 text-sm text-rose-100">
      <p className="flex items-start gap-2.5">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
        <span className="break-words">
          Delivery attempt failed on {formatTimelineTime(failedDelivery.at)}: {failedDelivery.note}
        </span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-3">
        <Button onClick={() => void send('reattempt')} disabled={choose.isPending}>
          Reattempt delivery
        </Button>
        <Button
          variant="ghost"
          onClick={() => setIsConfirmingReturn(true)}
          disabled={choose.isPending}
          className="ring-1 ring-rose-400/40 ring-inset"
        >
          Return to shop
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirmingReturn}
        question="The carrier will bring the parcel back to the shop instead of delivering it. Return it?"
        confirmLabel="Return to shop"
        onConfirm={() => void send('return')}
        onCancel={() => setIsConfirmingReturn(false)}
      />
    </div>
  )
}
