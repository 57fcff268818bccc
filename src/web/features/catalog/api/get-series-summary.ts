import { queryOptions } from '@tanstack/react-query'
import type { SeriesSummary } from '@common/schemas/product'
import { ApiError, INVALID_RESPONSE_MESSAGE } from '../../../api/api-error'
import { api } from '../../../api/http-client'
import { productQueryKeys } from '../../../lib/products'

export type { SeriesSummary }

/** GET /products/series/:slug, read by hand (no zod where the listing's loader runs: the first bundle). */
export function readSeriesSummary(body: unknown): SeriesSummary {
  const summary = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const { name, slug, productCount } = summary
  if (typeof name !== 'string' || typeof slug !== 'string' || typeof productCount !== 'number') {
    throw new ApiError(`${INVALID_RESPONSE_MESSAGE} (GET /api/products/series)`, 200, {
      responseIssues: [{ path: '', message: 'Expected a series: name, slug and productCount' }],
    })
  }
  return { name, slug, productCount }
}

/** A series page's name and size; an unknown series is the server's 404 "Series not found". */
export function seriesSummaryQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...productQueryKeys.all, 'series', slug] as const,
    queryFn: ({ signal }) =>
      api.get(`/products/series/${encodeURIComponent(slug)}`, readSeriesSummary, { signal }),
  })
}
