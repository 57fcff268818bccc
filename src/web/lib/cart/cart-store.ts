import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@common/constants'
import {
  addToCart,
  cartLineKey,
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
 * null when the product has none or the line was added before the shop knew of it, and whether it is a pre-order
 * with its expected release (YYYY-MM-DD), which checkout needs: a pre-order is ordered on its own and paid online.
 */
export type ShopCartItem = CartItem & {
  maxPerCustomer: number | null
  isPreorder: boolean
  releaseDate: string | null
}

/**
 * What "add to cart" is handed: any product will do; its per-customer maximum and pre-order fields are kept when
 * it has them.
 */
export type ShopCartProduct = CartProduct & {
  maxPerCustomer?: number | null
  isPreorder?: boolean
  releaseDate?: string | null
}

type LineFacts = Pick<ShopCartItem, 'maxPerCustomer' | 'isPreorder' | 'releaseDate'>

function readLimit(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

function readFacts(line: Partial<ShopCartProduct>): LineFacts {
  return {
    maxPerCustomer: readLimit(line.maxPerCustomer),
    isPreorder: line.isPreorder === true,
    releaseDate:
      typeof line.releaseDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(line.releaseDate)
        ? line.releaseDate
        : null,
  }
}

const NO_FACTS: LineFacts = { maxPerCustomer: null, isPreorder: false, releaseDate: null }

// A line never holds more than the product's per-customer maximum; the shared rules keep it within the stock.
function withinCap(items: CartItem[], facts: ReadonlyMap<string, LineFacts>): ShopCartItem[] {
  return items.map((item) => {
    const lineFacts = facts.get(cartLineKey(item)) ?? NO_FACTS
    const { maxPerCustomer } = lineFacts
    const quantity = maxPerCustomer === null ? item.quantity : Math.min(item.quantity, maxPerCustomer)
    return { ...item, ...lineFacts, quantity }
  })
}

function factsOf(items: ShopCartItem[]): Map<string, LineFacts> {
  return new Map(
    items.map((item) => [
      cartLineKey(item),
      { maxPerCustomer: item.maxPerCustomer, isPreorder: item.isPreorder, releaseDate: item.releaseDate },
    ]),
  )
}

function readStoredItems(stored: string | null): ShopCartItem[] {
  const items = parseStoredCart(stored)
  // parseStoredCart keeps every stored field, so what was saved with a line comes back with it.
  return withinCap(items, new Map(items.map((item) => [cartLineKey(item), readFacts(item)])))
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
      const facts = factsOf(items)
      // A product handed without a field (an older screen) leaves what the line already knew of it.
      const known = facts.get(cartLineKey(product)) ?? NO_FACTS
      const handed = readFacts(product)
      facts.set(cartLineKey(product), {
        maxPerCustomer: product.maxPerCustomer === undefined ? known.maxPerCustomer : handed.maxPerCustomer,
        isPreorder: product.isPreorder === undefined ? known.isPreorder : handed.isPreorder,
        releaseDate: product.releaseDate === undefined ? known.releaseDate : handed.releaseDate,
      })
      commit(withinCap(addToCart(items, product, quantity), facts))
    },
    /** `lineKey` is the line's `cartLineKey`: its variant's id, or its product's for a product sold as itself. */
    updateQuantity: (lineKey: string, quantity: number) =>
      commit(withinCap(updateCartQuantity(items, lineKey, quantity), factsOf(items))),
    remove: (lineKey: string) => commit(withinCap(removeFromCart(items, lineKey), factsOf(items))),
    /** The lines of an order just placed leave (by their line keys); the rest (a pre-order waiting) stays. */
    removeMany: (lineKeys: readonly string[]) =>
      commit(items.filter((item) => !lineKeys.includes(cartLineKey(item)))),
    clear: () => commit([]),
  }
}

export type CartStore = ReturnType<typeof createCartStore>

export const cartStore = createCartStore()

/**
 * The cart and its actions, for any screen. Emptying the cart, or taking an order's lines out of it, also forgets
 * its discount code.
 */
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
    /** An order was placed with these lines (their keys): they leave the cart, and the code it used is forgotten. */
    removeOrdered: (lineKeys: readonly string[]) => {
      store.removeMany(lineKeys)
      discountCodeStore.clear()
    },
  }
}
