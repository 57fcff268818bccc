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

type Listener = () => void

/**
 * The one cart of the shop: loaded from localStorage `cart` once, saved on every change, and kept in step
 * with other open tabs through the storage event.
 */
export function createCartStore(storage: Storage | undefined = globalThis.localStorage) {
  let items: CartItem[] = parseStoredCart(storage?.getItem(STORAGE_KEYS.cart) ?? null)
  const listeners = new Set<Listener>()

  const notify = () => listeners.forEach((listener) => listener())
  const commit = (next: CartItem[]) => {
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
    items = parseStoredCart(event.key === null ? null : event.newValue)
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
    add: (product: CartProduct, quantity = 1) => commit(addToCart(items, product, quantity)),
    updateQuantity: (productId: string, quantity: number) =>
      commit(updateCartQuantity(items, productId, quantity)),
    remove: (productId: string) => commit(removeFromCart(items, productId)),
    clear: () => commit([]),
  }
}

export type CartStore = ReturnType<typeof createCartStore>

export const cartStore = createCartStore()

/** The cart and its actions, for any screen. */
export function useCart(store: CartStore = cartStore) {
  const items = useSyncExternalStore(store.subscribe, store.getItems, store.getItems)
  return {
    items,
    totalQuantity: cartQuantity(items),
    subtotal: cartSubtotal(items),
    addItem: store.add,
    updateQuantity: store.updateQuantity,
    removeItem: store.remove,
    clearCart: store.clear,
  }
}
