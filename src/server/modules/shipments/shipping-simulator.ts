import { createHash } from 'node:crypto'
import { type Courier, type TrackedEvent, type TrackingEvent, UnserviceablePincodeError } from './courier'

/** Where the simulator's labels are served (a route renders them from the AWB). */
export const SIMULATOR_LABEL_PATH = '/api/shipping/simulator/labels'
export const SIMULATOR_CARRIER = 'Simulated Express'
/** The simulator's flat charge and its promise: delivered four days after booking. */
export const SIMULATOR_CHARGE_PAISE = 6_000
export const SIMULATOR_DELIVERY_DAYS = 4

const DAY_MS = 24 * 3600_000
const EVENT_DESCRIPTIONS: Record<TrackingEvent, string> = {
  'out-for-delivery': 'Out for delivery',
  'delivery-failed': 'The customer could not be reached',
  delivered: 'Delivered',
  'rto-delivered': 'Returned to origin and delivered to the shop',
}

/** A delivery PIN code ending in 99 is served by no courier, so the shop's refusal can be tried. */
export const isSimulatorUnserviceable = (pincode: string) => pincode.endsWith('99')

/** The AWB the simulator gives an order: the same order always gets the same one, on any instance. */
export function simulatorAwb(orderId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(orderId).digest('hex').slice(0, 15)}`)
  return `SIM${(digits % 10n ** 12n).toString().padStart(12, '0')}`
}

export type ShippingSimulator = Courier & {
  /** What `POST /shipping/simulator/events` records: the event Shiprocket's webhook would report. */
  recordEvent(awb: string, event: TrackingEvent): TrackedEvent
}

/**
 * Stands in for Shiprocket when no credentials are configured; nothing leaves the machine. Booking is worked out
 * from the order's id alone (its AWB, its shipment id, its label's address), so booking an order again, on any
 * instance or after a restart, answers the same. The events recorded for tracking are kept in this process's
 * memory only: a restart forgets them, and with several instances `track` answers what was recorded on the
 * instance asked. That is enough for trying the shop by hand and for tests, which is all it is for.
 */
export function createShippingSimulator(
  clock: () => Date = () => new Date(),
  labelUrlOf: (awb: string) => string = (awb) => `${SIMULATOR_LABEL_PATH}/${awb}`,
): ShippingSimulator {
  const booked = new Map<string, TrackedEvent[]>()
  return {
    name: 'shipping-simulator',
    async serviceability({ deliveryPincode }) {
      if (isSimulatorUnserviceable(deliveryPincode)) return { serviceable: false }
      return {
        serviceable: true,
        options: [
          {
            carrier: SIMULATOR_CARRIER,
            chargePaise: SIMULATOR_CHARGE_PAISE,
            estimatedDelivery: new Date(clock().getTime() + SIMULATOR_DELIVERY_DAYS * DAY_MS),
          },
        ],
      }
    },
    async bookShipment(order) {
      if (isSimulatorUnserviceable(order.address.pincode)) {
        throw new UnserviceablePincodeError(order.address.pincode)
      }
      const awb = simulatorAwb(order.orderId)
      if (!booked.has(awb)) booked.set(awb, [])
      return {
        carrier: SIMULATOR_CARRIER,
        awb,
        labelUrl: labelUrlOf(awb),
        shipmentId: `SIM-${order.orderId}`,
        estimatedDelivery: new Date(order.placedAt.getTime() + SIMULATOR_DELIVERY_DAYS * DAY_MS),
      }
    },
    async track(awb) {
      const events = booked.get(awb) ?? []
      return { awb, current: events.at(-1)?.status ?? 'in-transit', events: [...events] }
    },
    // A real carrier takes the choice and reports what follows; here the admin sends those events by hand.
    async actOnFailedDelivery() {},
    recordEvent(awb, event) {
      const recorded: TrackedEvent = { status: event, at: clock(), description: EVENT_DESCRIPTIONS[event] }
      // An AWB this process did not book (booked before a restart, or on another instance) is taken as booked.
      booked.set(awb, [...(booked.get(awb) ?? []), recorded])
      return recorded
    },
  }
}
