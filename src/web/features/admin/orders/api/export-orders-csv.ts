import { api } from '../../../../api/http-client'
import { orderFilterQuery, type AdminOrderFilters } from './get-admin-orders'

const BYTE_ORDER_MARK = '\uFEFF'
/** The whole shop's orders stream for several seconds at 100,000 orders: more than the usual 10 s allowance. */
const EXPORT_TIMEOUT_MS = 120_000

/** The client hands back an answer that is not JSON as its text; an empty answer is an empty file. */
const readCsvText = (body: unknown): string => (typeof body === 'string' ? body : '')

/**
 * GET /orders/export.csv?search=&status=: the CSV of the orders the list shows. It goes through the shared
 * client, so the bearer token, the refresh on 401 and the server's error message apply as to any call;
 * the client hands back a body that is not JSON as its text.
 */
export async function getOrdersCsv(filters: AdminOrderFilters): Promise<Blob> {
  const query = orderFilterQuery(filters).toString()
  const text = await api.get(`/orders/export.csv${query ? `?${query}` : ''}`, readCsvText, {
    headers: { Accept: 'text/csv' },
    timeoutMs: EXPORT_TIMEOUT_MS,
  })
  // The server starts the file with a byte-order mark so Excel reads it as UTF-8 (names, ₹); decoding
  // the answer as text dropped it, so the saved file gets it back.
  return new Blob([`${BYTE_ORDER_MARK}${text}`], { type: 'text/csv;charset=utf-8' })
}
