import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { connectDatabase } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { startChildServer, type ChildServer } from './test/child-server'
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

afterEach(() => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL')
  for (const directory of directories) rmSync(directory, { recursive: true, force: true })
  servers = []
  directories = []
})

async function startOn(dataDir: string): Promise<ChildServer> {
  const server = await startChildServer({ DATA_DIR: dataDir })
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
