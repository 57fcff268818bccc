import { STORAGE_KEYS } from '@common/constants'
import type { User } from '@common/schemas/auth'
import { readUser } from './read-user'

/*
 * The access token and the signed-in user live in localStorage under the keys `token` and `user`.
 * Storage can be unavailable (private mode, blocked cookies), so every access tolerates failure:
 * the shop then works for the current page view only.
 */

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the session still lives in memory.
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing to do: storage that cannot be read holds nothing to remove.
  }
}

export function readStoredToken(): string | null {
  return readItem(STORAGE_KEYS.token) || null
}

export function storeToken(token: string): void {
  writeItem(STORAGE_KEYS.token, token)
}

/** The stored user, or null when absent or not a user (an old or tampered value). */
export function readStoredUser(): User | null {
  const raw = readItem(STORAGE_KEYS.user)
  if (!raw) return null
  try {
    return readUser(JSON.parse(raw))
  } catch {
    return null
  }
}

export function storeUser(user: User): void {
  writeItem(STORAGE_KEYS.user, JSON.stringify(user))
}

export function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.token)
  removeItem(STORAGE_KEYS.user)
}
