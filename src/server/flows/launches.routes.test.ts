import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { insertProduct, sampleAddress } from '../test/fixtures'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testConfig,
  testDialects,
  uniqueEmail,
  type TestApp,
} from '../test/test-app'
import { earlyAccessOnlyMessage, goesOnSaleMessage, notOnSaleMessage } from './launch-placement'
import type { WakeAt } from './launches'

const MINUTE_MS = 60_000

/**
 * The app's clock and its launch timers, moved by the test: `moveTo` sets the time and wakes every timer due by
 * then, as the system's timers would when that moment came. Shared by instances, as one world's time.
 */
function manualTime() {
  let now = new Date()
  const timers = new Set<{ at: number; wake: () => void }>()
  const wakeAt: WakeAt = (at, wake) => {
    const timer = { at: at.getTime(), wake }
    timers.add(timer)
    return () => timers.delete(timer)
  }
  return {
    clock: () => now,
    wakeAt,
    /** How many timers wait for exactly this moment. */
    waitingFor: (at: Date) => [...timers].filter((timer) => timer.at === at.getTime()).length,
    /** How many timers wait, for any moment. */
    waiting: () => timers.size,
    moveTo(at: Date) {
      now = at
      for (const timer of [...timers]) {
        if (timer.at > at.getTime()) continue
        timers.delete(timer)
        timer.wake()
      }
    },
  }
}

const orderPayload = (productId: string) => ({
  orderItems: [{ _id: productId, product: productId, name: 'x', image: 'x', price: 1, qty: 1 }],
  shippingAddress: sampleAddress,
  paymentMethod: 'COD',
  itemsPrice: 1,
  taxPrice: 0,
  shippingPrice: 0,
  totalPrice: 1,
})

describe.each(testDialects)('drops at their second [%s]', (dialect) => {
  let context: TestApp
  const time = manualTime()

  beforeAll(async () => {
    context = await createTestApp(dialect, { clock: time.clock, wakeAt: time.wakeAt })
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  const db = () => context.database.db
  const statusOf = async (id: string) =>
    (await db().selectFrom('products').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
  const mailsOf = (kind: string, productId: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', kind as never)
      .where('template_data', 'like', `%${productId}%`)
      .execute()
  const notifyMe = (productId: string, email: string) =>
    context.app.inject({ method: 'POST', url: `/api/products/${productId}/notify-me`, payload: { email } })
  const order = (token: string, productId: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: orderPayload(productId),
    })
  const inMinutes = (minutes: number) => new Date(time.clock().getTime() + minutes * MINUTE_MS)

  /** A scheduled product saved by the admin, as the form does: the save tells the timer. */
  async function scheduled(admin: string, fields: Record<string, unknown>) {
    const product = await insertProduct(db(), { name: `Drop ${uniqueEmail('x')}`, stock: 5 })
    const saved = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(admin),
      payload: { status: 'scheduled', ...fields },
    })
    expect(saved.statusCode).toBe(200)
    return saved.json() as { _id: string; name: string; liveAt: string }
  }

  it('puts a scheduled product on sale at its launch time and mails its notify list once', async () => {
    const admin = await signUpAdmin(context)
    // Within the minute the timer reads again in any case, so that it is set to the launch itself.
    const liveAt = inMinutes(0.5)
    const product = await scheduled(admin.token, { liveAt: liveAt.toISOString(), teaser: true })
    const waiting = uniqueEmail('waiting')
    // "Notify me at launch" whatever the stock.
    expect((await notifyMe(product._id, waiting)).statusCode).toBe(201)
    await vi.waitFor(() => expect(time.waitingFor(liveAt)).toBe(1))

    time.moveTo(new Date(liveAt.getTime() - 1))
    expect(await statusOf(product._id)).toBe('scheduled')
    time.moveTo(liveAt)
    await vi.waitFor(async () => expect(await statusOf(product._id)).toBe('live'))
    await vi.waitFor(async () =>
      expect(
        (
          (await context.app.inject({ method: 'GET', url: '/api/products?limit=100' })).json().products as {
            _id: string
          }[]
        ).map((listed) => listed._id),
      ).toContain(product._id),
    )
    const mails = await mailsOf('product-launched', product._id)
    expect(mails).toEqual([{ to_address: waiting, subject: `On sale now: ${product.name}` }])
  })

  it('launches at once when the launch time saved is already past', async () => {
    const admin = await signUpAdmin(context)
    const product = await scheduled(admin.token, { liveAt: inMinutes(60).toISOString(), teaser: true })
    expect((await notifyMe(product._id, uniqueEmail('waiting'))).statusCode).toBe(201)
    const now = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: bearer(admin.token),
      payload: { liveAt: new Date(Date.now() - MINUTE_MS).toISOString() },
    })
    expect(now.json().status).toBe('live')
    expect(await mailsOf('product-launched', product._id)).toHaveLength(1)
  })

  it('mails the notify list when staff set a scheduled product live by hand', async () => {
    const admin = await signUpAdmin(context)
    const product = await scheduled(admin.token, { liveAt: inMinutes(60).toISOString(), teaser: true })
    const waiting = uniqueEmail('waiting')
    expect((await notifyMe(product._id, waiting)).statusCode).toBe(201)
    const live = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      headers: bearer(admin.token),
      payload: { status: 'live' },
    })
    expect(live.json().status).toBe('live')
    expect((await mailsOf('product-launched', product._id)).map((mail) => mail.to_address)).toEqual([waiting])
  })

  it('finds a launch written behind its back (the catalogue import) when it reads again within the minute', async () => {
    const liveAt = inMinutes(5)
    const product = await insertProduct(db(), { status: 'scheduled', live_at: liveAt.toISOString() })
    await vi.waitFor(() => expect(time.waiting()).toBe(1))
    time.moveTo(liveAt)
    await vi.waitFor(async () => expect(await statusOf(product.id)).toBe('live'))
  })

  it('draws a raffle at the second it closes, on the same timer, without waiting for the scheduler', async () => {
    const admin = await signUpAdmin(context)
    const product = await insertProduct(db(), { name: `Raffled ${uniqueEmail('x')}`, stock: 5 })
    const closesAt = inMinutes(0.5)
    const created = await context.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/raffles`,
      headers: bearer(admin.token),
      payload: { opensAt: inMinutes(-1).toISOString(), closesAt: closesAt.toISOString(), units: 2 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const raffleId = (created.json() as { _id: string })._id
    const state = async () =>
      (await context.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}` })).json().state as string
    await vi.waitFor(() => expect(time.waitingFor(closesAt)).toBe(1))

    time.moveTo(new Date(closesAt.getTime() - 1))
    expect(await state()).toBe('open')
    time.moveTo(closesAt)
    await vi.waitFor(async () => expect(await state()).toBe('drawn'))
  })

  it('refuses orders for a product not on sale, naming when it goes on sale', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const draft = await insertProduct(db(), { name: 'Draft figure', status: 'draft' })
    const refusedDraft = await order(shopper.token, draft.id)
    expect(refusedDraft.statusCode).toBe(409)
    expect(refusedDraft.json().message).toBe(notOnSaleMessage('Draft figure'))

    const liveAt = '2026-12-05T14:30:00.000Z'
    const product = await scheduled(admin.token, { liveAt })
    const refused = await order(shopper.token, product._id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(goesOnSaleMessage(product.name, liveAt))
    expect(refused.json().message).toBe(`"${product.name}" goes on sale on 5 Dec 2026, 8:00 pm IST`)
  })

  it('opens early access to those who waited, mails them once, and refuses the others until the launch', async () => {
    const admin = await signUpAdmin(context)
    const early = await signUp(context.app)
    const late = await signUp(context.app)
    const liveAt = inMinutes(30.5)
    const opensAt = new Date(liveAt.getTime() - 30 * MINUTE_MS)
    const product = await scheduled(admin.token, {
      liveAt: liveAt.toISOString(),
      teaser: true,
      earlyAccessMinutes: 30,
    })
    expect((await notifyMe(product._id, early.email)).statusCode).toBe(201)
    expect((await order(early.token, product._id)).json().message).toBe(
      goesOnSaleMessage(product.name, liveAt.toISOString()),
    )
    await vi.waitFor(() => expect(time.waitingFor(opensAt)).toBe(1))

    time.moveTo(opensAt)
    await vi.waitFor(async () =>
      expect(await mailsOf('early-access-opened', product._id)).toEqual([
        { to_address: early.email, subject: `Early access: ${product.name}` },
      ]),
    )
    // Put on the list after the window opened: no early access.
    await notifyMe(product._id, late.email)
    const refused = await order(late.token, product._id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(earlyAccessOnlyMessage(product.name, liveAt.toISOString()))
    expect((await order(early.token, product._id)).statusCode).toBe(201)
    expect(await statusOf(product._id)).toBe('scheduled')

    // The launch is more than a minute away: the timer reads again a minute after the window opened.
    await vi.waitFor(() => expect(time.waitingFor(new Date(opensAt.getTime() + MINUTE_MS))).toBe(1))
    time.moveTo(liveAt)
    await vi.waitFor(async () => expect(await statusOf(product._id)).toBe('live'))
    // The launch mails only the one who had no early access mail; the early access mail went once.
    expect((await mailsOf('product-launched', product._id)).map((mail) => mail.to_address)).toEqual([
      late.email,
    ])
    expect(await mailsOf('early-access-opened', product._id)).toHaveLength(1)
    expect((await order(late.token, product._id)).statusCode).toBe(201)
  })
})

describe.runIf(!!process.env.TEST_DATABASE_URL)('a launch on two instances of one database', () => {
  let first: TestApp
  let second: FastifyInstance
  let secondConnection: DatabaseConnection
  const time = manualTime()

  beforeAll(async () => {
    first = await createTestApp('postgres', { clock: time.clock, wakeAt: time.wakeAt })
    secondConnection = connectDatabase({
      kind: 'postgres',
      connectionString: process.env.TEST_DATABASE_URL!,
      searchPath: first.database.schema!,
    })
    second = await buildApp({ ...testConfig, clock: time.clock, wakeAt: time.wakeAt }, secondConnection)
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await secondConnection.close()
    await closeTestApp(first)
  })

  const shows = async (app: FastifyInstance, id: string) => {
    const listing = await app.inject({ method: 'GET', url: '/api/products?limit=100' })
    const own = await app.inject({ method: 'GET', url: `/api/products/${id}` })
    return {
      listed: (listing.json().products as { _id: string }[]).some((product) => product._id === id),
      status: own.statusCode === 200 ? (own.json().status as string) : own.statusCode,
    }
  }

  it('is seen on both within a second of its launch time, and its mail is written once', async () => {
    const admin = await signUpAdmin(first)
    const product = await insertProduct(first.database.db, { stock: 3 })
    const liveAt = new Date(time.clock().getTime() + 40_000)
    const saved = await first.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(admin.token),
      payload: { status: 'scheduled', liveAt: liveAt.toISOString(), teaser: true },
    })
    expect(saved.statusCode).toBe(200)
    await first.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/notify-me`,
      payload: { email: uniqueEmail('waiting') },
    })
    // Each instance has set its timer to the launch (the second heard of the save through the transport).
    await vi.waitFor(() => expect(time.waitingFor(liveAt)).toBe(2))
    // Both keep the answers of before the launch.
    for (const app of [first.app, second])
      expect(await shows(app, product.id)).toEqual({ listed: false, status: 'scheduled' })

    time.moveTo(liveAt)
    await vi.waitFor(
      async () => {
        for (const app of [first.app, second])
          expect(await shows(app, product.id)).toEqual({ listed: true, status: 'live' })
      },
      { timeout: 1_000, interval: 10 },
    )
    const mails = await first.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'product-launched')
      .where('template_data', 'like', `%${product.id}%`)
      .execute()
    expect(mails).toHaveLength(1)
  })
})
