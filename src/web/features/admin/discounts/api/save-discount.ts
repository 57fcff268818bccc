import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  discountResponseSchema,
  type CreateDiscountInput,
  type Discount,
  type UpdateDiscountInput,
} from '@common/schemas/discount'
import { api } from '../../../../api/http-client'
import { discountsQueryKey } from './get-discounts'

/** POST /discounts; 409 when another code has the same letters. */
export async function createDiscount(input: CreateDiscountInput): Promise<Discount> {
  return (await api.post('/discounts', input, discountResponseSchema)).discount
}

/** PUT /discounts/:id with any of the fields; `{ isActive: false }` pauses the code. */
export async function updateDiscount(id: string, input: UpdateDiscountInput): Promise<Discount> {
  return (await api.put(`/discounts/${encodeURIComponent(id)}`, input, discountResponseSchema)).discount
}

/** Creates the code, or changes it when an id is given; the list refetches either way. */
export function useSaveDiscount(discountId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateDiscountInput) =>
      discountId === undefined ? createDiscount(input) : updateDiscount(discountId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsQueryKey }),
  })
}
