import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { insertProduct } from '../test/fixtures'
import { bearer, signUp, testConfig, type TestApp } from '../test/test-app'
import { REPLICA_ANSWER_MAX_AGE_MS } from './catalogue-reads'

const POSTGRES_URL = process.env.TEST_DATABASE_URL

/** The test database's URL working in `schema`, as a replica's URL would name its own database. */
function urlInSchema(schema: string): string {
  const url = new URL(POSTGRES_URL!)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

// The "replica" is another schema holding different data: whatever an answer shows tells where it was read.
describe.skipIf(!POSTGRES_URL)('catalogue reads with DATABASE_REPLICA_URL [postgres]', () => {
  const primarySchema = `test_${randomBytes(6).toString('hex')}`
  const replicaSchema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  let connection: DatabaseConnection
  let replicaSetup: DatabaseConnection
  const context = { dialect: 'postgres' } as TestApp
  const productId = '0123456789abcdef01234567'
  // The kept answers' clock (Date.now, which the shop's change signal reads) is moved past an answer's age bound
  // instead of waiting for it.
  let ahead = 0
  const passTheAgeBound = () => (ahead += REPLICA_ANSWER_MAX_AGE_MS + 100)

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create schema ${primarySchema}`)
    await admin.query(`create schema ${replicaSchema}`)
    connection = connectDatabase({
      kind: 'postgres',
      connectionString: POSTGRES_URL!,
      searchPath: primarySchema,
      maxConnections: 4,
      replicaConnectionString: urlInSchema(replicaSchema),
    })
    replicaSetup = connectDatabase({
      kind: 'postgres',
      connectionString: POSTGRES_URL!,
      searchPath: replicaSchema,
    })
    await migrateToLatest(connection)
    await migrateToLatest(replicaSetup)
    await insertProduct(connection.db, { id: productId, name: 'Primary Gojo Figure', price_paise: 100_000 })
    await insertProduct(replicaSetup.db, { id: productId, name: 'Replica Gojo Figure', price_paise: 90_000 })
    const realNow = Date.now.bind(Date)
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead)
    context.app = await buildApp(testConfig, connection)
    await context.app.ready()
    context.database = { ...connection, dispose: async () => {} }
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await context.app?.close()
    await connection.close()
    await replicaSetup.close()
    await admin.query(`drop schema ${primarySchema} cascade`)
    await admin.query(`drop schema ${replicaSchema} cascade`)
    await admin.end()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers })

  it('answers anonymous listings, searches and the sitemap from the replica, and a product from the primary', async () => {
    const listing = await get('/api/products')
    expect(listing.json().products.map((product: { name: string }) => product.name)).toEqual([
      'Replica Gojo Figure',
    ])
    expect((await get('/api/products?search=gojo')).json().products[0].name).toBe('Replica Gojo Figure')
    // A product's own answer always shows its current stock, which a replica may not have yet.
    expect((await get(`/api/products/${productId}`)).json()).toMatchObject({
      name: 'Primary Gojo Figure',
      price: 1000,
    })
    const sitemap = await get('/sitemap-1.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.body).toContain(productId)
  })

  it('reads the primary for a signed-in caller, who may just have written', async () => {
    const shopper = await signUp(context.app)
    const product = await get(`/api/products/${productId}`, bearer(shopper.token))
    expect(product.json()).toMatchObject({ name: 'Primary Gojo Figure', price: 1000 })
  })

  it('writes to the primary only', async () => {
    const shopper = await signUp(context.app)
    const inPrimary = await connection.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', shopper.id)
      .execute()
    const inReplica = await replicaSetup.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', shopper.id)
      .execute()
    expect(inPrimary).toHaveLength(1)
    expect(inReplica).toHaveLength(0)
    await context.app.db.updateTable('products').set({ stock: 3 }).where('id', '=', productId).execute()
    const replicaRow = await replicaSetup.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
    expect(replicaRow.stock).toBe(10)
  })

  it('keeps an answer read from the replica in the response cache for a bounded time only', async () => {
    const url = '/api/products?search=gojo&limit=13'
    const name = async (headers?: Record<string, string>) => (await get(url, headers)).json().products[0].name
    expect(await name()).toBe('Replica Gojo Figure')
    // The replica catches up with a write it had not yet replayed when the answer was cached.
    await replicaSetup.db
      .updateTable('products')
      .set({ name: 'Replica Gojo Figure v2' })
      .where('id', '=', productId)
      .execute()
    expect(await name()).toBe('Replica Gojo Figure')
    passTheAgeBound()
    expect(await name()).toBe('Replica Gojo Figure v2')
  })

  it('keeps facet groups read from the replica for a bounded time, also when a HEAD request read them', async () => {
    // A HEAD is not answered by the response cache, so nothing else bounds the groups it reads.
    expect((await context.app.inject({ method: 'HEAD', url: '/api/products/facets' })).statusCode).toBe(200)
    await insertProduct(replicaSetup.db, { name: 'Replica Nezuko Figure', category: 'keychains' })
    const categories = async () => JSON.stringify((await get('/api/products/facets?limit=16')).json())
    expect(await categories()).not.toContain('keychains')
    passTheAgeBound()
    expect(await categories()).toContain('keychains')
  })

  it('never serves a signed-in caller an answer cached from the replica, in Fastify or in front of it', async () => {
    const shopper = await signUp(context.app)
    const base = await context.app.listen({ port: 0, host: '127.0.0.1' })
    const overHttp = '/api/products?search=gojo&limit=14'
    const injected = '/api/products?search=gojo&limit=15'
    type Listing = { products: { name: string }[] }
    const firstName = (listing: unknown) => (listing as Listing).products[0]!.name
    // Anonymous reads fill the cache from the replica.
    expect(firstName(await (await fetch(`${base}${overHttp}`)).json())).toMatch(/^Replica/)
    expect(firstName((await get(injected)).json())).toMatch(/^Replica/)
    // A write straight to the primary (no POST through the shop, so the cache is not emptied): what a
    // signed-in caller who has just written would expect to see.
    await connection.db
      .updateTable('products')
      .set({ name: 'Primary Gojo Figure, renamed' })
      .where('id', '=', productId)
      .execute()
    const signedIn = await fetch(`${base}${overHttp}`, { headers: bearer(shopper.token) })
    expect(firstName(await signedIn.json())).toBe('Primary Gojo Figure, renamed')
    expect(firstName((await get(injected, bearer(shopper.token))).json())).toBe(
      'Primary Gojo Figure, renamed',
    )
  })
})
