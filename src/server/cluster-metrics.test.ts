import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Registry } from 'prom-client'
import { afterEach, describe, expect, it } from 'vitest'
import { primaryMetricsReader, type PrimaryChannel } from './cluster-metrics'
import { connectDatabase } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { startChildServer, type ChildServer } from './test/child-server'
import { insertProduct, sampleAddress } from './test/fixtures'
import { parsePrometheusText, sampleValue } from './test/prometheus-text'

const TOKEN = 'scrape-token-0123456789abcdef'

describe('a worker asking its primary for the metrics', () => {
  it('fails the scrape, rather than answer its own part, when there is no primary or it does not answer', async () => {
    const gone: PrimaryChannel = { connected: false, on: () => undefined }
    await expect(primaryMetricsReader(new Registry(), gone)()).rejects.toThrow(/no primary process/)
    const silent: PrimaryChannel = { connected: true, send: () => true, on: () => undefined }
    await expect(primaryMetricsReader(new Registry(), silent, 50)()).rejects.toThrow(
      /did not answer within 50 ms/,
    )
  })
})

let server: ChildServer | undefined
let dataDir: string | undefined

afterEach(() => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  server = undefined
  dataDir = undefined
})

/** One request on a connection of its own, so that the primary hands each to a worker in turn. */
function send(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
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
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

/**
 * A worker just started on a busy 2-core machine may refuse a request with 503 while its event loop catches up
 * (overload protection, before anything is done): asked again, as a load balancer would.
 */
async function sendUntilNotOverloaded(
  call: () => Promise<{ status: number; text: string }>,
): Promise<{ status: number; text: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call()
    if (answer.status !== 503 || attempt === 10) return answer
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The process ids in the server's request log lines for `method path`. */
function pidsAnswering(output: string, method: string, path: string): Set<number> {
  const pids = new Set<number>()
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"request completed"') || !line.includes(`"url":"${path}"`)) continue
    const logged = JSON.parse(line) as { pid: number; req: { method: string } }
    if (logged.req.method === method) pids.add(logged.pid)
  }
  return pids
}

describe('WORKERS=2 metrics [sqlite]', () => {
  it("answers every scrape, whichever worker gets it, with the sum of both workers' metrics", async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-metrics-'))
    const setup = connectDatabase({ kind: 'sqlite', filename: join(dataDir, 'shop.sqlite') })
    await migrateToLatest(setup)
    const product = await insertProduct(setup.db, { stock: 50 })
    await setup.close()
    server = await startChildServer({ DATA_DIR: dataDir, WORKERS: '2', METRICS_TOKEN: TOKEN })
    await expect.poll(() => server!.output().match(/"msg":"Server listening at /g)?.length ?? 0).toBe(2)
    const base = server.url

    const buyer = await sendUntilNotOverloaded(() =>
      send(`${base}/api/auth/register`, 'POST', {
        name: 'Metrics Buyer',
        email: 'metrics.buyer@example.in',
        password: 'correct-horse-battery',
      }),
    )
    const buyerHeaders = { authorization: `Bearer ${(JSON.parse(buyer.text) as { token: string }).token}` }
    const ORDERS = 6
    for (let index = 0; index < ORDERS; index += 1) {
      const placed = await sendUntilNotOverloaded(() =>
        send(
          `${base}/api/orders`,
          'POST',
          {
            orderItems: [{ product: product.id, qty: 1 }],
            shippingAddress: sampleAddress,
            paymentMethod: 'COD',
          },
          buyerHeaders,
        ),
      )
      expect(placed.status).toBe(201)
    }
    // Each worker placed some of them: a worker's own counter would show only its part.
    await expect.poll(() => pidsAnswering(server!.output(), 'POST', '/api/orders').size).toBe(2)

    const totals: number[] = []
    const pools: number[] = []
    for (let index = 0; index < 4; index += 1) {
      const scrape = await sendUntilNotOverloaded(() =>
        send(`${base}/metrics`, 'GET', undefined, { authorization: `Bearer ${TOKEN}` }),
      )
      expect(scrape.status).toBe(200)
      const parsed = parsePrometheusText(scrape.text)
      expect(parsed.problems).toEqual([])
      totals.push(sampleValue(parsed, 'shop_orders_placed_total', { payment_method: 'COD' }))
      pools.push(sampleValue(parsed, 'shop_database_pool_connections', { state: 'total' }))
      expect(
        sampleValue(parsed, 'http_request_duration_seconds_count', {
          method: 'POST',
          route: '/api/orders',
          status_code: '201',
        }),
      ).toBe(ORDERS)
    }
    await expect.poll(() => pidsAnswering(server!.output(), 'GET', '/metrics').size).toBe(2)
    expect(totals).toEqual(Array(4).fill(ORDERS))
    // Each worker's one SQLite connection, summed.
    expect(pools).toEqual(Array(4).fill(2))

    expect((await send(`${base}/metrics`, 'GET', undefined, { authorization: 'Bearer wrong' })).status).toBe(
      401,
    )
    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 40_000)
})
