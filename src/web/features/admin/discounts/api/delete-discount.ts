import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { deleteDiscountResponseSchema, type Discount } from '@common/schemas/discount'
import { api } from '../../../../api/http-client'
import { DISCOUNT_DELETE_FAILED, discountDeletedMessage } from '../discount-texts'
import { discountsQueryKey } from './get-discounts'

/** DELETE /discounts/:id; orders that used the code keep the discount they got. */
export async function deleteDiscount(id: string): Promise<void> {
  await api.delete(`/discounts/${encodeURIComponent(id)}`, deleteDiscountResponseSchema)
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (discount: Discount) => deleteDiscount(discount._id),
    onSuccess: (_answer, discount) => {
      queryClient.setQueryData<Discount[]>(discountsQueryKey, (list) =>
        list?.filter((row) => row._id !== discount._id),
      )
      toast.success(discountDeletedMessage(discount.code))
      void queryClient.invalidateQueries({ queryKey: discountsQueryKey })
    },
    onError: () => {
      toast.error(DISCOUNT_DELETE_FAILED)
    },
  })
}
