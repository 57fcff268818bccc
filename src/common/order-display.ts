import { ORDER_STATUSES, type OrderStatus } from './constants'
import type { PaymentStatus, RefundMethod, ShippingAddress } from './schemas/order'

/**
 * How orders are shown to people: the status a screen displays, the
 * payment status, badge colours and the short order numbers. Shared by the customer and admin screens.
 */

/** What a screen knows about an order's state; older or partial records may lack `status`. */
export interface OrderStateFields {
  status?: string | null
  isPaid?: boolean | null
  isDelivered?: boolean | null
}

/** Shown when a status is present but none of ORDER_STATUSES: each screen has its own fallback. */
export type UnrecognisedStatusFallback = OrderStatus | 'unknown'
export type DisplayedOrderStatus = OrderStatus | 'unknown'

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Delivered if delivered, processing if paid, otherwise pending: the status of an order that names none. */
export function deriveOrderStatus({ isPaid, isDelivered }: OrderStateFields): OrderStatus {
  if (isDelivered) return 'delivered'
  if (isPaid) return 'processing'
  return 'pending'
}

/**
 * The status to display: the order's own when it is one of ORDER_STATUSES, derived when missing, and the
 * screen's fallback when it is something else (pending on the customer list, processing on the
 * customer detail page, unknown on the admin table).
 */
export function resolveOrderStatus(
  order: OrderStateFields,
  whenUnrecognised: UnrecognisedStatusFallback,
): DisplayedOrderStatus {
  const status = typeof order.status === 'string' ? order.status.trim().toLowerCase() : ''
  if (status === '') return deriveOrderStatus(order)
  return isOrderStatus(status) ? status : whenUnrecognised
}

/** The customer order list: pending for an unknown status. */
export function listOrderStatus(order: OrderStateFields): DisplayedOrderStatus {
  return resolveOrderStatus(order, 'pending')
}

/** The customer order detail page: Processing for an unknown status. */
export function detailOrderStatus(order: OrderStateFields): DisplayedOrderStatus {
  return resolveOrderStatus(order, 'processing')
}

export type ShownPaymentStatus = 'completed' | 'pending'

/** Completed if paid, otherwise pending. */
export function shownPaymentStatus({ isPaid }: Pick<OrderStateFields, 'isPaid'>): ShownPaymentStatus {
  return isPaid ? 'completed' : 'pending'
}

export const ORDER_STATUS_LABELS: Record<DisplayedOrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  unknown: 'Unknown',
}

/** What a payment badge says: paid or not, and once money went back, refunded in full or in part. */
export type DisplayedPaymentStatus = ShownPaymentStatus | 'refunded' | 'partially_refunded'

/**
 * Refunded or Partly refunded once a refund completed (the server's `paymentStatus`), otherwise completed if paid
 * and pending if not, as `shownPaymentStatus` says.
 */
export function displayedPaymentStatus(order: {
  isPaid?: boolean | null
  paymentStatus?: PaymentStatus | string | null
}): DisplayedPaymentStatus {
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'partially_refunded')
    return order.paymentStatus
  return shownPaymentStatus(order)
}

export const PAYMENT_STATUS_LABELS: Record<DisplayedPaymentStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
}

/** How a refund reaches the shopper: back through PhonePe, or paid by the shop by bank or UPI transfer. */
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  phonepe: 'PhonePe (original payment method)',
  'bank-transfer': 'Bank transfer',
  upi: 'UPI',
}

/** The label of a refund method, or the value as given when this build does not know it. */
export function refundMethodLabel(method: string): string {
  return (REFUND_METHOD_LABELS as Record<string, string>)[method] ?? method
}

export function orderStatusLabel(status: DisplayedOrderStatus): string {
  return ORDER_STATUS_LABELS[status]
}

export type StatusTone = 'green' | 'red' | 'blue' | 'yellow'

/** Badge colours: delivered green, cancelled and returned (to origin) red, shipped blue, every other status yellow. */
export function orderStatusTone(status: DisplayedOrderStatus): StatusTone {
  switch (status) {
    case 'delivered':
      return 'green'
    case 'cancelled':
    case 'returned':
      return 'red'
    case 'shipped':
      return 'blue'
    default:
      return 'yellow'
  }
}

/** The order number on the customer list: the last 6 characters of the id, upper case. */
export function listOrderNumber(orderId: string): string {
  return orderId.slice(-6).toUpperCase()
}

/** The order number on both detail pages: the first 8 characters of the id, upper case. */
export function detailOrderNumber(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase()
}

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  COD: 'Cash on Delivery',
  PHONEPE: 'PhonePe',
}

/** "Cash on Delivery" for COD, "PhonePe" for PHONEPE, otherwise the value as given. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method.trim().toUpperCase()] ?? method
}

export const GST_INCLUDED_LABEL = 'GST (included)'
export const PLAIN_TAX_LABEL = 'Tax'

/**
 * The label of an order's tax row. Prices include GST, so for an order placed with GST figures the row is the GST
 * inside the total, not something added to it; an order from before GST invoicing (gst null) keeps "Tax".
 */
export function orderTaxLabel(order: { gst?: object | null }): string {
  return order.gst ? GST_INCLUDED_LABEL : PLAIN_TAX_LABEL
}

// The shop's dates are India's, wherever the page is read or the server runs: an order placed at 12:30 am IST
// was placed that day, as its timeline says.
const orderDateFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** "15 January 2025" in Indian time, or null for a missing or unreadable date (never "Invalid Date" on screen). */
export function formatOrderDate(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? null : orderDateFormatter.format(date)
}

export interface AddressLineFields {
  address?: string | null
  addressLine1?: string | null
  addressLine2?: string | null
  city?: string | null
  state?: string | null
  postalCode?: string | null
}

/** "12 MG Road, Indiranagar, Bengaluru, Karnataka 560001": an address on one line, blanks skipped. */
export function formatAddressLine(address: AddressLineFields | null | undefined): string {
  if (!address) return ''
  const statePostal = [address.state, address.postalCode].filter(hasText).join(' ')
  return [address.addressLine1 || address.address, address.addressLine2, address.city, statePostal]
    .filter(hasText)
    .map((part) => part.trim())
    .join(', ')
}

function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** A delivery address as invoices and mails print it, one line each, blank parts left out. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [
    address.fullName,
    address.addressLine1 || address.address,
    address.addressLine2,
    cityLine,
    address.country,
    address.phone ? `Phone: ${address.phone}` : null,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '')
}
