import { createHash, timingSafeEqual } from 'node:crypto'
import { callJson } from '../../json-call'
import {
  PaymentGatewayError,
  type CallbackRequest,
  type PaymentProvider,
  type PaymentState,
  type RefundStatus,
} from './payment-provider'

export type PhonePeCredentials = { merchantId: string; saltKey: string; saltIndex: string; baseUrl: string }

const PAY_PATH = '/pg/v1/pay'
const REFUND_PATH = '/pg/v1/refund'

/** PhonePe's X-VERIFY: SHA-256 of the payload (or path) followed by the salt key, then ### and the salt index. */
export function phonePeChecksum(content: string, saltKey: string, saltIndex: string): string {
  return `${createHash('sha256')
    .update(content + saltKey)
    .digest('hex')}###${saltIndex}`
}

export function verifyPhonePeChecksum(
  content: string,
  header: string | undefined,
  saltKey: string,
  saltIndex: string,
): boolean {
  if (!header) return false
  const expected = Buffer.from(phonePeChecksum(content, saltKey, saltIndex))
  const given = Buffer.from(header.trim())
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** PG v1 answers a refund's state with the payment codes; these leave the money's fate open. */
const UNDECIDED_CODES = new Set(['PAYMENT_PENDING', 'INTERNAL_SERVER_ERROR', 'TIMED_OUT'])

function toState(code: unknown): PaymentState {
  if (code === 'PAYMENT_SUCCESS') return 'PAYMENT_SUCCESS'
  if (code === 'PAYMENT_PENDING' || code === 'INTERNAL_SERVER_ERROR') return 'PAYMENT_PENDING'
  return 'PAYMENT_ERROR'
}

/**
 * A refund's state from PG v1's answer to the refund or status API: PAYMENT_SUCCESS is a completed refund;
 * PENDING, INTERNAL_SERVER_ERROR and TIMED_OUT mean "it may still go through, ask again" (PhonePe's words);
 * anything else (PAYMENT_ERROR, REVERSAL_WINDOW_EXCEEDED, BAD_REQUEST…) is a refusal, with PhonePe's message.
 */
function toRefundStatus(body: Record<string, unknown>): RefundStatus {
  if (body.code === 'PAYMENT_SUCCESS') return { state: 'REFUND_COMPLETED', raw: body }
  if (typeof body.code === 'string' && UNDECIDED_CODES.has(body.code))
    return { state: 'REFUND_PENDING', raw: body }
  const message = typeof body.message === 'string' && body.message ? body.message : undefined
  return {
    state: 'REFUND_FAILED',
    raw: body,
    message: message ?? `PhonePe refused the refund (${String(body.code ?? 'no code')})`,
  }
}

/** One header's value, whatever its case; a header sent twice is not believed. */
function headerValue(headers: CallbackRequest['headers'], name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  const value = key === undefined ? undefined : headers[key]
  return typeof value === 'string' ? value : undefined
}

async function callGateway(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const { status, body } = await callJson(
    url,
    init,
    (reason) => new PaymentGatewayError(`PhonePe did not answer: ${reason}`),
  )
  if (!body) throw new PaymentGatewayError(`PhonePe answered ${status} without JSON`)
  return body
}

/**
 * The real PhonePe Standard Checkout (PG v1, salt key and X-VERIFY) API: pay page, status check, refunds and
 * verified callbacks. Merchants onboarded today get the v2 API instead (phonepe-v2-gateway.ts).
 */
export function createPhonePeGateway(credentials: PhonePeCredentials): PaymentProvider {
  const { merchantId, saltKey, saltIndex } = credentials
  const baseUrl = credentials.baseUrl.replace(/\/$/, '')

  return {
    name: 'phonepe',
    async startPayment(request) {
      const payload = Buffer.from(
        JSON.stringify({
          merchantId,
          merchantTransactionId: request.transactionId,
          merchantUserId: request.userId,
          amount: request.amountPaise,
          redirectUrl: request.redirectUrl,
          redirectMode: 'REDIRECT',
          callbackUrl: request.callbackUrl,
          mobileNumber: request.mobileNumber,
          paymentInstrument: { type: 'PAY_PAGE' },
        }),
      ).toString('base64')
      const body = await callGateway(`${baseUrl}${PAY_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-verify': phonePeChecksum(payload + PAY_PATH, saltKey, saltIndex),
        },
        body: JSON.stringify({ request: payload }),
      })
      const data = body.data as { instrumentResponse?: { redirectInfo?: { url?: string } } } | undefined
      const redirectUrl = data?.instrumentResponse?.redirectInfo?.url
      if (body.success !== true || !redirectUrl) {
        throw new PaymentGatewayError(
          typeof body.message === 'string' ? body.message : 'PhonePe refused the payment',
        )
      }
      return { redirectUrl, raw: body }
    },
    async fetchStatus({ transactionId }) {
      const path = `/pg/v1/status/${merchantId}/${transactionId}`
      const body = await callGateway(`${baseUrl}${path}`, {
        method: 'GET',
        headers: {
          'content-type': 'application/json',
          'x-verify': phonePeChecksum(path, saltKey, saltIndex),
          'x-merchant-id': merchantId,
        },
      })
      const data = body.data as { amount?: unknown } | undefined
      return {
        state: toState(body.code),
        amountPaise: typeof data?.amount === 'number' ? data.amount : undefined,
        raw: body,
      }
    },
    async startRefund(request) {
      // merchantUserId and callbackUrl are optional in PG v1's refund; the shop follows the refund by its status.
      const payload = Buffer.from(
        JSON.stringify({
          merchantId,
          originalTransactionId: request.transactionId,
          merchantTransactionId: request.refundId,
          amount: request.amountPaise,
        }),
      ).toString('base64')
      const body = await callGateway(`${baseUrl}${REFUND_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-verify': phonePeChecksum(payload + REFUND_PATH, saltKey, saltIndex),
        },
        body: JSON.stringify({ request: payload }),
      })
      return toRefundStatus(body)
    },
    async fetchRefundStatus({ refundId }) {
      // PG v1 reports a refund like any transaction: by its own merchant transaction id.
      const path = `/pg/v1/status/${merchantId}/${refundId}`
      const body = await callGateway(`${baseUrl}${path}`, {
        method: 'GET',
        headers: {
          'content-type': 'application/json',
          'x-verify': phonePeChecksum(path, saltKey, saltIndex),
          'x-merchant-id': merchantId,
        },
      })
      // Asked about a refund id it was never given, PG v1 answers like an unknown payment.
      if (body.code === 'TRANSACTION_NOT_FOUND') return { state: 'REFUND_UNKNOWN', raw: body }
      return toRefundStatus(body)
    },
    readCallback({ body, headers }) {
      const encoded = (body as { response?: unknown } | null)?.response
      const checksum = headerValue(headers, 'x-verify')
      if (typeof encoded !== 'string' || !verifyPhonePeChecksum(encoded, checksum, saltKey, saltIndex))
        return null
      try {
        const decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
          data?: { merchantTransactionId?: unknown }
        }
        const transactionId = decoded.data?.merchantTransactionId
        // A refund's callback carries the refund's id in the same field, indistinguishable here: the caller
        // looks the id up among its payments and ignores one it does not know.
        return typeof transactionId === 'string' && transactionId ? { kind: 'payment', transactionId } : null
      } catch {
        return null
      }
    },
  }
}
