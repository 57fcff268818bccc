// Proves that the built shop starts and sells on the Node running this script: the compiled server
// (dist/server/main.js, serving dist/web) starts on a fresh SQLite database with the demo catalogue and answers its
// health check, a new shopper orders a product and pays for it through the built-in PhonePe simulator, the admin
// refunds part of it, and the server stops cleanly on SIGTERM. CI (.ci/run) runs it in the Node 20 floor round,
// after `npm ci` and `npm run build`: `node scripts/node-floor-smoke.mjs`. One line per step; on a failure, exits 1
// with the reason and the server's output. Plain Node and global fetch: it runs what `npm start` runs, nothing else.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const ENTRY = join(ROOT, 'dist/server/main.js')
const ADMIN = { email: 'floor-admin@example.com', password: 'floor-admin-password-not-for-production' }
const SHOPPER = {
  name: 'Floor Shopper',
  email: 'floor-shopper@example.com',
  password: 'floor-shopper-password-123',
}
// As the journeys ship (e2e/fixtures.ts): inside Maharashtra, the shop's own state.
const SHIPPING_ADDRESS = {
  fullName: SHOPPER.name,
  phone: '98765 43210',
  address: '7 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400002',
  country: 'India',
}
// Any number but the simulator's two test numbers (9999999999 fails, 8888888888 never ends) is paid after 2 s.
const MOBILE_NUMBER = '9876543210'
const HEALTH_TIMEOUT_MS = 60_000
const PAYMENT_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 10_000

const rupees = (amount) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/** A port nobody listens on now: the system's pick for port 0, given back at once. */
async function freePort() {
  const server = createServer()
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

let child
let output = ''
let exited
const dataDir = mkdtempSync(join(tmpdir(), 'anime-shop-floor-'))
// Whatever ends this script, the shop must not outlive it.
const killChild = () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
process.once('exit', killChild)

async function startShop() {
  const port = await freePort()
  // Settings left in CI's environment must not take the shop off the simulator, SQLite or one process.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(PHONEPE_|DATABASE_|REDIS_URL$|WORKERS$)/.test(name)),
  )
  child = spawn(process.execPath, [ENTRY], {
    // The server finds the web app as dist/web under its working directory.
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
  })
  return `http://127.0.0.1:${port}`
}

/** A JSON request to the shop; fails unless it answers `expected`. */
async function call(base, method, path, { token, body, expected = 200 } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  if (response.status !== expected)
    throw new Error(`${method} ${path} answered ${response.status}, not ${expected}: ${text.slice(0, 500)}`)
  return JSON.parse(text)
}

function check(condition, message) {
  if (!condition) throw new Error(message)
}

async function waitForHealth(base) {
  const started = performance.now()
  const exitedEarly = exited.then(({ code, signal, error }) => {
    throw new Error(`the shop exited (${error?.message ?? code ?? signal}) before answering its health check`)
  })
  exitedEarly.catch(() => {})
  while (performance.now() - started < HEALTH_TIMEOUT_MS) {
    const status = await Promise.race([
      fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.status,
        () => 0, // not listening yet
      ),
      exitedEarly,
    ])
    if (status === 200) return console.log(`✓ health answered 200 in ${seconds(started)}`)
    await Promise.race([sleep(100), exitedEarly])
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`)
}

/** A new shopper orders an in-stock demo product, pays with PhonePe (the simulator) and sees the order paid. */
async function sell(base) {
  const started = performance.now()
  const { token } = await call(base, 'POST', '/api/auth/register', { body: SHOPPER, expected: 201 })
  const { products } = await call(base, 'GET', '/api/products?limit=50&inStock=true')
  const product = products.find((candidate) => candidate.stock > 0 && !candidate.isPreorder)
  check(product, `no product in stock among the ${products.length} the demo catalogue listed`)

  const order = await call(base, 'POST', '/api/orders', {
    token,
    expected: 201,
    body: {
      orderItems: [{ product: product._id, qty: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: 'PHONEPE',
    },
  })
  check(!order.isPaid && order.totalPrice > 0, `the new order is not an unpaid one: ${JSON.stringify(order)}`)

  const { transactionId } = await call(base, 'POST', '/api/payments/phonepe/initiate', {
    token,
    body: { orderId: order._id, mobileNumber: MOBILE_NUMBER },
  })
  // The simulator answers PAYMENT_PENDING for 2 s, then PAYMENT_SUCCESS; this status call marks the order paid.
  const deadline = performance.now() + PAYMENT_TIMEOUT_MS
  let state = 'PAYMENT_PENDING'
  while (state === 'PAYMENT_PENDING' && performance.now() < deadline) {
    await sleep(250)
    const { data } = await call(base, 'GET', `/api/payments/phonepe/status/${transactionId}`, { token })
    state = data.transactionStatus
  }
  check(state === 'PAYMENT_SUCCESS', `payment ${transactionId} ended ${state}, not PAYMENT_SUCCESS`)
  const paid = await call(base, 'GET', `/api/orders/my-orders/${order._id}`, { token })
  check(
    paid.isPaid && paid.paymentStatus === 'completed',
    `order ${order._id} is not paid after PAYMENT_SUCCESS: isPaid ${paid.isPaid}, paymentStatus ${paid.paymentStatus}`,
  )
  console.log(
    `✓ order ${paid.orderNumber} placed and paid (${rupees(paid.totalPrice)}, ${product.name}) in ${seconds(started)}`,
  )
  return paid
}

/** The admin refunds part of the paid order through PhonePe and finds it among the order's refunds. */
async function refund(base, order) {
  const { token } = await call(base, 'POST', '/api/auth/login', { body: ADMIN })
  check(token, 'the admin sign-in answered no token (is two-step sign-in on?)')
  // Whole rupees, less than was paid: a partial refund.
  const amount = Math.floor(order.totalPrice / 2)
  const made = await call(base, 'POST', `/api/orders/${order._id}/refunds`, {
    token,
    expected: 201,
    body: { amount, reason: 'Node 20 floor check: part of the order refunded' },
  })
  check(
    made.orderId === order._id &&
      made.amount === amount &&
      made.method === 'phonepe' &&
      ['pending', 'completed'].includes(made.status) &&
      made.creditNoteNumber,
    `unexpected refund: ${JSON.stringify(made)}`,
  )
  const { refunds } = await call(base, 'GET', `/api/orders/${order._id}/refunds`, { token })
  check(
    refunds.some((listed) => listed._id === made._id && listed.amount === amount),
    `GET /api/orders/${order._id}/refunds does not list refund ${made._id}: ${JSON.stringify(refunds)}`,
  )
  console.log(`✓ refund of ${rupees(amount)} recorded (${made.status}, credit note ${made.creditNoteNumber})`)
}

async function stop() {
  const started = performance.now()
  child.kill('SIGTERM')
  // Unreferenced: a pending time-out must not keep this script alive once the shop has stopped.
  const timeOut = sleep(STOP_TIMEOUT_MS, { timedOut: true }, { ref: false })
  const outcome = await Promise.race([exited, timeOut])
  check(!outcome.timedOut, `the shop was still running ${STOP_TIMEOUT_MS / 1000} s after SIGTERM`)
  check(outcome.code === 0, `the shop exited with ${outcome.code ?? outcome.signal} on SIGTERM, not 0`)
  console.log(`✓ stopped cleanly on SIGTERM in ${seconds(started)}`)
}

try {
  for (const built of [ENTRY, join(ROOT, 'dist/web/index.html')])
    check(existsSync(built), `${built} is missing: run \`npm run build\` first`)
  console.log(`Node ${process.version}: the built shop, on a fresh database in ${dataDir}`)
  const base = await startShop()
  await waitForHealth(base)
  const order = await sell(base)
  await refund(base, order)
  await stop()
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`)
  if (child) console.error(`--- the shop's output ---\n${output.trimEnd() || '(none)'}\n---`)
  process.exitCode = 1
} finally {
  // Gone before its data directory goes.
  if (child && child.exitCode === null && child.signalCode === null) {
    killChild()
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
}
