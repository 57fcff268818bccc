import { vi } from 'vitest'

export interface RecordedRequest {
  method: string
  path: string
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
 * Replaces fetch with a fake API keyed by "METHOD /api/path". A handler given as a list answers one
 * call per entry, in order (the last one repeats). Unknown routes answer 404 like the server.
 */
export function mockApi(routes: Record<string, ApiHandler | ApiHandler[]>) {
  const requests: RecordedRequest[] = []
  const callCounts = new Map<string, number>()

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const request: RecordedRequest = {
      method,
      path: url.pathname,
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
