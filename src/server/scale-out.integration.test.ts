import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { sql } from 'kysely'
import pg from 'pg'
import { SHOP_NAME } from '@common/shop-identity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase, type DatabaseConnection } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { startChildServer, type ChildServer } from './test/child-server'
import { insertProduct } from './test/fixtures'
import { pngPicture, multipartBody } from './test/hostile-files'
import { startSmtpCatcher, type SmtpCatcher } from './test/smtp-catcher'
import { cookieValue, uniqueEmail } from './test/test-app'
import { randomClientAddress, testRedisUrl } from './test/test-redis'

/*
 * Issue 19's proof: two real server processes, each with its own connection pool, on two ports, against one
 * PostgreSQL database and one Redis, behind no proxy but spoken to as nginx would (TRUST_PROXY=1 and an
 * X-Forwarded-For per client). Everything a shopper or an admin does on one is seen on the other.
 */

/** The delay allowed between a write's answer on one instance and a fresh read on the other. */
const FRESH_WITHIN_MS = 1_000
/** The production limit (config.ts): login attempts per minute and client address. */
const LOGIN_ATTEMPTS_PER_MINUTE = 10
const PASSWORD = 'correct-horse-battery'

type Answer = { status: number; body: Record<string, unknown> & { [key: string]: unknown }; headers: Headers }

describe.runIf(testRedisUrl && process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL and one Redis',
  () => {
    let databaseName: string
    let databaseUrl: string
    let database: DatabaseConnection
    let smtp: SmtpCatcher
    let dataDir: string
    let a: ChildServer
    let b: ChildServer
    let adminToken: string

    beforeAll(async () => {
      // A database of its own, migrated once here, so both instances start on it at the same time.
      databaseName = `shop_scale_out_${randomBytes(5).toString('hex')}`
      const url = new URL(process.env.TEST_DATABASE_URL!)
      await withServerConnection(`create database ${databaseName}`)
      url.pathname = `/${databaseName}`
      databaseUrl = url.toString()
      database = connectDatabase({ kind: 'postgres', connectionString: databaseUrl, maxConnections: 4 })
      await migrateToLatest(database)
      smtp = await startSmtpCatcher()
      dataDir = mkdtempSync(join(tmpdir(), 'shop-scale-out-'))
      const environment = {
        DATABASE_URL: databaseUrl,
        REDIS_URL: testRedisUrl!,
        JWT_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: '1',
        WORKERS: '1',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'AnimeVerse <shop@example.com>',
        SHOP_URL: 'https://shop.example.com',
      }
      ;[a, b] = await Promise.all([startChildServer(environment), startChildServer(environment)])
      const admin = await signUp(a)
      await database.db.updateTable('users').set({ role: 'admin' }).where('email', '=', admin.email).execute()
      adminToken = admin.token
    }, 60_000)

    afterAll(async () => {
      for (const server of [a, b]) {
        if (!server || server.process.exitCode !== null) continue
        server.process.kill('SIGTERM')
        await server.exited
      }
      await database?.close()
      await smtp?.close()
      if (databaseName) await withServerConnection(`drop database if exists ${databaseName} with (force)`)
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    }, 30_000)

    it('refreshes on one instance a session made on the other, and each accepts the other’s tokens', async () => {
      const shopper = await signUp(a)
      const refreshed = await call(b, 'POST', '/api/auth/refresh-token', {
        headers: { cookie: `refreshToken=${shopper.refreshCookie}` },
      })
      expect(refreshed.status).toBe(200)
      const token = refreshed.body.token as string
      expect((await call(a, 'GET', '/api/users/profile', { token })).status).toBe(200)
      // The rotated cookie is spent, on either instance.
      const replayed = await call(a, 'POST', '/api/auth/refresh-token', {
        headers: { cookie: `refreshToken=${shopper.refreshCookie}` },
      })
      expect(replayed.status).toBe(401)
    })

    it("lists an order placed on one instance in the other's admin", async () => {
      const shopper = await signUp(b)
      const product = await insertProduct(database.db, { stock: 3 })
      const placed = await placeOrder(b, shopper.token, product.id)
      expect(placed.status).toBe(201)
      const listed = await call(a, 'GET', `/api/orders?search=${placed.body.orderNumber}`, {
        token: adminToken,
      })
      expect(listed.status).toBe(200)
      expect((listed.body.orders as { _id: string }[]).map((order) => order._id)).toEqual([placed.body._id])
      expect((await call(a, 'GET', `/api/orders/${placed.body._id}`, { token: adminToken })).status).toBe(200)
    })

    it('serves from one instance an image uploaded on the other', async () => {
      const { payload, contentType } = await multipartBody([
        { bytes: await pngPicture(320, 240), filename: 'figure.png', type: 'image/png' },
      ])
      const uploaded = await fetch(`${a.url}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': contentType },
        body: payload,
      })
      expect(uploaded.status).toBe(200)
      const [imageUrl] = ((await uploaded.json()) as { urls: string[] }).urls
      const image = await fetch(`${b.url}${imageUrl}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/webp')
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0)
    })

    it(`shares the login limit: ${LOGIN_ATTEMPTS_PER_MINUTE} attempts a minute per address, on both together`, async () => {
      const client = randomClientAddress()
      const statuses: number[] = []
      for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_MINUTE + 2; attempt += 1) {
        const answer = await call(attempt % 2 === 0 ? a : b, 'POST', '/api/auth/login', {
          json: { email: 'nobody@example.com', password: 'not-the-password' },
          client,
        })
        statuses.push(answer.status)
      }
      expect(statuses).toEqual([...Array(LOGIN_ATTEMPTS_PER_MINUTE).fill(401), 429, 429])
      // Another address behind the same proxy is not held back.
      const other = await call(b, 'POST', '/api/auth/login', {
        json: { email: 'nobody@example.com', password: 'not-the-password' },
        client: randomClientAddress(),
      })
      expect(other.status).toBe(401)
    })

    it('hears the other instance’s writes through Redis, not PostgreSQL', async () => {
      const redis = new Redis(testRedisUrl!)
      const [, subscribers] = (await redis.pubsub('NUMSUB', 'shop_changes')) as [string, number]
      redis.disconnect()
      expect(subscribers).toBeGreaterThanOrEqual(2)
      const listeners = await sql<{ count: number }>`
        select count(*) as count from pg_stat_activity
        where datname = current_database() and query like 'listen %'`.execute(database.db)
      expect(listeners.rows[0]!.count).toBe(0)
    })

    it(`serves a price changed on one instance from the other within ${FRESH_WITHIN_MS} ms`, async () => {
      const product = await insertProduct(database.db, { price_paise: 99_900 })
      const priceOn = async (server: ChildServer) =>
        (await call(server, 'GET', `/api/products/${product.id}`)).body.price as number
      expect(await priceOn(b)).toBe(999)
      expect(await priceOn(b)).toBe(999) // now kept in b's memory
      const changed = await call(a, 'PUT', `/api/products/${product.id}`, {
        token: adminToken,
        json: { price: 1249 },
      })
      expect(changed.status).toBe(200)
      const started = Date.now()
      while ((await priceOn(b)) !== 1249) {
        expect(Date.now() - started).toBeLessThan(FRESH_WITHIN_MS)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })

    it('sells exactly 5 of a product with stock 5 to 20 concurrent orders split across both', async () => {
      const product = await insertProduct(database.db, { stock: 5, max_per_customer: null })
      const shoppers = await Promise.all(Array.from({ length: 4 }, (_, index) => signUp(index % 2 ? a : b)))
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          placeOrder(index % 2 ? a : b, shoppers[index % shoppers.length]!.token, product.id),
        ),
      )
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(5)
      expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true)
      const row = await database.db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
      expect(row.stock).toBe(0)
      const sold = await database.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow()
      expect(Number(sold.quantity)).toBe(5)
    })

    it('sends a mail queued by one instance once, though both instances send mail', async () => {
      // The welcome mail is queued by the instance that signs the shopper up, the reset mail by the other.
      const shopper = await signUp(a)
      const asked = await call(b, 'POST', '/api/auth/forgot-password', { json: { email: shopper.email } })
      expect(asked.status).toBe(200)
      await smtp.waitFor((mail) => mail.to === shopper.email && mail.subject.includes('password'), 10_000)
      // Both workers poll every second: three seconds more give each several chances to send again.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const subjects = smtp.mails.filter((mail) => mail.to === shopper.email).map((mail) => mail.subject)
      expect(subjects.sort()).toEqual([
        `Reset your ${SHOP_NAME} password`,
        `Welcome to ${SHOP_NAME}, Asha Rao`,
      ])
      const outbox = await database.db
        .selectFrom('mail_outbox')
        .select(['status', 'attempts'])
        .where('to_address', '=', shopper.email)
        .execute()
      expect(outbox).toEqual([
        { status: 'sent', attempts: 1 },
        { status: 'sent', attempts: 1 },
      ])
    })

    async function signUp(server: ChildServer) {
      const email = uniqueEmail()
      // Each sign-up from an address of its own, so the suite stays under the register limit.
      const answer = await call(server, 'POST', '/api/auth/register', {
        json: { name: 'Asha Rao', email, password: PASSWORD },
        client: randomClientAddress(),
      })
      if (answer.status !== 201)
        throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`)
      return {
        email,
        token: answer.body.token as string,
        refreshCookie: cookieValue(answer.headers.getSetCookie(), 'refreshToken')!,
      }
    }

    function placeOrder(server: ChildServer, token: string, productId: string) {
      return call(server, 'POST', '/api/orders', {
        token,
        json: {
          orderItems: [{ product: productId, qty: 1 }],
          shippingAddress: { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
          paymentMethod: 'COD',
        },
      })
    }
  },
)

/** One request as nginx would pass it on: the client's address in X-Forwarded-For. */
async function call(
  server: ChildServer,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; client?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.client ?? '203.0.113.7',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers }
}

async function withServerConnection(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
