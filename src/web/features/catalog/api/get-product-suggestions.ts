import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductSuggestion, ProductSuggestionsResponse } from '@common/schemas/product'
import { api } from '../../../api/http-client'
import { ApiError, INVALID_RESPONSE_MESSAGE } from '../../../api/api-error'
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '../search-suggestions'

/*
 * The types come from the shared schema (import type: no zod in this chunk), so a change to the server's answer
 * fails tsc here. A suggestion is a product's id, name, price in rupees and first image (null without one).
 */
export type { ProductSuggestion }
export type ProductSuggestions = ProductSuggestionsResponse

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readSuggestion(entry: unknown): ProductSuggestion | undefined {
  if (!isRecord(entry) || typeof entry._id !== 'string' || typeof entry.name !== 'string') return undefined
  if (typeof entry.price !== 'number' || !Number.isFinite(entry.price)) return undefined
  const image = typeof entry.image === 'string' && entry.image !== '' ? entry.image : null
  return { _id: entry._id, name: entry.name, price: entry.price, image }
}

/*
 * Read by hand rather than with a zod schema, as the listing's other answers are (decision 0023): the listing's
 * chunk holds no zod, and the search box should not be the one thing that brings it there. A suggestion that is
 * not one is dropped; an answer without a list is refused.
 */
export function readProductSuggestions(body: unknown): ProductSuggestions {
  if (!isRecord(body) || !Array.isArray(body.suggestions)) {
    throw new ApiError(`${INVALID_RESPONSE_MESSAGE} (GET /api/products/suggestions)`, 200, {
      responseIssues: [{ path: 'suggestions', message: 'Expected a list of suggestions' }],
    })
  }
  const suggestions = body.suggestions
    .flatMap((entry) => readSuggestion(entry) ?? [])
    .slice(0, SUGGESTION_LIMIT)
  const didYouMean =
    typeof body.didYouMean === 'string' && body.didYouMean.trim() !== '' ? body.didYouMean.trim() : null
  return { suggestions, didYouMean }
}

export function getProductSuggestions(text: string, signal?: AbortSignal): Promise<ProductSuggestions> {
  const query = new URLSearchParams({ q: text })
  return api.get(`/products/suggestions?${query.toString()}`, readProductSuggestions, { signal })
}

export function productSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['products', 'suggestions', text] as const,
    queryFn: ({ signal }) => getProductSuggestions(text, signal),
    // Suggestions are a convenience: a failure hides them rather than keep the shopper waiting for retries.
    retry: false,
    staleTime: 60_000,
  })
}

/**
 * Suggestions for `text` once it is long enough. Each text is its own query, and the query client aborts the
 * request of a text the shopper has typed past (its signal is passed to fetch). The previous answer stays on
 * screen while the next one travels, so the list does not flicker between keystrokes.
 */
export function useProductSuggestions(text: string, isEnabled: boolean) {
  return useQuery({
    ...productSuggestionsQueryOptions(text),
    enabled: isEnabled && text.length >= SUGGESTION_MIN_LENGTH,
    placeholderData: keepPreviousData,
  })
}
