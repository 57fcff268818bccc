import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy'
import { insertProduct } from '../test/fixtures'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testConfig,
  type TestApp,
} from '../test/test-app'
import { randomClientAddress, testRedisUrl } from '../test/test-redis'
import { connectRedis, type RedisLink } from './redis'

const silentLog = { info() {}, error() {} } as unknown as FastifyInstance['log']
/** Drops the listening connections of `channel`, as a Redis restart would, and no one else's. */
async function dropListeners(admin: Redis, channel: string): Promise<number> {
  const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string
  const ids = clients
    .split('\n')
    .filter((line) => line.includes(` name=listen:${channel} `))
    .map((line) => /^id=(\d+)/.exec(line)![1]!)
  for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id)
  return ids.length
}

const until = async (condition: () => boolean, timeoutMs = 3_000) => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe.runIf(testRedisUrl)('Redis notifications', () => {
  let publisher: RedisLink
  let listener: RedisLink
  let admin: Redis
  beforeAll(async () => {
    publisher = await connectRedis(testRedisUrl!, silentLog)
    listener = await connectRedis(testRedisUrl!, silentLog)
    admin = new Redis(testRedisUrl!)
  })
  afterAll(async () => {
    await publisher.close()
    await listener.close()
    admin.disconnect()
  })

  it('carries a notice to a listener on another connection, and only its own channel', async () => {
    const channel = `test_${randomBytes(4).toString('hex')}`
    const heard: string[] = []
    const stop = await listener.notifications.listen(
      channel,
      (payload) => heard.push(payload),
      () => {},
    )
    await publisher.notifications.publish(`${channel}_other`, 'not for us')
    await publisher.notifications.publish(channel, 'written')
    await until(() => heard.length > 0)
    expect(heard).toEqual(['written'])
    await stop()
  })

  it('says when it stops listening, and listens again by itself once Redis is back', async () => {
    const channel = `test_${randomBytes(4).toString('hex')}`
    const states: boolean[] = []
    const heard: string[] = []
    const stop = await listener.notifications.listen(
      channel,
      (payload) => heard.push(payload),
      (listening) => states.push(listening),
    )
    expect(states).toEqual([true])
    expect(await dropListeners(admin, channel)).toBe(1)
    await until(() => states.length >= 3)
    expect(states).toEqual([true, false, true])
    await publisher.notifications.publish(channel, 'after the loss')
    await until(() => heard.length > 0)
    expect(heard).toEqual(['after the loss'])
    await stop()
  })

  it('refuses to start against a Redis it cannot reach, naming REDIS_URL', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', silentLog)).rejects.toThrow(
      /^REDIS_URL: cannot reach Redis at 127\.0\.0\.1:1/,
    )
  })
})

describe.runIf(testRedisUrl)('login rate limit counted in Redis', () => {
  const LIMIT = 4
  let first: TestApp
  let second: TestApp
  let redis: Redis
  beforeAll(async () => {
    const config = { redisUrl: testRedisUrl, authRateLimitPerMinute: LIMIT }
    first = await createTestApp('sqlite', config)
    second = await createTestApp('sqlite', config)
    redis = new Redis(testRedisUrl!)
  })
  afterAll(async () => {
    await closeTestApp(first)
    await closeTestApp(second)
    redis.disconnect()
  })

  const login = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    })

  it('counts one client address across both instances, per route, in one key per route and address', async () => {
    const client = randomClientAddress()
    const answers: number[] = []
    for (let attempt = 0; attempt < LIMIT + 1; attempt += 1)
      answers.push((await login(attempt % 2 === 0 ? first.app : second.app, client)).statusCode)
    expect(answers).toEqual([401, 401, 401, 401, 429])
    expect((await login(first.app, client)).json().message).toMatch(
      /^Too many attempts\. Please try again in/,
    )
    // Another client is counted apart, and so is another route for the same client.
    expect((await login(second.app, randomClientAddress())).statusCode).toBe(401)
    const register = await first.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: client,
      payload: { name: 'Asha', email: 'not-an-email', password: 'x' },
    })
    expect(register.statusCode).toBe(400)
    expect(await redis.get(`fastify-rate-limit-POST/api/auth/login-${client}`)).toBe(String(LIMIT + 2))
    expect(await redis.pttl(`fastify-rate-limit-POST/api/auth/login-${client}`)).toBeLessThanOrEqual(60_000)
    expect(await redis.get(`fastify-rate-limit-POST/api/auth/register-${client}`)).toBe('1')
  })

  it('counts the doubled prefix (/api/api/…) as the same route', async () => {
    const client = randomClientAddress()
    for (let attempt = 0; attempt < LIMIT; attempt += 1)
      expect((await login(first.app, client)).statusCode).toBe(401)
    const doubled = await second.app.inject({
      method: 'POST',
      url: '/api/api/auth/login',
      remoteAddress: client,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    })
    expect(doubled.statusCode).toBe(429)
  })
})

describe.runIf(testRedisUrl)('an instance that loses Redis', () => {
  const LIMIT = 2
  let context: TestApp
  let redis: DatabaseProxy
  beforeAll(async () => {
    // A relay in front of the test Redis, so this app alone can lose it while other suites keep theirs.
    redis = await startDatabaseProxy(testRedisUrl!)
    context = await createTestApp('sqlite', { redisUrl: redis.url, authRateLimitPerMinute: LIMIT })
  })
  afterAll(async () => {
    await closeTestApp(context)
    await redis.close()
  })

  const login = (remoteAddress: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    })
  const stockOf = async (id: string) =>
    (await context.app.inject({ url: `/api/products/${id}` })).json().stock as number

  it('keeps answering, uncounted and uncached, and counts and caches again once Redis is back', async () => {
    const product = await insertProduct(context.database.db, { stock: 1 })
    expect(await stockOf(product.id)).toBe(1) // kept in memory from here
    await redis.cut()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const client = randomClientAddress()
    const whileLost = []
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) whileLost.push((await login(client)).statusCode)
    expect(whileLost).toEqual([401, 401, 401, 401]) // never a 500 because Redis is gone
    // It cannot hear the other instances, so it keeps nothing: writes it did not make are seen at once.
    for (const stock of [2, 3]) {
      await context.database.db.updateTable('products').set({ stock }).where('id', '=', product.id).execute()
      expect(await stockOf(product.id)).toBe(stock)
    }

    await redis.restore()
    const started = Date.now()
    for (;;) {
      expect(Date.now() - started).toBeLessThan(8_000) // ioredis retries at most every 2 s
      const stock = await stockOf(product.id)
      await context.database.db
        .updateTable('products')
        .set({ stock: stock + 1 })
        .where('id', '=', product.id)
        .execute()
      if ((await stockOf(product.id)) === stock) break // kept again
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const counted = randomClientAddress()
    const afterReturn = []
    for (let attempt = 0; attempt < LIMIT + 1; attempt += 1)
      afterReturn.push((await login(counted)).statusCode)
    expect(afterReturn).toEqual([401, 401, 429])
  })
})

describe.runIf(testRedisUrl && process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL database and one Redis',
  () => {
    /** The delay this test allows between a write's answer on one instance and a fresh read on the other. */
    const FRESH_WITHIN_MS = 1_000
    let first: TestApp
    let second: FastifyInstance
    let secondConnection: DatabaseConnection
    beforeAll(async () => {
      first = await createTestApp('postgres', { redisUrl: testRedisUrl })
      secondConnection = connectDatabase({
        kind: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL!,
        searchPath: first.database.schema!,
      })
      second = await buildApp({ ...testConfig, redisUrl: testRedisUrl }, secondConnection)
      await second.ready()
    })
    afterAll(async () => {
      await second.close()
      await secondConnection.close()
      await closeTestApp(first)
    })

    const stockOn = async (app: FastifyInstance, id: string) =>
      (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json().stock as number

    it('hears writes through Redis, not PostgreSQL', async () => {
      const listeners = await sql<{ count: number }>`
        select count(*) as count from pg_stat_activity
        where query = ${`listen "shop_changes_${first.database.schema}"`}`.execute(first.database.db)
      expect(listeners.rows[0]!.count).toBe(0)
    })

    it(`serves a product written on the other instance within ${FRESH_WITHIN_MS} ms of the write's answer`, async () => {
      const admin = await signUpAdmin(first)
      const delays: number[] = []
      for (const stock of [7, 8, 9]) {
        const product = await insertProduct(first.database.db, { stock: 3 })
        expect(await stockOn(first.app, product.id)).toBe(3)
        expect(await stockOn(first.app, product.id)).toBe(3) // now from the first instance's memory
        const restock = await second.inject({
          method: 'PUT',
          url: `/api/products/${product.id}`,
          headers: bearer(admin.token),
          payload: { stock },
        })
        expect(restock.statusCode).toBe(200)
        const started = Date.now()
        while ((await stockOn(first.app, product.id)) !== stock) {
          if (Date.now() - started > FRESH_WITHIN_MS)
            throw new Error(`still not ${stock} after ${FRESH_WITHIN_MS} ms`)
          await new Promise((resolve) => setTimeout(resolve, 2))
        }
        delays.push(Date.now() - started)
      }
      expect(Math.max(...delays)).toBeLessThan(FRESH_WITHIN_MS)
    })

    it('caches nothing while Redis is lost, and caches again once it listens again', async () => {
      const admin = new Redis(testRedisUrl!)
      const product = await insertProduct(first.database.db, { stock: 4 })
      expect(await stockOn(first.app, product.id)).toBe(4)
      expect(await dropListeners(admin, `shop_changes_${first.database.schema}`)).toBe(2) // both instances'
      await new Promise((resolve) => setTimeout(resolve, 20))
      // A write the first instance cannot hear about: seen at once all the same, as nothing was kept.
      await first.database.db.updateTable('products').set({ stock: 5 }).where('id', '=', product.id).execute()
      expect(await stockOn(first.app, product.id)).toBe(5)
      admin.disconnect()
      // Subscribed again within a second or so; from then on answers are kept again.
      const started = Date.now()
      for (;;) {
        expect(Date.now() - started).toBeLessThan(5_000)
        const before = await stockOn(first.app, product.id)
        await first.database.db
          .updateTable('products')
          .set({ stock: before + 1 })
          .where('id', '=', product.id)
          .execute()
        if ((await stockOn(first.app, product.id)) === before) break // kept from before the direct write
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })

    it('signs a session made on one instance in on the other', async () => {
      const shopper = await signUp(first.app)
      const profile = await second.inject({ url: '/api/users/profile', headers: bearer(shopper.token) })
      expect(profile.statusCode).toBe(200)
    })
  },
)
