import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, get, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { connectDatabase } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { startChildServer, type ChildServer } from './test/child-server'
import { insertProduct, sampleAddress } from './test/fixtures'

// The real server started with WORKERS=2 (a few seconds here): what only processes show.

/** The production limit (config.ts): login attempts per minute and client address. */
const LOGIN_ATTEMPTS_PER_MINUTE = 10

let server: ChildServer | undefined
let dataDir: string | undefined

afterEach(() => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  server = undefined
  dataDir = undefined
})

/** One request on a connection of its own, so that the primary hands each to a worker in turn. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
}

/** A JSON request on a connection of its own (so the two workers share the load). */
function send(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const outgoing = request(
      url,
      {
        method,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

/** A port of 127.0.0.1 that nothing listens on (taken and given back). */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The process ids in the server's request log lines for `path` (answered with `status`, if given). */
function pidsAnswering(output: string, path: string, status?: number): Set<number> {
  const pids = new Set<number>()
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"request completed"') || !line.includes(`"url":"${path}"`)) continue
    const logged = JSON.parse(line) as { pid: number; res: { statusCode: number } }
    if (status === undefined || logged.res.statusCode === status) pids.add(logged.pid)
  }
  return pids
}

describe('WORKERS=2 [sqlite]', () => {
  it('serves one port from two processes, each answering in turn, replaces one that dies, and all exit 0 on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-'))
    server = await startChildServer({ DATA_DIR: dataDir, WORKERS: '2' })
    const primaryPid = server.process.pid!
    // Both workers listening: each logs it, on the same port.
    await expect.poll(() => server!.output().match(/"msg":"Server listening at /g)?.length ?? 0).toBe(2)
    const addresses = new Set(server.output().match(/Server listening at http:\/\/127\.0\.0\.1:\d+/g))
    expect(addresses.size).toBe(1)

    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => getOnNewConnection(`${server!.url}/api/health`)),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)
    await expect.poll(() => pidsAnswering(server!.output(), '/api/health').size).toBe(2)
    expect(pidsAnswering(server.output(), '/api/health').has(primaryPid)).toBe(false)

    // A worker killed outright is replaced, and the port keeps answering meanwhile.
    const [victim] = pidsAnswering(server.output(), '/api/health')
    process.kill(victim!, 'SIGKILL')
    await expect
      .poll(() => server!.output().match(/"msg":"Server listening at /g)?.length ?? 0, { timeout: 10_000 })
      .toBe(3)
    expect(await getOnNewConnection(`${server.url}/api/health`)).toBe(200)

    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output().match(/shutting down: draining requests/g)).toHaveLength(2)
    await expect(getOnNewConnection(`${server.url}/api/health`)).rejects.toThrow()
  }, 30_000)

  it('keeps both workers right on one SQLite file: a write on one is seen at once by the other, stock sells exactly, concurrent writes all succeed', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-'))
    const setup = connectDatabase({ kind: 'sqlite', filename: join(dataDir, 'shop.sqlite') })
    await migrateToLatest(setup)
    const product = await insertProduct(setup.db, { stock: 5 })
    await setup.close()
    server = await startChildServer({
      DATA_DIR: dataDir,
      WORKERS: '2',
      ADMIN_EMAIL: 'owner@example.in',
      ADMIN_PASSWORD: 'owner-password',
    })
    await expect.poll(() => server!.output().match(/"msg":"Server listening at /g)?.length ?? 0).toBe(2)
    const base = server.url
    const admin = await send(`${base}/api/auth/login`, 'POST', {
      email: 'owner@example.in',
      password: 'owner-password',
    })
    const adminToken = (admin.json() as { token: string }).token
    const buyer = await send(`${base}/api/auth/register`, 'POST', {
      name: 'Worker Buyer',
      email: 'worker.buyer@example.in',
      password: 'correct-horse-battery',
    })
    const buyerHeaders = { authorization: `Bearer ${(buyer.json() as { token: string }).token}` }

    // Both workers cache the product; one of them features it; 50 ms later neither serves the old answer
    // (the notice goes through the primary; the file watch alone would take up to a second).
    const productUrl = `${base}/api/products/${product.id}`
    const featured = async () =>
      Promise.all(
        Array.from(
          { length: 6 },
          async () => ((await send(productUrl, 'GET')).json() as { isFeatured: boolean }).isFeatured,
        ),
      )
    expect(await featured()).toEqual(Array(6).fill(false))
    const flagged = await send(
      productUrl,
      'PATCH',
      { isFeatured: true },
      { authorization: `Bearer ${adminToken}` },
    )
    expect(flagged.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await featured()).toEqual(Array(6).fill(true))

    // 20 orders at once over both workers for the last 5 in stock: exactly 5 sold, nobody gets a 5xx.
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(
          `${base}/api/orders`,
          'POST',
          {
            orderItems: [{ product: product.id, quantity: 1 }],
            shippingAddress: sampleAddress,
            paymentMethod: 'COD',
          },
          { ...buyerHeaders, 'idempotency-key': `workers-${index}` },
        ),
      ),
    )
    const statuses = orders.map((order) => order.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.every((status) => status < 500)).toBe(true)
    // Each order's stock change reaches the other worker through the primary: neither still shows stock left.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stocks = await Promise.all(
      Array.from(
        { length: 6 },
        async () => ((await send(productUrl, 'GET')).json() as { stock: number }).stock,
      ),
    )
    expect(stocks).toEqual(Array(6).fill(0))

    // Plain transactions (the address book's) from both workers at once: every one commits.
    const addresses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send(
          `${base}/api/addresses`,
          'POST',
          { ...sampleAddress, addressLine1: `${index} MG Road` },
          buyerHeaders,
        ),
      ),
    )
    expect(addresses.map((address) => address.status)).toEqual(Array(12).fill(201))
    await expect.poll(() => pidsAnswering(server!.output(), '/api/addresses').size).toBe(2)

    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const check = connectDatabase({ kind: 'sqlite', filename: join(dataDir, 'shop.sqlite') })
    try {
      const stored = await check.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
      expect(stored.stock).toBe(0)
    } finally {
      await check.close()
    }
  }, 40_000)

  it('holds the login limit of 10 a minute across both workers without Redis: the 11th attempt is refused whichever answers', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-'))
    server = await startChildServer({ DATA_DIR: dataDir, WORKERS: '2' })
    await expect.poll(() => server!.output().match(/"msg":"Server listening at /g)?.length ?? 0).toBe(2)
    const attempt = async () =>
      (
        await send(`${server!.url}/api/auth/login`, 'POST', {
          email: 'nobody@example.in',
          password: 'wrong-password',
        })
      ).status

    // One after another, each on a connection of its own, so the workers take turns: counted apart, each
    // would allow 10 and all 16 would be answered 401.
    const statuses: number[] = []
    for (let index = 0; index < 16; index += 1) statuses.push(await attempt())
    expect(statuses).toEqual([
      ...Array(LOGIN_ATTEMPTS_PER_MINUTE).fill(401),
      ...Array(16 - LOGIN_ATTEMPTS_PER_MINUTE).fill(429),
    ])
    await expect.poll(() => pidsAnswering(server!.output(), '/api/auth/login', 401).size).toBe(2)
    await expect.poll(() => pidsAnswering(server!.output(), '/api/auth/login', 429).size).toBe(2)

    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 30_000)

  it('exits non-zero when every worker dies at once at start (Redis down), so that systemd restarts it', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-'))
    const started = Date.now()
    // Both workers fail to reach Redis together: the primary must neither exit 0 with nothing left to run
    // (Restart=on-failure would not restart it) nor linger; it restarts them, sees the crash loop, exits 1.
    await expect(
      startChildServer({
        DATA_DIR: dataDir,
        WORKERS: '2',
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      }),
    ).rejects.toThrow(/the shop exited \(1\) before listening/)
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 30_000)
})
