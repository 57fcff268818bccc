import { useQueryClient } from '@tanstack/react-query'
import type { Shipment } from '@common/schemas/shipping'
import {
  adminOrderDetailQueryKey,
  adminOrdersQueryKey,
  adminStatsQueryKey,
} from '../../shared/api/admin-query-keys'
import { orderShipmentQueryKey } from './get-order-shipment'

/**
 * After the server changed a shipment: it is kept as answered, and the order is read again, since a booking ships
 * it (its status, tracking and expected delivery) and moves it in every list of orders.
 */
export function useShipmentChanged(): (shipment: Shipment) => Promise<void> {
  const queryClient = useQueryClient()
  return async (shipment) => {
    queryClient.setQueryData(orderShipmentQueryKey(shipment.orderId), shipment)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminOrderDetailQueryKey(shipment.orderId), exact: true }),
      queryClient.invalidateQueries({
        queryKey: adminOrdersQueryKey,
        predicate: ({ queryKey }) => queryKey[2] !== 'detail',
      }),
      queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    ])
  }
}
