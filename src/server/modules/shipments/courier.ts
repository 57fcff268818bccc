import type { FailedDeliveryAction } from '@common/schemas/shipping'
import { ConflictError } from '../../errors'

/** A parcel as the packer measured it; carriers charge the greater of its weight and its volume's weight. */
export type Parcel = { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number }

export type ShipmentAddress = {
  name: string
  email: string
  /** Ten digits, without the +91 prefix. */
  phone: string
  line1: string
  line2?: string | undefined
  city: string
  state: string
  pincode: string
}

export type ShipmentLine = { name: string; sku: string; units: number; unitPricePaise: number; hsn?: string }

/** What a carrier needs of an order to carry it. */
export type ShipmentOrder = {
  /** The shop's id of the order: the one key a booking is found again by, so it is made once. */
  orderId: string
  placedAt: Date
  /** Cash on delivery has the carrier collect `totalPaise` at the door. */
  paymentMethod: 'prepaid' | 'cod'
  totalPaise: number
  address: ShipmentAddress
  lines: ShipmentLine[]
}

export type Booking = {
  carrier: string
  awb: string
  labelUrl: string
  /** The aggregator's id of the shipment (Shiprocket's `shipment_id`). */
  shipmentId: string
  estimatedDelivery?: Date | undefined
}

export type CourierOption = { carrier: string; chargePaise: number; estimatedDelivery?: Date | undefined }

export type Serviceability = { serviceable: true; options: CourierOption[] } | { serviceable: false }

/** The four events that move an order; everything else a carrier reports is `in-transit`. */
export const TRACKING_EVENTS = ['out-for-delivery', 'delivery-failed', 'delivered', 'rto-delivered'] as const
export type TrackingEvent = (typeof TRACKING_EVENTS)[number]
export type TrackingStatus = TrackingEvent | 'in-transit'

export type TrackedEvent = { status: TrackingStatus; at: Date; description: string; location?: string }

/** A shipment's history, oldest first; `current` is the status of its latest event (`in-transit` when none). */
export type Tracking = { awb: string; current: TrackingStatus; events: TrackedEvent[] }

/**
 * What the shop needs from whoever carries its parcels: the built-in simulator or Shiprocket. `bookShipment` may
 * be called again for an order after a crash or a timeout: it finds what was already booked and completes it,
 * never booking the order twice.
 */
export interface Courier {
  readonly name: string
  serviceability(request: {
    deliveryPincode: string
    weightGrams: number
    cod: boolean
  }): Promise<Serviceability>
  bookShipment(order: ShipmentOrder, parcel: Parcel): Promise<Booking>
  track(awb: string): Promise<Tracking>
  /** After a failed delivery attempt: deliver again, or send the parcel back to the shop. */
  actOnFailedDelivery(awb: string, action: FailedDeliveryAction): Promise<void>
}

/** The carrier did not answer, or answered something unusable: the caller answers 502 and may try again. */
export class CourierError extends Error {}

/** No carrier delivers to this PIN code: 409 with this message. */
export class UnserviceablePincodeError extends ConflictError {
  constructor(readonly pincode: string) {
    super(`No courier delivers to PIN code ${pincode}`)
  }
}
