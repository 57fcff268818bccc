// What one order costs the shop's process, measured in-process where nothing queues: the app built with
// buildApp, ORDER_COST_ORDERS (1,500) cash-on-delivery orders placed one after another through app.inject, and
// the process's cpuUsage divided by their number. On PostgreSQL it also counts the round trips an order takes
// (each query pg sends and waits for) and the CPU time of every `postgres` process on the machine (so run it where
// nothing else uses PostgreSQL), and, with ORDER_COST_LOG=1, prints one order's statements.
// DATABASE_PREPARED_STATEMENTS=false sends the statements unnamed, as the shop does when told so.
//
//   npx tsx bench/order-cost.ts sqlite|postgres   (postgres: BENCH_DATABASE_URL, or TEST_DATABASE_URL)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { sql } from 'kysely'
import { FLAG_WORDS, parseFlag } from '@common/schemas/text-values'
import { buildApp } from '../src/server/app'
import { connectDatabase, type DatabaseConnection } from '../src/server/db/connection'
import { migrateToLatest } from '../src/server/db/migrate'
import { benchAppConfig } from './bench-app-config'
import { scratchPostgresConnection } from './fresh-database'
import { generateCatalogue, stockOrderedVariants, storeBenchImages } from './generate/catalogue'
import { generateCustomers, signAccessTokens, startSessions } from './generate/customers'
import { orderRequests } from './order-workload'
import { cpuTicksOfCommand } from './processes'

const ORDERS = Number(process.env.ORDER_COST_ORDERS ?? 1_500)
const WARM_UP = 200
const SHOPPERS = 100
const PRODUCTS = 200
const BOUGHT = 20

/**
 * Counts the round trips pg makes: a query written while none of its client's earlier ones awaits its answer
 * starts a wait of its own; one written behind another (a pipelined client) shares that wait. With
 * ORDER_COST_LOG=1 it keeps each query's text, marking those that shared a wait.
 */
function countRoundTrips() {
  const counted = { trips: 0, texts: [] as string[], keep: false }
  const inFlight = new WeakMap<pg.Client, number>()
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const waiting = inFlight.get(this) ?? 0
    if (waiting === 0) counted.trips += 1
    if (counted.keep) {
      const first = args[0] as string | { text: string }
      const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 200)
      counted.texts.push(`${waiting === 0 ? '' : '(with the one before) '}${text}`)
    }
    inFlight.set(this, waiting + 1)
    const answer = (query as (...a: unknown[]) => unknown).apply(this, args)
    const settle = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1)
    if (answer instanceof Promise) answer.then(settle, settle)
    else settle()
    return answer
  } as typeof query
  return counted
}

async function open(kind: string): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (!url) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL')
    const prepared = parseFlag(process.env.DATABASE_PREPARED_STATEMENTS ?? 'true', FLAG_WORDS.environment)
    return scratchPostgresConnection(url, prepared !== false)
  }
  const directory = mkdtempSync(join(tmpdir(), 'order-cost-'))
  const connection = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
  return {
    connection,
    dispose: async () => {
      await connection.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

async function main() {
  const kind = process.argv[2] ?? 'sqlite'
  const counted = countRoundTrips()
  const { connection, dispose } = await open(kind)
  try {
    await migrateToLatest(connection)
    const now = Date.now()
    const customers = await generateCustomers(connection.db, SHOPPERS, now)
    const sessions = await startSessions(connection.db, customers)
    const imageUrls = await storeBenchImages(connection.db, 4)
    const { products } = await generateCatalogue(connection.db, {
      count: PRODUCTS,
      now,
      imageUrls,
      customers,
    })
    const bought = products.slice(0, BOUGHT).map((product) => ({ ...product, stock: 1_000_000 }))
    await connection.db
      .updateTable('products')
      .set({
        stock: 1_000_000,
        is_preorder: 0,
        release_date: null,
        preorder_limit: null,
        max_per_customer: null,
      })
      .where(
        'id',
        'in',
        bought.map((product) => product.id),
      )
      .execute()
    await stockOrderedVariants(connection.db, bought, 1_000_000)
    await sql.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze').execute(connection.db)
    const config = benchAppConfig()
    const app = await buildApp(config, connection)
    await app.ready()
    const next = orderRequests(await signAccessTokens(config.jwtSecret, sessions), bought)
    const place = async () => {
      const order = next()
      const answer = await app.inject({
        method: 'POST',
        url: order.path,
        headers: order.headers,
        ...(order.body === undefined ? {} : { payload: order.body }),
      })
      if (answer.statusCode !== 201) throw new Error(`${answer.statusCode}: ${answer.body}`)
    }
    for (let index = 0; index < WARM_UP; index += 1) await place()
    // Lets the invoice numbering pass after the last warm-up order finish before anything is counted.
    await new Promise((resolve) => setTimeout(resolve, 200))

    counted.keep = process.env.ORDER_COST_LOG === '1'
    counted.trips = 0
    await place()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const oneOrder = counted.trips
    counted.keep = false
    if (counted.texts.length > 0)
      console.log(counted.texts.map((text, index) => `${index + 1}. ${text}`).join('\n'))

    counted.trips = 0
    const postgresBefore = kind === 'postgres' ? cpuTicksOfCommand('postgres') : 0
    const cpuBefore = process.cpuUsage()
    const startedAt = performance.now()
    for (let index = 0; index < ORDERS; index += 1) await place()
    const elapsed = performance.now() - startedAt
    const cpu = process.cpuUsage(cpuBefore)
    // Clock ticks of 10 ms.
    const postgresMs = kind === 'postgres' ? (cpuTicksOfCommand('postgres') - postgresBefore) * 10 : 0
    const trips = counted.trips
    const mails = await connection.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    await app.close()
    const perOrder = (cpu.user + cpu.system) / 1000 / ORDERS
    console.log(
      `${kind}: ${ORDERS} orders, ${perOrder.toFixed(2)} ms CPU an order (user ${(cpu.user / 1000 / ORDERS).toFixed(2)}, system ${(cpu.system / 1000 / ORDERS).toFixed(2)}), ${(ORDERS / (elapsed / 1000)).toFixed(0)} orders/s one at a time` +
        (kind === 'postgres'
          ? `; PostgreSQL's processes ${(postgresMs / ORDERS).toFixed(2)} ms an order; round trips: ${oneOrder} for one order alone (with its invoice numbering pass), ${(trips / ORDERS).toFixed(2)} an order in the run`
          : '') +
        `; ${Number(mails.count)} mails in the outbox`,
    )
  } finally {
    await dispose()
  }
}

await main()
