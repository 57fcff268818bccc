import { useMutation, useQueryClient } from '@tanstack/react-query'
import { categoryTaxDefaultsResponseSchema } from '@common/schemas/tax'
import { api } from '../../../../api/http-client'
import type { TaxDefaultsInput } from '../settings-schemas'
import { categoryTaxDefaultsQueryKey } from '../../shared/api/get-category-tax-defaults'

/** PUT /tax/category-defaults with every category's row; answers all the defaults as now saved. */
export async function saveCategoryTaxDefaults(input: TaxDefaultsInput) {
  return (await api.put('/tax/category-defaults', input, categoryTaxDefaultsResponseSchema)).defaults
}

/** Saves the rows; the answer replaces the cached defaults, which new-product forms prefill from. */
export function useSaveCategoryTaxDefaults() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCategoryTaxDefaults,
    onSuccess: (defaults) => queryClient.setQueryData(categoryTaxDefaultsQueryKey, defaults),
  })
}
