import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { formatRupees } from '@common/money'
import type { ShippingQuote } from '@common/schemas/shipping'
import { ApiError, INVALID_RESPONSE_MESSAGE } from '../../api/api-error'
import { api } from '../../api/http-client'

/*
 * The shop's shipping charges as the storefront shows them: the cart's and checkout's figures before an order is
 * placed, and every "free shipping over …" text, from GET /shipping/quote (the server prices the order by the same
 * rule). The answer is checked by hand, not with a zod schema: the home page's banner shows the threshold, and
 * the home page's first download carries no zod.
 */

const QUOTE_PATH = '/api/shipping/quote'

/** The quote's three amounts in rupees, each a finite number; anything else is an unexpected answer. */
function readShippingQuote(body: unknown): ShippingQuote {
  const { shippingPrice, codFee, freeOver } = (
    typeof body === 'object' && body !== null ? body : {}
  ) as Record<string, unknown>
  const amounts = [shippingPrice, codFee, freeOver]
  if (!amounts.every((amount) => typeof amount === 'number' && Number.isFinite(amount)))
    throw new ApiError(`${INVALID_RESPONSE_MESSAGE} (GET ${QUOTE_PATH})`, 200)
  return { shippingPrice, codFee, freeOver } as ShippingQuote
}

/** The settings change rarely: a quote is asked again after this long, or when the admin saves new ones. */
const QUOTE_FRESH_MS = 5 * 60_000

export const shippingQuoteQueryKey = (itemsPrice: number, paymentMethod: 'COD' | 'PHONEPE' | undefined) =>
  ['shipping', 'quote', itemsPrice, paymentMethod ?? 'any'] as const

/** GET /shipping/quote: what these items (rupees, after discounts) pay for shipping and, paid on delivery, the fee. */
export function shippingQuoteQueryOptions(itemsPrice: number, paymentMethod?: 'COD' | 'PHONEPE') {
  const query = new URLSearchParams({ itemsPrice: String(itemsPrice) })
  if (paymentMethod) query.set('paymentMethod', paymentMethod)
  return queryOptions({
    queryKey: shippingQuoteQueryKey(itemsPrice, paymentMethod),
    queryFn: ({ signal }) => api.get(`/shipping/quote?${query}`, readShippingQuote, { signal }),
    staleTime: QUOTE_FRESH_MS,
  })
}

/**
 * The quote for the items' total after discounts (null while that total is not known: nothing is asked); the
 * last answer is kept while a changed total is asked again, and `isFetching` says so.
 */
export function useShippingQuote(itemsPrice: number | null, paymentMethod?: 'COD' | 'PHONEPE') {
  return useQuery({
    ...shippingQuoteQueryOptions(itemsPrice ?? 0, paymentMethod),
    enabled: itemsPrice !== null,
    placeholderData: keepPreviousData,
  })
}

/** The items' total from which shipping is free, as the admin set it; undefined until the shop has answered. */
export function useFreeShippingOver(): number | undefined {
  return useQuery(shippingQuoteQueryOptions(0)).data?.freeOver
}

/** ₹500, or ₹999.50: rupees without paise when there are none, as the shop's texts write amounts. */
export function formatThreshold(rupees: number): string {
  return formatRupees(rupees).replace(/\.00$/, '')
}

/** "Free shipping on any purchase over ₹500"; with a threshold of 0, "on every order". */
export function freeShippingText(freeOver: number): string {
  return freeOver === 0
    ? 'Free shipping on every order'
    : `Free shipping on any purchase over ${formatThreshold(freeOver)}`
}

/**
 * What an order of these items (rupees, after discounts) would come to paid on delivery: with the shop's shipping
 * and fee, as the server judges its cash-on-delivery rules. `isKnown` once the quote has answered (or failed: then
 * the items alone, and the server judges the order when it is placed); null items ask nothing.
 */
export function useCashOnDeliveryTotal(itemsPrice: number | null): { amount: number; isKnown: boolean } {
  const quote = useShippingQuote(itemsPrice, 'COD')
  const items = itemsPrice ?? 0
  if (quote.data && !quote.isPlaceholderData) {
    const paise = Math.round(items * 100) + Math.round((quote.data.shippingPrice + quote.data.codFee) * 100)
    return { amount: paise / 100, isKnown: true }
  }
  return { amount: items, isKnown: quote.isError }
}
