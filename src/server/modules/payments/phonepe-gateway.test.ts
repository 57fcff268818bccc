import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PaymentGatewayError, type PaymentProvider, type RefundRequest } from './payment-provider'
import { createPhonePeGateway, phonePeChecksum } from './phonepe-gateway'

const credentials = { merchantId: 'MERCHANTUAT', saltKey: 'test-salt-key', saltIndex: '1' }

type Transaction = { amount: number; code: string; originalTransactionId?: string }

/**
 * A local stand-in for PhonePe PG v1 that checks every X-VERIFY as PhonePe does (SHA-256 of the base64 payload
 * and the API path, or of the path alone for a status, then the salt key; `###` and the salt index) and the
 * decoded payloads' fields. A refund is a transaction of its own, reported by the same status API.
 */
type FakeV1 = {
  url: string
  server: Server
  transactions: Map<string, Transaction>
  refundPayloads: Map<string, Record<string, unknown>>
  violations: string[]
}

async function startFakeV1(): Promise<FakeV1> {
  const fake = {
    transactions: new Map<string, Transaction>(),
    refundPayloads: new Map<string, Record<string, unknown>>(),
    violations: [] as string[],
  }
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const send = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      const violation = (text: string) => {
        fake.violations.push(`${request.method} ${request.url}: ${text}`)
        send(400, { success: false, code: 'BAD_REQUEST', message: text })
      }
      const checksum = request.headers['x-verify']
      if (request.headers['content-type'] !== 'application/json') return violation('content-type')

      if (request.method === 'POST' && request.url === '/pg/v1/refund') {
        const { request: payload } = JSON.parse(raw) as { request: string }
        if (
          checksum !== phonePeChecksum(payload + '/pg/v1/refund', credentials.saltKey, credentials.saltIndex)
        ) {
          return send(401, {
            success: false,
            code: 'AUTHORIZATION_FAILED',
            message: 'X-VERIFY header is incorrect',
          })
        }
        const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as Record<string, unknown>
        const fields = Object.keys(decoded).sort().join(',')
        if (fields !== 'amount,merchantId,merchantTransactionId,originalTransactionId') {
          return violation(`payload fields ${fields}`)
        }
        const { merchantId, merchantTransactionId, originalTransactionId, amount } = decoded
        if (merchantId !== credentials.merchantId) return violation('merchantId')
        if (typeof merchantTransactionId !== 'string' || typeof originalTransactionId !== 'string') {
          return violation('transaction ids must be text')
        }
        if (typeof amount !== 'number' || !Number.isInteger(amount))
          return violation('amount must be whole paise')
        const original = fake.transactions.get(originalTransactionId)
        if (!original)
          return send(200, { success: false, code: 'TRANSACTION_NOT_FOUND', message: 'No such transaction' })
        if (amount > original.amount) {
          return send(200, {
            success: false,
            code: 'BAD_REQUEST',
            message: 'Refund amount is more than the payment',
          })
        }
        fake.refundPayloads.set(merchantTransactionId, decoded)
        fake.transactions.set(merchantTransactionId, {
          amount,
          code: 'PAYMENT_PENDING',
          originalTransactionId,
        })
        return send(200, {
          success: true,
          code: 'PAYMENT_PENDING',
          message: 'Your request has been successfully completed.',
          data: {
            merchantId,
            merchantTransactionId,
            transactionId: `T${merchantTransactionId}`,
            amount,
            state: 'PENDING',
          },
        })
      }

      const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(request.url ?? '')
      if (request.method === 'GET' && status) {
        if (checksum !== phonePeChecksum(request.url!, credentials.saltKey, credentials.saltIndex)) {
          return send(401, {
            success: false,
            code: 'AUTHORIZATION_FAILED',
            message: 'X-VERIFY header is incorrect',
          })
        }
        if (request.headers['x-merchant-id'] !== credentials.merchantId) return violation('X-MERCHANT-ID')
        const transaction = fake.transactions.get(status[2]!)
        if (!transaction)
          return send(200, { success: false, code: 'TRANSACTION_NOT_FOUND', message: 'Not found' })
        return send(200, {
          success: transaction.code === 'PAYMENT_SUCCESS',
          code: transaction.code,
          message: transaction.code === 'PAYMENT_ERROR' ? 'Refund failed at the bank' : 'Done',
          data: { merchantTransactionId: status[2], amount: transaction.amount },
        })
      }
      send(404, { success: false, code: 'NOT_FOUND' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { ...fake, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

let fake: FakeV1
let gateway: PaymentProvider
beforeAll(async () => {
  fake = await startFakeV1()
  gateway = createPhonePeGateway({ ...credentials, baseUrl: fake.url })
})
afterAll(() => new Promise((resolve) => fake.server.close(resolve)))
afterEach(() => expect(fake.violations).toEqual([]))

let count = 0
function paidTransaction(amount = 250_050): string {
  const id = `PP-v1-${++count}`
  fake.transactions.set(id, { amount, code: 'PAYMENT_SUCCESS' })
  return id
}
const refundOf = (transactionId: string, amountPaise: number): RefundRequest => ({
  refundId: `RF-${transactionId}-${amountPaise}`,
  transactionId,
  amountPaise,
  handedOverAt: null,
})

describe('PhonePe PG v1 refunds', () => {
  it('asks for a refund with a verified payload and follows it to completed through the status API', async () => {
    const transactionId = paidTransaction()
    const refund = refundOf(transactionId, 100_000)
    await expect(gateway.startRefund(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    expect(fake.refundPayloads.get(refund.refundId)).toEqual({
      merchantId: 'MERCHANTUAT',
      originalTransactionId: transactionId,
      merchantTransactionId: refund.refundId,
      amount: 100_000,
    })
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    fake.transactions.get(refund.refundId)!.code = 'PAYMENT_SUCCESS'
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_COMPLETED' })
  })

  it("reports a refund the bank declined as failed with PhonePe's message", async () => {
    const transactionId = paidTransaction()
    const refund = refundOf(transactionId, 5_000)
    await gateway.startRefund(refund)
    fake.transactions.get(refund.refundId)!.code = 'PAYMENT_ERROR'
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({
      state: 'REFUND_FAILED',
      message: 'Refund failed at the bank',
    })
  })

  it("answers a refund PhonePe refuses as failed, with PhonePe's message", async () => {
    const transactionId = paidTransaction(10_000)
    await expect(gateway.startRefund(refundOf(transactionId, 10_001))).resolves.toMatchObject({
      state: 'REFUND_FAILED',
      message: 'Refund amount is more than the payment',
    })
    await expect(gateway.startRefund(refundOf('PP-v1-unknown', 100))).resolves.toMatchObject({
      state: 'REFUND_FAILED',
      message: 'No such transaction',
    })
  })

  it('reports a refund PhonePe was never given as unknown, and takes it when it is handed over then', async () => {
    const refund = refundOf(paidTransaction(), 2_000)
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_UNKNOWN' })
    await expect(gateway.startRefund(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
    await expect(gateway.fetchRefundStatus(refund)).resolves.toMatchObject({ state: 'REFUND_PENDING' })
  })

  it('is refused by PhonePe with a wrong salt key', async () => {
    const wrong = createPhonePeGateway({ ...credentials, saltKey: 'wrong-salt', baseUrl: fake.url })
    const refund = refundOf(paidTransaction(), 100)
    await expect(wrong.startRefund(refund)).resolves.toMatchObject({
      state: 'REFUND_FAILED',
      message: 'X-VERIFY header is incorrect',
    })
    expect(fake.transactions.has(refund.refundId)).toBe(false)
  })

  it('throws a gateway error when PhonePe cannot be reached', async () => {
    const down = createPhonePeGateway({ ...credentials, baseUrl: 'http://127.0.0.1:9' })
    await expect(down.startRefund(refundOf('PP-v1-1', 100))).rejects.toThrow(PaymentGatewayError)
    await expect(down.fetchRefundStatus(refundOf('PP-v1-1', 100))).rejects.toThrow(PaymentGatewayError)
  })
})

describe('PhonePe PG v1 payments', () => {
  it('reads the status and amount of a payment, the mobile number being of no use to it', async () => {
    const transactionId = paidTransaction(129_900)
    await expect(
      gateway.fetchStatus({
        transactionId,
        amountPaise: 129_900,
        startedAt: new Date(),
        mobileNumber: '9999999999',
      }),
    ).resolves.toMatchObject({ state: 'PAYMENT_SUCCESS', amountPaise: 129_900 })
  })
})

describe('PhonePe PG v1 callbacks', () => {
  const callback = (merchantTransactionId: string) =>
    Buffer.from(JSON.stringify({ code: 'PAYMENT_SUCCESS', data: { merchantTransactionId } })).toString(
      'base64',
    )

  it('reads the X-VERIFY header from the headers and answers the payment the callback is about', () => {
    const response = callback('PP-v1-7')
    const checksum = phonePeChecksum(response, credentials.saltKey, credentials.saltIndex)
    for (const headers of [{ 'x-verify': checksum }, { 'X-VERIFY': checksum }]) {
      expect(gateway.readCallback({ body: { response }, headers })).toEqual({
        kind: 'payment',
        transactionId: 'PP-v1-7',
      })
    }
  })

  it('refuses a callback with a wrong, missing or repeated checksum, or a body it cannot read', () => {
    const response = callback('PP-v1-8')
    const checksum = phonePeChecksum(response, credentials.saltKey, credentials.saltIndex)
    expect(
      gateway.readCallback({
        body: { response },
        headers: { 'x-verify': phonePeChecksum(response, 'wrong', '1') },
      }),
    ).toBeNull()
    expect(gateway.readCallback({ body: { response }, headers: {} })).toBeNull()
    expect(
      gateway.readCallback({ body: { response }, headers: { 'x-verify': [checksum, checksum] } }),
    ).toBeNull()
    expect(gateway.readCallback({ body: null, headers: { 'x-verify': checksum } })).toBeNull()
    const unreadable = Buffer.from('not json').toString('base64')
    expect(
      gateway.readCallback({
        body: { response: unreadable },
        headers: { 'x-verify': phonePeChecksum(unreadable, credentials.saltKey, credentials.saltIndex) },
      }),
    ).toBeNull()
  })
})
