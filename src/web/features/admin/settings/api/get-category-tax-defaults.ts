import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../api/http-client'
import { categoryTaxDefaultsAnswerSchema, type CategoryTaxDefault } from '../settings-schemas'

export const categoryTaxDefaultsQueryKey = ['admin', 'tax', 'category-defaults'] as const

/** GET /tax/category-defaults: the HSN code and GST rate a new product of each category starts with. */
export async function getCategoryTaxDefaults(signal?: AbortSignal): Promise<CategoryTaxDefault[]> {
  return (await api.get('/tax/category-defaults', categoryTaxDefaultsAnswerSchema, { signal })).defaults
}

export const categoryTaxDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: categoryTaxDefaultsQueryKey,
    queryFn: ({ signal }) => getCategoryTaxDefaults(signal),
  })

export function useCategoryTaxDefaults() {
  return useQuery(categoryTaxDefaultsQueryOptions())
}
