import type { Order, OrderListResponse } from '@common/schemas/order'
import { placedOrder } from '../../../../test/order-fixtures'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { mockAdminApi as mockSignedInAdminApi } from './mock-admin-api'

/** An order as GET /api/orders and GET /api/orders/:id answer it. */
export const adminOrder = placedOrder

export function orderList(orders: Order[], overrides: Partial<OrderListResponse> = {}): OrderListResponse {
  return {
    success: true,
    orders,
    totalOrders: orders.length,
    total: orders.length,
    totalSales: 0,
    currentPage: 1,
    totalPages: orders.length > 0 ? 1 : 0,
    ...overrides,
  }
}

/** Signs the admin (or `as`) in and fakes the API: the profile, an empty inbox for the tab badge, and `routes`. */
export function mockAdminApi(
  routes: Record<string, ApiHandler | ApiHandler[]>,
  options?: Parameters<typeof mockSignedInAdminApi>[1],
) {
  return mockSignedInAdminApi(
    {
      'GET /api/messages': () => jsonResponse(200, { success: true, messages: [], unhandled: 0 }),
      ...routes,
    },
    options,
  )
}

/** The query string of every call made to `path`, in order. */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams)
}
