// The busy shop (issue 31): reads while orders pour in. The production server (`node scripts/start.mjs`) on a
// fresh generated catalogue (1,000 products, 500 signed-in shoppers), with WORKERS=1 and then WORKERS=2 (the
// same port, two server processes), on SQLite and, when BENCH_DATABASE_URL is set, on PostgreSQL. 50
// connections read what a shopper reads while buying: the listing's first page as /collections asks for it
// (`GET /api/products?page=1&limit=20&sort=-createdAt`) and, in turn, the product page's data
// (`GET /api/products/:id`) of each product on it. The shoppers buy those same products (cash on delivery,
// one or two an order, each order with its own Idempotency-Key), restocked beforehand so that no order is
// refused as sold out. Three runs on each shop:
//   1. the reads alone;
//   2. the reads while orders arrive at a fixed rate (BENCH_ORDER_RATE, 100 a second: open loop, each order
//      sent when due whether or not the last was answered);
//   3. the reads while BENCH_ORDER_SHOPPERS (40) shoppers each order again as soon as their last order is
//      answered (closed loop: the most the shop sells beside the reads).
// Between 1 and 2, the orders alone at the fixed rate, no reads: the CPU an order costs the server (and
// PostgreSQL, and the order driver), the budget the reads share in run 2.
// The orders come from a process of their own (order-driver.ts). Reported per database and WORKERS: the reads'
// requests a second and their share of the same reads alone, read p50/p99, orders a second placed (201) and
// order p99, answers that were not 2xx; what an order costs, and what the machine leaves an order against what
// one takes; then the stock check (nothing oversold, every 201 stored). Written to
// bench/results/busy-shop-latest.md.
//
// Knobs (with run.ts's BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_SQLITE, BENCH_DATABASE_URL):
// BENCH_ORDER_RATE (100), BENCH_ORDER_SHOPPERS (40), BENCH_WORKERS (1,2), BENCH_SHOP_CPUS (the shop's cores, for
// taskset: `BENCH_SHOP_CPUS=0 taskset -c 1 npm run bench:busy` puts the shop on one core and the load on the other),
// BENCH_POSTGRES_CPUS (PostgreSQL's cores when the shop is pinned; the load's unless set).
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { LISTING_PAGE_SIZE } from '@common/constants'
import { connectDatabase } from '../src/server/db/connection'
import { migrateToLatest } from '../src/server/db/migrate'
import type { BenchDatabase, BenchDatabases } from './fresh-database'
import {
  generateCatalogue,
  stockOrderedVariants,
  storeBenchImages,
  type GeneratedProduct,
} from './generate/catalogue'
import { generateCustomers, signAccessTokens, startSessions, type Session } from './generate/customers'
import { runLoad, type LoadOptions, type LoadResult } from './load'
import type { OrderJob, OrderPace, OrderRun } from './order-driver'
import { pinPostgres } from './pin-postgres'
import { cpuTicks, cpuTicksOfCommand } from './processes'
import {
  BUSY_MARKS,
  busyMarks,
  non2xxCount,
  okRate,
  readsShareOfAlone,
  stockMarks,
  type BusyPhase,
  type BusyResult,
  type DatabaseLabel,
  type Mark,
} from './pass-marks'
import type { BenchRequest } from './recorded-answer'
import { startShop, type ShopServer } from './shop-server'
import { checkStock, type StockCheck } from './stock-check'

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

const ORDER_RATE = numberFrom('BENCH_ORDER_RATE', 100)
const ORDER_SHOPPERS = numberFrom('BENCH_ORDER_SHOPPERS', 40)
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2')
  .split(',')
  .map((count) => Number(count.trim()))
  .filter((count) => count > 0)
const PRODUCTS = 1_000
const SHOPPERS = 500
const BENCH_IMAGES = 12
/**
 * The listing's first page is the products the shoppers buy. Each starts with this much stock: at a few
 * thousand orders a second for a minute, nothing sells out, so every order is a real sale (201).
 */
const BOUGHT_STOCK = 10_000_000
/** The listing as /collections first asks for it (listing-state.ts: limit, then the default sort, Newest). */
const LISTING_PATH = `/api/products?page=1&limit=${LISTING_PAGE_SIZE}&sort=-createdAt`

/** One shop (database and WORKERS): its three runs, what an order costs it, and the stock check after them. */
type BusyShopRun = {
  database: DatabaseLabel
  instances: number
  results: BusyResult[]
  readsCost: ReadsCost
  orderCost: OrderCost
  stock: StockCheck
  server: string
}

/**
 * The orders alone at the fixed rate, no reads: the CPU the shop's processes (and, on PostgreSQL, every
 * `postgres` process on the machine) spent from the first order until they were idle again, divided by the
 * orders placed. The budget the reads share: at ORDER_RATE orders a second, `serverMs` × ORDER_RATE ms of
 * every second is the orders'.
 */
type OrderCost = {
  run: OrderRun
  placed: number
  serverMs: number
  databaseMs: number | undefined
  /** The order driver's own CPU an order: the shoppers' side, on the same cores here. */
  driverMs: number
}

/**
 * The cores the reads alone kept busy, over their warm-up and run: the shop's processes, PostgreSQL's (0 on
 * SQLite) and autocannon's.
 */
type ReadsCost = { serverCores: number; databaseCores: number; loadCores: number }

type Prepared = { bought: GeneratedProduct[]; initialStock: Map<string, number>; sessions: Session[] }

/**
 * The catalogue, shoppers and sign-ins, written before the shop starts; the listing's first page (products
 * 0–19: generate/catalogue.ts makes index 0 the newest) is restocked so it cannot sell out, and made
 * ordinary products (some are generated as pre-orders).
 */
async function prepare(database: BenchDatabase): Promise<Prepared> {
  const connection = connectDatabase(database.connectOptions)
  try {
    await migrateToLatest(connection)
    const now = Date.now()
    const customers = await generateCustomers(connection.db, SHOPPERS, now)
    const sessions = await startSessions(connection.db, customers)
    const imageUrls = await storeBenchImages(connection.db, BENCH_IMAGES)
    const { products } = await generateCatalogue(connection.db, {
      count: PRODUCTS,
      now,
      imageUrls,
      customers,
    })
    const bought = products
      .slice(0, LISTING_PAGE_SIZE)
      .map((product) => ({ ...product, stock: BOUGHT_STOCK }))
    await connection.db
      .updateTable('products')
      // In stock, not pre-orders: a pre-order travels alone, and orders here buy two products at a time.
      .set({ stock: BOUGHT_STOCK, is_preorder: 0, release_date: null, preorder_limit: null })
      .where(
        'id',
        'in',
        bought.map((product) => product.id),
      )
      .execute()
    await stockOrderedVariants(connection.db, bought, BOUGHT_STOCK)
    await sql.raw(connection.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(connection.db)
    const initialStock = new Map(products.map((product) => [product.id, product.stock]))
    for (const product of bought) initialStock.set(product.id, product.stock)
    return { bought, initialStock, sessions }
  } finally {
    await connection.close()
  }
}

/** The listing, then each bought product's page data in turn, then the listing again … */
function busyReads(productIds: readonly string[]): () => BenchRequest {
  let sent = 0
  return () => {
    const index = sent++
    const path =
      index % 2 === 0
        ? LISTING_PATH
        : `/api/products/${productIds[Math.floor(index / 2) % productIds.length]!}`
    return { method: 'GET', path }
  }
}

/** The shop must answer the listing with the bought products, and each of their pages, before any load. */
async function checkReads(shop: ShopServer, bought: readonly GeneratedProduct[]): Promise<void> {
  const listing = await fetch(`${shop.url}${LISTING_PATH}`)
  if (listing.status !== 200) throw new Error(`${LISTING_PATH} answered ${listing.status}`)
  const listed = new Set(
    ((await listing.json()) as { products: { _id: string }[] }).products.map((p) => p._id),
  )
  const missing = bought.filter((product) => !listed.has(product.id))
  if (missing.length > 0)
    throw new Error(`the listing's first page lacks ${missing.length} of the products the shoppers buy`)
  for (const product of bought) {
    const answer = await fetch(`${shop.url}/api/products/${product.id}`)
    await answer.arrayBuffer()
    if (answer.status !== 200) throw new Error(`/api/products/${product.id} answered ${answer.status}`)
  }
}

/** An order driver's process, ready for its one job. */
type OrderDriver = { place: (job: OrderJob) => Promise<OrderRun> }

/** Forks order-driver.ts and waits until it has loaded; its start-up is then no part of the run. */
async function forkOrderDriver(): Promise<OrderDriver> {
  const driver = fork(join(import.meta.dirname, 'order-driver.ts'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = once(driver, 'exit').then(([code]) => {
    throw new Error(`the order driver exited with ${String(code)} before it answered`)
  })
  const [ready] = (await Promise.race([once(driver, 'message'), exited])) as [unknown]
  if (ready !== 'ready') throw new Error(`the order driver said ${JSON.stringify(ready)}`)
  const place = async (job: OrderJob) => {
    driver.send(job)
    const [run] = (await Promise.race([once(driver, 'message'), exited])) as [OrderRun]
    return run
  }
  return { place }
}

const paceText = (pace: OrderPace) =>
  pace.kind === 'rate' ? `${pace.perSecond} orders a second` : `${pace.shoppers} shoppers ordering flat out`

async function measureShop(
  database: BenchDatabase,
  instances: number,
  workDir: string,
  load: LoadOptions,
): Promise<BusyShopRun> {
  console.log(`\n== busy shop: ${database.label}, WORKERS=${instances} ==`)
  const data = await prepare(database)
  const jwtSecret = randomBytes(48).toString('base64url')
  const shop = await startShop(
    { ...database.serverEnv, DATA_DIR: workDir, JWT_SECRET: jwtSecret, WORKERS: String(instances) },
    workDir,
  )
  console.log(`  serving from ${shop.serverPids.length} node process(es): ${shop.serverPids.join(', ')}`)
  const results: BusyResult[] = []
  const acceptedIds = new Set<string>()
  let orderCost: OrderCost | undefined
  let readsCost: ReadsCost | undefined
  try {
    await checkReads(shop, data.bought)
    // Tokens last 15 minutes: the three runs take a minute or two.
    const tokens = await signAccessTokens(jwtSecret, data.sessions)
    const productIds = data.bought.map((product) => product.id)
    const phases: { phase: BusyPhase; pace?: OrderPace }[] = [
      { phase: 'alone' },
      { phase: 'rate', pace: { kind: 'rate', perSecond: ORDER_RATE } },
      { phase: 'closed', pace: { kind: 'closed', shoppers: ORDER_SHOPPERS } },
    ]
    for (const { phase, pace } of phases) {
      let reads: LoadResult
      let orders: OrderRun | undefined
      if (pace) {
        const driver = await forkOrderDriver()
        ;[orders, reads] = await Promise.all([
          driver.place({
            url: shop.url,
            tokens,
            products: data.bought,
            pace,
            warmupSeconds: load.warmupSeconds,
            seconds: load.seconds,
          }),
          runLoad(shop.url, busyReads(productIds), load),
        ])
        for (const id of orders.acceptedIds) acceptedIds.add(id)
      } else {
        const before = {
          server: serverTicks(shop),
          database: databaseTicks(database),
          load: ownTicks(),
          at: performance.now(),
        }
        reads = await runLoad(shop.url, busyReads(productIds), load)
        const seconds = (performance.now() - before.at) / 1000
        readsCost = {
          serverCores: coresOver(serverTicks(shop) - before.server, seconds),
          databaseCores: coresOver(databaseTicks(database) - before.database, seconds),
          loadCores: coresOver(ownTicks() - before.load, seconds),
        }
      }
      // What the load left queued is done before the next run, and before the stock is read.
      await shop.settle(database.isBusy)
      const result: BusyResult = {
        database: database.label,
        instances,
        phase,
        pace: pace ? paceText(pace) : 'none',
        reads,
        ...(orders ? { orders } : {}),
      }
      results.push(result)
      console.log(progressLine(result, results))
      if (phase === 'alone') {
        orderCost = await measureOrderCost(shop, database, {
          url: shop.url,
          tokens,
          products: data.bought,
          pace: { kind: 'rate', perSecond: ORDER_RATE },
          warmupSeconds: load.warmupSeconds,
          seconds: load.seconds,
        })
        for (const id of orderCost.run.acceptedIds) acceptedIds.add(id)
        console.log(costLine(orderCost))
      }
    }
  } finally {
    const code = await shop.stop()
    if (code !== 0) console.log(`  the shop exited with ${code} on SIGTERM`)
  }
  const stock = await checkStock(database.connectOptions, data.initialStock, acceptedIds)
  if (!orderCost || !readsCost) throw new Error('the reads alone or the orders alone were not measured')
  return {
    database: database.label,
    instances,
    results,
    readsCost,
    orderCost,
    stock,
    server: shop.serverCommand,
  }
}

async function measureOrderCost(
  shop: ShopServer,
  database: BenchDatabase,
  job: OrderJob,
): Promise<OrderCost> {
  const driver = await forkOrderDriver()
  const before = { server: serverTicks(shop), database: databaseTicks(database) }
  const run = await driver.place(job)
  await shop.settle(database.isBusy)
  const placed = run.acceptedIds.length
  const msPerOrder = (ticks: number) => (ticks * TICK_MS) / Math.max(placed, 1)
  return {
    run,
    placed,
    serverMs: msPerOrder(serverTicks(shop) - before.server),
    databaseMs:
      database.label === 'PostgreSQL' ? msPerOrder(databaseTicks(database) - before.database) : undefined,
    driverMs: run.cpuMs / Math.max(placed, 1),
  }
}

/** /proc counts CPU time in clock ticks of 1/100 s on Linux. */
const TICK_MS = 10

const serverTicks = (shop: ShopServer) => shop.serverPids.reduce((sum, pid) => sum + cpuTicks(pid), 0)
/** Every `postgres` process's on PostgreSQL; nothing to count on SQLite, which runs inside the shop. */
const databaseTicks = (database: BenchDatabase) =>
  database.label === 'PostgreSQL' ? cpuTicksOfCommand('postgres') : 0
/** This process's CPU time (autocannon reads from here), in the same ticks. */
const ownTicks = () => cpuTicks(process.pid)
const coresOver = (ticks: number, seconds: number) => (ticks * TICK_MS) / (seconds * 1000)

const number = (value: number) => Math.round(value).toLocaleString('en-US')
const percent = (share: number | undefined) => (share === undefined ? '—' : `${(share * 100).toFixed(0)} %`)
const ms = (value: number) => `${value.toFixed(1)} ms`
const markText = (mark: Mark) => `${mark.name}: ${mark.met ? 'met' : '**not met**'} (${mark.figure})`

function statusText(load: LoadResult): string {
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  return load.socketErrors ? `${statuses}, ${load.socketErrors} socket errors` : statuses || 'none'
}

function progressLine(result: BusyResult, all: readonly BusyResult[]): string {
  const orders = result.orders
    ? `; orders ${number(okRate(result.orders, true))}/s p99 ${ms(result.orders.p99Ms)} non-2xx ${non2xxCount(result.orders)}`
    : ''
  return `  ${`with ${result.pace}`.padEnd(38)} reads ${number(okRate(result.reads)).padStart(6)}/s (${percent(readsShareOfAlone(result, all))} of alone) p50 ${ms(result.reads.p50Ms)} p99 ${ms(result.reads.p99Ms)} non-2xx ${non2xxCount(result.reads)}${orders}`
}

function costLine(cost: OrderCost): string {
  const database = cost.databaseMs === undefined ? '' : `, PostgreSQL ${ms(cost.databaseMs)}`
  return `  ${`orders alone, ${ORDER_RATE} a second`.padEnd(38)} ${number(okRate(cost.run, true))}/s placed, p50 ${ms(cost.run.p50Ms)} p99 ${ms(cost.run.p99Ms)}; CPU an order: server ${ms(cost.serverMs)}${database}, order driver ${ms(cost.driverMs)}`
}

/**
 * Whether the machine can hold the reads' mark at all: every process here (the shop, PostgreSQL, autocannon,
 * the order driver) shares its cores. Keeping BUSY_MARKS.readsShareAtRate of the reads keeps that share of
 * the cores the reads alone used busy; what is left, shared by ORDER_RATE orders a second, is what an order
 * may cost in all. A necessary condition, not a sufficient one: with one process, the orders' server time
 * also shares that process's one thread with the reads; and each order drops its products' kept answers, so a
 * read beside orders costs more than a read alone.
 */
function budgetSection(runs: readonly BusyShopRun[]): string[] {
  const cores = cpus().length
  const share = BUSY_MARKS.readsShareAtRate
  const lines = [
    '',
    `## What the machine leaves an order (${cores} cores, reads kept at ${percent(share)})`,
    '',
    `The cores the reads alone kept busy (the shop's processes, PostgreSQL's and autocannon's, over warm-up and run); what ${percent(share)} of them leave of the ${cores} cores, shared by ${ORDER_RATE} orders a second; and what an order took alone in all (shop, PostgreSQL and order driver, from the table above).`,
    '',
    '| database | WORKERS | reads alone: shop | reads alone: PostgreSQL | reads alone: autocannon | left an order | an order takes |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ]
  for (const { database, instances, readsCost, orderCost } of runs) {
    const readsCores = readsCost.serverCores + readsCost.databaseCores + readsCost.loadCores
    const leftMs = ((cores - share * readsCores) * 1000) / ORDER_RATE
    const takesMs = orderCost.serverMs + (orderCost.databaseMs ?? 0) + orderCost.driverMs
    lines.push(
      `| ${database} | ${instances} | ${readsCost.serverCores.toFixed(2)} cores | ${database === 'PostgreSQL' ? `${readsCost.databaseCores.toFixed(2)} cores` : '—'} | ${readsCost.loadCores.toFixed(2)} cores | ${ms(leftMs)} | ${ms(takesMs)} |`,
    )
  }
  return lines
}

function render(runs: readonly BusyShopRun[], header: string[]): string {
  const all = runs.flatMap((run) => run.results)
  const lines = [...header, '', '## Pass marks', '']
  for (const run of runs) {
    const where = `${run.database}, WORKERS=${run.instances}`
    for (const result of run.results)
      for (const mark of busyMarks(result, all, ORDER_RATE))
        lines.push(
          `- ${mark.met ? 'met' : '**NOT MET**'} — ${where}, with ${result.pace}: ${mark.name} (${mark.figure})`,
        )
    for (const mark of stockMarks(run.stock))
      lines.push(`- ${mark.met ? 'met' : '**NOT MET**'} — ${where}: ${mark.name} (${mark.figure})`)
  }
  lines.push('', '## Results', '')
  lines.push(
    '| database | WORKERS | orders alongside | reads/s | of alone | read p50 | read p99 | read non-2xx | orders/s (201) | order p50 | order p99 | order non-2xx | pass marks |',
  )
  lines.push('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const result of all) {
    const { orders } = result
    const marks = busyMarks(result, all, ORDER_RATE).map(markText).join('; ')
    lines.push(
      `| ${result.database} | ${result.instances} | ${result.pace} | ${number(okRate(result.reads))} | ${percent(readsShareOfAlone(result, all))} | ${ms(result.reads.p50Ms)} | ${ms(result.reads.p99Ms)} | ${number(non2xxCount(result.reads))} | ${orders ? number(okRate(orders, true)) : '—'} | ${orders ? ms(orders.p50Ms) : '—'} | ${orders ? ms(orders.p99Ms) : '—'} | ${orders ? number(non2xxCount(orders)) : '—'} | ${marks || '—'} |`,
    )
  }
  lines.push('', `## What an order costs (orders alone, ${ORDER_RATE} a second, no reads)`, '')
  lines.push(
    `CPU time from the first order until the shop was idle again (the order driver's: from its first order to its last answer), divided by the orders placed (warm-up included). At ${ORDER_RATE} orders a second the server's figure × ${ORDER_RATE} ÷ 1000 is the share of a core the orders take from the reads; PostgreSQL's processes and the order driver run on the same cores.`,
    '',
    '| database | WORKERS | orders/s (201) | order p50 | order p99 | orders placed | server CPU an order | PostgreSQL CPU an order | order driver CPU an order |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  )
  for (const { database, instances, orderCost: cost } of runs)
    lines.push(
      `| ${database} | ${instances} | ${number(okRate(cost.run, true))} | ${ms(cost.run.p50Ms)} | ${ms(cost.run.p99Ms)} | ${number(cost.placed)} | ${ms(cost.serverMs)} | ${cost.databaseMs === undefined ? '—' : ms(cost.databaseMs)} | ${ms(cost.driverMs)} |`,
    )
  lines.push(...budgetSection(runs))
  lines.push('', '## Answers and stock', '')
  for (const run of runs) {
    const where = `${run.database}, WORKERS=${run.instances}`
    for (const result of run.results) {
      const orders = result.orders
        ? `; orders ${statusText(result.orders)}${result.phase === 'rate' ? ` (the driver sent at worst ${ms(result.orders.maxSendDelayMs)} late)` : ''}`
        : ''
      lines.push(`- ${where}, with ${result.pace}: reads ${statusText(result.reads)}${orders}`)
      for (const refusal of result.orders?.refusals ?? []) lines.push(`  - e.g. ${refusal}`)
    }
    const { stock } = run
    lines.push(
      `- ${where}: ${number(stock.acceptedOrders)} orders accepted (201) over warm-ups and runs, ${number(stock.missingAccepted)} of them missing from the database (${number(stock.storedOrders)} stored: those in flight when a run stopped count there too); stock = initial − ordered on ${number(stock.productsChecked - stock.mismatched)} of ${number(stock.productsChecked)} products, ${stock.negative} below zero${stock.examples.length ? `; e.g. ${stock.examples.join('; ')}` : ''}`,
      `  (server: \`${run.server}\`)`,
    )
  }
  return `${lines.join('\n')}\n`
}

/**
 * Runs the busy shop on each database with each WORKERS count and writes bench/results/busy-shop-latest.md;
 * `revision` is run.ts's description of the code measured.
 */
export async function runBusyShop(
  databases: BenchDatabases,
  load: LoadOptions,
  revision: string,
): Promise<void> {
  const loadBefore = loadavg().map((value) => value.toFixed(2))
  const date = new Date().toISOString()
  const runs: BusyShopRun[] = []
  const shopCpus = process.env.BENCH_SHOP_CPUS
  let postgresPinning = shopCpus ? 'not pinned: no run on PostgreSQL' : 'not pinned (BENCH_SHOP_CPUS unset)'
  for (const database of databases)
    for (const instances of WORKER_COUNTS) {
      const workDir = mkdtempSync(join(tmpdir(), 'shop-bench-busy-'))
      const opened = await database.open(workDir)
      // With the shop on cores of its own, PostgreSQL is a server apart from it, on the load's cores.
      const url = opened.serverEnv.DATABASE_URL
      const pinning =
        shopCpus && url ? await pinPostgres(url, shopCpus, process.env.BENCH_POSTGRES_CPUS) : undefined
      if (pinning) postgresPinning = pinning.description
      try {
        runs.push(await measureShop(opened, instances, workDir, load))
      } finally {
        pinning?.restore()
        rmSync(workDir, { recursive: true, force: true })
      }
    }
  const cpu = cpus()
  const report = render(runs, [
    '# npm run bench — the busy shop: reads while orders pour in',
    '',
    `- date: ${date}`,
    `- machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} cores; Node ${process.version}; load average ${loadBefore.join(' / ')} before the run, ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} after it (other work on the machine lowers every figure)`,
    `- revision: ${revision}`,
    `- server: node scripts/start.mjs (SEED_DEMO=false) with WORKERS=${WORKER_COUNTS.join(', then ')}, on ${PRODUCTS.toLocaleString('en-US')} generated products and ${SHOPPERS} signed-in shoppers${shopCpus ? `, on core(s) ${shopCpus} (BENCH_SHOP_CPUS, taskset)` : ''}`,
    `- PostgreSQL: ${postgresPinning}`,
    `- reads: autocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up then ${load.seconds} s per run, alternating the listing \`${LISTING_PATH}\` with \`GET /api/products/:id\` of each of its ${LISTING_PAGE_SIZE} products in turn; reads/s counts 2xx answers, p50/p99 are theirs; "of alone" divides by the same reads alone on the same shop`,
    `- orders: cash on delivery of one or two of those ${LISTING_PAGE_SIZE} products (each restocked to ${BOUGHT_STOCK.toLocaleString('en-US')}, so none sells out), from ${SHOPPERS} shoppers in turn, each order with its own Idempotency-Key, sent by a process of its own (bench/order-driver.ts) over the same warm-up and run. At a fixed rate (open loop) an order counts when it was due in the measured run and its latency runs from when it was due; flat out (closed loop), each of ${ORDER_SHOPPERS} shoppers orders again when answered. orders/s counts 201s only`,
    `- marks: with ${ORDER_RATE} orders a second the reads keep ≥ ${percent(BUSY_MARKS.readsShareAtRate)} of alone with p99 < ${BUSY_MARKS.readP99AtRateMs} ms, the orders' p99 < ${BUSY_MARKS.orderP99AtRateMs} ms (and ≥ ${percent(BUSY_MARKS.ordersKeptUp)} of them placed); with shoppers ordering flat out the reads keep ≥ ${percent(BUSY_MARKS.readsShareAtMax)} of alone`,
  ])
  console.log(`\n${report}`)
  const resultsDir = join(import.meta.dirname, 'results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, 'busy-shop-latest.md'), report)
  console.log('written to bench/results/busy-shop-latest.md')
}
