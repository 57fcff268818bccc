import { api } from '../../../../api/http-client'
import { orderFilterQuery, type AdminOrderFilters } from './get-admin-orders'

/**
 * GET /orders/export.csv?search=&status=: the CSV of the orders the list shows. It goes through the shared
 * client, so the bearer token, the refresh on 401 and the server's error message apply as to any call;
 * the client hands back a body that is not JSON as its text.
 */
export async function getOrdersCsv(filters: AdminOrderFilters): Promise<Blob> {
  const query = orderFilterQuery(filters).toString()
  const body = await api.get<unknown>(`/orders/export.csv${query ? `?${query}` : ''}`, {
    headers: { Accept: 'text/csv' },
  })
  const text = typeof body === 'string' ? body : ''
  return new Blob([text], { type: 'text/csv;charset=utf-8' })
}
