import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for PhonePe Standard Checkout v2 that checks what the shop sends as PhonePe documents it
 * (paths, content types, the form of the token request, the `O-Bearer` token, every JSON field and its type)
 * and answers as PhonePe does. Token requests go under `/identity-manager` and API calls under `/pg`, as in
 * production, so a client that sends one to the other's host is caught. A request that breaks the rules is
 * answered 400 and recorded in `violations`: a test asserts that list empty.
 */
export type FakePhonePeV2 = {
  url: string
  tokenBaseUrl: string
  apiBaseUrl: string
  credentials: { clientId: string; clientSecret: string; clientVersion: string }
  /** How long each token lives, in seconds of the shared clock. */
  tokenLifetimeSeconds: number
  /** Token requests received, and every request as `METHOD path`. */
  tokenRequests: number
  requests: string[]
  violations: string[]
  /** Bodies of accepted pay requests, by merchant order id. */
  payRequests: Map<string, Record<string, unknown>>
  orders: Map<string, { amount: number; state: 'PENDING' | 'COMPLETED' | 'FAILED' }>
  refunds: Map<
    string,
    {
      originalMerchantOrderId: string
      amount: number
      state: 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED'
    }
  >
  /** Tokens PhonePe no longer accepts (as after a key rotation), though not yet expired. */
  revokedTokens: Set<string>
  /** Every token issued, in order. */
  issuedTokens: string[]
  /** What to break: the token endpoint, every answer, or the answers' format; a delay for token answers. */
  failTokens: boolean
  refuseEveryToken: boolean
  answerWith: 'json' | 'html' | 'server-error' | 'hang'
  tokenDelayMs: number
  close(): Promise<void>
}

const PAY_FIELDS = new Set([
  'merchantOrderId',
  'amount',
  'expireAfter',
  'metaInfo',
  'paymentFlow',
  'disablePaymentRetry',
  'paymentModeConfig',
])
const ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => resolve(raw))
  })
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value)

export async function startFakePhonePeV2(clock: () => Date): Promise<FakePhonePeV2> {
  const tokenExpiry = new Map<string, number>()
  const fake = {
    credentials: { clientId: 'TEST-M22SHOP_2506', clientSecret: 'test-client-secret', clientVersion: '1' },
    tokenLifetimeSeconds: 3600,
    tokenRequests: 0,
    requests: [] as string[],
    violations: [] as string[],
    payRequests: new Map(),
    orders: new Map(),
    refunds: new Map(),
    revokedTokens: new Set<string>(),
    issuedTokens: [] as string[],
    failTokens: false,
    refuseEveryToken: false,
    answerWith: 'json',
    tokenDelayMs: 0,
  } as Omit<FakePhonePeV2, 'url' | 'tokenBaseUrl' | 'apiBaseUrl' | 'close'>

  const nowSeconds = () => Math.floor(clock().getTime() / 1000)

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request)
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.requests.push(`${request.method} ${url.pathname}${url.search}`)
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const refuse = (status: number, code: string, message: string) =>
      send(status, { code, message, data: {} })
    const violation = (text: string) => {
      fake.violations.push(`${request.method} ${url.pathname}: ${text}`)
      refuse(400, 'BAD_REQUEST', text)
    }

    if (fake.answerWith === 'hang') return // never answers: the client's timeout must end the call
    if (fake.answerWith === 'server-error')
      return refuse(503, 'INTERNAL_SERVER_ERROR', 'upstream unavailable')
    if (fake.answerWith === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end('<html><body>Maintenance</body></html>')
    }

    if (url.pathname === '/identity-manager/v1/oauth/token') {
      fake.tokenRequests++
      if (request.method !== 'POST') return violation('the token is asked for with POST')
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return violation(
          `content-type ${request.headers['content-type']}, not application/x-www-form-urlencoded`,
        )
      }
      const form = new URLSearchParams(raw)
      const fields = [...form.keys()].sort().join(',')
      if (fields !== 'client_id,client_secret,client_version,grant_type')
        return violation(`form fields ${fields}`)
      if (form.get('grant_type') !== 'client_credentials')
        return violation('grant_type is not client_credentials')
      if (fake.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, fake.tokenDelayMs))
      if (fake.failTokens) return refuse(500, 'INTERNAL_SERVER_ERROR', 'identity manager unavailable')
      const { clientId, clientSecret, clientVersion } = fake.credentials
      if (
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('client_version') !== clientVersion
      ) {
        return refuse(400, 'INVALID_CLIENT', 'Client authentication failed')
      }
      const accessToken = `token-${fake.issuedTokens.length + 1}-${randomUUID()}`
      const issuedAt = nowSeconds()
      const expiresAt = issuedAt + fake.tokenLifetimeSeconds
      tokenExpiry.set(accessToken, expiresAt)
      fake.issuedTokens.push(accessToken)
      return send(200, {
        access_token: accessToken,
        encrypted_access_token: `encrypted-${accessToken}`,
        expires_in: null,
        issued_at: issuedAt,
        expires_at: expiresAt,
        session_expires_at: expiresAt,
        token_type: 'O-Bearer',
      })
    }

    if (!url.pathname.startsWith('/pg/')) return refuse(404, 'NOT_FOUND', `no such API: ${url.pathname}`)
    const path = url.pathname.slice('/pg'.length)
    if (request.headers['content-type'] !== 'application/json') {
      return violation(`content-type ${request.headers['content-type']}, not application/json`)
    }
    const authorization = request.headers.authorization ?? ''
    const token = /^O-Bearer (\S+)$/.exec(authorization)?.[1]
    if (!token) return violation(`Authorization "${authorization}" is not "O-Bearer <access_token>"`)
    const expiry = tokenExpiry.get(token)
    if (
      fake.refuseEveryToken ||
      expiry === undefined ||
      expiry <= nowSeconds() ||
      fake.revokedTokens.has(token)
    ) {
      return refuse(401, 'UNAUTHORIZED', 'Unauthorized')
    }
    let body: Record<string, unknown> = {}
    if (request.method === 'POST') {
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return violation('the body is not JSON')
      }
    }

    if (request.method === 'POST' && path === '/checkout/v2/pay') {
      const unknown = Object.keys(body).filter((key) => !PAY_FIELDS.has(key))
      if (unknown.length) return violation(`unknown fields ${unknown.join(', ')}`)
      const { merchantOrderId, amount, expireAfter, metaInfo, paymentFlow } = body as {
        merchantOrderId?: unknown
        amount?: unknown
        expireAfter?: unknown
        metaInfo?: unknown
        paymentFlow?: { type?: unknown; merchantUrls?: { redirectUrl?: unknown } }
      }
      if (typeof merchantOrderId !== 'string' || !ID_PATTERN.test(merchantOrderId)) {
        return violation('merchantOrderId must be 1–63 letters, digits, _ or -')
      }
      if (!isWholeNumber(amount) || amount < 100) return violation('amount must be whole paise, at least 100')
      if (
        expireAfter !== undefined &&
        (!isWholeNumber(expireAfter) || expireAfter < 300 || expireAfter > 3600)
      ) {
        return violation('expireAfter must be whole seconds from 300 to 3600')
      }
      if (metaInfo !== undefined) {
        if (!metaInfo || typeof metaInfo !== 'object') return violation('metaInfo must be an object')
        const entries = Object.entries(metaInfo)
        if (entries.some(([key, value]) => !/^udf([1-9]|1[0-5])$/.test(key) || typeof value !== 'string')) {
          return violation('metaInfo holds only udf1–udf15 strings')
        }
        if (entries.some(([, value]) => (value as string).length > 256)) return violation('a udf is over 256')
      }
      if (paymentFlow?.type !== 'PG_CHECKOUT') return violation('paymentFlow.type must be PG_CHECKOUT')
      const redirectUrl: unknown = paymentFlow?.merchantUrls?.redirectUrl
      if (typeof redirectUrl !== 'string' || !URL.canParse(redirectUrl)) {
        return violation('paymentFlow.merchantUrls.redirectUrl must be a URL')
      }
      if (fake.orders.has(merchantOrderId)) {
        return refuse(400, 'BAD_REQUEST', 'Duplicate merchant order id')
      }
      fake.payRequests.set(merchantOrderId, body)
      fake.orders.set(merchantOrderId, { amount, state: 'PENDING' })
      return send(200, {
        orderId: `OMO${merchantOrderId}`,
        state: 'PENDING',
        expireAt: clock().getTime() + (typeof expireAfter === 'number' ? expireAfter : 1200) * 1000,
        redirectUrl: `https://mercury-uat.phonepe.com/transact/uat_v2?token=${merchantOrderId}`,
      })
    }

    const orderStatus = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path)
    if (request.method === 'GET' && orderStatus) {
      if (url.searchParams.get('details') !== 'false') return violation('details=false is expected')
      const order = fake.orders.get(decodeURIComponent(orderStatus[1]!))
      if (!order) return refuse(404, 'ORDER_NOT_FOUND', 'No order with this merchant order id')
      return send(200, {
        orderId: `OMO${orderStatus[1]}`,
        state: order.state,
        amount: order.amount,
        expireAt: clock().getTime() + 600_000,
        paymentDetails: [],
      })
    }

    if (request.method === 'POST' && path === '/payments/v2/refund') {
      const fields = Object.keys(body).sort().join(',')
      if (fields !== 'amount,merchantRefundId,originalMerchantOrderId') return violation(`fields ${fields}`)
      const { merchantRefundId, originalMerchantOrderId, amount } = body as {
        merchantRefundId?: unknown
        originalMerchantOrderId?: unknown
        amount?: unknown
      }
      if (typeof merchantRefundId !== 'string' || !ID_PATTERN.test(merchantRefundId)) {
        return violation('merchantRefundId must be 1–63 letters, digits, _ or -')
      }
      if (typeof originalMerchantOrderId !== 'string')
        return violation('originalMerchantOrderId must be a string')
      if (!isWholeNumber(amount) || amount < 1) return violation('amount must be whole paise')
      if (fake.refunds.has(merchantRefundId))
        return refuse(409, 'DUPLICATE_REQUEST', 'Duplicate merchantRefundId')
      const order = fake.orders.get(originalMerchantOrderId)
      if (!order || order.state !== 'COMPLETED') return refuse(400, 'BAD_REQUEST', 'Order is not completed')
      const refunded = [...fake.refunds.values()]
        .filter(
          (refund) => refund.originalMerchantOrderId === originalMerchantOrderId && refund.state !== 'FAILED',
        )
        .reduce((sum, refund) => sum + refund.amount, 0)
      if (refunded + amount > order.amount) {
        return refuse(400, 'INVALID_REFUND_AMOUNT', 'Refund amount exceeds the amount paid')
      }
      fake.refunds.set(merchantRefundId, { originalMerchantOrderId, amount, state: 'PENDING' })
      return send(200, { refundId: `OMR${merchantRefundId}`, amount, state: 'PENDING' })
    }

    const refundStatus = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path)
    if (request.method === 'GET' && refundStatus) {
      const refund = fake.refunds.get(decodeURIComponent(refundStatus[1]!))
      if (!refund) return refuse(404, 'REFUND_NOT_FOUND', 'No refund with this merchant refund id')
      return send(200, {
        originalMerchantOrderId: refund.originalMerchantOrderId,
        amount: refund.amount,
        state: refund.state,
        timestamp: clock().getTime(),
        refundId: `OMR${refundStatus[1]}`,
        ...(refund.state === 'FAILED'
          ? { errorCode: 'REFUND_FAILED', detailedErrorCode: 'BANK_DECLINED' }
          : {}),
      })
    }

    refuse(404, 'NOT_FOUND', `no such API: ${request.method} ${path}`)
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      fake.violations.push(`the fake itself failed: ${String(error)}`)
      response.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(fake, {
    url,
    tokenBaseUrl: `${url}/identity-manager`,
    apiBaseUrl: `${url}/pg`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
