import { vi } from 'vitest'

export interface RecordedRequest {
  method: string
  path: string
  /** The query string, "?…" or empty. */
  search: string
  headers: Headers
  body: unknown
  signal: AbortSignal | undefined
}

export type ApiHandler = (request: RecordedRequest) => Response | Promise<Response>

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A request the server never answers: it settles only when aborted, like a real fetch. */
export function pendingResponse(request: RecordedRequest): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
  })
}

/**
 * The shop's shipping quote under the built-in settings (nothing charged, free over ₹500): nearly every storefront
 * page asks for it (the cart's and checkout's totals, the "free shipping over" texts), so a test gets it unless it
 * gives its own.
 */
export const defaultShippingQuote: ApiHandler = () =>
  jsonResponse(200, { shippingPrice: 0, codFee: 0, freeOver: 500 })

/**
 * Replaces fetch with a fake API keyed by "METHOD /api/path". A handler given as a list answers one
 * call per entry, in order (the last one repeats). Unknown routes answer 404 like the server, but for the
 * shipping quote (`defaultShippingQuote`).
 */
export function mockApi(givenRoutes: Record<string, ApiHandler | ApiHandler[]>) {
  const routes: Record<string, ApiHandler | ApiHandler[]> = {
    'GET /api/shipping/quote': defaultShippingQuote,
    ...givenRoutes,
  }
  const requests: RecordedRequest[] = []
  const callCounts = new Map<string, number>()

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      signal: init.signal ?? undefined,
    }
    requests.push(request)

    const key = `${method} ${url.pathname}`
    const route = routes[key]
    if (!route) return jsonResponse(404, { success: false, message: `Not found: ${key}` })
    const callIndex = callCounts.get(key) ?? 0
    callCounts.set(key, callIndex + 1)
    const handler = Array.isArray(route) ? route[Math.min(callIndex, route.length - 1)] : route
    if (!handler) throw new Error(`No handler for ${key}`)
    return handler(request)
  })

  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    requests,
    requestsTo: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  }
}
