import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, sampleAddress } from '../../test/fixtures'
import { bearer, closeTestApp, createTestApp, signUp, signUpAdmin, type TestApp } from '../../test/test-app'

const POSTGRES_URL = process.env.TEST_DATABASE_URL

// Placing an order counts its discount code's use and then, last, takes the stock; a cancellation gives both
// back. On PostgreSQL each holds the rows it updated to its commit, so both must lock the code's row before the
// products' rows, or an order and a cancellation with the same code and product wait for each other forever and
// PostgreSQL ends one of them (a deadlock).
describe.skipIf(!POSTGRES_URL)(
  'an order and a cancellation with the same code and product [postgres]',
  () => {
    const context = {} as TestApp
    beforeAll(async () => Object.assign(context, await createTestApp('postgres')))
    afterAll(async () => closeTestApp(context))

    const lockWaits = async (client: pg.Client) =>
      (
        await client.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )
      ).rows[0]!.waiting

    it('both go through when they meet on the same rows', async () => {
      const admin = await signUpAdmin(context)
      const shopper = await signUp(context.app)
      const product = await insertProduct(context.database.db, { stock: 10 })
      const code = `LOCKS${Date.now().toString(36).toUpperCase()}`
      const created = await context.app.inject({
        method: 'POST',
        url: '/api/discounts',
        headers: bearer(admin.token),
        payload: { code, type: 'percentage', value: 10 },
      })
      expect(created.statusCode).toBe(201)
      const place = () =>
        context.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(shopper.token),
          payload: {
            orderItems: [{ product: product.id, qty: 1 }],
            shippingAddress: sampleAddress,
            paymentMethod: 'COD',
            discountCode: code,
          },
        })
      const first = await place()
      expect(first.statusCode).toBe(201)

      // Another transaction holds the product's row, so that both requests stop at it in turn.
      const holder = new pg.Client({
        connectionString: POSTGRES_URL,
        options: `-c search_path=${context.database.schema}`,
      })
      await holder.connect()
      await holder.query('begin')
      await holder.query('update products set stock = stock where id = $1', [product.id])
      try {
        const cancelling = context.app.inject({
          method: 'PUT',
          url: `/api/orders/${first.json()._id}/status`,
          headers: bearer(admin.token),
          payload: { status: 'cancelled' },
        })
        await expect.poll(() => lockWaits(holder), { timeout: 5_000 }).toBe(1)
        const placing = place()
        await expect.poll(() => lockWaits(holder), { timeout: 5_000 }).toBe(2)
        await holder.query('rollback')
        const [cancelled, placed] = await Promise.all([cancelling, placing])
        expect(cancelled.statusCode).toBe(200)
        expect(placed.statusCode).toBe(201)
      } finally {
        await holder.end()
      }
      const stock = await context.database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
      expect(stock.stock).toBe(9)
    })
  },
)
