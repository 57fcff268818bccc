// `npm run bench`: the production server (`node scripts/start.mjs`) on a fresh, generated database —
// 1,000 products, then 100,000 products with 100,000 orders — on SQLite and, when BENCH_DATABASE_URL is set,
// on PostgreSQL (its public schema is dropped first). Each target is driven by autocannon (50 connections,
// warm-up, then 10 s), and so is a bare node:http server answering the same bytes. Prints req/s, p50, p99,
// the share of bare, errors and the server's peak RSS per target, the pass marks met or not, and
// writes the report to bench/results/latest.md. Then the busy shop (busy-shop.ts: reads while orders pour in,
// WORKERS=1 and 2), written to bench/results/busy-shop-latest.md.
//
// Knobs: BENCH_DURATION (s, 10), BENCH_WARMUP (s, 3), BENCH_CONNECTIONS (50), BENCH_SCENARIOS (small,large,busy;
// or as arguments: `npm run bench -- busy`, which `npm run bench:busy` is), BENCH_TARGETS (target keys of small
// and large, comma-separated; all by default; when set, busy runs only if named), BENCH_SQLITE=false
// (PostgreSQL only), BENCH_SMALL_PRODUCTS (1000), BENCH_LARGE_PRODUCTS (100000), BENCH_LARGE_ORDERS (100000);
// the busy shop's own: BENCH_ORDER_RATE (100), BENCH_ORDER_SHOPPERS (40), BENCH_WORKERS (1,2).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { connectDatabase } from '../src/server/db/connection'
import { migrateToLatest } from '../src/server/db/migrate'
import { startBareServer } from './bare-server'
import { runBusyShop } from './busy-shop'
import { benchDatabases, type BenchDatabase } from './fresh-database'
import { generateCatalogue, storeBenchImages, type GeneratedCatalogue } from './generate/catalogue'
import { generateCustomers, signAccessTokens, startSessions, type Session } from './generate/customers'
import { generateOrders } from './generate/orders'
import { runLoad, type AnswerListener, type LoadOptions, type LoadRequest } from './load'
import { orderRequests } from './order-workload'
import type { ScenarioKey, ScenarioResult, TargetResult } from './pass-marks'
import { recordAnswer, type BenchRequest } from './recorded-answer'
import { progressLine, renderReport } from './report'
import { sampleRss, type RssSampler } from './rss-sampler'
import { startShop, type ShopServer } from './shop-server'
import { checkStock } from './stock-check'
import { entryScriptPath, readRequest, TARGETS, type TargetContext, type TargetKey } from './targets'

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const listFrom = (name: string) =>
  process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const LOAD: LoadOptions = {
  connections: numberFrom('BENCH_CONNECTIONS', 50),
  warmupSeconds: numberFrom('BENCH_WARMUP', 3),
  seconds: numberFrom('BENCH_DURATION', 10),
}
const ADMIN_EMAIL = 'bench.admin@example.com'
const ADMIN_PASSWORD = 'bench-admin-password'
/** Shoppers placing orders, each with a session and token of their own. */
const SHOPPERS = 500
const BENCH_IMAGES = 12

type Scenario = {
  key: ScenarioKey
  label: string
  products: number
  orders: number
  customers: number
  targets: TargetKey[]
}

const SCENARIOS: Scenario[] = [
  {
    key: 'small',
    label: `${numberFrom('BENCH_SMALL_PRODUCTS', 1_000).toLocaleString('en-US')} products`,
    products: numberFrom('BENCH_SMALL_PRODUCTS', 1_000),
    orders: 0,
    customers: SHOPPERS,
    targets: [
      'home-listing',
      'category-listing',
      'search-listing',
      'product',
      'reviews',
      'home-page',
      'asset',
      'orders',
    ],
  },
  {
    key: 'large',
    label: `${numberFrom('BENCH_LARGE_PRODUCTS', 100_000).toLocaleString('en-US')} products, ${numberFrom('BENCH_LARGE_ORDERS', 100_000).toLocaleString('en-US')} orders`,
    products: numberFrom('BENCH_LARGE_PRODUCTS', 100_000),
    orders: numberFrom('BENCH_LARGE_ORDERS', 100_000),
    customers: 5_000,
    targets: [
      'home-listing',
      'category-listing',
      'search-listing',
      'filtered-listing',
      'facets',
      'filtered-facets',
      'product',
      'reviews',
      'admin-order-search',
      'admin-stats',
    ],
  },
]

type PreparedData = { catalogue: GeneratedCatalogue; sessions: Session[] }

/** Writes the scenario's data straight into the fresh database, before the shop starts. */
async function prepareData(database: BenchDatabase, scenario: Scenario): Promise<PreparedData> {
  const started = performance.now()
  const connection = connectDatabase(database.connectOptions)
  try {
    await migrateToLatest(connection)
    const now = Date.now()
    const customers = await generateCustomers(connection.db, scenario.customers, now)
    const sessions = scenario.targets.includes('orders')
      ? await startSessions(connection.db, customers.slice(0, SHOPPERS))
      : []
    const imageUrls = await storeBenchImages(connection.db, BENCH_IMAGES)
    const catalogue = await generateCatalogue(connection.db, {
      count: scenario.products,
      now,
      imageUrls,
      customers,
    })
    if (scenario.orders > 0)
      await generateOrders(connection.db, {
        count: scenario.orders,
        now,
        customers,
        products: catalogue.products,
      })
    // Fresh tables have no planner statistics yet, and on PostgreSQL the trigram index's pending list is still
    // full of the import; a running shop's autovacuum has done both.
    await sql.raw(connection.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(connection.db)
    console.log(
      `  generated ${scenario.products.toLocaleString('en-US')} products, ${scenario.orders.toLocaleString('en-US')} orders, ${scenario.customers.toLocaleString('en-US')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return { catalogue, sessions }
  } finally {
    await connection.close()
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`the admin could not sign in: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** A started shop on one scenario's database, and where the bench keeps its files for it. */
type Bench = { database: BenchDatabase; shop: ShopServer; rss: RssSampler; workDir: string }

type Measure = {
  /** What the load sends; `sample`, sent once first, gives the answer the bare server repeats. */
  load: LoadRequest
  sample: BenchRequest
  isSuccess?: (status: number) => boolean
  onShopAnswer?: AnswerListener
}

/** Measures one target on the shop and on a bare server answering what the shop answered. */
async function measureTarget(
  { database, shop, rss, workDir }: Bench,
  { load, sample, isSuccess, onShopAnswer }: Measure,
): Promise<Omit<TargetResult, 'database' | 'scenario' | 'target'>> {
  const answer = await recordAnswer(shop.url, sample)
  if (answer.status < 200 || answer.status > 299)
    throw new Error(
      `${sample.method} ${sample.path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`,
    )
  onShopAnswer?.(answer.status, answer.body.toString())
  rss.startWindow()
  const options = { ...LOAD, ...(isSuccess ? { isSuccess } : {}) }
  const shopLoad = await runLoad(shop.url, load, options, onShopAnswer)
  // Work the load left queued is done before the window closes and before anything reads the database.
  await shop.settle(database.isBusy)
  const peakRssBytes = rss.windowPeak()
  const bare = await startBareServer(new Map([[sample.path, answer]]), workDir)
  try {
    const bareLoad = await runLoad(bare.url, load, options)
    return {
      path: sample.path,
      responseBytes: answer.body.length,
      shop: shopLoad,
      bare: bareLoad,
      peakRssBytes,
    }
  } finally {
    await bare.stop()
  }
}

/**
 * Orders from many signed-in shoppers, then the checks: every 201 stored, and for every product the
 * initial stock = stock left + quantities in non-cancelled orders, none below zero.
 */
async function measureOrders(bench: Bench, data: PreparedData, jwtSecret: string) {
  // Tokens last 15 minutes: made now, just before they are used.
  const next = orderRequests(await signAccessTokens(jwtSecret, data.sessions), data.catalogue.products)
  const acceptedIds = new Set<string>()
  const measured = await measureTarget(bench, {
    load: next,
    sample: next(),
    isSuccess: (status) => status === 201,
    onShopAnswer: (status, body) => {
      if (status === 201) acceptedIds.add((JSON.parse(body) as { _id: string })._id)
    },
  })
  const initialStock = new Map(data.catalogue.products.map((product) => [product.id, product.stock]))
  const stock = await checkStock(bench.database.connectOptions, initialStock, acceptedIds)
  return { ...measured, stock }
}

async function runScenario(
  database: BenchDatabase,
  scenario: Scenario,
  workDir: string,
  targets: TargetKey[],
): Promise<{ results: TargetResult[]; scenarioResult: ScenarioResult }> {
  console.log(`\n== ${database.label}, ${scenario.label} ==`)
  const data = await prepareData(database, scenario)
  const jwtSecret = randomBytes(48).toString('base64url')
  const shop = await startShop(
    {
      ...database.serverEnv,
      DATA_DIR: workDir,
      JWT_SECRET: jwtSecret,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
    workDir,
  )
  const rss = sampleRss(shop.serverPids)
  const results: TargetResult[] = []
  try {
    const html = await (await fetch(`${shop.url}/`)).text()
    const context: TargetContext = {
      // A product well inside the catalogue, with pictures and no reviews of its own.
      productId: data.catalogue.products[Math.min(421, data.catalogue.products.length - 1)]!.id,
      reviewedProductId: data.catalogue.mostReviewedProductId,
      assetPath: entryScriptPath(html),
      adminToken: '',
    }
    const bench: Bench = { database, shop, rss, workDir }
    for (const key of targets) {
      const target = TARGETS[key]
      // Signed in just before the first admin target: its access token lasts 15 minutes.
      if (target.kind === 'admin' && !context.adminToken) context.adminToken = await signIn(shop.url)
      const measured =
        key === 'orders'
          ? await measureOrders(bench, data, jwtSecret)
          : await measureTarget(bench, { load: readRequest(key, context), sample: readRequest(key, context) })
      results.push({ database: database.label, scenario: scenario.key, target, ...measured })
      console.log(progressLine(results.at(-1)!))
    }
  } finally {
    rss.stop()
    const code = await shop.stop()
    if (code !== 0) console.log(`  the shop exited with ${code} on SIGTERM`)
  }
  const scenarioResult: ScenarioResult = {
    database: database.label,
    scenario: scenario.key,
    peakRssBytes: rss.overallPeak(),
    server: shop.serverCommand,
  }
  console.log(`  server peak RSS over the run: ${(scenarioResult.peakRssBytes / 1024 / 1024).toFixed(0)} MB`)
  return { results, scenarioResult }
}

function gitRevision(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'src', 'scripts'], {
      encoding: 'utf8',
    }).trim()
    return changed ? `${commit} with uncommitted changes in src/ or scripts/` : commit
  } catch {
    return 'unknown'
  }
}

async function main() {
  const onlyScenarios = process.argv.length > 2 ? process.argv.slice(2) : listFrom('BENCH_SCENARIOS')
  const onlyTargets = listFrom('BENCH_TARGETS')
  const unknown = onlyTargets?.filter((key) => !(key in TARGETS))
  if (unknown?.length)
    throw new Error(
      `unknown BENCH_TARGETS: ${unknown.join(', ')} (known: ${Object.keys(TARGETS).join(', ')})`,
    )
  const unknownScenarios = onlyScenarios?.filter(
    (key) => key !== 'busy' && !SCENARIOS.some((scenario) => scenario.key === key),
  )
  if (unknownScenarios?.length)
    throw new Error(
      `unknown scenarios: ${unknownScenarios.join(', ')} (known: ${[...SCENARIOS.map((scenario) => scenario.key), 'busy'].join(', ')})`,
    )
  const scenarios = SCENARIOS.filter((scenario) => !onlyScenarios || onlyScenarios.includes(scenario.key))
  // The busy shop has no targets of its own: BENCH_TARGETS alone asks for those of small and large only.
  const runsBusyShop = onlyScenarios ? onlyScenarios.includes('busy') : !onlyTargets
  const databases = benchDatabases()

  const cpu = cpus()
  const loadAverage = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
  const date = new Date().toISOString()
  const revision = gitRevision()
  const results: TargetResult[] = []
  const scenarioResults: ScenarioResult[] = []
  for (const database of databases) {
    for (const scenario of scenarios) {
      const targets = scenario.targets.filter((key) => !onlyTargets || onlyTargets.includes(key))
      if (targets.length === 0) continue
      const workDir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
      try {
        const run = await runScenario(await database.open(workDir), scenario, workDir, targets)
        results.push(...run.results)
        scenarioResults.push(run.scenarioResult)
      } finally {
        rmSync(workDir, { recursive: true, force: true })
      }
    }
  }

  const loadAverageAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
  const report = renderReport(
    {
      date,
      machine: `${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} cores`,
      node: `Node ${process.version}`,
      revision,
      loadAverage: `${loadAverage} before the run, ${loadAverageAfter} after it`,
      settings: `autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per target, the shop and the bare server each`,
      scenarios: Object.fromEntries(SCENARIOS.map((scenario) => [scenario.key, scenario.label])),
      server:
        "node scripts/start.mjs (SEED_DEMO=false, NODE_ENV and LOG_LEVEL left to the script's defaults)",
    },
    results,
    scenarioResults,
  )
  // A run of the busy shop alone leaves the last full report where it is.
  if (results.length > 0) {
    console.log(`\n${report}`)
    const resultsDir = join(import.meta.dirname, 'results')
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(join(resultsDir, 'latest.md'), report)
    console.log('written to bench/results/latest.md')
  }
  if (runsBusyShop) await runBusyShop(databases, LOAD, revision)
}

await main()
