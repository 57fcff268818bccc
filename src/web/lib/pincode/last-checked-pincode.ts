/**
 * The PIN code the shopper last checked delivery for, kept in localStorage so that the next product page can
 * fill it in. Only a PIN the shopper asked about is kept; storage that is blocked or full simply forgets it.
 */
export const LAST_CHECKED_PINCODE_KEY = 'lastCheckedPincode'

export function readLastCheckedPincode(): string {
  try {
    return localStorage.getItem(LAST_CHECKED_PINCODE_KEY) ?? ''
  } catch {
    return ''
  }
}

export function rememberCheckedPincode(pin: string): void {
  try {
    localStorage.setItem(LAST_CHECKED_PINCODE_KEY, pin)
  } catch {
    // Remembering is a convenience; the check itself has already been made.
  }
}
