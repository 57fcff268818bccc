import { MAX_LINE_QUANTITY } from '@common/schemas/order'
import type { ShopCartItem } from './cart-store'

/**
 * The most of one product a cart line can hold: its stock when known, the product's per-customer maximum, and
 * never more than an order line allows. Kept apart from the store so that the store (in the first bundle) does not
 * pull in the order schemas.
 */
export function maxLineQuantity(item: Pick<ShopCartItem, 'stock' | 'maxPerCustomer'>): number {
  const stockCap = item.stock > 0 ? item.stock : MAX_LINE_QUANTITY
  return Math.min(stockCap, item.maxPerCustomer ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY)
}
