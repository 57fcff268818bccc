import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CartItem } from '@common/cart'
import { useDiscountCode } from './discount-code-store'
import { discountQuoteQueryOptions, linesKey, type DiscountQuote } from './validate-discount-code'

/** Quantity steps come in bursts: the server is asked once the cart has been still this long. */
export const DISCOUNT_RECHECK_DELAY_MS = 400

/** The discount the applied code gives this cart, as the server last answered it. */
export interface AppliedDiscount {
  code: string
  /** Rupees off. */
  amount: number
  /** The order's total after the discount. */
  total: number
}

export type DiscountQuoteState =
  | { status: 'none' }
  /** The cart changed (or the first answer is on its way): the last figures no longer hold. */
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; quote: DiscountQuote; discount: AppliedDiscount }
  | { status: 'refused'; code: string; message: string }
  | { status: 'failed'; code: string; error: unknown }

/** An answer this young is not asked again when another screen shows the same code and cart (applying, then the summary). */
const QUOTE_FRESH_MS = 5_000

type QuoteLine = Pick<CartItem, '_id' | 'quantity'>

/** The lines once they have stopped changing for `delayMs`. */
function useSettledLines(items: QuoteLine[], delayMs: number): QuoteLine[] {
  const [settled, setSettled] = useState(items)
  const key = linesKey(items)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(items), delayMs)
    return () => clearTimeout(timer)
    // The key stands for the items: a new array holding the same lines is no change.
  }, [key, delayMs])
  return settled
}

/**
 * The applied discount code checked against the cart: asked again, after a pause, whenever the lines change, and
 * each time a screen that shows it opens (the cart, each checkout step), so the figures shown are the server's for
 * the cart as it is.
 */
export function useDiscountQuote(items: QuoteLine[]): DiscountQuoteState {
  const { code } = useDiscountCode()
  const settledItems = useSettledLines(items, DISCOUNT_RECHECK_DELAY_MS)
  const isSettled = linesKey(settledItems) === linesKey(items)
  const enabled = code !== null && settledItems.length > 0
  const query = useQuery({
    ...discountQuoteQueryOptions(code ?? '', settledItems),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: QUOTE_FRESH_MS,
    retry: false,
  })

  if (!code || items.length === 0) return { status: 'none' }
  if (!isSettled || query.isPlaceholderData || (query.isFetching && !query.data))
    return { status: 'checking', code }
  if (query.isError) return { status: 'failed', code, error: query.error }
  const quote = query.data
  if (!quote) return { status: 'checking', code }
  if (!quote.valid) return { status: 'refused', code, message: quote.message }
  return {
    status: 'applied',
    code,
    quote,
    discount: { code: quote.code || code, amount: quote.discount, total: quote.totalPrice },
  }
}

/** What the order totals show for the code: its saving when it applies, "checking" while asked, nothing otherwise. */
export function discountForTotals(
  state: DiscountQuoteState,
): AppliedDiscount | { code: string; isChecking: true } | null {
  if (state.status === 'applied') return state.discount
  if (state.status === 'checking') return { code: state.code, isChecking: true }
  return null
}
