import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { z } from 'zod'
import { userSchema, type User } from '@common/schemas/auth'
import { jsonResponse, mockApi, pendingResponse, type RecordedRequest } from '../test/mock-api'
import { ApiError, INVALID_RESPONSE_MESSAGE, NO_RESPONSE_MESSAGE } from './api-error'
import { api, ignoreAnswer, onSessionEnded } from './http-client'

/** A reader that hands back the answer as it came, for the tests about the transport. */
const asIs = (body: unknown) => body

const unauthorized = () => jsonResponse(401, { success: false, message: 'Not signed in' })
const sessionOver = () =>
  jsonResponse(401, {
    success: false,
    message: 'Your session has ended. Please sign in again.',
    shouldLogout: true,
  })

describe('http client', () => {
  it('sends JSON with cookies and the stored bearer token', async () => {
    localStorage.setItem('token', 'abc123')
    const { fetchMock, requests } = mockApi({
      'PUT /api/users/profile': () => jsonResponse(200, { success: true }),
    })

    await api.put('/users/profile', { name: 'Asha' }, asIs)

    const [request] = requests
    expect(request?.headers.get('Authorization')).toBe('Bearer abc123')
    expect(request?.headers.get('Content-Type')).toBe('application/json')
    expect(request?.body).toEqual({ name: 'Asha' })
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'PUT' })
  })

  it('sends no Authorization header when no token is stored', async () => {
    const { requests } = mockApi({ 'GET /api/products': () => jsonResponse(200, { products: [] }) })

    await expect(api.get('/products', asIs)).resolves.toEqual({ products: [] })
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
  })

  it('throws an ApiError carrying the status and the server message', async () => {
    mockApi({
      'POST /api/auth/register': () =>
        jsonResponse(409, { success: false, message: 'An account with this email already exists' }),
    })

    const error = await api.post('/auth/register', {}, asIs).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: 'An account with this email already exists' })
  })

  it('keeps the field a refused input names, so a form can show the message under it', async () => {
    mockApi({
      'PUT /api/returns/settings': () =>
        jsonResponse(400, { success: false, message: 'At most 365 days', field: 'windowDays' }),
      'PUT /api/cod/settings': () => jsonResponse(409, { success: false, message: 'Busy' }),
    })

    const named = await api.put('/returns/settings', {}, asIs).catch((caught: unknown) => caught)
    expect(named).toMatchObject({ status: 400, serverMessage: 'At most 365 days', serverField: 'windowDays' })
    const unnamed = await api.put('/cod/settings', {}, asIs).catch((caught: unknown) => caught)
    expect(unnamed).toMatchObject({ status: 409, serverField: undefined })
  })

  it('keeps the current stock a stock edit from a moved figure is refused with', async () => {
    const message = 'Stock changed from 5 to 2 while you were editing; it is now 2.'
    mockApi({
      'PUT /api/products/p1': () =>
        jsonResponse(409, { success: false, message, currentStock: 2, field: 'stock' }),
      'PUT /api/products/p2': () => jsonResponse(409, { success: false, message, currentStock: '2' }),
    })

    const moved = await api.put('/products/p1', {}, asIs).catch((caught: unknown) => caught)
    expect(moved).toMatchObject({
      status: 409,
      serverMessage: message,
      serverField: 'stock',
      currentStock: 2,
    })
    const garbled = await api.put('/products/p2', {}, asIs).catch((caught: unknown) => caught)
    expect(garbled).toMatchObject({ status: 409, currentStock: undefined })
  })

  it('refreshes the token after a 401, stores it and replays the request with it', async () => {
    localStorage.setItem('token', 'expired')
    const { requests } = mockApi({
      'GET /api/users/profile': [
        unauthorized,
        () => jsonResponse(200, { success: true, user: { name: 'Asha' } }),
      ],
      'POST /api/auth/refresh-token': () => jsonResponse(200, { success: true, token: 'fresh' }),
    })

    await expect(api.get('/users/profile', asIs)).resolves.toEqual({ success: true, user: { name: 'Asha' } })

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/users/profile',
      'POST /api/auth/refresh-token',
      'GET /api/users/profile',
    ])
    expect(requests[2]?.headers.get('Authorization')).toBe('Bearer fresh')
    expect(localStorage.getItem('token')).toBe('fresh')
  })

  it('never attaches the bearer token to the refresh call', async () => {
    localStorage.setItem('token', 'expired')
    const { requestsTo } = mockApi({
      'GET /api/orders/my-orders': [unauthorized, () => jsonResponse(200, [])],
      'POST /api/auth/refresh-token': () => jsonResponse(200, { success: true, token: 'fresh' }),
    })

    await api.get('/orders/my-orders', asIs)

    const [refreshCall] = requestsTo('POST', '/api/auth/refresh-token')
    expect(refreshCall?.headers.has('Authorization')).toBe(false)
    expect(refreshCall?.headers.has('Content-Type')).toBe(false)
  })

  it('replays a request only once: a second 401 is thrown, not refreshed again', async () => {
    const { requestsTo } = mockApi({
      'GET /api/users/profile': unauthorized,
      'POST /api/auth/refresh-token': () => jsonResponse(200, { success: true, token: 'fresh' }),
    })

    await expect(api.get('/users/profile', asIs)).rejects.toMatchObject({
      status: 401,
      message: 'Not signed in',
    })
    expect(requestsTo('GET', '/api/users/profile')).toHaveLength(2)
    expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(1)
  })

  it('shares one refresh between concurrent 401s', async () => {
    let releaseRefresh: () => void = () => {}
    const refreshAnswered = new Promise<void>((resolve) => {
      releaseRefresh = resolve
    })
    const isFresh = (request: RecordedRequest) => request.headers.get('Authorization') === 'Bearer fresh'
    const { requestsTo } = mockApi({
      'GET /api/orders/my-orders': (request) => (isFresh(request) ? jsonResponse(200, []) : unauthorized()),
      'GET /api/addresses': (request) => (isFresh(request) ? jsonResponse(200, []) : unauthorized()),
      'POST /api/auth/refresh-token': async () => {
        await refreshAnswered
        return jsonResponse(200, { success: true, token: 'fresh' })
      },
    })

    const both = Promise.all([api.get('/orders/my-orders', asIs), api.get('/addresses', asIs)])
    await vi.waitFor(() => expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(1))
    releaseRefresh()

    await expect(both).resolves.toEqual([[], []])
    expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(1)
  })

  it('ends the session when the refresh answers shouldLogout', async () => {
    localStorage.setItem('token', 'expired')
    localStorage.setItem('user', JSON.stringify({ name: 'Asha' }))
    mockApi({ 'GET /api/users/profile': unauthorized, 'POST /api/auth/refresh-token': sessionOver })
    const sessionEnded = vi.fn()
    const unsubscribe = onSessionEnded(sessionEnded)

    await expect(api.get('/users/profile', asIs)).rejects.toMatchObject({ status: 401, shouldLogout: true })

    expect(sessionEnded).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    unsubscribe()
  })

  it('keeps the session when the refresh fails without shouldLogout', async () => {
    localStorage.setItem('token', 'expired')
    mockApi({
      'GET /api/users/profile': unauthorized,
      'POST /api/auth/refresh-token': () => jsonResponse(503, { success: false, message: 'Unavailable' }),
    })
    const sessionEnded = vi.fn()
    const unsubscribe = onSessionEnded(sessionEnded)

    await expect(api.get('/users/profile', asIs)).rejects.toMatchObject({ status: 401, shouldLogout: false })

    expect(sessionEnded).not.toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBe('expired')
    unsubscribe()
  })

  it('does not refresh when the caller opts out (a wrong password is not an expired token)', async () => {
    const { requestsTo } = mockApi({ 'POST /api/auth/login': unauthorized })

    await expect(api.post('/auth/login', {}, asIs, { refreshOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    })
    expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(0)
  })

  it('gives up after 10 seconds without an answer', async () => {
    vi.useFakeTimers()
    mockApi({ 'GET /api/products': pendingResponse })

    let hasSettled = false
    const result = api
      .get('/products', asIs)
      .catch((caught: unknown) => caught)
      .finally(() => {
        hasSettled = true
      })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(hasSettled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)

    const error = await result
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, isTimeout: true, message: NO_RESPONSE_MESSAGE })
  })

  it('waits as long as a call asks for when it streams a large answer', async () => {
    vi.useFakeTimers()
    mockApi({ 'GET /api/orders/export.csv': pendingResponse })

    let hasSettled = false
    const result = api
      .get('/orders/export.csv', asIs, { timeoutMs: 60_000 })
      .catch((caught: unknown) => caught)
      .finally(() => {
        hasSettled = true
      })
    await vi.advanceTimersByTimeAsync(59_999)
    expect(hasSettled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)

    expect(await result).toMatchObject({ status: 0, isTimeout: true })
  })

  it('reports a network failure as no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )

    await expect(api.get('/products', asIs)).rejects.toMatchObject({
      status: 0,
      message: NO_RESPONSE_MESSAGE,
    })
  })

  it('rethrows the caller’s abort instead of an ApiError', async () => {
    mockApi({ 'GET /api/products': pendingResponse })
    const controller = new AbortController()

    const result = api
      .get('/products', asIs, { signal: controller.signal })
      .catch((caught: unknown) => caught)
    controller.abort(new DOMException('Cancelled', 'AbortError'))

    expect(await result).toMatchObject({ name: 'AbortError' })
  })
})

describe('http client answers', () => {
  const asha: User = {
    _id: 'u1',
    name: 'Asha',
    email: 'asha@example.com',
    role: 'user',
    profilePicture: null,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    twoFactorEnabled: false,
  }

  it('hands back an answer its schema accepts, typed as the schema’s output', async () => {
    mockApi({ 'GET /api/users/u1': () => jsonResponse(200, { ...asha, passwordHash: 'never shown' }) })

    const user = api.get('/users/u1', userSchema)

    expectTypeOf(user).resolves.toEqualTypeOf<User>()
    // The schema's output, so keys it does not name are not passed on.
    await expect(user).resolves.toEqual(asha)
  })

  it('refuses an answer of the wrong shape with an ApiError naming the request and what was wrong', async () => {
    mockApi({ 'GET /api/users/u1': () => jsonResponse(200, { ...asha, role: 'owner', isActive: 'yes' }) })

    const error = await api.get('/users/u1', userSchema).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 200, isInvalidResponse: true, serverMessage: undefined })
    const { message, responseIssues } = error as ApiError
    expect(message).toMatch(new RegExp(`^${INVALID_RESPONSE_MESSAGE} \\(GET /api/users/u1\\): role: `))
    expect(message).toContain('isActive: ')
    expect(responseIssues.map((issue) => issue.path)).toEqual(['role', 'isActive'])
  })

  it('names where in a list the wrong entry is, and no more than three issues', async () => {
    const listSchema = z.object({ users: z.array(userSchema) })
    mockApi({ 'GET /api/users': () => jsonResponse(200, { users: [asha, { _id: 'u2' }] }) })

    const error = (await api.get('/users', listSchema).catch((caught: unknown) => caught)) as ApiError

    expect(error.responseIssues[0]?.path).toBe('users[1].name')
    expect(error.message).toMatch(/users\[1\]\.name: .*\(and \d+ more\)$/)
  })

  it('refuses an empty answer where the schema expects one', async () => {
    mockApi({ 'GET /api/users/u1': () => new Response('', { status: 200 }) })

    await expect(api.get('/users/u1', userSchema)).rejects.toMatchObject({
      isInvalidResponse: true,
      responseIssues: [{ path: '' }],
    })
  })

  it('checks no answer of a failed call: the server’s error comes through as before', async () => {
    mockApi({ 'GET /api/users/u1': () => jsonResponse(404, { success: false, message: 'User not found' }) })

    await expect(api.get('/users/u1', userSchema)).rejects.toMatchObject({
      status: 404,
      message: 'User not found',
      isInvalidResponse: false,
    })
  })

  it('passes the answer to a reader and hands back what it returns, or what it throws', async () => {
    mockApi({ 'GET /api/products': () => jsonResponse(200, { products: [{ _id: 'p1' }] }) })
    const countProducts = (body: unknown) =>
      typeof body === 'object' && body !== null && 'products' in body && Array.isArray(body.products)
        ? body.products.length
        : 0
    const refuse = () => {
      throw new ApiError('Not a product page', 200)
    }

    await expect(api.get('/products', countProducts)).resolves.toBe(1)
    await expect(api.get('/products', refuse)).rejects.toMatchObject({ message: 'Not a product page' })
  })

  it('ignores the answer of a call that reads nothing from it', async () => {
    mockApi({ 'POST /api/auth/logout': () => new Response('not json', { status: 200 }) })

    await expect(api.post('/auth/logout', undefined, ignoreAnswer)).resolves.toBeUndefined()
  })
})
