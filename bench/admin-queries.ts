// `npx tsx bench/admin-queries.ts`: the admin area's heavy reads (order list, search, filters, the dashboard,
// the CSV export) on 100,000 generated orders, through app.inject. Prints milliseconds per request.
// SQLite in memory by default; BENCH_DATABASE_URL=postgres://… runs on PostgreSQL in a throw-away schema.
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { ORDER_STATUSES } from '@common/constants'
import { buildApp } from '../src/server/app'
import { benchAppConfig } from './bench-app-config'
import { connectDatabase, type DatabaseConnection } from '../src/server/db/connection'
import { newId } from '../src/server/db/ids'
import { migrateToLatest } from '../src/server/db/migrate'
import { orderSearchText } from '../src/server/modules/orders/order-mapping'

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000)
const USER_COUNT = Number(process.env.BENCH_USERS ?? 5_000)
const PRODUCT_COUNT = 2_000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const DAY_MS = 86_400_000
const CITIES = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Jaipur',
  'Lucknow',
  'Guwahati',
  'Kochi',
  'Indore',
]

async function connect(): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    const connection = connectDatabase({ kind: 'sqlite', filename: ':memory:' })
    return { connection, dispose: () => connection.close() }
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const connection = connectDatabase({ kind: 'postgres', connectionString: url, searchPath: schema })
  return {
    connection,
    dispose: async () => {
      await connection.close()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}

async function generate({ db }: DatabaseConnection, now: number) {
  const userIds: string[] = []
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < USER_COUNT; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, USER_COUNT - start) }, (_, offset) => {
        const index = start + offset
        const createdAt = new Date(now - (index % 400) * DAY_MS).toISOString()
        const id = newId()
        userIds.push(id)
        return {
          id,
          name: `Customer ${index} Sharma`,
          email: `customer${index}@example.com`,
          password_hash: 'x',
          role: 'user' as const,
          is_active: 1 as const,
          profile_picture: null,
          created_at: createdAt,
          updated_at: createdAt,
        }
      })
      await trx.insertInto('users').values(rows).execute()
    }
  })
  const productIds: string[] = []
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < PRODUCT_COUNT; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, PRODUCT_COUNT - start) }, (_, offset) => {
        const index = start + offset
        const createdAt = new Date(now - (index % 200) * DAY_MS).toISOString()
        const id = newId()
        productIds.push(id)
        return {
          id,
          name: `Bench figure ${index}`,
          description: 'Generated for the benchmark.',
          price_paise: 9_900 + (index % 50) * 1_000,
          original_price_paise: 9_900 + (index % 50) * 1_000,
          images: '[]',
          stock: index % 25,
          category: 'figures',
          tags: '[]',
          rating: 0,
          num_reviews: 0,
          is_featured: 0 as const,
          is_best_seller: 0 as const,
          is_new_arrival: 0 as const,
          details: '[]',
          features: '[]',
          seed_key: null,
          created_at: createdAt,
          updated_at: createdAt,
        }
      })
      await trx.insertInto('products').values(rows).execute()
    }
  })
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < ORDER_COUNT; start += 500) {
      const orders = []
      const items = []
      for (let index = start; index < Math.min(start + 500, ORDER_COUNT); index += 1) {
        // Spread over the last 365 days, newest first.
        const createdAt = new Date(now - Math.floor((index / ORDER_COUNT) * 365 * DAY_MS)).toISOString()
        const status = ORDER_STATUSES[index % ORDER_STATUSES.length]!
        const paid = status !== 'pending' && index % 7 !== 0
        const id = newId()
        const orderNumber = `ORD-${1_700_000_000_000 + index}`
        const userId = userIds[index % userIds.length]!
        const shippingAddress = {
          fullName: `Customer ${index % USER_COUNT} Sharma`,
          email: `customer${index % USER_COUNT}@example.com`,
          phone: '9876543210',
          address: `${index} MG Road`,
          addressLine1: `${index} MG Road`,
          addressLine2: null,
          city: CITIES[index % CITIES.length]!,
          state: 'Maharashtra',
          postalCode: String(400_000 + (index % 999)),
          country: 'India',
        }
        let totalPaise = 0
        for (let line = 0; line < 1 + (index % 3); line += 1) {
          const unit = 9_900 + ((index + line) % 50) * 1_000
          totalPaise += unit
          items.push({
            id: newId(),
            order_id: id,
            product_id: productIds[(index * 7 + line) % productIds.length]!,
            name: `Bench figure ${(index * 7 + line) % productIds.length}`,
            image: '/placeholder-product.jpg',
            unit_price_paise: unit,
            quantity: 1,
          })
        }
        orders.push({
          id,
          order_number: orderNumber,
          user_id: userId,
          status,
          payment_method: index % 2 ? 'COD' : 'PHONEPE',
          payment_status: paid ? 'completed' : 'pending',
          items_price_paise: totalPaise,
          shipping_price_paise: 0,
          tax_price_paise: 0,
          total_price_paise: totalPaise,
          shipping_address: JSON.stringify(shippingAddress),
          search_text: orderSearchText({ id, orderNumber, userId, shippingAddress }),
          tracking_number: status === 'shipped' ? `TRACK${index}` : null,
          idempotency_key: null,
          paid_at: paid ? createdAt : null,
          delivered_at: status === 'delivered' ? createdAt : null,
          created_at: createdAt,
          updated_at: createdAt,
        })
      }
      await trx.insertInto('orders').values(orders).execute()
      await trx.insertInto('order_items').values(items).execute()
    }
  })
  return { userIds }
}

async function main() {
  const { connection, dispose } = await connect()
  await migrateToLatest(connection)
  const started = performance.now()
  const { userIds } = await generate(connection, Date.now())
  // Fresh tables have no statistics yet; a running shop's database has them.
  await sql`analyze`.execute(connection.db)
  console.log(
    `${ORDER_COUNT} orders, ${USER_COUNT} customers, ${PRODUCT_COUNT} products (${connection.dialect}) generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const app = await buildApp(benchAppConfig(), connection)
  await app.ready()
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Admin', email: 'bench-admin@example.com', password: 'bench-password' },
  })
  const body = register.json() as { token: string; user: { _id: string } }
  await connection.db.updateTable('users').set({ role: 'admin' }).where('id', '=', body.user._id).execute()
  const headers = { authorization: `Bearer ${body.token}` }

  const requests: Record<string, { url: string; rounds?: number }> = {
    'orders, page 1': { url: '/api/orders?limit=20' },
    'orders, page 2500 (offset 50k)': { url: '/api/orders?limit=20&page=2500' },
    'orders ?status=shipped': { url: '/api/orders?status=shipped' },
    'orders ?userId=': { url: `/api/orders?userId=${userIds[42]}` },
    'search city "guwahati"': { url: '/api/orders?search=guwahati' },
    'search order number': { url: '/api/orders?search=ORD-1700000054321' },
    'search customer name': { url: '/api/orders?search=customer%204242%20sharma' },
    'search e-mail + status': { url: '/api/orders?search=customer77%40&status=shipped' },
    'search, no match': { url: '/api/orders?search=zzzznomatch' },
    'admin stats': { url: '/api/admin/stats' },
    'export.csv ?status=cancelled': { url: '/api/orders/export.csv?status=cancelled', rounds: 2 },
    'export.csv, all orders': { url: '/api/orders/export.csv', rounds: 1 },
  }
  console.log(`${'request'.padEnd(34)} ${'median ms'.padStart(10)} ${'max ms'.padStart(8)}  answer`)
  for (const [name, { url, rounds = ROUNDS }] of Object.entries(requests)) {
    await app.inject({ method: 'GET', url, headers })
    const times: number[] = []
    let last = ''
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now()
      const response = await app.inject({ method: 'GET', url, headers })
      times.push(performance.now() - start)
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
      last = url.includes('export.csv')
        ? `${(response.rawPayload.length / 1_048_576).toFixed(1)} MB, ${response.body.split('\r\n').length - 2} rows`
        : `total ${(response.json() as { total?: number; totalOrders?: number }).total ?? (response.json() as { totalOrders: number }).totalOrders}`
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    console.log(
      `${name.padEnd(34)} ${median.toFixed(1).padStart(10)} ${times.at(-1)!.toFixed(1).padStart(8)}  ${last}`,
    )
  }
  await app.close()
  await dispose()
}

await main()
