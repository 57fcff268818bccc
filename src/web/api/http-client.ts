import type { z } from 'zod'
import type { ZodMiniType } from 'zod/mini'
import { REQUEST_TIMEOUT_MS } from '@common/constants'
import { clearStoredSession, readStoredToken, storeToken } from '../lib/stored-session'
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NO_RESPONSE_MESSAGE,
  type ResponseIssue,
} from './api-error'

export const API_BASE_PATH = '/api'
export const REFRESH_TOKEN_PATH = '/auth/refresh-token'

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: HttpMethod
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown
  headers?: Record<string, string>
  /** Cancels the call (React Query passes one); the abort reason is rethrown unchanged. */
  signal?: AbortSignal
  /**
   * Whether a 401 triggers the token refresh and a replay (default true). Sign-in and sign-up turn it
   * off: their 401 means wrong credentials, not an expired access token.
   */
  refreshOnUnauthorized?: boolean
  /** Overrides the 10 s time-out of every call, for the rare call that streams a large answer (a CSV export). */
  timeoutMs?: number
}

interface ReceivedResponse {
  status: number
  ok: boolean
  body: unknown
}

type RefreshOutcome = 'refreshed' | 'session-ended' | 'failed'

const sessionEndedListeners = new Set<() => void>()

/**
 * Called when the server ends the session (a refresh answered `shouldLogout`): the stored token and
 * user are already cleared, the listener resets what it holds in memory. Returns the unsubscribe.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener)
  return () => {
    sessionEndedListeners.delete(listener)
  }
}

/**
 * What a call expects back, named by the caller, so that every answer's type comes from the shared schemas in
 * src/common/schemas and none from an assertion on untrusted JSON:
 *
 * - A zod schema: the answer is checked at run time and typed as the schema's output. The client only calls the
 *   schema's own `safeParse`: it never imports zod, so zod loads with the chunks that hand it a schema (checkout,
 *   account, orders, product reviews, the content forms, admin), which load it for their forms anyway. A storefront
 *   page with no form of its own hands a zod/mini schema instead (the product page's delivery check), a few kB
 *   where classic zod is ≈26 kB gzip.
 * - A reader function, for the calls the storefront's first bundle makes (restoring the session, signing in,
 *   the product lists and pages): zod must not weigh on the home page, so these answers are read by small
 *   hand-written checks whose results are typed from the shared schemas with `import type`. A changed schema
 *   then fails `tsc` in the reader. A reader returns what the caller gets, or throws its own ApiError.
 *
 * An answer a schema refuses becomes an ApiError (`isInvalidResponse`) naming the request and what was wrong, which
 * the screens show like any failed call, instead of data of the wrong shape failing later inside a component.
 */
export type ResponseSchema = z.ZodType | ZodMiniType
export type ResponseCheck = ResponseSchema | ((body: unknown) => unknown)

/** The type a call resolves to: the schema's output, or what the reader returns. */
export type CheckedAnswer<Check extends ResponseCheck> = Check extends ResponseSchema
  ? z.output<Check>
  : Check extends (body: unknown) => infer Answer
    ? Answer
    : never

/** For calls whose answer carries nothing the caller uses (sign-out): any 2xx answer will do. */
export const ignoreAnswer = (): void => undefined

type CallOptions = Omit<RequestOptions, 'method' | 'body'>

export async function apiRequest<Check extends ResponseCheck>(
  path: string,
  check: Check,
  options: RequestOptions = {},
): Promise<CheckedAnswer<Check>> {
  const response = await execute(path, options, false)
  return readAnswer(check, response, `${options.method ?? 'GET'} ${API_BASE_PATH}${path}`)
}

export const api = {
  get: <Check extends ResponseCheck>(path: string, check: Check, options?: CallOptions) =>
    apiRequest(path, check, { ...options, method: 'GET' }),
  post: <Check extends ResponseCheck>(path: string, body: unknown, check: Check, options?: CallOptions) =>
    apiRequest(path, check, { ...options, method: 'POST', body }),
  put: <Check extends ResponseCheck>(path: string, body: unknown, check: Check, options?: CallOptions) =>
    apiRequest(path, check, { ...options, method: 'PUT', body }),
  patch: <Check extends ResponseCheck>(path: string, body: unknown, check: Check, options?: CallOptions) =>
    apiRequest(path, check, { ...options, method: 'PATCH', body }),
  delete: <Check extends ResponseCheck>(path: string, check: Check, options?: CallOptions) =>
    apiRequest(path, check, { ...options, method: 'DELETE' }),
}

function readAnswer<Check extends ResponseCheck>(
  check: Check,
  { body, status }: ReceivedResponse,
  request: string,
): CheckedAnswer<Check> {
  // The conditional type cannot follow the narrowing below; each branch returns exactly what CheckedAnswer names.
  if (typeof check === 'function') return check(body) as CheckedAnswer<Check>
  const result = check.safeParse(body)
  if (result.success) return result.data as CheckedAnswer<Check>
  const responseIssues = result.error.issues.map(({ path, message }) => ({ path: formatPath(path), message }))
  return throwInvalidAnswer(request, status, responseIssues)
}

const MAX_ISSUES_NAMED = 3

/** "Unexpected answer from the server (GET /api/orders): orders[0].status: Invalid option…", the first few issues. */
function throwInvalidAnswer(request: string, status: number, issues: ResponseIssue[]): never {
  const named = issues
    .slice(0, MAX_ISSUES_NAMED)
    .map(({ path, message }) => (path === '' ? message : `${path}: ${message}`))
  const more = issues.length > MAX_ISSUES_NAMED ? ` (and ${issues.length - MAX_ISSUES_NAMED} more)` : ''
  throw new ApiError(`${INVALID_RESPONSE_MESSAGE} (${request}): ${named.join('; ')}${more}`, status, {
    responseIssues: issues,
  })
}

/** `orders[0].status` */
function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

async function execute(path: string, options: RequestOptions, isRetry: boolean): Promise<ReceivedResponse> {
  const response = await send(path, options, { attachToken: true })
  if (response.ok) return response

  const mayRefresh =
    response.status === 401 &&
    !isRetry &&
    path !== REFRESH_TOKEN_PATH &&
    options.refreshOnUnauthorized !== false
  if (mayRefresh) {
    const outcome = await refreshAccessToken()
    if (outcome === 'refreshed') return execute(path, options, true)
    if (outcome === 'session-ended') throw toApiError(response, { shouldLogout: true })
  }
  throw toApiError(response)
}

let refreshInFlight: Promise<RefreshOutcome> | null = null

/** Concurrent 401s share one refresh: the server rotates the refresh cookie, so a second call would fail. */
function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null
  })
  return refreshInFlight
}

async function requestNewAccessToken(): Promise<RefreshOutcome> {
  let response: ReceivedResponse
  try {
    response = await send(REFRESH_TOKEN_PATH, { method: 'POST' }, { attachToken: false })
  } catch {
    return 'failed'
  }
  if (response.ok) {
    const token = readStringField(response.body, 'token') ?? readStringField(response.body, 'accessToken')
    if (token) storeToken(token)
    return 'refreshed'
  }
  if (hasShouldLogout(response.body)) {
    clearStoredSession()
    for (const listener of sessionEndedListeners) listener()
    return 'session-ended'
  }
  return 'failed'
}

async function send(
  path: string,
  options: RequestOptions,
  { attachToken }: { attachToken: boolean },
): Promise<ReceivedResponse> {
  const controller = new AbortController()
  let hasTimedOut = false
  const timer = setTimeout(() => {
    hasTimedOut = true
    controller.abort()
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const stopForwardingAbort = forwardAbort(options.signal, controller)

  try {
    const response = await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options, attachToken),
      body: encodeBody(options.body),
      credentials: 'include',
      signal: controller.signal,
    })
    // Reading the body stays inside the timeout: a server can stall after sending its headers.
    const body = await readBody(response)
    return { status: response.status, ok: response.ok, body }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason
    if (hasTimedOut) throw new ApiError(NO_RESPONSE_MESSAGE, 0, { isTimeout: true })
    if (error instanceof ApiError) throw error
    throw new ApiError(NO_RESPONSE_MESSAGE, 0)
  } finally {
    clearTimeout(timer)
    stopForwardingAbort()
  }
}

function buildHeaders(options: RequestOptions, attachToken: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers })
  // No Content-Type without a body: the server rejects an empty body declared as JSON.
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json')
  }
  const token = attachToken ? readStoredToken() : null
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return headers
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData) return body
  return JSON.stringify(body)
}

/** A file the server sends (a ZIP): kept as its bytes, which reading it as text would garble. */
const BINARY_ANSWER = /^application\/(zip|octet-stream)\b/i

async function readBody(response: Response): Promise<unknown> {
  if (BINARY_ANSWER.test(response.headers.get('content-type') ?? '')) return response.blob()
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function forwardAbort(source: AbortSignal | undefined, target: AbortController): () => void {
  if (!source) return () => {}
  if (source.aborted) {
    target.abort()
    return () => {}
  }
  const abort = () => target.abort()
  source.addEventListener('abort', abort, { once: true })
  return () => source.removeEventListener('abort', abort)
}

function toApiError(response: ReceivedResponse, details: { shouldLogout?: boolean } = {}): ApiError {
  const serverMessage = readStringField(response.body, 'message')
  return new ApiError(serverMessage ?? GENERIC_ERROR_MESSAGE, response.status, {
    serverMessage,
    serverField: readStringField(response.body, 'field'),
    shouldLogout: details.shouldLogout || hasShouldLogout(response.body),
    twoFactorSetupRequired: hasTrueField(response.body, 'twoFactorSetupRequired'),
    currentStock: readWholeNumberField(response.body, 'currentStock'),
  })
}

function readWholeNumberField(body: unknown, field: string): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value: unknown = (body as Record<string, unknown>)[field]
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined
}

function readStringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value: unknown = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function hasShouldLogout(body: unknown): boolean {
  return hasTrueField(body, 'shouldLogout')
}

function hasTrueField(body: unknown, field: string): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>)[field] === true
}
