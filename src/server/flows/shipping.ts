import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import {
  COD_AWAITING_CONFIRMATION_MESSAGE,
  RETURNED_ORDER_IS_FINAL_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import { CANCELLED_ORDER_NOT_SENT_MESSAGE, type Order } from '@common/schemas/order'
import { PREORDER_AWAITING_RELEASE_MESSAGE } from '@common/schemas/preorder'
import type { BookShipmentInput, FailedDeliveryAction, Shipment } from '@common/schemas/shipping'
import type { Database } from '../db/schema'
import { AppError, ConflictError, NotFoundError } from '../errors'
import type { AuditActor } from '../modules/audit'
import { estimateDelivery } from '../modules/delivery'
import type { MailContext } from '../modules/mail'
import { appendOrderEvent, findOrder, type StatusChange } from '../modules/orders'
import {
  carrierOfCourier,
  claimBooking,
  completeBooking,
  type Courier,
  CourierError,
  findShipment,
  findShipmentByAwb,
  recordDeliveryFailure,
  recordFailureAction,
  releaseBookingClaim,
  type ShipmentOrder,
  type ShipmentRow,
  shipmentAnswer,
  type ShippingSimulator,
  type TrackedEvent,
  undoFailureAction,
  UnserviceablePincodeError,
} from '../modules/shipments'
import { markReturnedToOrigin } from './return-to-origin'
import { changeOrderStatus } from './status-change'

/*
 * Booking a parcel with the carrier and following it to the door: the admin's booking ships the order with the
 * carrier's AWB; the carrier's reports (Shiprocket's webhook, or the simulator's events) are believed only as the
 * carrier's tracking tells them, and move the order: out for delivery and a failed attempt on its timeline,
 * delivered, or back at the shop (returned, its stock back).
 */

export type Shipping = {
  db: Kysely<Database>
  courier: Courier
  /** Set while the built-in simulator stands in for Shiprocket. */
  simulator: ShippingSimulator | undefined
  clock: () => Date
  shopState: string
  log: FastifyBaseLogger
}

export const ALREADY_SHIPPED_MESSAGE = 'This order has already been shipped'
export const UNPAID_ORDER_NOT_SHIPPED_MESSAGE =
  'This order is not paid yet: ship it once its payment completes'
export const NO_SHIPMENT_MESSAGE = 'No shipment is booked for this order'
export const CARRIER_UNAVAILABLE_MESSAGE = 'The carrier did not answer. Please try again in a moment.'

/** The changes a carrier makes: nobody signed in made them. */
const CARRIER_ACTOR: AuditActor = { id: null, email: null, ip: null, userAgent: null }

const IST_OFFSET_MS = 330 * 60_000
const indianDate = (moment: Date) => new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** Why this order cannot be handed to a carrier now, if it cannot. */
function refusalToShip(order: Order): string | undefined {
  if (order.status === 'cancelled') return CANCELLED_ORDER_NOT_SENT_MESSAGE
  if (order.status === 'returned') return RETURNED_ORDER_IS_FINAL_MESSAGE
  if (order.status === 'shipped' || order.status === 'delivered') return ALREADY_SHIPPED_MESSAGE
  if (order.codConfirmation === 'awaiting') return COD_AWAITING_CONFIRMATION_MESSAGE
  if (order.preorder?.status === 'awaiting') return PREORDER_AWAITING_RELEASE_MESSAGE
  // The carrier hands a prepaid parcel over without collecting anything.
  if (order.paymentMethod !== 'COD' && !order.isPaid) return UNPAID_ORDER_NOT_SHIPPED_MESSAGE
  return undefined
}

function shipmentOrderOf(order: Order): ShipmentOrder {
  const address = order.shippingAddress
  return {
    orderId: order._id,
    placedAt: new Date(order.createdAt),
    paymentMethod: order.paymentMethod === 'COD' ? 'cod' : 'prepaid',
    totalPaise: Math.round(order.totalPrice * 100),
    address: {
      name: address.fullName,
      email: address.email ?? order.user.email,
      // Carriers take the ten digits without +91.
      phone: (address.phone ?? '').replace(/\D/g, '').slice(-10),
      line1: address.addressLine1,
      line2: address.addressLine2 ?? undefined,
      city: address.city,
      state: address.state ?? '',
      pincode: address.postalCode,
    },
    lines: order.orderItems.map((item) => ({
      name: item.name,
      sku: item.productId ?? item._id,
      units: item.quantity,
      unitPricePaise: Math.round(item.price * 100),
      hsn: item.tax?.hsnCode,
    })),
  }
}

/** When the shop's own delivery days say a parcel sent now reaches this PIN code; null for a PIN it does not know. */
export async function zoneGuess(
  context: Pick<Shipping, 'db' | 'shopState'>,
  pincode: string,
  now: Date,
): Promise<string | null> {
  try {
    return (await estimateDelivery(context.db, pincode, context.shopState, now)).estimate.latest
  } catch (error) {
    if (error instanceof NotFoundError) return null
    throw error
  }
}

/** A parcel the admin ships by hand (a tracking number typed in) is expected when the shop's delivery days say. */
export async function withDeliveryGuess(
  context: Pick<Shipping, 'db' | 'shopState' | 'clock'>,
  orderId: string,
  change: StatusChange,
): Promise<StatusChange> {
  if (change.status !== 'shipped' || !change.trackingNumber || change.estimatedDelivery !== undefined)
    return change
  const order = await findOrder(context.db, orderId)
  return {
    ...change,
    estimatedDelivery: await zoneGuess(context, order.shippingAddress.postalCode, context.clock()),
  }
}

/**
 * Books the order's parcel once: the claim (shipments-store.ts) keeps a second click, tab or instance from asking
 * the carrier too, and a booking the carrier made before a crash is found again by the carrier's own lookup. The
 * order is then shipped with the AWB, as the admin's status change ships it, mail and audit included; a booking
 * whose order was not yet marked shipped (a crash in between) is marked on the next call.
 */
export async function bookShipment(
  shipping: Shipping,
  orderId: string,
  parcel: BookShipmentInput,
  mail: MailContext,
  actor: AuditActor,
): Promise<Shipment> {
  const simulated = shipping.simulator !== undefined
  const order = await findOrder(shipping.db, orderId)
  const earlier = await findShipment(shipping.db, orderId)
  if (earlier?.awb) return shipmentAnswer(await shipBooked(shipping, order, earlier, mail, actor), simulated)
  const refusal = refusalToShip(order)
  if (refusal) throw new ConflictError(refusal)

  const now = shipping.clock()
  const claim = await claimBooking(shipping.db, orderId, parcel, now)
  if (!claim.claimed)
    return shipmentAnswer(await shipBooked(shipping, order, claim.booked, mail, actor), simulated)
  const shipmentOrder = shipmentOrderOf(order)
  let row: ShipmentRow
  try {
    const service = await shipping.courier.serviceability({
      deliveryPincode: shipmentOrder.address.pincode,
      weightGrams: parcel.weightGrams,
      cod: shipmentOrder.paymentMethod === 'cod',
    })
    if (!service.serviceable) throw new UnserviceablePincodeError(shipmentOrder.address.pincode)
    const booking = await shipping.courier.bookShipment(shipmentOrder, parcel)
    const promised =
      booking.estimatedDelivery ??
      service.options.find((option) => option.carrier === booking.carrier)?.estimatedDelivery
    row = await completeBooking(
      shipping.db,
      orderId,
      {
        awb: booking.awb,
        carrier: carrierOfCourier(booking.carrier, shipping.courier.name),
        courierName: booking.carrier,
        shipmentId: booking.shipmentId,
        labelUrl: booking.labelUrl,
        estimatedDelivery: promised
          ? indianDate(promised)
          : await zoneGuess(shipping, shipmentOrder.address.pincode, now),
      },
      shipping.clock(),
    )
  } catch (error) {
    await releaseBookingClaim(shipping.db, orderId, claim.claimedUntil)
    if (error instanceof CourierError) {
      shipping.log.warn({ err: error, orderId }, 'booking a shipment failed')
      throw new AppError(502, CARRIER_UNAVAILABLE_MESSAGE)
    }
    throw error
  }
  return shipmentAnswer(await shipBooked(shipping, order, row, mail, actor), simulated)
}

/** Ships the order with its booking's tracking, unless it already is (or went further). */
async function shipBooked(
  shipping: Shipping,
  order: Order,
  row: ShipmentRow,
  mail: MailContext,
  actor: AuditActor,
): Promise<ShipmentRow> {
  if (order.trackingNumber === row.awb || order.status === 'delivered' || order.status === 'returned')
    return row
  await changeOrderStatus(
    shipping.db,
    order._id,
    {
      status: 'shipped',
      trackingNumber: row.awb,
      carrier: row.carrier as NonNullable<Order['tracking']>['carrier'],
      estimatedDelivery: row.estimated_delivery,
    },
    mail,
    actor,
    shipping.clock,
  )
  return row
}

export async function shipmentOf(shipping: Shipping, orderId: string): Promise<Shipment> {
  const row = await findShipment(shipping.db, orderId)
  if (!row?.awb) throw new NotFoundError(NO_SHIPMENT_MESSAGE)
  return shipmentAnswer(row, shipping.simulator !== undefined)
}

/** The admin's choice after a failed attempt, told to the carrier; taken once, and given back if the carrier refuses. */
export async function chooseAfterFailedDelivery(
  shipping: Shipping,
  orderId: string,
  action: FailedDeliveryAction,
): Promise<Shipment> {
  const before = await recordFailureAction(shipping.db, orderId, action, shipping.clock())
  try {
    await shipping.courier.actOnFailedDelivery(before.awb ?? '', action)
  } catch (error) {
    await undoFailureAction(shipping.db, before)
    if (error instanceof CourierError) {
      shipping.log.warn({ err: error, orderId }, 'the carrier refused a failed delivery action')
      throw new AppError(502, CARRIER_UNAVAILABLE_MESSAGE)
    }
    throw error
  }
  return shipmentOf(shipping, orderId)
}

/**
 * What a carrier's report about an AWB changes, once the carrier's own tracking confirms it: the report itself is
 * not believed (anyone holding the token could send one), only what tracking answers. Every step can be applied
 * twice (a webhook sent again, on two instances): timeline events are kept once per time, and a delivered or
 * returned order is not moved again. Answers the order as it now is, or null for an AWB that is not the shop's.
 */
export async function followCarrierReport(
  shipping: Shipping,
  awb: string,
  mail: MailContext,
): Promise<Order | null> {
  const shipment = await findShipmentByAwb(shipping.db, awb)
  if (!shipment) return null
  const tracking = await shipping.courier.track(awb)
  const orderId = shipment.order_id
  for (const event of tracking.events) await recordTimelineEvent(shipping, orderId, event)
  const order = await findOrder(shipping.db, orderId)
  if (order.status !== 'shipped') return order
  if (tracking.current === 'delivered')
    return changeOrderStatus(
      shipping.db,
      orderId,
      { status: 'delivered', trackingNumber: null },
      mail,
      CARRIER_ACTOR,
      shipping.clock,
      'order.deliver',
    )
  if (tracking.current === 'rto-delivered') {
    try {
      return await markReturnedToOrigin(
        shipping.db,
        orderId,
        undefined,
        shipping.clock(),
        CARRIER_ACTOR,
        'carrier',
      )
    } catch (error) {
      // The same report followed at the same moment (resent, or on another instance) took it back first.
      if (error instanceof ConflictError) return findOrder(shipping.db, orderId)
      throw error
    }
  }
  return order
}

async function recordTimelineEvent(shipping: Shipping, orderId: string, event: TrackedEvent): Promise<void> {
  if (event.status !== 'out-for-delivery' && event.status !== 'delivery-failed') return
  const at = event.at.toISOString()
  const note = [event.description, event.location].filter(Boolean).join(', ')
  await appendOrderEvent(shipping.db, orderId, { event: event.status, at, ...(note ? { note } : {}) })
  if (event.status === 'delivery-failed') await recordDeliveryFailure(shipping.db, orderId, { at, note })
}
