import { z } from 'zod'
import {
  MAX_ADDRESS_LINE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  ORDER_STATUSES,
  type OrderStatus,
} from '../constants'
import { CARRIERS } from '../carriers'
import { ORDER_CHARGES } from '../gst'
import { addressGstinSchema, refineAddressGstin, shippingCountrySchema } from './address'
import { pagedResponseSchema, pageQuerySchema } from './pagination'
import { COD_CONFIRMATION_STATES, RESTOCK_MORE_THAN_SOLD_MESSAGE } from './cash-on-delivery'
import { idSchema } from './common'
import { discountCodeSchema } from './discount-code'
import { rupeesSchema } from './money'
import { phoneNumberSchema } from './phone'
import { orderPreorderSchema } from './preorder'
import { returnRequestSchema } from './returns'
import { buyerGstinSchema } from './tax'
import { controlCharactersMessage, hasNoControlCharacters, searchTextSchema } from './text'

export const PAYMENT_METHODS = ['COD', 'PHONEPE'] as const
export const ORDER_PAYMENT_FILTERS = ['awaiting', 'refunded'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const MAX_ORDER_LINES = 50
export const MAX_LINE_QUANTITY = 100

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))
    .optional()
    .nullable()
    .transform((value) => value || undefined)

const productRefSchema = idSchema.or(z.literal(''))

/**
 * A line as either client sends it: `{product | _id | productId, qty | quantity}`, and for a product with options
 * the chosen `variant` (its id). Names, images and prices in the request are ignored: the server takes them from
 * the catalogue.
 */
export const orderLineInputSchema = z
  .object({
    product: z.union([productRefSchema, z.object({ _id: productRefSchema })]).optional(),
    productId: productRefSchema.optional(),
    _id: productRefSchema.optional(),
    qty: z.number().optional(),
    quantity: z.number().optional(),
    variant: idSchema.optional(),
  })
  .transform((line, context) => {
    const product = typeof line.product === 'object' ? line.product._id : line.product
    const productId = line.productId ?? product ?? line._id
    const quantity = line.quantity ?? line.qty
    if (!productId) {
      context.addIssue({ code: 'custom', message: 'Each item needs a product' })
      return z.NEVER
    }
    if (
      quantity === undefined ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_LINE_QUANTITY
    ) {
      context.addIssue({
        code: 'custom',
        message: `Each quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
      })
      return z.NEVER
    }
    return line.variant ? { productId, variantId: line.variant, quantity } : { productId, quantity }
  })
export type OrderLineInput = z.output<typeof orderLineInputSchema>

export const shippingAddressInputSchema = z
  .object({
    fullName: optionalText(MAX_NAME_LENGTH, 'Full name'),
    email: optionalText(MAX_EMAIL_LENGTH, 'Email'),
    phone: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((phone) => phone || undefined)
      .pipe(phoneNumberSchema.optional()),
    address: optionalText(MAX_ADDRESS_LINE_LENGTH, 'Address'),
    addressLine1: optionalText(MAX_ADDRESS_LINE_LENGTH, 'Address'),
    addressLine2: optionalText(MAX_ADDRESS_LINE_LENGTH, 'Address line 2'),
    city: z
      .string({ error: 'City is required' })
      .trim()
      .min(1, 'City is required')
      .max(MAX_PLACE_LENGTH)
      .refine(hasNoControlCharacters, controlCharactersMessage('City')),
    state: optionalText(MAX_PLACE_LENGTH, 'State'),
    postalCode: z
      .string({ error: 'Postal code is required' })
      .trim()
      .min(1, 'Postal code is required')
      .regex(/^\d{1,10}$/, 'Invalid postal code'),
    country: shippingCountrySchema,
    /** A business buyer's GSTIN, of the address's state (as a saved address's). */
    gstin: addressGstinSchema,
  })
  .refine((address) => Boolean(address.address ?? address.addressLine1), {
    message: 'Address is required',
    path: ['address'],
  })
  .superRefine(refineAddressGstin)

export const MERGED_QUANTITY_MESSAGE = `You can order at most ${MAX_LINE_QUANTITY} of one product (lines of the same product are added together)`

/**
 * Lines of the same product (the same variant of it) become one line (the order stores one line per thing sold),
 * so the per-line limit applies to their sum, not to each line alone.
 */
function mergeLinesByProduct(lines: OrderLineInput[]): OrderLineInput[] {
  const merged = new Map<string, OrderLineInput>()
  for (const line of lines) {
    const key = line.variantId ?? line.productId
    const same = merged.get(key)
    merged.set(key, same ? { ...same, quantity: same.quantity + line.quantity } : line)
  }
  return [...merged.values()]
}

/** Fair drops: the line a shopper reads when an order would take more than a product's per-customer maximum. */
export function perCustomerLimitMessage(productName: string, max: number, alreadyBought: number): string {
  const earlier = alreadyBought > 0 ? ` You already have ${alreadyBought} in earlier orders.` : ''
  return `You can buy at most ${max} of "${productName}" per customer.${earlier}`
}

export const createOrderInputSchema = z
  .object({
    orderItems: z.array(orderLineInputSchema).optional(),
    items: z.array(orderLineInputSchema).optional(),
    shippingAddress: shippingAddressInputSchema.optional(),
    addressId: idSchema.optional(),
    paymentMethod: z
      .string({ error: 'Please choose a payment method' })
      .transform((method) => method.trim().toUpperCase())
      .pipe(
        z.enum(PAYMENT_METHODS, {
          error: 'Payment method must be Cash on Delivery (COD) or PhonePe (PHONEPE)',
        }),
      ),
    /** A discount code to use; the server checks it and computes the discount itself. Empty means none. */
    discountCode: z
      .string()
      .optional()
      .transform((code) => code?.trim() || undefined)
      .pipe(discountCodeSchema.optional()),
    /** A business buyer's GSTIN for the tax invoice; blank means none. */
    buyerGstin: buyerGstinSchema,
    // Sent by the web client and deliberately ignored: the server prices every order itself.
    itemsPrice: z.unknown().optional(),
    taxPrice: z.unknown().optional(),
    shippingPrice: z.unknown().optional(),
    totalPrice: z.unknown().optional(),
  })
  .transform(
    ({ orderItems, items, shippingAddress, addressId, paymentMethod, discountCode, buyerGstin }, context) => {
      const lines = orderItems ?? items ?? []
      if (lines.length === 0) {
        context.addIssue({ code: 'custom', message: 'Your cart is empty' })
        return z.NEVER
      }
      if (lines.length > MAX_ORDER_LINES) {
        context.addIssue({ code: 'custom', message: `An order can have at most ${MAX_ORDER_LINES} lines` })
        return z.NEVER
      }
      if (!shippingAddress && !addressId) {
        context.addIssue({ code: 'custom', message: 'Please select a shipping address' })
        return z.NEVER
      }
      const merged = mergeLinesByProduct(lines)
      if (merged.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
        context.addIssue({ code: 'custom', message: MERGED_QUANTITY_MESSAGE })
        return z.NEVER
      }
      return { lines: merged, shippingAddress, addressId, paymentMethod, discountCode, buyerGstin }
    },
  )
export type CreateOrderInput = z.output<typeof createOrderInputSchema>

/**
 * One product of a parcel that came back, and how many of it go back on sale (0: none); for a product with options,
 * the `variant` sold (needed only when the order holds more than one variant of the product).
 */
const restockLineSchema = z.object({
  product: idSchema,
  variant: idSchema.optional(),
  qty: z
    .number({ error: 'Please give how many go back in stock' })
    .int('Please give how many go back in stock')
    .min(0, 'Please give how many go back in stock')
    .max(MAX_LINE_QUANTITY, RESTOCK_MORE_THAN_SOLD_MESSAGE),
})

export const updateOrderStatusInputSchema = z
  .object({
    status: z
      .string({ error: 'Please select a status' })
      .trim()
      .min(1, 'Please select a status')
      .transform((status) => status.toLowerCase())
      .pipe(z.enum(ORDER_STATUSES, { error: 'Please select a status' })),
    trackingNumber: z
      .string()
      .trim()
      .max(MAX_TRACKING_NUMBER_LENGTH)
      .refine(hasNoControlCharacters, controlCharactersMessage('Tracking number'))
      .optional()
      .nullable(),
    /** The carrier of a shipment; left out (older clients), it is `other`. */
    carrier: z.enum(CARRIERS, { error: 'Please select a carrier' }).optional(),
    /**
     * With `returned` (return to origin): how many of each product (each variant) go back on sale; omitted,
     * every item does. A product left out goes back with none (a damaged parcel).
     */
    restock: z
      .array(restockLineSchema, { error: 'restock must be a list of {product, qty}' })
      .max(MAX_ORDER_LINES, 'restock must be a list of {product, qty}')
      .refine(
        (lines) => new Set(lines.map((line) => line.variant ?? line.product)).size === lines.length,
        'Each product may appear once in restock',
      )
      .optional(),
  })
  .refine((input) => input.status !== 'shipped' || Boolean(input.trackingNumber), {
    message: 'Please enter a tracking number',
    path: ['trackingNumber'],
  })
  .refine((input) => input.status === 'returned' || input.restock === undefined, {
    message: 'Items are restocked only when a parcel is marked returned',
    path: ['restock'],
  })
export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusInputSchema>

export const shippingAddressSchema = z.object({
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
})
export type ShippingAddress = z.infer<typeof shippingAddressSchema>

export const SUPPLY_TYPES = ['intra-state', 'inter-state'] as const

/** `refunded` and `partially_refunded` follow completed refunds. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** `phonepe`: through the gateway's refund API; `bank-transfer` and `upi`: paid by the shop, recorded with a reference. */
export const REFUND_METHODS = ['phonepe', 'bank-transfer', 'upi'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]
export const MANUAL_REFUND_METHODS = ['bank-transfer', 'upi'] as const

/**
 * One refund (rupees). Its GST credit note (creditNoteNumber, AV/CN/2026-27/000001) reverses the order's tax
 * in proportion: `creditNote` holds the reversed totals; creditNoteLines (credit-note.ts) gives them per line.
 */
export const refundSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  reference: z.string().nullable(),
  /** Why the gateway refused or failed it; null otherwise. */
  failureReason: z.string().nullable(),
  creditNoteNumber: z.string(),
  creditNote: z.object({
    taxableValue: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
  }),
  /** True for the refund the shop made by itself (a cancellation, a payment that arrived too late). */
  automatic: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
})
export type Refund = z.infer<typeof refundSchema>

export const MAX_REFUND_REASON_LENGTH = 200
export const MAX_REFUND_REFERENCE_LENGTH = 100
export const REFUND_REFERENCE_REQUIRED_MESSAGE = 'Please enter the bank or UPI transfer reference'
export const REFUND_ABOVE_REMAINING_MESSAGE = 'The refund is more than what is left to refund on this order'

/**
 * The reason of the automatic refund of a second payment: an order paid twice (two attempts that both went
 * through) keeps one payment and gives the other back whole. That money was never the order's, so the order stays
 * paid: neither its refunded sum nor what is left to refund counts this refund. The reason is its mark (no other
 * automatic refund is given it, and an admin's refund is never automatic), so the words must not change.
 */
export const DUPLICATE_PAYMENT_REFUND_REASON = 'The order had already been paid'

export function isDuplicatePaymentRefund(refund: { automatic: boolean; reason: string }): boolean {
  return refund.automatic && refund.reason === DUPLICATE_PAYMENT_REFUND_REASON
}

/** POST /orders/:id/refunds. `method` and `reference` matter only for an order not paid online. */
export const createRefundInputSchema = z.object({
  amount: rupeesSchema('The amount', {
    messages: {
      type: 'Please enter the amount to refund',
      tooLarge: 'The amount is too large',
      decimals: 'At most two decimals (paise)',
    },
  }),
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(MAX_REFUND_REASON_LENGTH, `At most ${MAX_REFUND_REASON_LENGTH} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage('Reason')),
  reference: z
    .string()
    .trim()
    .max(MAX_REFUND_REFERENCE_LENGTH, `At most ${MAX_REFUND_REFERENCE_LENGTH} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage('Reference'))
    .optional()
    .nullable()
    .transform((value) => value || undefined),
  method: z.enum(MANUAL_REFUND_METHODS, { error: 'Method must be bank-transfer or upi' }).optional(),
})
export type CreateRefundInput = z.output<typeof createRefundInputSchema>

/** The reasons a shopper picks from when cancelling; the server takes any short text. */
export const CANCEL_REASONS = [
  'I ordered by mistake',
  'I found a better price elsewhere',
  'I want to change the items or the address',
  'Delivery will take too long',
  'Other',
] as const
export const MAX_CANCEL_REASON_LENGTH = 200
export const PAYMENT_NOT_COMPLETED_REASON = 'The payment was not completed in time'
export const cancelOrderInputSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(MAX_CANCEL_REASON_LENGTH, `At most ${MAX_CANCEL_REASON_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('Reason'))
      .optional()
      .nullable()
      .transform((value) => value || undefined),
  })
  .optional()
  .transform((body) => ({ reason: body?.reason }))
export type CancelOrderInput = z.output<typeof cancelOrderInputSchema>
export const CANNOT_CANCEL_MESSAGE = 'This order can no longer be cancelled'
export const DELIVERED_ORDER_NOT_CANCELLED_MESSAGE =
  'A delivered order cannot be cancelled: what comes back is a return'
export const STAFF_CANNOT_REFUND_CANCEL_MESSAGE =
  'Cancelling this order refunds its payment, and only an admin may refund: please ask an admin to cancel it'
export const CANCELLED_ORDER_NOT_SENT_MESSAGE =
  'This order has been cancelled, so it cannot be shipped or delivered'
export const REFUNDED_ORDER_NOT_REOPENED_MESSAGE =
  'This order was paid and refunded when it was cancelled, so it cannot be reopened: the customer may order again'
export const ORDER_STATUS_CHANGED_MESSAGE = 'The order changed meanwhile: please look at it again'
export const HOLD_EXPIRED_MESSAGE = 'The time to pay for this order has run out'
export const NOTHING_TO_REFUND_MESSAGE = 'This order has not been paid, so there is nothing to refund'

/**
 * The GST inside one line, in rupees; null for orders placed before tax invoices. `discount` is the line's
 * share of the order's discount, and price × quantity − discount = taxableValue + cgst + sgst + igst.
 */
export const orderItemTaxSchema = z.object({
  hsnCode: z.string(),
  rate: z.number(),
  discount: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
})
export type OrderItemTax = z.infer<typeof orderItemTaxSchema>

export const orderItemSchema = z.object({
  _id: z.string(),
  product: z.string().nullable(),
  productId: z.string().nullable(),
  /** The variant sold, for a product with options (`name` then ends with its label); absent otherwise. */
  variant: z.object({ _id: z.string(), label: z.string() }).optional(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  qty: z.number(),
  quantity: z.number(),
  tax: orderItemTaxSchema.nullable(),
})

/** One charge on the tax invoice (rupees): its amount, tax included, = taxableValue + cgst + sgst + igst. */
export const orderChargeTaxSchema = z.object({
  charge: z.enum(ORDER_CHARGES),
  amount: z.number(),
  rate: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
})
export type OrderChargeTax = z.infer<typeof orderChargeTaxSchema>

/**
 * What the tax invoice prints about the supply, fixed when the order was placed; the amounts (rupees) are the
 * sums of the lines'. Null for orders placed before tax invoices.
 */
export const orderGstSchema = z.object({
  sellerGstin: z.string().nullable(),
  sellerState: z.string(),
  placeOfSupply: z.string(),
  placeOfSupplyCode: z.string(),
  supplyType: z.enum(SUPPLY_TYPES),
  buyerGstin: z.string().nullable(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  /**
   * Shipping and the cash-on-delivery fee, each charged, as lines of their own: taxed with the goods at the
   * highest rate among the order's lines. The amounts above include them.
   */
  charges: z.array(orderChargeTaxSchema),
})
export type OrderGst = z.infer<typeof orderGstSchema>

export const carrierSchema = z.enum(CARRIERS)

/** The carrier's public tracking page (`url`, null for `other`) for the order's tracking number. */
export const orderTrackingSchema = z.object({
  carrier: carrierSchema,
  number: z.string(),
  url: z.string().nullable(),
})

export const ORDER_TIMELINE_EVENTS = [
  'placed',
  'paid',
  'confirmed',
  'shipped',
  'out-for-delivery',
  'delivery-failed',
  'delivered',
  'cancelled',
  'refunded',
  'return-requested',
  'returned',
] as const
export type OrderTimelineEvent = (typeof ORDER_TIMELINE_EVENTS)[number]
/** The events nothing but the order's event log records (a carrier's webhook writes them). */
export const LOGGED_ORDER_EVENTS = ['out-for-delivery', 'delivery-failed'] as const
export type LoggedOrderEvent = (typeof LOGGED_ORDER_EVENTS)[number]

export const orderTimelineEntrySchema = z.object({
  at: z.string(),
  event: z.enum(ORDER_TIMELINE_EVENTS),
  note: z.string().optional(),
})
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /** The tax invoice's number, e.g. AV/2026-27/000123; null for orders placed before tax invoices. */
  invoiceNumber: z.string().nullable(),
  gst: orderGstSchema.nullable(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  userId: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderItems: z.array(orderItemSchema),
  items: z.array(orderItemSchema),
  itemsPrice: z.number(),
  shippingPrice: z.number(),
  /** What paying on delivery added (the shop's fee when it was placed); 0 for an order paid online. */
  codFee: z.number(),
  /** The GST included in totalPrice (screens label it "GST (included)"); 0 for orders before tax invoices. */
  taxPrice: z.number(),
  /** Rupees a discount code took off the items (0 without one); totalPrice already has it taken off. */
  discountPrice: z.number(),
  discountCode: z.string().nullable(),
  totalPrice: z.number(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier and its tracking page, whenever the order has a tracking number; null otherwise. */
  tracking: orderTrackingSchema.nullable(),
  /** 'YYYY-MM-DD' (Indian time) a shipped parcel should arrive by: the carrier's promise, else the zone's guess. */
  estimatedDelivery: z.string().nullable(),
  /**
   * What happened to the order, oldest first. One order's answer carries it; lists (My Orders, the admin's)
   * leave it out.
   */
  timeline: z.array(orderTimelineEntrySchema).optional(),
  shippingAddress: shippingAddressSchema,
  /**
   * An unpaid online order holds its stock until then; null once paid, for cash on delivery, and for orders
   * placed before holds. While it runs the shopper may pay again; when it passes the order is cancelled.
   */
  holdExpiresAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /**
   * A cash-on-delivery order placed while the shop asks for confirmation: `awaiting` the shopper's one click
   * until `confirmBy` (then cancelled, stock back), then `confirmed`; null for every other order.
   */
  codConfirmation: z.enum(COD_CONFIRMATION_STATES).nullable(),
  confirmBy: z.string().nullable(),
  /** Every refund of the order, oldest first. */
  refunds: z.array(refundSchema),
  /** Rupees refunded and completed. */
  refundedAmount: z.number(),
  /** Rupees that may still be refunded: what was paid less completed and pending refunds (0 when unpaid). */
  refundableAmount: z.number(),
  /** The shopper's return requests, oldest first. */
  returns: z.array(returnRequestSchema),
  /** Until when a return may be asked for (delivery + the return window); null when not delivered. */
  returnDeadline: z.string().nullable(),
  /** A pre-order's state and expected release; null for every other order. */
  preorder: orderPreorderSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Order = z.infer<typeof orderSchema>

/** GET /orders and GET /orders/export.csv: search matches order id, number, user id, address and city. */
export const orderListQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional(),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  /** One customer's orders (the admin user screen). */
  userId: idSchema.optional(),
  /** `awaiting`: online orders not paid yet and not cancelled; `refunded`: orders with a completed refund. */
  payment: z
    .enum(ORDER_PAYMENT_FILTERS, { error: `payment must be one of ${ORDER_PAYMENT_FILTERS.join(', ')}` })
    .optional(),
})
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

/** GET /orders/export.csv: the same filters as the list, every matching order (no paging). */
/** The month GSTR-1 is asked for: 'YYYY-MM' in the shop's calendar (IST), from GST's start in July 2017. */
export const GSTR1_MONTH_PATTERN = /^(20[1-9]\d)-(0[1-9]|1[0-2])$/
export const GSTR1_MONTH_MESSAGE = 'Month must be YYYY-MM, e.g. 2026-11'
export const gstr1QuerySchema = z.object({
  month: z
    .string({ error: GSTR1_MONTH_MESSAGE })
    .regex(GSTR1_MONTH_PATTERN, GSTR1_MONTH_MESSAGE)
    .refine((month) => month >= '2017-07', 'GST began in July 2017: choose 2017-07 or later'),
})

export const orderExportQuerySchema = orderListQuerySchema.pick({
  search: true,
  status: true,
  userId: true,
  payment: true,
})

export const orderListResponseSchema = pagedResponseSchema('orders', orderSchema, {
  success: z.literal(true),
  totalOrders: z.number().int(),
  totalSales: z.number(),
})
export type OrderListResponse = z.infer<typeof orderListResponseSchema>

/**
 * An order as the web app reads it: orderSchema, except that an order without a status, or with one this
 * build does not know (a newer server's), is kept and shown with a derived or its own label (order-display.ts)
 * rather than refused whole, and so is a timeline event it does not know. The server always answers orderSchema.
 */
export const orderAnswerSchema = orderSchema
  .extend({
    status: z.string().optional(),
    timeline: z.array(orderTimelineEntrySchema.extend({ event: z.string() })).optional(),
  })
  // The screens read the status only through order-display.ts, which takes any value (missing or unknown), and
  // name a timeline's event this build does not know by its own word (order-timeline.tsx).
  .transform(({ status, timeline, ...order }) => ({
    ...order,
    status: status as OrderStatus,
    timeline: timeline as Order['timeline'],
  }))
export const orderListAnswerSchema = pagedResponseSchema('orders', orderAnswerSchema, {
  success: z.literal(true),
  totalOrders: z.number().int(),
  totalSales: z.number(),
})
