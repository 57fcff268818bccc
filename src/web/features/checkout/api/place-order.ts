import { cartLineName, type CartItem } from '@common/cart'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import { orderAnswerSchema, type Order, type PaymentMethod } from '@common/schemas/order'
import { api } from '../../../api/http-client'
import { toOrderShippingFields, type OrderShippingFields, type ShippingChoice } from '../shipping-choice'

interface OrderLinePayload {
  _id: string
  product: string
  name: string
  image: string
  price: number
  qty: number
  /** The variant ordered, for a product with options. */
  variant?: string
}

/**
 * The order payload the shop's API documents. The server prices the order itself from its own
 * catalogue; the prices here only keep the payload in that documented shape.
 */
export type PlaceOrderPayload = OrderShippingFields & {
  orderItems: OrderLinePayload[]
  paymentMethod: PaymentMethod
  itemsPrice: number
  taxPrice: number
  shippingPrice: number
  totalPrice: number
  /** The applied discount code; the server checks it again and computes the discount itself. */
  discountCode?: string
  /** A business buyer's GSTIN for the tax invoice, checked in the browser and again by the server. */
  buyerGstin?: string
}

export function buildOrderPayload(
  items: CartItem[],
  shipping: ShippingChoice,
  paymentMethod: PaymentMethod,
  subtotal: number,
  discountCode: string | null = null,
  buyerGstin: string | null = null,
): PlaceOrderPayload {
  return {
    orderItems: items.map((item) => ({
      _id: item._id,
      product: item._id,
      name: cartLineName(item),
      image: item.images[0] ?? PLACEHOLDER_IMAGE,
      price: item.price,
      qty: item.quantity,
      ...(item.variant !== undefined && { variant: item.variant }),
    })),
    ...toOrderShippingFields(shipping),
    paymentMethod,
    itemsPrice: subtotal,
    taxPrice: 0,
    shippingPrice: 0,
    totalPrice: subtotal,
    ...(discountCode ? { discountCode } : {}),
    ...(buyerGstin ? { buyerGstin } : {}),
  }
}

export function placeOrder(payload: PlaceOrderPayload, idempotencyKey: string): Promise<Order> {
  return api.post('/orders', payload, orderAnswerSchema, { headers: { 'Idempotency-Key': idempotencyKey } })
}
