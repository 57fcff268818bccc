import { z } from 'zod'
import { rupeesSchema } from './money'
import { PAYMENT_METHODS } from './order'

/*
 * Shipping charges (admin → Settings): a flat rate per order, waived once the items' total after discounts
 * reaches `freeOver`, and a fee added to an order paid on delivery. Amounts are rupees; prices include GST.
 */

/** GET, PUT /shipping/settings (admin): the whole object both ways. */
export const shippingSettingsSchema = z.object({
  /** What every order pays for shipping, unless its items come to `freeOver`; 0: shipping is free. */
  flatRate: rupeesSchema('The flat rate', { allowZero: true }),
  /** The items' total after discounts from which shipping is free; 0: always free. */
  freeOver: rupeesSchema('The free shipping threshold', { allowZero: true }),
  /** Added to an order paid on delivery; 0: none. */
  codFee: rupeesSchema('The cash on delivery fee', { allowZero: true }),
})
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>

/** Until an admin saves some: a new shop charges nothing (and says shipping is free over ₹500). */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = { flatRate: 0, freeOver: 500, codFee: 0 }

/** GET /shipping/quote?itemsPrice=&paymentMethod= (anyone): what the cart and checkout show before placing. */
export const shippingQuoteQuerySchema = z.object({
  /** The items' total after discounts, in rupees. */
  itemsPrice: rupeesSchema('itemsPrice', {
    coerce: true,
    allowZero: true,
    messages: { type: 'itemsPrice must be a number of rupees', tooLarge: 'itemsPrice is too large' },
  }),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
})
export type ShippingQuoteQuery = z.infer<typeof shippingQuoteQuerySchema>

export const shippingQuoteSchema = z.object({
  shippingPrice: z.number(),
  /** The cash-on-delivery fee: 0 unless `paymentMethod` was COD. */
  codFee: z.number(),
  /** From this items' total shipping is free (the setting, for "free shipping over …" texts). */
  freeOver: z.number(),
})
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>

/*
 * Booking a parcel with the carrier (Shiprocket, or the built-in simulator when it is not configured) and what
 * the carrier reports of it afterwards.
 */

/** POST /orders/:id/shipment (admin, staff): the parcel as the packer measured it. */
export const bookShipmentInputSchema = z.object({
  weightGrams: z
    .number({ error: 'Weight must be a number of grams' })
    .int('Weight must be a whole number of grams')
    .min(10, 'Weight must be at least 10 g')
    .max(50_000, 'Weight must be at most 50,000 g'),
  lengthCm: parcelSide('Length'),
  breadthCm: parcelSide('Breadth'),
  heightCm: parcelSide('Height'),
})
export type BookShipmentInput = z.infer<typeof bookShipmentInputSchema>

function parcelSide(name: string) {
  return z
    .number({ error: `${name} must be a number of centimetres` })
    .min(0.5, `${name} must be at least 0.5 cm`)
    .max(200, `${name} must be at most 200 cm`)
}

/** What a failed delivery attempt leaves the admin to choose: deliver again, or send the parcel back. */
export const FAILED_DELIVERY_ACTIONS = ['reattempt', 'return'] as const
export type FailedDeliveryAction = (typeof FAILED_DELIVERY_ACTIONS)[number]

export const failedDeliveryActionInputSchema = z.object({
  action: z.enum(FAILED_DELIVERY_ACTIONS, { error: 'Choose reattempt or return' }),
})

/** GET, POST /orders/:id/shipment (admin, staff): the order's booking. */
export const shipmentSchema = z.object({
  orderId: z.string(),
  /** The carrier as orders answer it (its tracking page); `courierName` is the courier the booking went to. */
  carrier: z.string(),
  courierName: z.string(),
  awb: z.string(),
  /** The label to print and stick on the parcel. */
  labelUrl: z.string(),
  /** 'YYYY-MM-DD' in Indian time: the carrier's promise, or the shop's guess from the delivery zone. */
  estimatedDelivery: z.string().nullable(),
  parcel: bookShipmentInputSchema,
  bookedAt: z.string(),
  /**
   * The carrier's last delivery attempt failed and nobody has chosen yet: the admin decides to reattempt or to
   * have it returned. Null otherwise.
   */
  failedDelivery: z.object({ at: z.string(), note: z.string() }).nullable(),
  /** The admin's last choice after a failed attempt, with when it was made. */
  failedDeliveryAction: z.object({ action: z.enum(FAILED_DELIVERY_ACTIONS), at: z.string() }).nullable(),
  /** True when the built-in simulator carries the parcel: its events are sent from the admin's order page. */
  simulated: z.boolean(),
})
export type Shipment = z.infer<typeof shipmentSchema>

/** The events the carrier reports that move an order (what the simulator can send). */
export const SHIPMENT_EVENTS = ['out-for-delivery', 'delivery-failed', 'delivered', 'rto-delivered'] as const
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number]

/** POST /shipping/simulator/events (admin, while the simulator runs): what Shiprocket's webhook would send. */
export const simulatorEventInputSchema = z.object({
  awb: z.string().trim().min(1, 'AWB is required').max(40, 'AWB is too long'),
  event: z.enum(SHIPMENT_EVENTS, {
    error: 'Event must be out-for-delivery, delivery-failed, delivered or rto-delivered',
  }),
})
export type SimulatorEventInput = z.infer<typeof simulatorEventInputSchema>
