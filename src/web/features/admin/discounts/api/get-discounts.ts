import { queryOptions, useQuery } from '@tanstack/react-query'
import { discountListResponseSchema, type Discount } from '@common/schemas/discount'
import { api } from '../../../../api/http-client'

export const discountsQueryKey = ['admin', 'discounts'] as const

/** GET /discounts: every code, newest first (a shop has tens of codes, not thousands: no paging on the server). */
export async function getDiscounts(signal?: AbortSignal): Promise<Discount[]> {
  const answer = await api.get('/discounts', discountListResponseSchema, { signal })
  return answer.discounts
}

export const discountsQueryOptions = () =>
  queryOptions({ queryKey: discountsQueryKey, queryFn: ({ signal }) => getDiscounts(signal) })

export function useDiscounts() {
  return useQuery(discountsQueryOptions())
}
