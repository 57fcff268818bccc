import { useId } from 'react'
import { FlaskConical } from 'lucide-react'
import { toast } from 'sonner'
import type { ShipmentEvent } from '@common/schemas/shipping'
import { Button } from '../../../../components/ui/button'
import { useSendSimulatorEvent } from '../api/send-simulator-event'
import { failureDetail } from '../failure-detail'

const EVENT_BUTTONS: { event: ShipmentEvent; label: string }[] = [
  { event: 'out-for-delivery', label: 'Out for delivery' },
  { event: 'delivery-failed', label: 'Delivery failed' },
  { event: 'delivered', label: 'Delivered' },
  { event: 'rto-delivered', label: 'Returned to origin' },
]

/**
 * While the built-in simulator carries the parcel nobody else reports on it: the admin sends, by hand, the events
 * Shiprocket's webhook would send, and the order moves as it would with a real carrier.
 */
export function SimulatorEvents({ awb }: { awb: string }) {
  const headingId = useId()
  const send = useSendSimulatorEvent()
  // Awaited rather than mutate's callbacks: an event that ends the journey (delivered, back at the shop) unmounts
  // this group before those callbacks would run.
  const sendEvent = async ({ event, label }: (typeof EVENT_BUTTONS)[number]) => {
    try {
      await send.mutateAsync({ awb, event })
      toast.success(`Carrier event sent: ${label}`)
    } catch (error) {
      toast.error('Failed to send the event', { description: failureDetail(error) })
    }
  }
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="rounded-lg border border-dashed border-white/20 px-3.5 py-3"
    >
      <p id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-200">
        <FlaskConical aria-hidden="true" className="size-4 text-accent-400" />
        Simulator: send the carrier&apos;s event
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {EVENT_BUTTONS.map((button) => (
          <Button
            key={button.event}
            variant="ghost"
            onClick={() => void sendEvent(button)}
            disabled={send.isPending}
            className="ring-1 ring-white/15 ring-inset"
          >
            {button.label}
          </Button>
        ))}
      </div>
    </div>
  )
}
