import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Discount } from '@common/schemas/discount'
import { discountPausedMessage, DISCOUNT_UPDATE_FAILED } from '../discount-texts'
import { discountsQueryKey } from './get-discounts'
import { updateDiscount } from './save-discount'

/** Pause or Resume on a row: the row takes the server's copy at once, a toast confirms. */
export function useSetDiscountActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ discount, isActive }: { discount: Discount; isActive: boolean }) =>
      updateDiscount(discount._id, { isActive }),
    onSuccess: (updated) => {
      queryClient.setQueryData<Discount[]>(discountsQueryKey, (list) =>
        list?.map((discount) => (discount._id === updated._id ? updated : discount)),
      )
      toast.success(discountPausedMessage(updated))
    },
    onError: () => {
      toast.error(DISCOUNT_UPDATE_FAILED)
    },
  })
}
