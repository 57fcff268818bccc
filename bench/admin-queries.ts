// `npx tsx bench/admin-queries.ts`: the admin area's heavy reads (order list, search, filters, the dashboard,
// the CSV export) on 100,000 generated orders, through app.inject. Prints milliseconds per request.
// SQLite in memory by default; BENCH_DATABASE_URL=postgres://… runs on PostgreSQL in a throw-away schema.
import { sql } from 'kysely'
import { buildApp } from '../src/server/app'
import { benchAppConfig } from './bench-app-config'
import { scratchPostgresConnection } from './fresh-database'
import { connectDatabase, type DatabaseConnection } from '../src/server/db/connection'
import { migrateToLatest } from '../src/server/db/migrate'
import { generateCatalogue } from './generate/catalogue'
import { generateCustomers } from './generate/customers'
import { generatedOrderNumber, generateOrders } from './generate/orders'

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000)
const USER_COUNT = Number(process.env.BENCH_USERS ?? 5_000)
const PRODUCT_COUNT = 2_000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)

async function connect(): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    const connection = connectDatabase({ kind: 'sqlite', filename: ':memory:' })
    return { connection, dispose: () => connection.close() }
  }
  return scratchPostgresConnection(url)
}

async function main() {
  const { connection, dispose } = await connect()
  await migrateToLatest(connection)
  const started = performance.now()
  const now = Date.now()
  const customers = await generateCustomers(connection.db, USER_COUNT, now)
  // No reviews and no pictures: the admin reads never look at them.
  const { products } = await generateCatalogue(connection.db, {
    count: PRODUCT_COUNT,
    now,
    imageUrls: [],
    customers: [],
  })
  await generateOrders(connection.db, { count: ORDER_COUNT, now, customers, products })
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
    'orders ?userId=': { url: `/api/orders?userId=${customers[42 % customers.length]!.id}` },
    'search city "guwahati"': { url: '/api/orders?search=guwahati' },
    'search order number': { url: `/api/orders?search=${generatedOrderNumber(54_321 % ORDER_COUNT)}` },
    'search customer name': {
      url: `/api/orders?search=${encodeURIComponent(customers[4242 % customers.length]!.name)}`,
    },
    'search e-mail + status': {
      url: `/api/orders?search=${encodeURIComponent(customers[77 % customers.length]!.email)}&status=shipped`,
    },
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
