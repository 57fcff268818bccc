import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { insertProduct } from '../test/fixtures'
import {
  bearer,
  closeTestApp,
  createTestApp,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  testConfig,
  type TestApp,
} from '../test/test-app'
import { stockChange } from '../changes/changes'
import { metricsRegistry } from '../metrics'

/** The response-cache look-ups this process has counted, by result. */
async function cacheLookUps(): Promise<Record<'hit' | 'shared' | 'miss', number>> {
  const counted = await metricsRegistry.getSingleMetric('shop_response_cache_total')!.get()
  const of = (result: string) => counted.values.find((value) => value.labels.result === result)?.value ?? 0
  return { hit: of('hit'), shared: of('shared'), miss: of('miss') }
}

describeEachDatabase('catalogue answers from the cache', (context) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers })

  it('answers a repeated read from memory with the same bytes, an ETag and 304 for a known one', async () => {
    const product = await insertProduct(context.database.db)
    const url = `/api/products/${product.id}`
    const first = await get(url)
    expect(first.statusCode).toBe(200)
    expect(first.headers.etag).toMatch(/^W\/"/)
    expect(first.headers['cache-control']).toBe('no-cache')
    // The row changes behind the shop's back: an answer from memory still shows the old name.
    await context.database.db
      .updateTable('products')
      .set({ name: 'Changed directly' })
      .where('id', '=', product.id)
      .execute()
    const second = await get(url)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['x-request-id']).toBeTruthy()
    expect(second.headers['content-security-policy']).toContain("default-src 'self'")
    const revalidated = await get(url, { 'if-none-match': first.headers.etag as string })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
  })

  it('reads a dropped product once for the requests that arrive together, and gives each the same answer', async () => {
    const product = await insertProduct(context.database.db, { stock: 9 })
    const url = `/api/products/${product.id}`
    await get(url)
    // An order of the product drops its answer; then many shoppers open its page at once.
    context.app.changes.publish(stockChange([product.id]))
    await context.database.db.updateTable('products').set({ stock: 8 }).where('id', '=', product.id).execute()
    const before = await cacheLookUps()
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)))
    const after = await cacheLookUps()
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(answers[0]!.json().stock).toBe(8)
    // One computed it; the seven that came while it was read waited for it.
    expect(after.miss - before.miss).toBe(1)
    expect(after.shared - before.shared).toBe(7)
  })

  it('sends the cached bytes brotli- or gzip-compressed when the client takes it, the first time as later', async () => {
    for (let index = 0; index < 3; index += 1) await insertProduct(context.database.db)
    const url = `/api/products?limit=20&sort=price`
    const computed = await get(`${url}&first=1`, { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' })
    const plain = await get(url)
    expect(computed.headers['content-encoding']).toBe('br')
    expect(computed.headers.etag).toMatch(/^W\//)
    expect(computed.headers['content-length']).toBe(String(computed.rawPayload.length))
    const revalidated = await get(`${url}&again=1`, { 'if-none-match': '*' })
    expect(revalidated.statusCode).toBe(304)
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body)
    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('never answers a read made after a write with what was there before it', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const name = `Cache Probe ${context.dialect} ${Date.now()}`
    const product = await insertProduct(context.database.db, { stock: 2, name })
    const productUrl = `/api/products/${product.id}`
    const listingUrl = `/api/products?search=${encodeURIComponent(name)}`
    const reviewsUrl = `/api/reviews/product/${product.id}`
    const read = async () => {
      const [one, list, reviews] = await Promise.all([get(productUrl), get(listingUrl), get(reviewsUrl)])
      return {
        product: one.json(),
        listed: list.json().products[0],
        reviews: reviews.json(),
        etag: one.headers.etag,
      }
    }
    const before = await read()
    expect(before.product.stock).toBe(2)
    expect(before.listed.stock).toBe(2)

    const order = await context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: {
        orderItems: [{ product: product.id, qty: 2 }],
        shippingAddress: { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
        paymentMethod: 'COD',
      },
    })
    expect(order.statusCode).toBe(201)
    // The product's own answer at once; a listing's stock figure may lag a second (staleness.routes.test.ts).
    const afterOrder = await read()
    expect(afterOrder.product.stock).toBe(0)
    const stale = await get(productUrl, { 'if-none-match': before.etag as string })
    expect(stale.statusCode).toBe(200)

    const review = await context.app.inject({
      method: 'POST',
      url: reviewsUrl,
      headers: bearer(shopper.token),
      payload: { rating: 4, comment: 'Lovely paint work' },
    })
    expect(review.statusCode).toBe(201)
    const afterReview = await read()
    expect(afterReview.product.numReviews).toBe(1)
    expect(afterReview.listed.rating).toBe(4)
    expect(afterReview.reviews).toHaveLength(1)

    const restock = await context.app.inject({
      method: 'PUT',
      url: productUrl,
      headers: bearer(admin.token),
      payload: { stock: 7, price: 3999 },
    })
    expect(restock.statusCode).toBe(200)
    const afterRestock = await read()
    expect(afterRestock.product).toMatchObject({ stock: 7, price: 3999 })
    expect(afterRestock.listed).toMatchObject({ stock: 7, price: 3999 })

    const featured = await context.app.inject({
      method: 'PATCH',
      url: productUrl,
      headers: bearer(admin.token),
      payload: { isFeatured: true },
    })
    expect(featured.statusCode).toBe(200)
    expect((await read()).product.isFeatured).toBe(true)

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: productUrl,
      headers: bearer(admin.token),
    })
    expect(deleted.statusCode).toBe(200)
    expect((await get(productUrl)).statusCode).toBe(404)
    expect((await get(listingUrl)).json().products).toHaveLength(0)
  })

  it('answers an admin-only read from memory only after the guard, privately, and fresh after a write', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const stats = (token?: string) =>
      context.app.inject({ method: 'GET', url: '/api/admin/stats', headers: token ? bearer(token) : {} })
    const first = await stats(admin.token)
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    expect((await stats(admin.token)).headers.etag).toBe(first.headers.etag)
    // The answer is in memory, yet nobody else gets it.
    expect((await stats()).statusCode).toBe(401)
    expect((await stats(shopper.token)).statusCode).toBe(403)
    const product = await insertProduct(context.database.db, { stock: 5 })
    const order = await context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: {
        orderItems: [{ product: product.id, qty: 1 }],
        shippingAddress: { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
        paymentMethod: 'COD',
      },
    })
    expect(order.statusCode).toBe(201)
    const after = await stats(admin.token)
    expect(after.json().totalOrders).toBe(first.json().totalOrders + 1)
  })

  it('keeps no error answers, so a product created after a 404 is found', async () => {
    const product = await insertProduct(context.database.db)
    await context.database.db.deleteFrom('products').where('id', '=', product.id).execute()
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404)
    await insertProduct(context.database.db, { id: product.id })
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(200)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  /** The delay this test allows between a write's answer on one instance and a fresh read on the other. */
  const FRESH_WITHIN_MS = 1_000
  let first: TestApp
  let second: FastifyInstance
  let secondConnection: DatabaseConnection

  beforeAll(async () => {
    first = await createTestApp('postgres')
    secondConnection = connectDatabase({
      kind: 'postgres',
      connectionString: process.env.TEST_DATABASE_URL!,
      searchPath: first.database.schema!,
    })
    second = await buildApp(testConfig, secondConnection)
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await secondConnection.close()
    await closeTestApp(first)
  })

  const stockOn = async (app: FastifyInstance, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json().stock as number

  async function waitForStock(app: FastifyInstance, id: string, stock: number): Promise<number> {
    const started = Date.now()
    while ((await stockOn(app, id)) !== stock) {
      if (Date.now() - started > FRESH_WITHIN_MS)
        throw new Error(`still not ${stock} after ${FRESH_WITHIN_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    return Date.now() - started
  }

  it(`shows a write made on the other instance within ${FRESH_WITHIN_MS} ms of its answer`, async () => {
    const admin = await signUpAdmin(first)
    const product = await insertProduct(first.database.db, { stock: 3 })
    expect(await stockOn(first.app, product.id)).toBe(3)
    expect(await stockOn(first.app, product.id)).toBe(3) // now from the first instance's memory
    const restock = await second.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(admin.token),
      payload: { stock: 9 },
    })
    expect(restock.statusCode).toBe(200)
    expect(await waitForStock(first.app, product.id, 9)).toBeLessThan(FRESH_WITHIN_MS)
  })

  it(`ends a session signed out on the other instance within ${FRESH_WITHIN_MS} ms`, async () => {
    const shopper = await signUp(first.app)
    const me = () => first.app.inject({ url: '/api/users/profile', headers: bearer(shopper.token) })
    expect((await me()).statusCode).toBe(200)
    expect((await me()).statusCode).toBe(200) // the session lookup is now remembered by the first instance
    const logout = await second.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(shopper.token),
    })
    expect(logout.statusCode).toBe(200)
    const started = Date.now()
    while ((await me()).statusCode !== 401) {
      if (Date.now() - started > FRESH_WITHIN_MS)
        throw new Error('the session still works on the first instance')
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })

  it('caches nothing while it cannot hear the other instances, and caches again once it can', async () => {
    const product = await insertProduct(first.database.db, { stock: 4 })
    const listeners = sql<{ pid: number }>`
      select pid from pg_stat_activity
      where query = ${`listen "shop_changes_${first.database.schema}"`} and pid <> pg_backend_pid()`
    const before = (await listeners.execute(first.database.db)).rows.map((row) => row.pid)
    expect(before).toHaveLength(2) // both instances
    await sql`select pg_terminate_backend(pid) from unnest(${before}::int[]) as pid`.execute(
      first.database.db,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await stockOn(first.app, product.id)).toBe(4)
    // A write the first instance cannot hear about, made straight in the database: seen at once all the same.
    await first.database.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute()
    expect(await stockOn(first.app, product.id)).toBe(5)
    // Both listen again within a few seconds; from then on answers are kept again.
    const started = Date.now()
    while (
      (await listeners.execute(first.database.db)).rows.filter((row) => !before.includes(row.pid)).length < 2
    ) {
      expect(Date.now() - started).toBeLessThan(5_000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await new Promise((resolve) => setTimeout(resolve, 100)) // the LISTEN's answer reaching the instance
    expect(await stockOn(first.app, product.id)).toBe(5)
    await first.database.db.updateTable('products').set({ stock: 6 }).where('id', '=', product.id).execute()
    expect(await stockOn(first.app, product.id)).toBe(5) // the answer kept from before the direct write
  })
})

describe('answers from the cache over HTTP, written by the front server', () => {
  let context: TestApp
  let base: string
  beforeAll(async () => {
    context = await createTestApp('sqlite')
    base = await context.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => closeTestApp(context))

  const headerNames = (response: Response) =>
    [...response.headers.keys()].filter((name) => !['date', 'keep-alive', 'connection'].includes(name)).sort()

  it('sends the same bytes and headers Fastify sent, with a fresh request id, and 304 or brotli on request', async () => {
    const product = await insertProduct(context.database.db)
    const url = `${base}/api/products/${product.id}`
    const before = context.app.frontServer.answered
    const first = await fetch(url)
    const firstBody = await first.text()
    const second = await fetch(url, { headers: { 'x-request-id': 'trace-me-123' } })
    expect(context.app.frontServer.answered).toBe(before + 1)
    expect(await second.text()).toBe(firstBody)
    expect(headerNames(second)).toEqual(headerNames(first))
    for (const name of headerNames(first).filter((name) => name !== 'x-request-id'))
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    expect(second.headers.get('x-request-id')).toBe('trace-me-123')
    expect(first.headers.get('x-request-id')).not.toBe('trace-me-123')

    const revalidated = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toContain("default-src 'self'")
    for (let index = 0; index < 3; index += 1) await insertProduct(context.database.db)
    const listing = `${base}/api/products?limit=5`
    const fresh = await fetch(listing, { headers: { 'accept-encoding': 'br' } })
    const cached = await fetch(listing, { headers: { 'accept-encoding': 'br' } })
    expect(fresh.headers.get('content-encoding')).toBe('br')
    expect(cached.headers.get('content-encoding')).toBe('br')
    expect(await cached.text()).toBe(await fresh.text()) // fetch decodes both
    // Computed or kept, an answer leaves by the one path: the same headers, its length known.
    expect(headerNames(cached)).toEqual(headerNames(fresh))
    expect(cached.headers.get('content-length')).toBe(fresh.headers.get('content-length'))
    expect(context.app.frontServer.answered).toBe(before + 3)
  })

  it('logs an answer written by the front server with the line Fastify writes for it', async () => {
    const lines: string[] = []
    const logged = await createTestApp('sqlite', {
      logLevel: 'info',
      logStream: { write: (line) => lines.push(line) },
    })
    try {
      const address = await logged.app.listen({ port: 0, host: '127.0.0.1' })
      const product = await insertProduct(logged.database.db)
      const url = `${address}/api/products/${product.id}?look="quoted"`
      const before = logged.app.frontServer.answered
      await fetch(url, { headers: { 'accept-version': '2' } }) // Fastify answers and keeps it
      await fetch(url, { headers: { 'accept-version': '2' } }) // the front server answers
      expect(logged.app.frontServer.answered).toBe(before + 1)
      await new Promise((resolve) => setTimeout(resolve, 20))
      const [viaFastify, byFrontServer] = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'request completed')
      const comparable = (entry: Record<string, unknown> | undefined) => {
        const { time, reqId, responseTime, req, ...rest } = entry ?? {}
        const { remotePort, ...request } = req as Record<string, unknown>
        return {
          ...rest,
          req: request,
          types: [typeof time, typeof reqId, typeof responseTime, typeof remotePort],
        }
      }
      expect(Object.keys(byFrontServer ?? {})).toEqual(Object.keys(viaFastify ?? {}))
      expect(comparable(byFrontServer)).toEqual(comparable(viaFastify))
      expect((byFrontServer?.req as { url: string }).url).toBe(
        `/api/products/${product.id}?look=%22quoted%22`,
      )
    } finally {
      await closeTestApp(logged)
    }
  })

  it('leaves admin-only answers to Fastify, and shows a write at once', async () => {
    const admin = await signUpAdmin(context)
    const product = await insertProduct(context.database.db, { stock: 2 })
    const url = `${base}/api/products/${product.id}`
    await fetch(url)
    const statsUrl = `${base}/api/admin/stats`
    const auth = { authorization: `Bearer ${admin.token}` }
    await fetch(statsUrl, { headers: auth })
    const before = context.app.frontServer.answered
    expect((await fetch(statsUrl, { headers: auth })).status).toBe(200)
    expect((await fetch(statsUrl)).status).toBe(401)
    expect(context.app.frontServer.answered).toBe(before)

    const restock = await fetch(url, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: 8 }),
    })
    expect(restock.status).toBe(200)
    expect((await (await fetch(url)).json()).stock).toBe(8)
  })
})
