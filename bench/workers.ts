// `npm run bench:workers`: what WORKERS buys on this machine. The production server (`node scripts/start.mjs`)
// on a fresh generated catalogue (1,000 products, 500 shoppers), run with WORKERS=1 and then WORKERS=2, each
// target driven by autocannon as in `npm run bench` and next to a bare node:http server answering the same
// bytes. Prints requests per second, p99, the share of bare for each, and WORKERS=2 over WORKERS=1; checks
// that the orders sold no more than the stock; writes bench/results/workers-latest.md. SQLite by default;
// BENCH_DATABASE_URL=postgres://… runs PostgreSQL too (its public schema is dropped first).
//
// Knobs: BENCH_WORKERS (1,2), BENCH_DURATION (s, 10), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50),
// BENCH_SQLITE=false (PostgreSQL only).
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { connectDatabase } from '../src/server/db/connection'
import { migrateToLatest } from '../src/server/db/migrate'
import { startBareServer } from './bare-server'
import { freshPostgresDatabase, freshSqliteDatabase, type BenchDatabase } from './fresh-database'
import { generateCatalogue, storeBenchImages, type GeneratedCatalogue } from './generate/catalogue'
import { generateCustomers, signAccessTokens, startSessions, type Session } from './generate/customers'
import { runLoad, type LoadOptions, type LoadResult, type LoadRequest } from './load'
import { orderRequests } from './order-workload'
import { recordAnswer, type BenchRequest } from './recorded-answer'
import { sampleRss } from './rss-sampler'
import { startShop } from './shop-server'
import { checkStock, type StockCheck } from './stock-check'
import { entryScriptPath, readRequest, TARGETS, type TargetContext, type TargetKey } from './targets'

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

const LOAD: LoadOptions = {
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  warmupSeconds: numberFrom('BENCH_WARMUP', 3),
  seconds: numberFrom('BENCH_DURATION', 10),
}
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map((count) => count.trim())
const PRODUCTS = 1_000
const SHOPPERS = 500
const BENCH_IMAGES = 12
/** Cached reads (the listing, a product, the page, a search) and the one write everyone cares about. */
const TARGET_KEYS: TargetKey[] = ['home-listing', 'search-listing', 'product', 'home-page', 'orders']

type Row = {
  database: string
  workers: string
  target: TargetKey
  shop: LoadResult
  bare: LoadResult
  peakRssBytes: number
  stock?: StockCheck
}

const okPerSecond = (load: LoadResult, target: TargetKey) => {
  const ok = Object.entries(load.statuses)
    .filter(([status]) => (target === 'orders' ? status === '201' : status.startsWith('2')))
    .reduce((sum, [, count]) => sum + count, 0)
  return load.seconds > 0 ? ok / load.seconds : 0
}

type Prepared = { catalogue: GeneratedCatalogue; sessions: Session[] }

async function prepare(database: BenchDatabase): Promise<Prepared> {
  const connection = connectDatabase(database.connectOptions)
  try {
    await migrateToLatest(connection)
    const now = Date.now()
    const customers = await generateCustomers(connection.db, SHOPPERS, now)
    const sessions = await startSessions(connection.db, customers)
    const imageUrls = await storeBenchImages(connection.db, BENCH_IMAGES)
    const catalogue = await generateCatalogue(connection.db, { count: PRODUCTS, now, imageUrls, customers })
    await sql`analyze`.execute(connection.db)
    return { catalogue, sessions }
  } finally {
    await connection.close()
  }
}

async function measure(database: BenchDatabase, workers: string, workDir: string): Promise<Row[]> {
  console.log(`\n== ${database.label}, WORKERS=${workers} ==`)
  const data = await prepare(database)
  const jwtSecret = randomBytes(48).toString('base64url')
  const shop = await startShop(
    { ...database.serverEnv, DATA_DIR: workDir, JWT_SECRET: jwtSecret, WORKERS: workers },
    workDir,
  )
  console.log(`  serving from ${shop.serverPids.length} node process(es): ${shop.serverPids.join(', ')}`)
  const rss = sampleRss(shop.serverPids)
  const rows: Row[] = []
  try {
    const html = await (await fetch(`${shop.url}/`)).text()
    const context: TargetContext = {
      productId: data.catalogue.products[421]!.id,
      reviewedProductId: data.catalogue.mostReviewedProductId,
      assetPath: entryScriptPath(html),
      adminToken: '',
    }
    for (const target of TARGET_KEYS) {
      const acceptedIds = new Set<string>()
      let load: LoadRequest
      let sample: BenchRequest
      if (target === 'orders') {
        const next = orderRequests(await signAccessTokens(jwtSecret, data.sessions), data.catalogue.products)
        load = next
        sample = next()
      } else {
        load = sample = readRequest(target, context)
      }
      const answer = await recordAnswer(shop.url, sample)
      if (answer.status < 200 || answer.status > 299)
        throw new Error(`${sample.path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`)
      const onAnswer = (status: number, body: string) => {
        if (status === 201) acceptedIds.add((JSON.parse(body) as { _id: string })._id)
      }
      if (target === 'orders') onAnswer(answer.status, answer.body.toString())
      const options = {
        ...LOAD,
        ...(target === 'orders' ? { isSuccess: (status: number) => status === 201 } : {}),
      }
      rss.startWindow()
      const shopLoad = await runLoad(shop.url, load, options, target === 'orders' ? onAnswer : undefined)
      await shop.settle(database.isBusy)
      const peakRssBytes = rss.windowPeak()
      const bare = await startBareServer(new Map([[sample.path, answer]]), workDir)
      let bareLoad: LoadResult
      try {
        bareLoad = await runLoad(bare.url, load, options)
      } finally {
        await bare.stop()
      }
      const row: Row = {
        database: database.label,
        workers,
        target,
        shop: shopLoad,
        bare: bareLoad,
        peakRssBytes,
      }
      if (target === 'orders') {
        const initial = new Map(data.catalogue.products.map((product) => [product.id, product.stock]))
        row.stock = await checkStock(database.connectOptions, initial, acceptedIds)
      }
      rows.push(row)
      const shopRate = okPerSecond(shopLoad, target)
      const bareRate = okPerSecond(bareLoad, target)
      console.log(
        `  ${TARGETS[target].label}: ${shopRate.toFixed(0)} req/s (p99 ${shopLoad.p99Ms.toFixed(1)} ms), bare ${bareRate.toFixed(0)} req/s → ${((shopRate / bareRate) * 100).toFixed(1)} % of bare`,
      )
    }
  } finally {
    rss.stop()
    const code = await shop.stop()
    if (code !== 0) console.log(`  the shop exited with ${code} on SIGTERM`)
  }
  return rows
}

function render(rows: Row[], header: string[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`
  const lines = [...header, '']
  for (const database of [...new Set(rows.map((row) => row.database))]) {
    lines.push(`## ${database}`, '')
    lines.push(
      `| target | ${WORKER_COUNTS.map((count) => `WORKERS=${count}: req/s · p99 · share of bare`).join(' | ')} | ${WORKER_COUNTS.slice(
        1,
      )
        .map((count) => `${count} over ${WORKER_COUNTS[0]}`)
        .join(' | ')} |`,
    )
    lines.push(
      `| --- | ${WORKER_COUNTS.map(() => '---').join(' | ')} | ${WORKER_COUNTS.slice(1)
        .map(() => '---')
        .join(' | ')} |`,
    )
    for (const target of TARGET_KEYS) {
      const cells = WORKER_COUNTS.map((count) =>
        rows.find((row) => row.database === database && row.workers === count && row.target === target),
      )
      const shares = cells.map((row) =>
        row ? okPerSecond(row.shop, target) / okPerSecond(row.bare, target) : 0,
      )
      const text = cells.map((row, index) =>
        row
          ? `${okPerSecond(row.shop, target).toFixed(0)} · ${row.shop.p99Ms.toFixed(1)} ms · ${percent(shares[index]!)}`
          : '—',
      )
      const gains = shares.slice(1).map((share) => (shares[0] ? `× ${(share / shares[0]).toFixed(2)}` : '—'))
      lines.push(`| ${TARGETS[target].label} | ${text.join(' | ')} | ${gains.join(' | ')} |`)
    }
    lines.push('')
    for (const row of rows.filter((entry) => entry.database === database)) {
      const statuses = Object.entries(row.shop.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')
      lines.push(
        `- WORKERS=${row.workers}, ${TARGETS[row.target].label}: answers ${statuses}${row.shop.socketErrors ? `, ${row.shop.socketErrors} socket errors` : ''}; peak RSS of the server's processes ${(row.peakRssBytes / 1024 / 1024).toFixed(0)} MB${row.stock ? `; stock check: ${row.stock.acceptedOrders} accepted, ${row.stock.missingAccepted} missing, ${row.stock.mismatched} mismatched, ${row.stock.negative} below zero` : ''}`,
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}

async function main() {
  const databases: { label: string; open: (workDir: string) => Promise<BenchDatabase> }[] = []
  if (process.env.BENCH_SQLITE !== 'false')
    databases.push({ label: 'SQLite', open: async (workDir) => freshSqliteDatabase(workDir) })
  const postgresUrl = process.env.BENCH_DATABASE_URL
  if (postgresUrl) databases.push({ label: 'PostgreSQL', open: () => freshPostgresDatabase(postgresUrl) })
  const loadBefore = loadavg().map((value) => value.toFixed(2))
  const rows: Row[] = []
  for (const database of databases)
    for (const workers of WORKER_COUNTS) {
      const workDir = mkdtempSync(join(tmpdir(), 'shop-bench-workers-'))
      try {
        rows.push(...(await measure(await database.open(workDir), workers, workDir)))
      } finally {
        rmSync(workDir, { recursive: true, force: true })
      }
    }
  const cpu = cpus()
  const report = render(rows, [
    '# WORKERS: one server process against two',
    '',
    `${new Date().toISOString()}, ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} cores, Node ${process.version}.`,
    `Load average ${loadBefore.join(' / ')} before, ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')} after (other work on the machine lowers every figure).`,
    `autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per target, the shop and a bare node:http server (one process) each; ${PRODUCTS.toLocaleString('en-US')} products, ${SHOPPERS} shoppers placing orders. The share of bare is the shop's successful answers per second over the bare server's, measured right after it; "2 over 1" divides the shares.`,
  ])
  console.log(`\n${report}`)
  const resultsDir = join(import.meta.dirname, 'results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, 'workers-latest.md'), report)
  console.log('written to bench/results/workers-latest.md')
}

await main()
