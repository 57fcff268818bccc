import { queryOptions } from '@tanstack/react-query'
import type { CartItem } from '@common/cart'
import { validateDiscountResponseSchema, type ValidateDiscountResponse } from '@common/schemas/discount'
import { api } from '../../api/http-client'

export type DiscountQuote = ValidateDiscountResponse

type QuoteLine = Pick<CartItem, '_id' | 'quantity'>

/** The cart's lines as the server reads them for a code: product and quantity, nothing it would price itself. */
export function toQuoteLines(items: QuoteLine[]): { product: string; qty: number }[] {
  return items.map((item) => ({ product: item._id, qty: item.quantity }))
}

/**
 * POST /discounts/validate: what `code` takes off these lines. A refused code is an answer (valid: false with the
 * reason in `message`), not an error; only a failed call throws.
 */
export function validateDiscountCode(
  code: string,
  items: QuoteLine[],
  signal?: AbortSignal,
): Promise<DiscountQuote> {
  return api.post(
    '/discounts/validate',
    { code, orderItems: toQuoteLines(items) },
    validateDiscountResponseSchema,
    { signal },
  )
}

/** One key per code and cart: the same lines ask the server once, a changed cart asks again. */
export function linesKey(items: QuoteLine[]): string {
  return items.map((item) => `${item._id}:${item.quantity}`).join(',')
}

export const discountQuoteQueryKey = (code: string, items: QuoteLine[]) =>
  ['discount-quote', code, linesKey(items)] as const

export function discountQuoteQueryOptions(code: string, items: QuoteLine[]) {
  return queryOptions({
    queryKey: discountQuoteQueryKey(code, items),
    queryFn: ({ signal }) => validateDiscountCode(code, items, signal),
  })
}
