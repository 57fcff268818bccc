import { useRef, useState } from 'react'
import { isValidGstin, normaliseGstin } from '@common/gst'

export const INVALID_GSTIN_MESSAGE = 'Please enter a valid GSTIN'

/** What the order is sent with: a checked GSTIN, none, or nothing yet because the one typed is not valid. */
export type BuyerGstinCheck = { isValid: true; gstin: string | null } | { isValid: false }

/**
 * The optional GSTIN of a business buyer, printed on the tax invoice. Checked in the browser with the same
 * checksum the server applies (the server checks it again): on leaving the field, and before the order is placed.
 * Closing the disclosure means "no GSTIN", though what was typed stays for reopening.
 */
export function useBuyerGstin() {
  const [isOpen, setIsOpen] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)
  const inputRef = useRef<HTMLInputElement>(null)

  const errorFor = (text: string) => {
    const gstin = normaliseGstin(text)
    return gstin === '' || isValidGstin(gstin) ? undefined : INVALID_GSTIN_MESSAGE
  }

  return {
    isOpen,
    value,
    error,
    inputRef,
    toggle: () => {
      setIsOpen((open) => !open)
      setError(undefined)
    },
    // Upper case as it is typed: GSTINs are printed that way, and the check is case-sensitive.
    change: (text: string) => {
      setValue(text.toUpperCase())
      // A shown error goes away as soon as the text is right, not only on the next blur.
      if (error) setError(errorFor(text))
    },
    blur: () => setError(errorFor(value)),
    /** Before placing the order: the GSTIN to send, or an error shown on the field, which takes the focus. */
    check: (): BuyerGstinCheck => {
      if (!isOpen) return { isValid: true, gstin: null }
      const problem = errorFor(value)
      setError(problem)
      if (problem) {
        inputRef.current?.focus()
        return { isValid: false }
      }
      const gstin = normaliseGstin(value)
      return { isValid: true, gstin: gstin === '' ? null : gstin }
    },
  }
}

export type BuyerGstinState = ReturnType<typeof useBuyerGstin>
