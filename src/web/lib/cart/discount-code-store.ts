import { useSyncExternalStore } from 'react'

export const DISCOUNT_CODE_STORAGE_KEY = 'discountCode'

type Listener = () => void

function readStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    // Storage can be blocked outright (privacy settings); the code then lives for this page only.
    return undefined
  }
}

/**
 * The discount code the shopper applied to the cart, kept in sessionStorage so that it survives a reload and
 * the way through checkout, and is gone when the tab is closed. The server checks it again for every cart and
 * for the order, so what is stored here is only the shopper's choice, never a price.
 */
export function createDiscountCodeStore(storage: Storage | undefined = readStorage()) {
  let code: string | null = storage?.getItem(DISCOUNT_CODE_STORAGE_KEY) || null
  const listeners = new Set<Listener>()

  const commit = (next: string | null) => {
    if (next === code) return
    code = next
    try {
      if (next) storage?.setItem(DISCOUNT_CODE_STORAGE_KEY, next)
      else storage?.removeItem(DISCOUNT_CODE_STORAGE_KEY)
    } catch {
      // A full or blocked storage must not stop the code from applying on this page.
    }
    listeners.forEach((listener) => listener())
  }

  return {
    getCode: () => code,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set: (next: string) => commit(next.trim().toUpperCase() || null),
    clear: () => commit(null),
  }
}

export type DiscountCodeStore = ReturnType<typeof createDiscountCodeStore>

export const discountCodeStore = createDiscountCodeStore()

/** The applied code (upper case) or null, with the actions to apply and remove one. */
export function useDiscountCode(store: DiscountCodeStore = discountCodeStore) {
  const code = useSyncExternalStore(store.subscribe, store.getCode, store.getCode)
  return { code, applyCode: store.set, removeCode: store.clear }
}
