import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryTaxDefaultsResponseSchema, type CategoryTaxDefaultsResponse } from '@common/schemas/tax'
import { api } from '../../../../api/http-client'

export const categoryTaxDefaultsQueryKey = ['admin', 'tax', 'category-defaults'] as const

/** GET /tax/category-defaults: the HSN code and GST rate a new product of each category starts with. */
export async function getCategoryTaxDefaults(
  signal?: AbortSignal,
): Promise<CategoryTaxDefaultsResponse['defaults']> {
  return (await api.get('/tax/category-defaults', categoryTaxDefaultsResponseSchema, { signal })).defaults
}

export const categoryTaxDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: categoryTaxDefaultsQueryKey,
    queryFn: ({ signal }) => getCategoryTaxDefaults(signal),
  })

/** `enabled: false` for a form that has no use for them (editing a product keeps the product's own). */
export function useCategoryTaxDefaults({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryTaxDefaultsQueryOptions(), enabled })
}
