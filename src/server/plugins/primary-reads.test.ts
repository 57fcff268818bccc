import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { insertProduct } from '../test/fixtures'
import { testConfig } from '../test/test-app'
import type { FastifyInstance } from 'fastify'

const POSTGRES_URL = process.env.TEST_DATABASE_URL

// A drop: every connection of the write pool is taken by an order waiting for a popular product's row, which
// another transaction holds. The catalogue's reads must not queue behind them.
describe.skipIf(!POSTGRES_URL)('reads beside a write pool that is all taken [postgres]', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  let connection: DatabaseConnection
  let app: FastifyInstance
  const popular = '0123456789abcdef01234567'
  const other = '0123456789abcdef01234568'

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    connection = connectDatabase({
      kind: 'postgres',
      connectionString: POSTGRES_URL!,
      searchPath: schema,
      maxConnections: 2,
    })
    await migrateToLatest(connection)
    await insertProduct(connection.db, { id: popular, name: 'Popular Figure', stock: 5 })
    await insertProduct(connection.db, { id: other, name: 'Other Figure', stock: 7 })
    app = await buildApp(testConfig, connection)
    await app.ready()
  })

  afterAll(async () => {
    await app?.close()
    await connection.close()
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  })

  it('answers a product and the listing while every write connection waits on a locked row', async () => {
    const holder = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` })
    await holder.connect()
    await holder.query('begin')
    await holder.query('update products set stock = stock where id = $1', [popular])
    // Both of the write pool's connections now wait for the holder's lock.
    const waiting = [1, 2].map(() =>
      app.db.transaction().execute((trx) =>
        trx
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '-', 1) }))
          .where('id', '=', popular)
          .execute(),
      ),
    )
    try {
      await expect
        .poll(async () => (await connection.poolUse!()).waiting + (await connection.poolUse!()).idle, {
          timeout: 2_000,
        })
        .toBe(0)
      const started = performance.now()
      const [product, listing] = await Promise.all([
        app.inject({ method: 'GET', url: `/api/products/${other}` }),
        app.inject({ method: 'GET', url: '/api/products?limit=7' }),
      ])
      expect(product.statusCode).toBe(200)
      expect(product.json()).toMatchObject({ name: 'Other Figure', stock: 7 })
      expect(listing.json().products).toHaveLength(2)
      expect(performance.now() - started).toBeLessThan(1_000)
    } finally {
      await holder.query('rollback')
      await holder.end()
      await Promise.all(waiting)
    }
  })
})
