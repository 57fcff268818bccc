import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@common/constants'
import {
  addToCart,
  cartQuantity,
  cartSubtotal,
  parseStoredCart,
  removeFromCart,
  updateCartQuantity,
  type CartItem,
  type CartProduct,
} from '@common/cart'
import { discountCodeStore } from './discount-code-store'

type Listener = () => void

/**
 * A cart line as the shop keeps it: the shared cart item plus the product's per-customer maximum (fair drops),
 * null when the product has none or the line was added before the shop knew of it.
 */
export type ShopCartItem = CartItem & { maxPerCustomer: number | null }

/** What "add to cart" is handed: any product will do, and its per-customer maximum is kept when it has one. */
export type ShopCartProduct = CartProduct & { maxPerCustomer?: number | null }

function readLimit(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

// A line never holds more than the product's per-customer maximum; the shared rules keep it within the stock.
function withinCap(items: CartItem[], limits: ReadonlyMap<string, number | null>): ShopCartItem[] {
  return items.map((item) => {
    const maxPerCustomer = limits.get(item._id) ?? null
    const quantity = maxPerCustomer === null ? item.quantity : Math.min(item.quantity, maxPerCustomer)
    return { ...item, maxPerCustomer, quantity }
  })
}

function limitsOf(items: ShopCartItem[]): Map<string, number | null> {
  return new Map(items.map((item) => [item._id, item.maxPerCustomer]))
}

function readStoredItems(stored: string | null): ShopCartItem[] {
  const items = parseStoredCart(stored)
  // parseStoredCart keeps every stored field, so the maximum saved with a line comes back with it.
  const limits = new Map(
    items.map((item) => [item._id, readLimit((item as Partial<ShopCartItem>).maxPerCustomer)]),
  )
  return withinCap(items, limits)
}

/**
 * The one cart of the shop: loaded from localStorage `cart` once, saved on every change, and kept in step
 * with other open tabs through the storage event.
 */
export function createCartStore(storage: Storage | undefined = globalThis.localStorage) {
  let items: ShopCartItem[] = readStoredItems(storage?.getItem(STORAGE_KEYS.cart) ?? null)
  const listeners = new Set<Listener>()

  const notify = () => listeners.forEach((listener) => listener())
  const commit = (next: ShopCartItem[]) => {
    items = next
    try {
      storage?.setItem(STORAGE_KEYS.cart, JSON.stringify(items))
    } catch {
      // A full or blocked storage must not break the cart on this page.
    }
    notify()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.cart && event.key !== null) return
    items = readStoredItems(event.key === null ? null : event.newValue)
    notify()
  }

  return {
    getItems: () => items,
    subscribe(listener: Listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage)
      }
    },
    add: (product: ShopCartProduct, quantity = 1) => {
      const limits = limitsOf(items)
      if (product.maxPerCustomer !== undefined) limits.set(product._id, readLimit(product.maxPerCustomer))
      commit(withinCap(addToCart(items, product, quantity), limits))
    },
    updateQuantity: (productId: string, quantity: number) =>
      commit(withinCap(updateCartQuantity(items, productId, quantity), limitsOf(items))),
    remove: (productId: string) => commit(withinCap(removeFromCart(items, productId), limitsOf(items))),
    clear: () => commit([]),
  }
}

export type CartStore = ReturnType<typeof createCartStore>

export const cartStore = createCartStore()

/** The cart and its actions, for any screen. Emptying the cart (an order placed) also forgets its discount code. */
export function useCart(store: CartStore = cartStore) {
  const items = useSyncExternalStore(store.subscribe, store.getItems, store.getItems)
  return {
    items,
    totalQuantity: cartQuantity(items),
    subtotal: cartSubtotal(items),
    addItem: store.add,
    updateQuantity: store.updateQuantity,
    removeItem: store.remove,
    clearCart: () => {
      store.clear()
      discountCodeStore.clear()
    },
  }
}
