import userEvent from '@testing-library/user-event'
import { screen } from '@testing-library/react'
import { vi } from 'vitest'
import type { Order } from '@common/schemas/order'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { placedOrder } from '../../../test/order-fixtures'
import { renderApp } from '../../../test/render-app'

export const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
export const DETAIL_PATH = `/api/orders/my-orders/${ORDER_ID}`
/** 26 November 2026, 10:00 in UTC (15:30 in India). */
export const NOW = Date.parse('2026-11-26T10:00:00.000Z')

export const minutesFromNow = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()

/** An online order not paid yet, its items held for `minutes` more. */
export function heldOrder(minutes = 15, overrides: Partial<Order> = {}): Order {
  return placedOrder({
    paymentMethod: 'PHONEPE',
    paymentStatus: 'pending',
    holdExpiresAt: minutesFromNow(minutes),
    createdAt: minutesFromNow(minutes - 15),
    ...overrides,
  })
}

/** Answers each call with the next order given (the last one repeats). */
export const ordersInTurn = (...orders: Order[]): ApiHandler[] =>
  orders.map((order) => () => jsonResponse(200, order))

/**
 * The shopper signed in on /orders/:id with the detail call answered by `detail`, and `routes` besides. With
 * `fakeTimers`, the clock starts at NOW and moves only when the test says so (besides real time passing).
 */
export function openMyOrder(
  detail: ApiHandler | ApiHandler[],
  {
    routes = {},
    fakeTimers = false,
    path = `/orders/${ORDER_ID}`,
  }: {
    routes?: Record<string, ApiHandler | ApiHandler[]>
    fakeTimers?: boolean
    path?: string
  } = {},
) {
  if (fakeTimers) {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  }
  storeSignedInUser(shopper)
  const api = mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/orders/my-orders': () => jsonResponse(200, [placedOrder()]),
    [`GET ${DETAIL_PATH}`]: detail,
    ...routes,
  })
  const app = renderApp(path)
  const user = fakeTimers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : app.user
  return { ...api, ...app, user }
}

export const orderHeading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })

export const toasts = () => screen.getByRole('region', { name: /notifications/i })
