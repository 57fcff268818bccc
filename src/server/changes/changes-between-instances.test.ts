import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupees } from '@common/money'
import { codAboveLimitMessage } from '@common/schemas/cash-on-delivery'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { insertProduct, sampleAddress } from '../test/fixtures'
import { testRedisUrl } from '../test/test-redis'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testConfig,
  type TestApp,
} from '../test/test-app'

/** The delay allowed between a change's answer on one instance and a fresh read on the other. */
const HEARD_WITHIN_MS = 1_000

const transports = [
  { name: 'PostgreSQL LISTEN/NOTIFY', redisUrl: undefined, runs: !!process.env.TEST_DATABASE_URL },
  { name: 'Redis pub/sub', redisUrl: testRedisUrl, runs: !!process.env.TEST_DATABASE_URL && !!testRedisUrl },
]

for (const transport of transports) {
  describe.runIf(transport.runs)(`the change signal between two instances, through ${transport.name}`, () => {
    let first: TestApp
    let second: FastifyInstance
    let secondConnection: DatabaseConnection

    beforeAll(async () => {
      first = await createTestApp('postgres', { redisUrl: transport.redisUrl })
      secondConnection = connectDatabase({
        kind: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL!,
        searchPath: first.database.schema!,
      })
      second = await buildApp({ ...testConfig, redisUrl: transport.redisUrl }, secondConnection)
      await second.ready()
    })
    afterAll(async () => {
      await second.close()
      await secondConnection.close()
      await closeTestApp(first)
    })

    const read = async (app: FastifyInstance, id: string) =>
      (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as {
        name: string
        stock: number
        price: number
      }

    async function waitOn(
      app: FastifyInstance,
      id: string,
      shows: (product: { stock: number; price: number }) => boolean,
    ) {
      const started = Date.now()
      while (!shows(await read(app, id))) {
        if (Date.now() - started > HEARD_WITHIN_MS) throw new Error(`not heard within ${HEARD_WITHIN_MS} ms`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }

    it('carries an order as a stock change: the other instance drops that product’s answer, and keeps the rest', async () => {
      // On the first instance: its own `everything` is told to it at once, never later through the transport.
      const shopper = await signUp(first.app)
      const ordered = await insertProduct(first.database.db, { stock: 4 })
      const untouched = await insertProduct(first.database.db, { stock: 4 })
      expect((await read(first.app, ordered.id)).stock).toBe(4)
      expect((await read(first.app, untouched.id)).name).toBe(untouched.name) // both kept by the first instance
      await first.database.db
        .updateTable('products')
        .set({ name: 'Renamed behind both instances' })
        .where('id', '=', untouched.id)
        .execute()
      const order = await second.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: {
          orderItems: [{ product: ordered.id, qty: 3 }],
          shippingAddress: sampleAddress,
          paymentMethod: 'COD',
        },
      })
      expect(order.statusCode, order.body).toBe(201)
      await waitOn(first.app, ordered.id, (product) => product.stock === 1)
      // Heard as the stock of one product, not as `everything`.
      expect((await read(first.app, untouched.id)).name).toBe(untouched.name)
    })

    it('carries any other change as everything: a price changed on one instance shows on the other', async () => {
      const admin = await signUpAdmin(first)
      const product = await insertProduct(first.database.db, { price_paise: 99_900 })
      expect((await read(first.app, product.id)).price).toBe(999)
      const changed = await second.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: bearer(admin.token),
        payload: { price: 1249 },
      })
      expect(changed.statusCode, changed.body).toBe(200)
      await waitOn(first.app, product.id, (shown) => shown.price === 1249)
    })

    it('carries an admin’s cash-on-delivery rules: the other instance’s checkout follows them', async () => {
      const admin = await signUpAdmin(first)
      const shopper = await signUp(first.app)
      const figure = await insertProduct(first.database.db, { price_paise: 300_000, stock: 10 })
      // The cart's question reads the same kept rules as placing the order, and writes nothing.
      const askSecond = async () =>
        (
          await second.inject({
            method: 'GET',
            url: `/api/cod/eligibility?amount=3000&postalCode=${sampleAddress.postalCode}`,
            headers: bearer(shopper.token),
          })
        ).json() as { available: boolean; message: string | null }
      expect((await askSecond()).available).toBe(true) // read by the second instance and kept
      const saved = await first.app.inject({
        method: 'PUT',
        url: '/api/cod/settings',
        headers: bearer(admin.token),
        payload: { maxOrderValue: 2_000, blockAfterReturns: 0, confirmationHours: 0 },
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const started = Date.now()
      while ((await askSecond()).available) {
        if (Date.now() - started > HEARD_WITHIN_MS) throw new Error(`not heard within ${HEARD_WITHIN_MS} ms`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      const refused = await second.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: {
          orderItems: [{ product: figure.id, qty: 1 }],
          shippingAddress: sampleAddress,
          paymentMethod: 'COD',
        },
      })
      expect(refused.statusCode, refused.body).toBe(409)
      expect(refused.json().message).toBe(codAboveLimitMessage(formatRupees(2_000)))
    })
  })
}
