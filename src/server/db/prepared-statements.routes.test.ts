import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, sampleAddress } from '../test/fixtures'
import { bearer, closeTestApp, createTestApp, signUp, type TestApp } from '../test/test-app'
import { connectDatabase } from './connection'
import { prepareByName } from './prepared-statements'

// An order's statements are prepared once on each PostgreSQL connection. During a rolling deploy another
// instance's migration adds columns to the tables those statements write and return; the running instance must
// go on placing orders.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements prepared by name [postgres]', () => {
  const context = {} as TestApp
  beforeAll(async () => Object.assign(context, await createTestApp('postgres')))
  afterAll(async () => closeTestApp(context))

  it('place orders before and after another instance adds columns to orders and their lines', async () => {
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { stock: 20 })
    const place = async () =>
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(shopper.token),
          payload: {
            orderItems: [{ product: product.id, qty: 1 }],
            shippingAddress: sampleAddress,
            paymentMethod: 'COD',
          },
        })
      ).statusCode
    const before = [await place(), await place()]
    await sql`alter table orders add column gift_note text`.execute(context.database.db)
    await sql`alter table order_items add column engraving text`.execute(context.database.db)
    const after = [await place(), await place(), await place()]
    expect([...before, ...after]).toEqual([201, 201, 201, 201, 201])
    // Asked on the connection the orders used (the pool hands back the client it was last given).
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements`.execute(context.database.db)
    const prepared = rows.map((row) => row.statement.slice(0, 30))
    for (const start of ['insert into "orders"', 'insert into "order_items"', 'update "products"'])
      expect(
        prepared.some((statement) => statement.startsWith(start)),
        start,
      ).toBe(true)
  })

  it('are sent unnamed with DATABASE_PREPARED_STATEMENTS=false, as a pooler without them needs', async () => {
    const statement = 'select count(*)::int as products from "products"'
    prepareByName(statement)
    const unnamed = connectDatabase({
      kind: 'postgres',
      connectionString: process.env.TEST_DATABASE_URL!,
      searchPath: context.database.schema,
      maxConnections: 1,
      preparedStatements: false,
    })
    try {
      const prepared = await unnamed.db.connection().execute(async (db) => {
        await sql.raw(statement).execute(db)
        return (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows
      })
      expect(prepared).toEqual([])
    } finally {
      await unnamed.close()
    }
  })
})
