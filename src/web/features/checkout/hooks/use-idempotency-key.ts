import { useCallback, useRef } from 'react'

/**
 * A random key for the Idempotency-Key header. crypto.randomUUID exists only in secure contexts (HTTPS or
 * localhost); a shop opened over plain HTTP on a LAN address still needs a key, so fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * One key per checkout attempt: the same order payload keeps its key, so a double click or a retry after a
 * lost answer gives back the first order instead of a second one; a changed payload (another address, method
 * or cart) is a new attempt with a new key. `forget` starts afresh once an order is done with.
 */
export function useIdempotencyKey() {
  const current = useRef<{ signature: string; key: string } | null>(null)

  const keyFor = useCallback((payload: unknown): string => {
    const signature = JSON.stringify(payload)
    if (current.current?.signature !== signature) current.current = { signature, key: newIdempotencyKey() }
    return current.current.key
  }, [])

  const forget = useCallback(() => {
    current.current = null
  }, [])

  return { keyFor, forget }
}
