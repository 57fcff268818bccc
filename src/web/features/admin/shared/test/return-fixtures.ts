import { vi } from 'vitest'
import type { ReturnListResponse, ReturnRequest } from '@common/schemas/returns'
import { shopper } from '../../../../test/fixtures'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'

export const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
export const GOJO_ID = 'b2b2b2b2b2b2b2b2b2b2b2b2'
export const LUFFY_ID = 'c3c3c3c3c3c3c3c3c3c3c3c3'

/** A return request as GET /api/returns lists it: Asha's cracked Gojo figure, with two photos. */
export function returnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    _id: 'd4d4d4d4d4d4d4d4d4d4d4d1',
    orderId: ORDER_ID,
    orderNumber: 'ORD-1741500000000',
    user: { _id: shopper._id, name: shopper.name, email: shopper.email },
    status: 'requested',
    reason: 'damaged',
    note: 'The box was crushed.\nThe left arm is broken.',
    adminNote: null,
    items: [
      {
        product: GOJO_ID,
        name: 'Gojo Satoru Figure',
        image: '/media/gojo.webp',
        price: 2499.5,
        qty: 2,
        restocked: 0,
      },
    ],
    photos: ['/media/0123456789abcdef0123456789abcdef.webp', '/media/fedcba9876543210fedcba9876543210.webp'],
    refundId: null,
    refundAmount: null,
    createdAt: '2025-03-20T06:30:00.000Z',
    updatedAt: '2025-03-20T06:30:00.000Z',
    ...overrides,
  }
}

/** Two keychains and a figure the shopper no longer wants: no photos needed. */
export const changedMind = returnRequest({
  _id: 'd4d4d4d4d4d4d4d4d4d4d4d2',
  orderId: '75c8a1d3b2c3d4e5f6a7b8c9',
  user: { _id: '64b7f0c2a1b2c3d4e5f60720', name: 'Rohan Mehta', email: 'rohan@example.com' },
  reason: 'changed-mind',
  note: null,
  items: [
    { product: LUFFY_ID, name: 'Luffy Keychain', image: '', price: 349, qty: 2, restocked: 0 },
    {
      product: GOJO_ID,
      name: 'Gojo Satoru Figure',
      image: '/media/gojo.webp',
      price: 2499.5,
      qty: 1,
      restocked: 0,
    },
  ],
  photos: [],
  createdAt: '2025-03-18T06:30:00.000Z',
})

export function returnList(
  returns: ReturnRequest[],
  overrides: Partial<ReturnListResponse> = {},
): ReturnListResponse {
  return {
    returns,
    waiting: returns.filter((request) => request.status === 'requested').length,
    total: returns.length,
    currentPage: 1,
    totalPages: returns.length > 0 ? 1 : 0,
    ...overrides,
  }
}

/**
 * A small in-memory returns server: GET /api/returns filters by the status the screen asks for and counts what is
 * waiting; PUT /api/returns/:id moves a request on and remembers it, so the list changes as the real one would.
 */
export function fakeReturnsServer(initial: ReturnRequest[]) {
  const returns = initial.map((request) => ({ ...request }))
  const queries: URLSearchParams[] = []
  const list: ApiHandler = () => {
    const query = queries.at(-1) ?? new URLSearchParams()
    const status = query.get('status')
    const matching = returns.filter((request) => !status || request.status === status)
    return jsonResponse(
      200,
      returnList(matching, { waiting: returns.filter((r) => r.status === 'requested').length }),
    )
  }
  const routes: Record<string, ApiHandler> = { 'GET /api/returns': list }
  for (const request of returns) {
    routes[`PUT /api/returns/${request._id}`] = ({ body }) => {
      const input = body as { status: ReturnRequest['status']; note?: string; refundAmount?: number }
      Object.assign(request, {
        status: input.status,
        adminNote: input.note ?? null,
        ...(input.status === 'received' ? { refundAmount: input.refundAmount ?? null } : {}),
        updatedAt: '2025-03-21T06:30:00.000Z',
      })
      return jsonResponse(200, request)
    }
  }
  return {
    returns,
    routes,
    /** The query of every GET /api/returns, in order. */
    queries,
    /** The mock API keys routes by path only; the list reads the query of the call it answers. */
    captureQueries() {
      const inner = globalThis.fetch
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost')
        if (url.pathname === '/api/returns') queries.push(url.searchParams)
        return inner(input, init)
      })
    },
  }
}
