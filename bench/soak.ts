// `npm run soak`: the real server process (src/server/main.ts) under SOAK_SECONDS (default 120) of mixed
// traffic on SOAK_CONNECTIONS (default 50) keep-alive connections to 127.0.0.1 — browsing 80 %, cart and
// checkout 15 %, admin 5 % — on SQLite, then on PostgreSQL when BENCH_DATABASE_URL is set. Then it checks
// that no answer was a 5xx, every accepted order is stored exactly once and whole, stock = initial − sold,
// the server's RSS did not grow between the first and the second half, and the server stops cleanly on
// SIGTERM. Prints the figures (docs/reliability.md keeps them); exits 1 when a check fails.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { PRODUCT_SORTS } from '@common/schemas/product'
import { connectDatabase, type ConnectOptions } from '../src/server/db/connection'
import { newId, nowIso } from '../src/server/db/ids'
import { migrateToLatest } from '../src/server/db/migrate'
import type { ProductsTable } from '../src/server/db/schema'
import { register } from '../src/server/modules/auth/auth.service'
import { recordOpeningStock } from '../src/server/modules/products/stock-ledger'
import { checkStockLedger, formatStockCheck } from '../src/server/cli/check-stock-ledger'
import { startChildServer, type ChildServer } from '../src/server/test/child-server'

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50)
/** A bound on the whole run besides the clock, should the shop answer impossibly fast. */
const MAX_REQUESTS = 5_000_000
const PRODUCTS = 60
/** Most products have stock to spare; a few run out during the soak, so refusals (409) are exercised. */
const PLENTIFUL_STOCK = 100_000
const SCARCE_STOCK = 40
const SCARCE_EVERY = 10
/** Login is rate limited at 10 a minute per address: the buyers and the admin sign in once each. */
const BUYERS = 8
const PASSWORD = 'soak-test-password'
const ADMIN_EMAIL = 'soak.admin@example.com'
const RSS_SAMPLE_MS = 2_000
/** The issue's mix, as shares of requests. */
const REQUEST_SHARES = { browse: 0.8, checkout: 0.15, admin: 0.05 }
/** A checkout is several requests: its cart reads each product (two lines on average), orders, lists. */
const REQUESTS_PER_CHECKOUT = 4
/** Chances per iteration that give the request shares above. */
const ITERATION_WEIGHTS = {
  browse: REQUEST_SHARES.browse,
  checkout: REQUEST_SHARES.checkout / REQUESTS_PER_CHECKOUT,
  admin: REQUEST_SHARES.admin,
}
const WEIGHT_SUM = ITERATION_WEIGHTS.browse + ITERATION_WEIGHTS.checkout + ITERATION_WEIGHTS.admin
const BROWSE_BELOW = ITERATION_WEIGHTS.browse / WEIGHT_SUM
const CHECKOUT_BELOW = (ITERATION_WEIGHTS.browse + ITERATION_WEIGHTS.checkout) / WEIGHT_SUM
/**
 * RSS may wobble with the garbage collector; growth beyond this between the halves is a leak. CI's Node 24 soak,
 * which runs with a deliberately tiny young generation to make the collector run often, allows more.
 */
const RSS_GROWTH_TOLERANCE = Number(process.env.SOAK_RSS_GROWTH_TOLERANCE ?? 0.1)

type Kind = 'browse' | 'checkout' | 'admin'
type Tally = { requests: number; latencies: number[]; statuses: Map<number, number>; failures: number }
type PlacedOrder = { id: string }

function emptyTally(): Tally {
  return { requests: 0, latencies: [], statuses: new Map(), failures: 0 }
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

function product(index: number): ProductsTable {
  const now = nowIso()
  const pricePaise = 29_900 + index * 1_000
  return {
    id: newId(),
    name: `Soak figure ${index}`,
    description: 'Generated for the soak.',
    price_paise: pricePaise,
    original_price_paise: pricePaise,
    images: '[]',
    stock: index % SCARCE_EVERY === 0 ? SCARCE_STOCK : PLENTIFUL_STOCK,
    category: PRODUCT_CATEGORIES[index % PRODUCT_CATEGORIES.length]!,
    tags: '["soak"]',
    rating: 0,
    num_reviews: 0,
    is_featured: index % 7 === 0 ? 1 : 0,
    is_best_seller: 0,
    is_new_arrival: 0,
    details: '[]',
    features: '[]',
    seed_key: null,
    max_per_customer: null,
    created_at: now,
    updated_at: now,
  }
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  return Number(kilobytes ?? 0) * 1024
}

const shippingAddress = {
  fullName: 'Soak Buyer',
  email: 'soak.buyer@example.com',
  phone: '9876543210',
  country: 'India',
  addressLine1: '1 Soak Street',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
}

async function soak(label: string, options: ConnectOptions, serverEnv: Record<string, string>) {
  const setup = connectDatabase(options)
  await migrateToLatest(setup)
  const products = Array.from({ length: PRODUCTS }, (_, index) => product(index))
  await setup.db.insertInto('products').values(products).execute()
  // Each product's ledger begins with its stock, as the shop's own product form begins it.
  await recordOpeningStock(
    setup.db,
    products.map((row) => ({ productId: row.id, stock: row.stock })),
  )
  const emails = Array.from({ length: BUYERS }, (_, index) => `soak.buyer.${index}@example.com`)
  // Set-up accounts: their welcome mails are only kept in the outbox.
  const mail = { sends: false, notifyEmail: undefined, origin: 'http://127.0.0.1' }
  for (const email of emails)
    await register(setup.db, { name: 'Soak Buyer', email, password: PASSWORD }, mail)
  await setup.close()

  const server: ChildServer = await startChildServer({
    ...serverEnv,
    ADMIN_EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  })
  const base = server.url
  const login = async (email: string) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.status}`)
    return ((await response.json()) as { token: string }).token
  }
  const buyerTokens = await Promise.all(emails.map(login))
  const adminToken = await login(ADMIN_EMAIL)

  const tallies: Record<Kind, Tally> = { browse: emptyTally(), checkout: emptyTally(), admin: emptyTally() }
  const fiveHundreds: string[] = []
  const accepted: PlacedOrder[] = []
  let sent = 0
  const startedAt = Date.now()
  const deadline = startedAt + SOAK_SECONDS * 1000
  const rss: { at: number; bytes: number }[] = []
  const sampler = setInterval(
    () => rss.push({ at: Date.now() - startedAt, bytes: rssBytes(server.process.pid!) }),
    RSS_SAMPLE_MS,
  )

  const call = async (
    kind: Kind,
    method: string,
    path: string,
    init: { token?: string; body?: unknown; key?: string } = {},
  ) => {
    const tally = tallies[kind]
    const started = performance.now()
    tally.requests += 1
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.key ? { 'idempotency-key': init.key } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
      const text = await response.text()
      tally.latencies.push(performance.now() - started)
      tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 500 && fiveHundreds.length < 20)
        fiveHundreds.push(`${response.status} ${method} ${path}: ${text.slice(0, 200)}`)
      return { status: response.status, text }
    } catch (error) {
      tally.failures += 1
      if (fiveHundreds.length < 20) fiveHundreds.push(`network error ${method} ${path}: ${String(error)}`)
      return { status: 0, text: '' }
    }
  }

  const browse = async () => {
    const roll = Math.random()
    if (roll < 0.35)
      await call(
        'browse',
        'GET',
        `/api/products?page=${1 + Math.floor(Math.random() * 3)}&sort=${pick(PRODUCT_SORTS)}`,
      )
    else if (roll < 0.65) await call('browse', 'GET', `/api/products/${pick(products).id}`)
    else if (roll < 0.85) await call('browse', 'GET', `/api/products?category=${pick(PRODUCT_CATEGORIES)}`)
    else if (roll < 0.97)
      await call(
        'browse',
        'GET',
        `/api/products?search=${encodeURIComponent(pick(['figure', 'soak', '12', 'gojo']))}`,
      )
    else await call('browse', 'GET', '/api/health')
  }

  const checkout = async () => {
    const token = pick(buyerTokens)
    const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => ({
      product: pick(products).id,
      quantity: 1 + Math.floor(Math.random() * 3),
    }))
    // The cart page reads each product before the order is placed.
    for (const line of lines) await call('checkout', 'GET', `/api/products/${line.product}`)
    const placed = await call('checkout', 'POST', '/api/orders', {
      token,
      key: `soak-${randomBytes(9).toString('hex')}`,
      body: { orderItems: lines, shippingAddress, paymentMethod: 'COD' },
    })
    if (placed.status === 201) accepted.push({ id: (JSON.parse(placed.text) as { _id: string })._id })
    await call('checkout', 'GET', '/api/orders/my-orders', { token })
  }

  const admin = async () => {
    const roll = Math.random()
    if (roll < 0.4) await call('admin', 'GET', `/api/orders?page=1&limit=20`, { token: adminToken })
    else if (roll < 0.6) await call('admin', 'GET', '/api/admin/stats', { token: adminToken })
    else if (roll < 0.8) await call('admin', 'GET', '/api/users?page=1', { token: adminToken })
    else await call('admin', 'GET', `/api/products?page=1&limit=50`, { token: adminToken })
  }

  const connection = async () => {
    while (Date.now() < deadline && sent < MAX_REQUESTS) {
      sent += 1
      const roll = Math.random()
      if (roll < BROWSE_BELOW) await browse()
      else if (roll < CHECKOUT_BELOW) await checkout()
      else await admin()
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection))
  clearInterval(sampler)
  const elapsed = (Date.now() - startedAt) / 1000

  server.process.kill('SIGTERM')
  const exitCode = await server.exited

  // The checks read the database directly, after the server has closed it.
  const check = connectDatabase(options)
  const orders = await check.db.selectFrom('orders').select(['id', 'items_price_paise']).execute()
  const items = await check.db
    .selectFrom('order_items')
    .select(['order_id', 'product_id', 'quantity', 'unit_price_paise'])
    .execute()
  const stocks = await check.db.selectFrom('products').select(['id', 'stock']).execute()
  const ledger = await checkStockLedger(check.db)
  await check.close()

  const storedIds = new Map<string, number>()
  for (const order of orders) storedIds.set(order.id, (storedIds.get(order.id) ?? 0) + 1)
  const missing = accepted.filter((order) => storedIds.get(order.id) !== 1).length
  const acceptedIds = new Set(accepted.map((order) => order.id))
  const unaccepted = orders.filter((order) => !acceptedIds.has(order.id)).length
  const itemsByOrder = new Map<string, number>()
  for (const item of items)
    itemsByOrder.set(
      item.order_id,
      (itemsByOrder.get(item.order_id) ?? 0) + item.unit_price_paise * item.quantity,
    )
  const halfWritten = orders.filter((order) => itemsByOrder.get(order.id) !== order.items_price_paise).length
  const soldByProduct = new Map<string, number>()
  for (const item of items)
    if (item.product_id)
      soldByProduct.set(item.product_id, (soldByProduct.get(item.product_id) ?? 0) + item.quantity)
  const initialById = new Map(products.map((row) => [row.id, row.stock]))
  const stockMismatches = stocks.filter(
    (row) => row.stock !== initialById.get(row.id)! - (soldByProduct.get(row.id) ?? 0),
  ).length
  const soldOut = stocks.filter((row) => row.stock === 0).length

  const half = (SOAK_SECONDS * 1000) / 2
  const firstHalf = rss.filter((sample) => sample.at <= half)
  const secondHalf = rss.filter((sample) => sample.at > half)
  const peak = (samples: typeof rss) => Math.max(0, ...samples.map((sample) => sample.bytes))
  const rssFirst = peak(firstHalf)
  const rssSecond = peak(secondHalf)
  const rssStable = rssSecond <= rssFirst * (1 + RSS_GROWTH_TOLERANCE)

  const total = Object.values(tallies).reduce((sum, tally) => sum + tally.requests, 0)
  const serverErrors = Object.values(tallies).reduce(
    (sum, tally) =>
      sum +
      tally.failures +
      [...tally.statuses].filter(([status]) => status >= 500).reduce((s, [, n]) => s + n, 0),
    0,
  )
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
  console.log(`\n== soak on ${label}: ${elapsed.toFixed(0)} s, ${CONNECTIONS} connections ==`)
  console.log(`requests: ${total} (${(total / elapsed).toFixed(0)}/s)`)
  for (const [kind, tally] of Object.entries(tallies)) {
    const sorted = [...tally.latencies].sort((a, b) => a - b)
    const statuses = [...tally.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')
    console.log(
      `  ${kind.padEnd(8)} ${String(tally.requests).padStart(7)} (${((tally.requests / total) * 100).toFixed(1)} %)  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  ${statuses}${tally.failures ? `  network errors ${tally.failures}` : ''}`,
    )
  }
  console.log(
    `orders accepted (201): ${accepted.length}; stored: ${orders.length}; accepted but missing or duplicated: ${missing}; stored but never accepted: ${unaccepted}; totals not matching items: ${halfWritten}`,
  )
  console.log(
    `stock: ${stockMismatches} products differ from initial − sold; ${soldOut} scarce products sold out`,
  )
  console.log(`stock ledger: ${ledger.differences.length} of ${ledger.products} products do not add up`)
  console.log(
    `server RSS peak: first half ${megabytes(rssFirst)}, second half ${megabytes(rssSecond)} (${rssStable ? 'stable' : 'GREW'})`,
  )
  console.log(`SIGTERM: exit ${exitCode}`)
  for (const line of fiveHundreds) console.log(`  ! ${line}`)

  const failures = [
    serverErrors > 0 && `${serverErrors} answers were 5xx or network errors`,
    missing > 0 && `${missing} accepted orders missing or duplicated`,
    unaccepted > 0 && `${unaccepted} stored orders were never accepted`,
    halfWritten > 0 && `${halfWritten} orders do not match their items`,
    stockMismatches > 0 && `${stockMismatches} products' stock is not initial − sold`,
    ledger.differences.length > 0 && formatStockCheck(ledger),
    !rssStable && 'server RSS grew between the halves',
    exitCode !== 0 && `server exited ${exitCode} on SIGTERM`,
  ].filter(Boolean)
  for (const failure of failures) console.log(`FAILED: ${failure}`)
  return failures.length === 0
}

async function main() {
  let passed = true
  // SOAK_DATA_DIR keeps the SQLite shop the soak leaves, for the checks that run after it (`npm run stock:check`).
  const keptDataDir = process.env.SOAK_DATA_DIR
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'shop-soak-'))
  try {
    passed =
      (await soak(
        'SQLite',
        { kind: 'sqlite', filename: join(dataDir, 'shop.sqlite') },
        { DATA_DIR: dataDir },
      )) && passed
  } finally {
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true })
  }

  const postgresUrl = process.env.BENCH_DATABASE_URL
  if (postgresUrl) {
    const schema = `soak_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    const pgDataDir = mkdtempSync(join(tmpdir(), 'shop-soak-pg-'))
    try {
      const separator = postgresUrl.includes('?') ? '&' : '?'
      const serverUrl = `${postgresUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      passed =
        (await soak(
          'PostgreSQL',
          { kind: 'postgres', connectionString: postgresUrl, searchPath: schema },
          { DATA_DIR: pgDataDir, DATABASE_URL: serverUrl, JWT_SECRET: randomBytes(48).toString('base64url') },
        )) && passed
    } finally {
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
      rmSync(pgDataDir, { recursive: true, force: true })
    }
  }
  console.log(passed ? '\nsoak passed' : '\nsoak FAILED')
  process.exitCode = passed ? 0 : 1
}

await main()
