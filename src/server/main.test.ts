import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { connectDatabase } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { startChildServer, type ChildServer } from './test/child-server'
import { startFakePhonePeV2, type FakePhonePeV2 } from './test/fake-phonepe-v2'
import { insertProduct, sampleAddress } from './test/fixtures'

// Each test here starts the real server process (about a second on this machine): only what a process
// shows is tested this way — a kill in mid-write, a restart on the same file, a signal.

const INITIAL_STOCK = 1_000
const BUYERS = 4
const ORDERS_PER_BUYER = 40
const IN_FLIGHT_PER_BUYER = 5
/** Accepted orders to wait for before the kill, so it lands in the middle of the burst. */
const ACCEPTED_BEFORE_KILL = 20

let servers: ChildServer[] = []
let directories: string[] = []
let closers: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL')
  for (const directory of directories) rmSync(directory, { recursive: true, force: true })
  for (const close of closers) await close()
  servers = []
  directories = []
  closers = []
})

async function startOn(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const server = await startChildServer({ DATA_DIR: dataDir, ...env })
  servers.push(server)
  return server
}

function freshDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'shop-process-'))
  directories.push(directory)
  return directory
}

async function register(url: string, index: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Buyer ${index}`,
      email: `buyer.${index}.${Date.now()}@example.com`,
      password: 'correct-horse-battery',
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { token: string }).token
}

describe('the server process [sqlite]', () => {
  it('killed with SIGKILL in a burst of orders loses no accepted order, half-writes none, and keeps stock exact', async () => {
    const dataDir = freshDataDir()
    const filename = join(dataDir, 'shop.sqlite')
    const setup = connectDatabase({ kind: 'sqlite', filename })
    await migrateToLatest(setup)
    const product = await insertProduct(setup.db, { stock: INITIAL_STOCK })
    await setup.close()

    const first = await startOn(dataDir)
    const tokens = await Promise.all(Array.from({ length: BUYERS }, (_, index) => register(first.url, index)))
    const accepted: string[] = []
    let killed = false
    const buyer = async (token: string, buyerIndex: number) => {
      let next = 0
      const loop = async () => {
        while (next < ORDERS_PER_BUYER && !killed) {
          const number = next++
          try {
            const response = await fetch(`${first.url}/api/orders`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'idempotency-key': `burst-${buyerIndex}-${number}`,
              },
              body: JSON.stringify({
                orderItems: [{ product: product.id, quantity: 1 + (number % 3) }],
                shippingAddress: sampleAddress,
                paymentMethod: 'COD',
              }),
            })
            if (response.status === 201) accepted.push(((await response.json()) as { _id: string })._id)
            else expect(response.status).toBeLessThan(500)
          } catch {
            // The connection died with the process: that order's fate is read from the database below.
          }
          if (!killed && accepted.length >= ACCEPTED_BEFORE_KILL) {
            killed = true
            first.process.kill('SIGKILL')
          }
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT_PER_BUYER }, loop))
    }
    await Promise.all(tokens.map(buyer))
    expect(killed).toBe(true)
    expect(await first.exited).toBe('SIGKILL')

    const second = await startOn(dataDir)
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200)
    const check = connectDatabase({ kind: 'sqlite', filename })
    try {
      const orders = await check.db.selectFrom('orders').selectAll().execute()
      const items = await check.db.selectFrom('order_items').selectAll().execute()
      const stored = await check.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()

      const orderIds = orders.map((order) => order.id)
      for (const id of accepted) expect(orderIds.filter((orderId) => orderId === id)).toHaveLength(1)
      expect(new Set(orderIds).size).toBe(orderIds.length)
      for (const order of orders) {
        const lines = items.filter((item) => item.order_id === order.id)
        expect(lines.length).toBeGreaterThan(0)
        const itemsPaise = lines.reduce((sum, line) => sum + line.unit_price_paise * line.quantity, 0)
        expect(order.items_price_paise).toBe(itemsPaise)
        // Prices include GST (decision 0025): the tax is inside the total, never added to it.
        expect(order.total_price_paise).toBe(
          order.items_price_paise + order.shipping_price_paise - order.discount_paise,
        )
        expect(order.tax_price_paise).toBe(
          lines.reduce((sum, line) => sum + line.cgst_paise! + line.sgst_paise! + line.igst_paise!, 0),
        )
      }
      const sold = items.reduce((sum, item) => sum + item.quantity, 0)
      expect(stored.stock).toBe(INITIAL_STOCK - sold)
      expect(orders.length).toBeGreaterThanOrEqual(accepted.length)
      expect(orders.length).toBeLessThan(BUYERS * ORDERS_PER_BUYER)
    } finally {
      await check.close()
    }
    second.process.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  })

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const dataDir = freshDataDir()
    const server = await startOn(dataDir)
    const { port } = new URL(server.url)
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' })
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    // Headers and half the body now; the rest only after the signal.
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    server.process.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))

    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    socket.write(body.slice(10))
    await new Promise((resolve) => socket.once('close', resolve))
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer).toContain('"success":false')

    expect(await server.exited).toBe(0)
    // A cleanly closed SQLite connection checkpoints and removes its write-ahead log.
    expect(existsSync(join(dataDir, 'shop.sqlite-wal'))).toBe(false)
  })
})

/** What becomes of the next request to make a refund on its way to PhonePe. */
type RefundRequestFate =
  | 'arrives'
  /** The process is killed while its request is on the way: PhonePe never gets it. */
  | 'killed-before-phonepe'
  /** PhonePe gets it and answers, and the process is killed before it reads the answer. */
  | 'killed-before-the-answer'

/**
 * PhonePe v2 as a shop with `PHONEPE_BASE_URL` sees it (one host for the token and the API, as PhonePe's
 * sandbox is), in front of the fake that keeps the two apart; it kills the shop's process at the moment a test
 * names, while the shop waits for PhonePe.
 */
async function startPhonePeInFront(fake: FakePhonePeV2) {
  const control = { nextRefund: 'arrives' as RefundRequestFate, shop: undefined as ChildProcess | undefined }
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = ''
      request.on('data', (chunk) => (raw += chunk))
      request.on('end', () => resolve(raw))
    })
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const path = request.url ?? '/'
      const fate =
        request.method === 'POST' && path === '/payments/v2/refund' ? control.nextRefund : 'arrives'
      if (fate !== 'arrives') control.nextRefund = 'arrives'
      const killTheShop = () => {
        control.shop!.kill('SIGKILL')
        response.destroy()
      }
      if (fate === 'killed-before-phonepe') return killTheShop()
      const base = path.startsWith('/v1/oauth/') ? fake.tokenBaseUrl : fake.apiBaseUrl
      const answer = await fetch(`${base}${path}`, {
        method: request.method,
        headers: {
          'content-type': request.headers['content-type'] ?? '',
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        },
        ...(request.method === 'POST' ? { body } : {}),
      })
      const text = await answer.text()
      if (fate === 'killed-before-the-answer') return killTheShop()
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return { url, control, close }
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the server process and PhonePe [sqlite]', () => {
  it("killed between a refund's commit and PhonePe's answer, leaves the refund to the next process, which hands it over once and completes it", async () => {
    const fake = await startFakePhonePeV2(() => new Date())
    closers.push(() => fake.close())
    const phonePe = await startPhonePeInFront(fake)
    closers.push(phonePe.close)
    const admin = { email: 'owner@example.com', password: 'correct-horse-battery' }
    const env = {
      PHONEPE_CLIENT_ID: fake.credentials.clientId,
      PHONEPE_CLIENT_SECRET: fake.credentials.clientSecret,
      PHONEPE_BASE_URL: phonePe.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }
    const dataDir = freshDataDir()
    const filename = join(dataDir, 'shop.sqlite')
    const setup = connectDatabase({ kind: 'sqlite', filename })
    await migrateToLatest(setup)
    const product = await insertProduct(setup.db, { price_paise: 249_900, stock: 10 })
    await setup.close()
    const check = connectDatabase({ kind: 'sqlite', filename })
    closers.push(() => check.close())
    const refundOf = (orderId: string) =>
      check.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).executeTakeFirst()

    let shop = await startOn(dataDir, env)
    phonePe.control.shop = shop.process
    const call = async (method: string, path: string, token: string, body?: object) => {
      const response = await fetch(`${shop.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      expect(response.status, await response.clone().text()).toBeLessThan(300)
      return (await response.json()) as Record<string, unknown>
    }
    const shopper = await register(shop.url, 0)
    const signedIn = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const adminToken = ((await signedIn.json()) as { token: string }).token
    const paidOrder = async () => {
      const order = await call('POST', '/orders', shopper, {
        orderItems: [{ product: product.id, quantity: 1 }],
        shippingAddress: sampleAddress,
        paymentMethod: 'PHONEPE',
      })
      const orderId = order._id as string
      const started = await call('POST', '/payments/phonepe/initiate', shopper, {
        orderId,
        mobileNumber: '9876543210',
      })
      const transactionId = started.transactionId as string
      fake.orders.get(transactionId)!.state = 'COMPLETED'
      const paid = await call('GET', `/payments/phonepe/status/${transactionId}`, shopper)
      expect(paid).toMatchObject({ data: { transactionStatus: 'PAYMENT_SUCCESS' } })
      return orderId
    }
    /** The admin refunds the order in full; the process is killed before it has PhonePe's answer. */
    const refundUntilKilled = async (orderId: string, fate: RefundRequestFate) => {
      phonePe.control.nextRefund = fate
      await expect(
        call('POST', `/orders/${orderId}/refunds`, adminToken, {
          amount: 2499,
          reason: 'Damaged in transit',
        }),
      ).rejects.toThrow()
      expect(await shop.exited).toBe('SIGKILL')
      const refund = (await refundOf(orderId))!
      expect(refund).toMatchObject({ status: 'pending', handed_over_at: null })
      // The dead process's claim on its refund (REFUND_CLAIM_MS, a minute) would run out by itself; the
      // test moves it back rather than wait.
      await check.db
        .updateTable('refunds')
        .set({ claimed_until: new Date(0).toISOString() })
        .where('id', '=', refund.id)
        .execute()
      return refund.provider_refund_id!
    }
    /** A fresh process's refund follower completes the refund once PhonePe has it and says it is done. */
    const restartAndComplete = async (orderId: string, providerRefundId: string) => {
      shop = await startOn(dataDir, env)
      phonePe.control.shop = shop.process
      const atPhonePe = await until('PhonePe has the refund', async () => fake.refunds.get(providerRefundId))
      atPhonePe.state = 'COMPLETED'
      await until('the refund is completed', async () => {
        const refund = await refundOf(orderId)
        return refund?.status === 'completed' ? refund : undefined
      })
    }
    const refundRequests = () =>
      fake.requests.filter((request) => request === 'POST /pg/payments/v2/refund').length

    // Killed while its request is on the way: PhonePe never hears of the refund.
    const lost = await paidOrder()
    const lostRefundId = await refundUntilKilled(lost, 'killed-before-phonepe')
    expect(fake.refunds.size).toBe(0)
    await restartAndComplete(lost, lostRefundId)
    expect(refundRequests()).toBe(1)

    // Killed after PhonePe took the refund, before the shop heard so: asked about, it is not made twice.
    const taken = await paidOrder()
    const takenRefundId = await refundUntilKilled(taken, 'killed-before-the-answer')
    expect(fake.refunds.get(takenRefundId)).toMatchObject({ state: 'PENDING', amount: 249_900 })
    await restartAndComplete(taken, takenRefundId)
    expect(refundRequests()).toBe(2)
    expect([...fake.refunds.keys()].sort()).toEqual([lostRefundId, takenRefundId].sort())

    for (const orderId of [lost, taken]) {
      expect(await refundOf(orderId)).toMatchObject({
        status: 'completed',
        handed_over_at: expect.any(String),
      })
      const order = await check.db
        .selectFrom('orders')
        .select('refunded_paise')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      expect(order.refunded_paise).toBe(249_900)
    }
    const refundMails = await check.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'refund-issued')
      .execute()
    expect(refundMails).toHaveLength(2)
    expect(fake.violations).toEqual([])
    shop.process.kill('SIGTERM')
    expect(await shop.exited).toBe(0)
  }, 90_000)
})
