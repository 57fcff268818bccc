import type { Order } from '@common/schemas/order'

/** What /order-confirmation is handed through the router's location state. */
export interface OrderConfirmationState {
  orderId: string
  orderNumber: string
  total: number
  /** Rupees the discount code took off (0 without one); `total` is after it. */
  discountPrice: number
  discountCode: string | null
  /** Lower-cased: cod, upi, card, netbanking or phonepe. */
  paymentMethod: string
  /** Formatted en-IN, e.g. "15 January 2025". */
  orderDate: string
}

export const ORDER_CONFIRMATION_PATH = '/order-confirmation'

export function formatOrderDate(isoDate: string): string {
  const date = new Date(isoDate)
  const shown = Number.isNaN(date.getTime()) ? new Date() : date
  return shown.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })
}

export function toConfirmationState(
  order: Order,
  paymentMethod: string = order.paymentMethod,
): OrderConfirmationState {
  return {
    orderId: order._id,
    orderNumber: order.orderNumber || order._id,
    total: order.totalPrice,
    discountPrice: order.discountPrice,
    discountCode: order.discountCode,
    paymentMethod: paymentMethod.toLowerCase(),
    orderDate: formatOrderDate(order.createdAt),
  }
}

/** The state if it has what the page shows, otherwise null (a visit typed in, or a stale history entry). */
export function readConfirmationState(state: unknown): OrderConfirmationState | null {
  if (typeof state !== 'object' || state === null) return null
  const candidate = state as Partial<Record<keyof OrderConfirmationState, unknown>>
  if (typeof candidate.orderNumber !== 'string' || candidate.orderNumber === '') return null
  if (typeof candidate.total !== 'number' || !Number.isFinite(candidate.total)) return null
  if (typeof candidate.paymentMethod !== 'string') return null
  return {
    orderId: typeof candidate.orderId === 'string' ? candidate.orderId : '',
    orderNumber: candidate.orderNumber,
    total: candidate.total,
    ...readDiscount(candidate.discountPrice, candidate.discountCode),
    paymentMethod: candidate.paymentMethod,
    orderDate: typeof candidate.orderDate === 'string' ? candidate.orderDate : '',
  }
}

// A state written before discounts existed (an old history entry) reads as an order without one.
function readDiscount(
  price: unknown,
  code: unknown,
): Pick<OrderConfirmationState, 'discountPrice' | 'discountCode'> {
  const hasDiscount =
    typeof price === 'number' && Number.isFinite(price) && price > 0 && typeof code === 'string'
  return hasDiscount ? { discountPrice: price, discountCode: code } : { discountPrice: 0, discountCode: null }
}
