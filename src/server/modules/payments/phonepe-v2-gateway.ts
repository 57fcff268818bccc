/**
 * PhonePe Standard Checkout v2 (OAuth client credentials): what PhonePe issues to merchants today.
 *
 * A small client of our own over `fetch` rather than PhonePe's `pg-sdk-node`: the SDK takes its hosts from a
 * fixed table chosen by `Env.SANDBOX`/`Env.PRODUCTION` (it cannot be pointed at a local fake, nor at
 * `PHONEPE_BASE_URL`), keeps one client and one token per process in static fields (two configurations in one
 * process, as the tests need, throw), brings axios, axios-retry, async-mutex and class-validator/-transformer
 * with it, and publishes usage events to PhonePe in production. The API is five plain JSON calls; this file is
 * them, with the token handling the SDK does (renew at half the token's lifetime, one request at a time, a fresh
 * token after a 401).
 *
 * Docs: developer.phonepe.com/payment-gateway/website-integration/standard-checkout/api-integration/api-reference/
 * (authorization, create-payment, order-status, refund, webhook).
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { callJson, type JsonAnswer } from '../../json-call'
import {
  PaymentGatewayError,
  type CallbackRequest,
  type CallbackSubject,
  type PaymentProvider,
  type PaymentState,
  type RefundStatus,
} from './payment-provider'

export type PhonePeV2Credentials = {
  clientId: string
  clientSecret: string
  clientVersion: string
  /** Serves /v1/oauth/token (production: the identity-manager host; sandbox: the one pg-sandbox host). */
  tokenBaseUrl: string
  /** Serves /checkout/v2/… and /payments/v2/…. */
  apiBaseUrl: string
  /** What the webhook set up in PhonePe's dashboard sends; undefined refuses every webhook. */
  webhookUsername: string | undefined
  webhookPassword: string | undefined
}

/** PhonePe's bounds for `expireAfter` on /checkout/v2/pay, in seconds. */
export const PHONEPE_MIN_EXPIRE_AFTER_S = 300
export const PHONEPE_MAX_EXPIRE_AFTER_S = 3600

const TOKEN_PATH = '/v1/oauth/token'
const PAY_PATH = '/checkout/v2/pay'
const REFUND_PATH = '/payments/v2/refund'

const PAYMENT_EVENTS = new Set(['checkout.order.completed', 'checkout.order.failed'])
const REFUND_EVENTS = new Set(['pg.refund.accepted', 'pg.refund.completed', 'pg.refund.failed'])

type Token = {
  accessToken: string
  /** On our clock, in milliseconds: when to ask for the next one, and when this one stops working. */
  renewAt: number
  expiresAt: number
}

type Answer = JsonAnswer

/** PhonePe's own words for a refusal (`{code, message}`), else the status. */
function refusal(answer: Answer): string {
  const message = answer.body?.message
  if (typeof message === 'string' && message.trim()) return message
  const code = answer.body?.code ?? answer.body?.errorCode
  return `PhonePe answered ${answer.status}${typeof code === 'string' ? ` ${code}` : ''}`
}

/** A 5xx or an answer that is not JSON: nothing can be concluded, the caller may try again. */
function requireUsable(
  answer: Answer,
  what: string,
): asserts answer is { status: number; body: Record<string, unknown> } {
  if (answer.status >= 500) throw new PaymentGatewayError(`PhonePe ${what} failed: ${refusal(answer)}`)
  if (!answer.body) throw new PaymentGatewayError(`PhonePe ${what} answered ${answer.status} without JSON`)
}

const send = (url: string, init: RequestInit): Promise<Answer> =>
  callJson(url, init, (reason) => new PaymentGatewayError(`PhonePe did not answer: ${reason}`))

function toPaymentState(state: unknown): PaymentState {
  if (state === 'COMPLETED') return 'PAYMENT_SUCCESS'
  if (state === 'FAILED') return 'PAYMENT_ERROR'
  if (state === 'PENDING') return 'PAYMENT_PENDING'
  throw new PaymentGatewayError(`PhonePe reported an order state the shop does not know: ${String(state)}`)
}

/**
 * PENDING and CONFIRMED (accepted by the bank) are on their way; an unknown state is treated as on its way too,
 * so that the shop asks again rather than record a refund as failed that may still arrive.
 */
function toRefundStatus(body: Record<string, unknown>): RefundStatus {
  if (body.state === 'COMPLETED') return { state: 'REFUND_COMPLETED', raw: body }
  if (body.state === 'FAILED') {
    const code = [body.errorCode, body.detailedErrorCode].filter((part) => typeof part === 'string' && part)
    return {
      state: 'REFUND_FAILED',
      raw: body,
      message: `PhonePe could not complete the refund${code.length ? ` (${code.join(', ')})` : ''}`,
    }
  }
  return { state: 'REFUND_PENDING', raw: body }
}

/** Seconds PhonePe keeps the checkout open: until the order's hold ends, within PhonePe's bounds. */
export function expireAfterSeconds(expiresAt: Date, now: Date): number {
  const seconds = Math.floor((expiresAt.getTime() - now.getTime()) / 1000)
  return Math.min(Math.max(seconds, PHONEPE_MIN_EXPIRE_AFTER_S), PHONEPE_MAX_EXPIRE_AFTER_S)
}

/** One header's value, whatever its case; a header sent twice is not believed. */
function headerValue(headers: CallbackRequest['headers'], name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  const value = key === undefined ? undefined : headers[key]
  return typeof value === 'string' ? value : undefined
}

/**
 * PhonePe sends `Authorization: SHA256(username:password)`: the hex SHA-256 of the webhook's username, a colon
 * and its password (its SDKs compare the header with exactly that). A leading `SHA256 ` is accepted too, for
 * anyone who read the docs' notation literally; hex case does not matter.
 */
export function isWebhookAuthorized(header: string | undefined, username: string, password: string): boolean {
  if (!header) return false
  const given = Buffer.from(
    header
      .trim()
      .replace(/^sha256\s+/i, '')
      .toLowerCase(),
  )
  const expected = Buffer.from(createHash('sha256').update(`${username}:${password}`).digest('hex'))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function readWebhookBody(body: unknown): CallbackSubject | null {
  let parsed = body
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      parsed = JSON.parse(body.toString())
    } catch {
      return null
    }
  }
  if (!parsed || typeof parsed !== 'object') return null
  // PhonePe: rely on `event` for the kind (the older `type` is being retired), and on nothing else of the body.
  const { event, payload } = parsed as { event?: unknown; payload?: unknown }
  if (typeof event !== 'string' || !payload || typeof payload !== 'object') return null
  const { merchantOrderId, merchantRefundId } = payload as {
    merchantOrderId?: unknown
    merchantRefundId?: unknown
  }
  if (PAYMENT_EVENTS.has(event) && typeof merchantOrderId === 'string' && merchantOrderId) {
    return { kind: 'payment', transactionId: merchantOrderId }
  }
  if (REFUND_EVENTS.has(event) && typeof merchantRefundId === 'string' && merchantRefundId) {
    return { kind: 'refund', refundId: merchantRefundId }
  }
  return null
}

export function createPhonePeV2Gateway(
  credentials: PhonePeV2Credentials,
  clock: () => Date = () => new Date(),
): PaymentProvider {
  const tokenBaseUrl = credentials.tokenBaseUrl.replace(/\/$/, '')
  const apiBaseUrl = credentials.apiBaseUrl.replace(/\/$/, '')
  let token: Token | undefined
  let tokenRequest: Promise<Token> | undefined

  async function requestToken(): Promise<Token> {
    const answer = await send(`${tokenBaseUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: credentials.clientId,
        client_version: credentials.clientVersion,
        client_secret: credentials.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    })
    requireUsable(answer, 'authorization')
    if (answer.status >= 400) {
      throw new PaymentGatewayError(`PhonePe refused the client credentials: ${refusal(answer)}`)
    }
    const { access_token: accessToken, expires_at: expiresAt, issued_at: issuedAt } = answer.body
    if (typeof accessToken !== 'string' || !accessToken || typeof expiresAt !== 'number') {
      throw new PaymentGatewayError('PhonePe issued no usable access token')
    }
    // The lifetime is measured on PhonePe's clock (expires_at − issued_at) and laid on ours from now, so a
    // server whose clock is off does not renew too late. Renewing at half of it, as PhonePe's own SDKs do,
    // leaves the second half for a renewal that fails (the old token is used meanwhile) and costs one
    // request per half-lifetime — PhonePe's tokens live for hours to days.
    const now = clock().getTime()
    const lifetimeMs = (expiresAt - (typeof issuedAt === 'number' ? issuedAt : now / 1000)) * 1000
    if (!(lifetimeMs > 0))
      throw new PaymentGatewayError('PhonePe issued an access token that has already expired')
    return { accessToken, renewAt: now + lifetimeMs / 2, expiresAt: now + lifetimeMs }
  }

  async function currentToken(): Promise<Token> {
    if (token && clock().getTime() < token.renewAt) return token
    // Every caller that finds the token due waits on the one request already under way.
    tokenRequest ??= requestToken()
      .then((fresh) => (token = fresh))
      .finally(() => (tokenRequest = undefined))
    try {
      return await tokenRequest
    } catch (error) {
      if (token && clock().getTime() < token.expiresAt) return token
      throw error
    }
  }

  /** An API call with the current token; on a 401 the token is dropped and the call made once more. */
  async function callApi(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const used = await currentToken()
      const answer = await send(`${apiBaseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `O-Bearer ${used.accessToken}`,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      if (answer.status !== 401) return answer
      if (attempt >= 2)
        throw new PaymentGatewayError(`PhonePe refused a fresh access token: ${refusal(answer)}`)
      if (token === used) token = undefined
    }
  }

  return {
    name: 'phonepe-v2',
    async startPayment(request) {
      const answer = await callApi('POST', PAY_PATH, {
        merchantOrderId: request.transactionId,
        amount: request.amountPaise,
        expireAfter: expireAfterSeconds(request.expiresAt, clock()),
        ...(request.userId ? { metaInfo: { udf1: request.userId } } : {}),
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
      })
      requireUsable(answer, 'payment')
      if (answer.status >= 400) throw new PaymentGatewayError(refusal(answer))
      const redirectUrl = answer.body.redirectUrl
      if (typeof redirectUrl !== 'string' || !redirectUrl) {
        throw new PaymentGatewayError('PhonePe answered the payment without a checkout page')
      }
      return { redirectUrl, raw: answer.body }
    },
    async fetchStatus({ transactionId }) {
      const answer = await callApi(
        'GET',
        `/checkout/v2/order/${encodeURIComponent(transactionId)}/status?details=false`,
      )
      requireUsable(answer, 'order status')
      // PhonePe has no order of that id: the attempt never reached it, so no money can have moved.
      if (answer.status === 404) return { state: 'PAYMENT_ERROR', amountPaise: undefined, raw: answer.body }
      if (answer.status >= 400) throw new PaymentGatewayError(`PhonePe order status: ${refusal(answer)}`)
      const amount = answer.body.amount
      return {
        state: toPaymentState(answer.body.state),
        amountPaise: typeof amount === 'number' ? amount : undefined,
        raw: answer.body,
      }
    },
    async startRefund(request) {
      const answer = await callApi('POST', REFUND_PATH, {
        merchantRefundId: request.refundId,
        originalMerchantOrderId: request.transactionId,
        amount: request.amountPaise,
      })
      requireUsable(answer, 'refund')
      // The refund id is new for each attempt: a conflict means an earlier request with it got through.
      if (answer.status === 409) return { state: 'REFUND_PENDING', raw: answer.body }
      if (answer.status === 408 || answer.status === 429) {
        throw new PaymentGatewayError(`PhonePe refund: ${refusal(answer)}`)
      }
      if (answer.status >= 400) return { state: 'REFUND_FAILED', raw: answer.body, message: refusal(answer) }
      return toRefundStatus(answer.body)
    },
    async fetchRefundStatus({ refundId }) {
      const answer = await callApi('GET', `${REFUND_PATH}/${encodeURIComponent(refundId)}/status`)
      requireUsable(answer, 'refund status')
      // No refund of that id: never given to PhonePe (the shop gives it now), so no money has moved.
      if (answer.status === 404) return { state: 'REFUND_UNKNOWN', raw: answer.body }
      if (answer.status >= 400) throw new PaymentGatewayError(`PhonePe refund status: ${refusal(answer)}`)
      return toRefundStatus(answer.body)
    },
    readCallback({ body, headers }) {
      const { webhookUsername: username, webhookPassword: password } = credentials
      if (!username || !password) return null
      if (!isWebhookAuthorized(headerValue(headers, 'authorization'), username, password)) return null
      return readWebhookBody(body)
    },
  }
}
