import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app'
import { connectDatabase } from '../../db/connection'
import { migrateToLatest } from '../../db/migrate'
import { insertProduct, sampleAddress } from '../../test/fixtures'
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher'
import {
  bearer,
  closeTestApp,
  createTestApp,
  createTestDatabase,
  signUp,
  signUpAdmin,
  testConfig,
  testDialects,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app'
import { listAuditEntries } from '../audit/audit.service'
import { queueMail } from './mail.service'

const SHOP_URL = 'https://animeverse.test'
const NOTIFY = 'orders@animeverse.test'
/** Short waits, so a retry comes within the test's patience. */
const QUICK_WORKER = { pollMs: 20, firstRetryMs: 40, maxRetryMs: 200, maxAttempts: 3 }
/** The worker's rows change just after the SMTP server takes a mail; a busy machine runs its poll late. */
const UNTIL_THE_WORKER_HAS_RUN = { timeout: 10_000, interval: 20 }

async function placeOrder(context: TestApp, token: string, productId: string, paymentMethod = 'COD') {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: {
      orderItems: [{ product: productId, qty: 2 }],
      shippingAddress: sampleAddress,
      paymentMethod,
    },
  })
  expect(response.statusCode).toBe(201)
  return response.json() as { _id: string; orderNumber: string; totalPrice: number }
}

async function setStatus(context: TestApp, adminToken: string, orderId: string, payload: object) {
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: bearer(adminToken),
    payload,
  })
  expect(response.statusCode).toBe(200)
}

async function outbox(context: TestApp, adminToken: string, query = '') {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/outbox${query}`,
    headers: bearer(adminToken),
  })
  expect(response.statusCode).toBe(200)
  return response.json() as {
    mails: {
      _id: string
      kind: string
      to: string
      subject: string
      status: string
      attempts: number
      lastError: string | null
    }[]
    delivery: string
    failed: number
    totalMails: number
  }
}

describe.each(testDialects)('mail over SMTP [%s]', (dialect) => {
  let smtp: SmtpCatcher
  const context = { dialect } as TestApp

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    Object.assign(
      context,
      await createTestApp(dialect, {
        shopUrl: SHOP_URL,
        mail: { smtp: { url: smtp.url, from: 'AnimeVerse <shop@animeverse.test>' }, notifyEmail: NOTIFY },
        mailWorkerTiming: QUICK_WORKER,
      }),
    )
  })
  afterAll(async () => {
    await closeTestApp(context)
    await smtp.close()
  })

  it('sends a whole journey: welcome, order placed (and the shop notice), shipped with tracking, delivered', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app, { name: 'Priya Sharma' })
    const welcome = await smtp.waitFor((mail) => mail.to === shopper.email && /Welcome/.test(mail.subject))
    expect(welcome.from).toBe('shop@animeverse.test')
    expect(welcome.text).toContain(SHOP_URL)

    const product = await insertProduct(context.database.db, {
      name: 'Nendoroid <script>alert("x")</script> & Co',
      price_paise: 349_900,
      stock: 5,
    })
    const order = await placeOrder(context, shopper.token, product.id)

    const placed = await smtp.waitFor(
      (mail) => mail.to === shopper.email && mail.subject.includes('confirmed'),
    )
    expect(placed.subject).toContain(order.orderNumber)
    expect(placed.html).toContain(`${SHOP_URL}/orders/${order._id}`)
    expect(placed.html).toContain('₹6,998')
    expect(placed.html).toContain('Cash on Delivery')
    expect(placed.html).toContain(sampleAddress.addressLine1)
    // The product name arrives escaped in the HTML and as written in the plain text.
    expect(placed.html).not.toContain('<script>alert')
    expect(placed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(placed.text).toContain('Nendoroid <script>alert("x")</script> & Co')
    expect(placed.text).toMatch(/× ?2|x ?2|Qty:? ?2|2 ×/)

    const notice = await smtp.waitFor(
      (mail) => mail.to === NOTIFY && mail.subject.includes(order.orderNumber),
    )
    expect(notice.html).toContain(`${SHOP_URL}/admin/orders/${order._id}`)
    expect(notice.text).toContain(shopper.email)

    await setStatus(context, admin.token, order._id, { status: 'shipped', trackingNumber: 'DTDC-123456789' })
    const shipped = await smtp.waitFor(
      (mail) => mail.to === shopper.email && mail.subject.includes('shipped'),
    )
    expect(shipped.text).toContain('DTDC-123456789')
    expect(shipped.html).toContain('DTDC-123456789')

    // Saying "shipped" again with the same tracking number is no news: no second mail.
    await setStatus(context, admin.token, order._id, { status: 'shipped', trackingNumber: 'DTDC-123456789' })

    const delivered = await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivered.statusCode).toBe(200)
    await smtp.waitFor((mail) => mail.to === shopper.email && mail.subject.includes('delivered'))

    const kinds = smtp.mails.filter((mail) => mail.to === shopper.email).map((mail) => mail.subject)
    expect(kinds).toHaveLength(4)
    // The worker marks a mail sent just after the server took it: wait for the last row to say so.
    const sentMailKinds = async () => {
      const sent = await outbox(context, admin.token, '?status=sent')
      expect(sent.delivery).toBe('smtp')
      return sent.mails.filter((mail) => mail.to === shopper.email).map((mail) => mail.kind)
    }
    await vi.waitFor(
      async () =>
        expect((await sentMailKinds()).sort()).toEqual([
          'order-delivered',
          'order-placed',
          'order-shipped',
          'welcome',
        ]),
      UNTIL_THE_WORKER_HAS_RUN,
    )
  })

  it('writes a cancellation mail when an order is cancelled', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { stock: 3 })
    const order = await placeOrder(context, shopper.token, product.id)
    await setStatus(context, admin.token, order._id, { status: 'cancelled' })
    const cancelled = await smtp.waitFor(
      (mail) => mail.to === shopper.email && mail.subject.includes('cancelled'),
    )
    expect(cancelled.text).toContain(order.orderNumber)
  })

  it('tries again after the SMTP server refuses once, and the mail arrives once', async () => {
    const admin = await signUpAdmin(context)
    const email = uniqueEmail('retry')
    smtp.refuse(email, 1, 451, 'Try again later')
    await signUp(context.app, { email })
    await smtp.waitFor((mail) => mail.to === email)
    // The row says sent a moment after the server took the mail.
    await vi.waitFor(async () => {
      const row = (await outbox(context, admin.token)).mails.find((mail) => mail.to === email)
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    }, UNTIL_THE_WORKER_HAS_RUN)
    expect(smtp.mails.filter((mail) => mail.to === email)).toHaveLength(1)
  })

  it('hides a reset link from the admin, and from the stored copy once sent', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: shopper.email },
    })
    const caught = await smtp.waitFor((mail) => mail.to === shopper.email && mail.subject.startsWith('Reset'))
    const token = /token=([\w-]+)/.exec(caught.text)?.[1]
    expect(token).toHaveLength(43)
    const row = await vi.waitFor(async () => {
      const found = (await outbox(context, admin.token)).mails.find(
        (mail) => mail.kind === 'password-reset' && mail.to === shopper.email,
      )
      expect(found?.status).toBe('sent')
      return found
    }, UNTIL_THE_WORKER_HAS_RUN)
    const detail = await context.app.inject({
      method: 'GET',
      url: `/api/outbox/${row!._id}`,
      headers: bearer(admin.token),
    })
    expect(detail.json().mail.text).toContain('token=hidden')
    expect(detail.body).not.toContain(token!)
    const stored = await context.database.db
      .selectFrom('mail_outbox')
      .select(['html', 'text_body'])
      .where('id', '=', row!._id)
      .executeTakeFirstOrThrow()
    expect(`${stored.html} ${stored.text_body}`).not.toContain(token!)
    const resend = await context.app.inject({
      method: 'POST',
      url: `/api/outbox/${row!._id}/resend`,
      headers: bearer(admin.token),
    })
    expect(resend.statusCode).toBe(409)
    // A refused resend is not on record.
    expect((await listAuditEntries(context.database.db, { entityId: row!._id })).total).toBe(0)
  })

  it('fails a mail for good on a permanent refusal, shows the error, and sends it when resent', async () => {
    const admin = await signUpAdmin(context)
    const email = uniqueEmail('refused')
    smtp.refuse(email, 1, 550, 'Mailbox unavailable')
    await signUp(context.app, { email })
    const row = await vi.waitFor(async () => {
      const found = (await outbox(context, admin.token)).mails.find((mail) => mail.to === email)
      expect(found).toMatchObject({ status: 'failed', attempts: 1 })
      return found
    }, UNTIL_THE_WORKER_HAS_RUN)
    expect(row!.lastError).toContain('Mailbox unavailable')
    expect((await outbox(context, admin.token, '?status=failed')).failed).toBeGreaterThan(0)

    const resent = await context.app.inject({
      method: 'POST',
      url: `/api/outbox/${row!._id}/resend`,
      headers: bearer(admin.token),
    })
    expect(resent.statusCode).toBe(200)
    expect(resent.json().mail).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
    const { entries } = await listAuditEntries(context.database.db, { entity: 'mail', entityId: row!._id })
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'mail.resend',
        actor: { _id: admin.id, email: admin.email },
        before: { status: 'failed', attempts: 1 },
        after: { status: 'pending', attempts: 0 },
      }),
    ])
    await smtp.waitFor((mail) => mail.to === email)
  })
})

describe.each(testDialects)('mail without SMTP: the outbox [%s]', (dialect) => {
  const context = { dialect } as TestApp
  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect))
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  it('keeps what it would have sent, for the admin to read, and says why it cannot send it', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db)
    const order = await placeOrder(context, shopper.token, product.id)

    const list = await outbox(context, admin.token)
    expect(list.delivery).toBe('outbox')
    const mine = list.mails.filter((mail) => mail.to === shopper.email)
    expect(mine.map((mail) => mail.kind)).toEqual(['order-placed', 'welcome'])
    expect(mine.every((mail) => mail.status === 'kept' && mail.attempts === 0)).toBe(true)

    const detail = await context.app.inject({
      method: 'GET',
      url: `/api/outbox/${mine[0]!._id}`,
      headers: bearer(admin.token),
    })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().mail.html).toContain(`/orders/${order._id}`)
    expect(detail.json().mail.text).toContain(order.orderNumber)

    const resend = await context.app.inject({
      method: 'POST',
      url: `/api/outbox/${mine[0]!._id}/resend`,
      headers: bearer(admin.token),
    })
    expect(resend.statusCode).toBe(409)
    expect(resend.json().message).toContain('SMTP_URL')
  })

  it('writes the payment-received mail once when PhonePe confirms the payment', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { price_paise: 129_900 })
    const order = await placeOrder(context, shopper.token, product.id, 'PHONEPE')
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/payments/phonepe/initiate',
      headers: bearer(shopper.token),
      payload: { amount: 1, mobileNumber: '+919876543210', orderId: order._id },
    })
    const { transactionId } = started.json()
    await context.database.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 2_000).toISOString() })
      .where('transaction_id', '=', transactionId)
      .execute()
    for (let check = 0; check < 2; check += 1) {
      const status = await context.app.inject({
        method: 'GET',
        url: `/api/payments/phonepe/status/${transactionId}`,
        headers: bearer(shopper.token),
      })
      expect(status.json().data.transactionStatus).toBe('PAYMENT_SUCCESS')
    }
    const kinds = (await outbox(context, admin.token)).mails
      .filter((mail) => mail.to === shopper.email)
      .map((mail) => mail.kind)
    expect(kinds).toEqual(['payment-received', 'order-placed', 'welcome'])
  })

  it('is for admins only', async () => {
    const shopper = await signUp(context.app)
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/outbox',
      headers: bearer(shopper.token),
    })
    expect(response.statusCode).toBe(403)
    expect((await context.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401)
  })
})

describe.each(testDialects)('two instances sharing one database [%s]', (dialect) => {
  it('send each mail exactly once', async () => {
    const smtp = await startSmtpCatcher()
    const directory = mkdtempSync(join(tmpdir(), 'mail-instances-'))
    // Two connections to one database: one SQLite file, or one PostgreSQL schema.
    const postgres = dialect === 'postgres' ? await createTestDatabase('postgres') : undefined
    const connect = () =>
      postgres
        ? connectDatabase({
            kind: 'postgres',
            connectionString: process.env.TEST_DATABASE_URL!,
            searchPath: postgres.schema,
            maxConnections: 4,
          })
        : connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.db') })
    const connections = [connect(), connect()]
    await migrateToLatest(connections[0]!)
    const mail = { smtp: { url: smtp.url, from: 'shop@animeverse.test' }, notifyEmail: undefined }
    const apps = await Promise.all(
      connections.map((connection) =>
        buildApp({ ...testConfig, mail, mailWorkerTiming: { pollMs: 5, batchSize: 3 } }, connection),
      ),
    )
    try {
      const addresses = Array.from({ length: 30 }, (_, index) => `twice.${index}@example.com`)
      for (const to of addresses)
        await queueMail(
          connections[0]!.db,
          { sends: true },
          { kind: 'welcome', to, subject: to, html: '<p>hi</p>', text: 'hi' },
        )
      await Promise.all(apps.map((app) => app.ready()))
      for (const to of addresses) await smtp.waitFor((caught) => caught.to === to)
      // Time for a second sending of any mail to arrive, were there one.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(smtp.mails).toHaveLength(addresses.length)
      expect(new Set(smtp.mails.map((caught) => caught.to)).size).toBe(addresses.length)
    } finally {
      await Promise.all(apps.map((app) => app.close()))
      await Promise.all(connections.map((connection) => connection.close()))
      await postgres?.dispose()
      await smtp.close()
      rmSync(directory, { recursive: true, force: true })
    }
  })
})
