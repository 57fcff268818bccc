/** The cart's rules (quantities, stock, totals), pure so that the store, the screens and the tests share them. */

export type CartItem = {
  _id: string
  id: string
  name: string
  price: number
  originalPrice: number
  images: string[]
  stock: number
  quantity: number
}

export type CartProduct = Omit<CartItem, 'quantity' | 'id'> & { id?: string }

/** Never more than the stock (when the stock is known to be positive), never fewer than 1. */
function clampToStock(quantity: number, stock: number): number {
  return stock > 0 ? Math.min(quantity, stock) : quantity
}

/** Adding an item already present raises its quantity; otherwise it is appended. */
export function addToCart(items: CartItem[], product: CartProduct, quantity = 1): CartItem[] {
  if (quantity <= 0) return items
  const existing = items.find((item) => item._id === product._id)
  if (existing) {
    return items.map((item) =>
      item._id === product._id
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
  }
  return [...items, item]
}

/** A quantity of 0 or less removes the item. */
export function updateCartQuantity(items: CartItem[], productId: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeFromCart(items, productId)
  return items.map((item) =>
    item._id === productId ? { ...item, quantity: clampToStock(quantity, item.stock) } : item,
  )
}

export function removeFromCart(items: CartItem[], productId: string): CartItem[] {
  return items.filter((item) => item._id !== productId)
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
    item.quantity > 0
  )
}

/** A stored value is accepted only if it is an array with items; malformed entries are dropped. */
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
    }))
  } catch {
    return []
  }
}
