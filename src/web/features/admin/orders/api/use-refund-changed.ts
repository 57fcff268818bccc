import { useQueryClient } from '@tanstack/react-query'
import {
  adminOrderDetailQueryKey,
  adminOrdersQueryKey,
  adminStatsQueryKey,
} from '../../shared/api/admin-query-keys'

/**
 * After a refund was asked for or retried: the server answers the refund, not the order, so the order is read again
 * (its refunds, what is left to refund, its payment status), and so are the lists and the dashboard's figures.
 */
export function useRefundChanged(): (orderId: string) => Promise<void> {
  const queryClient = useQueryClient()
  return async (orderId) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrderDetailQueryKey(orderId) }),
      queryClient.invalidateQueries({
        queryKey: adminOrdersQueryKey,
        predicate: ({ queryKey }) => queryKey[2] !== 'detail',
      }),
      queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    ])
  }
}
