import { preorderLabel } from '@common/catalogue-attributes'
import type { ShopCartItem } from './cart-store'

/**
 * A pre-order travels alone (the server refuses an order mixing it with anything else, 409), so checkout takes
 * the cart in turns: `now` what the next order holds, `later` what stays in the cart for an order of its own.
 * The other items go first, since they can ship at once; a cart of pre-orders only checks out the first added.
 */
export interface CheckoutSplit {
  now: ShopCartItem[]
  later: ShopCartItem[]
}

export function splitForCheckout(items: ShopCartItem[]): CheckoutSplit {
  const preorders = items.filter((item) => item.isPreorder)
  if (preorders.length === 0) return { now: items, later: [] }
  const others = items.filter((item) => !item.isPreorder)
  if (others.length > 0) return { now: others, later: preorders }
  return { now: preorders.slice(0, 1), later: preorders.slice(1) }
}

/** Whether the next order is a pre-order (paid online only). */
export function isPreorderCheckout(split: CheckoutSplit): boolean {
  return split.now.some((item) => item.isPreorder)
}

/** "Pre-order — expected March 2027" on a pre-order's cart line; "Pre-order" when its date is not known. */
export function cartPreorderLabel(item: Pick<ShopCartItem, 'isPreorder' | 'releaseDate'>): string | null {
  if (!item.isPreorder) return null
  return item.releaseDate ? preorderLabel(item.releaseDate) : 'Pre-order'
}

function quotedNames(items: ShopCartItem[]): string {
  const names = items.map((item) => `"${item.name}"`)
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * What the next checkout takes and what waits, in a sentence: "Checkout takes your other items now; "Gojo 1/7"
 * stays in your cart for its own checkout next." Empty when nothing waits.
 */
export function checkoutTurnText(split: CheckoutSplit): string {
  if (split.later.length === 0) return ''
  const takes = isPreorderCheckout(split) ? quotedNames(split.now) : 'your other items'
  const waits = quotedNames(split.later)
  const staysText =
    split.later.length === 1
      ? 'stays in your cart for its own checkout next'
      : 'stay in your cart, each for its own checkout next'
  return `Checkout takes ${takes} now; ${waits} ${staysText}.`
}
