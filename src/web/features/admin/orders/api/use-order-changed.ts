import { useQueryClient } from '@tanstack/react-query'
import type { Order } from '@common/schemas/order'
import {
  adminOrderDetailQueryKey,
  adminOrdersQueryKey,
  adminStatsQueryKey,
} from '../../shared/api/admin-query-keys'

/**
 * After the server changed an order: its detail takes the server's answer as is (no second request), and
 * every list of orders (this tab's, a customer's on the user screen) and the dashboard figures are
 * refetched, since the order may now fall outside a filter or count as a sale.
 */
export function useOrderChanged(): (order: Order) => Promise<void> {
  const queryClient = useQueryClient()
  return async (order) => {
    queryClient.setQueryData(adminOrderDetailQueryKey(order._id), order)
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: adminOrdersQueryKey,
        predicate: ({ queryKey }) => queryKey[2] !== 'detail',
      }),
      queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    ])
  }
}
