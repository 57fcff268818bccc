import { createHash, timingSafeEqual } from 'node:crypto'
import { REQUEST_TIMEOUT_MS } from '@common/constants'
import { PaymentGatewayError, type PaymentProvider, type PaymentState } from './payment-provider'

export type PhonePeCredentials = { merchantId: string; saltKey: string; saltIndex: string; baseUrl: string }

const PAY_PATH = '/pg/v1/pay'

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

function toState(code: unknown): PaymentState {
  if (code === 'PAYMENT_SUCCESS') return 'PAYMENT_SUCCESS'
  if (code === 'PAYMENT_PENDING' || code === 'INTERNAL_SERVER_ERROR') return 'PAYMENT_PENDING'
  return 'PAYMENT_ERROR'
}

async function callGateway(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  } catch (error) {
    throw new PaymentGatewayError(
      `PhonePe did not answer: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (!body) throw new PaymentGatewayError(`PhonePe answered ${response.status} without JSON`)
  return body
}

/** The real PhonePe Standard Checkout (PG v1) API: pay page, status check and verified callbacks. */
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
    readCallback(body, checksumHeader) {
      const encoded = (body as { response?: unknown } | null)?.response
      if (typeof encoded !== 'string' || !verifyPhonePeChecksum(encoded, checksumHeader, saltKey, saltIndex))
        return null
      try {
        const decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
          data?: { merchantTransactionId?: unknown }
        }
        const transactionId = decoded.data?.merchantTransactionId
        return typeof transactionId === 'string' ? transactionId : null
      } catch {
        return null
      }
    },
  }
}
