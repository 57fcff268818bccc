/** The cart's rules (quantities, stock, totals), pure so that the store, the screens and the tests share them. */

import { soldItemName } from './variants'

/**
 * A cart line: a product sold as itself, or one variant of a product with options (`variant`, its id, with its
 * label; the price, stock and pictures are then the variant's). `_id` is always the product's.
 */
export type CartItem = {
  _id: string
  id: string
  name: string
  price: number
  originalPrice: number
  images: string[]
  stock: number
  quantity: number
  variant?: string
  variantLabel?: string
}

export type CartProduct = Omit<CartItem, 'quantity' | 'id'> & { id?: string }

/** What names a line in the cart: its variant when it has one (two editions are two lines), else its product. */
export function cartLineKey(item: Pick<CartItem, '_id' | 'variant'>): string {
  return item.variant ?? item._id
}

/** What the cart and checkout print for a line: "Figure — Deluxe" for a variant, the product's name otherwise. */
export function cartLineName(item: Pick<CartItem, 'name' | 'variantLabel'>): string {
  return soldItemName(item.name, item.variantLabel)
}

/** Never more than the stock (when the stock is known to be positive), never fewer than 1. */
function clampToStock(quantity: number, stock: number): number {
  return stock > 0 ? Math.min(quantity, stock) : quantity
}

/** Adding an item already present raises its quantity; otherwise it is appended. */
export function addToCart(items: CartItem[], product: CartProduct, quantity = 1): CartItem[] {
  if (quantity <= 0) return items
  const key = cartLineKey(product)
  const existing = items.find((item) => cartLineKey(item) === key)
  if (existing) {
    return items.map((item) =>
      cartLineKey(item) === key
        ? {
            ...item,
            stock: product.stock,
            price: product.price,
            quantity: clampToStock(item.quantity + quantity, product.stock),
          }
        : item,
    )
  }
  const item: CartItem = {
    _id: product._id,
    id: product._id,
    name: product.name,
    price: product.price,
    originalPrice: product.originalPrice,
    images: product.images,
    stock: product.stock,
    quantity: clampToStock(quantity, product.stock),
    ...(product.variant !== undefined && {
      variant: product.variant,
      variantLabel: product.variantLabel ?? '',
    }),
  }
  return [...items, item]
}

/** A quantity of 0 or less removes the item. `lineKey` is the line's `cartLineKey` (its product's id if no variant). */
export function updateCartQuantity(items: CartItem[], lineKey: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeFromCart(items, lineKey)
  return items.map((item) =>
    cartLineKey(item) === lineKey ? { ...item, quantity: clampToStock(quantity, item.stock) } : item,
  )
}

export function removeFromCart(items: CartItem[], lineKey: string): CartItem[] {
  return items.filter((item) => cartLineKey(item) !== lineKey)
}

export function cartQuantity(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** In rupees, summed in paise so that 0.1 + 0.2 stays 0.30. */
export function cartSubtotal(items: CartItem[]): number {
  return items.reduce((paise, item) => paise + Math.round(item.price * 100) * item.quantity, 0) / 100
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item._id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    (item.variant === undefined || typeof item.variant === 'string')
  )
}

/**
 * A stored value is accepted only if it is an array with items; malformed entries are dropped. Carts stored before
 * variants have no `variant` and read as before.
 */
export function parseStoredCart(stored: string | null): CartItem[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    if (!Array.isArray(parsed) || parsed.length === 0) return []
    return parsed.filter(isCartItem).map((item) => ({
      ...item,
      id: item._id,
      originalPrice: typeof item.originalPrice === 'number' ? item.originalPrice : item.price,
      images: Array.isArray(item.images) ? item.images.filter((image) => typeof image === 'string') : [],
      stock: typeof item.stock === 'number' ? item.stock : 0,
      ...(item.variant !== undefined && {
        variantLabel: typeof item.variantLabel === 'string' ? item.variantLabel : '',
      }),
    }))
  } catch {
    return []
  }
}
