import { sql } from 'kysely'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { migrateToLatest, migrateUpTo } from '../../db/migrate'
import { migrations } from '../../db/migrations'
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-app'
import { findOutboxMail, queueMail } from './mail.service'
import { DEFAULT_MAIL_WORKER_TIMING, MailWorker } from './mail-worker'
import type { MailMessage, MailTransport } from './mail-transport'
import {
  newOrderNoticeMail,
  orderCancelledMail,
  orderPlacedMail,
  orderShippedMail,
  type OrderMailData,
} from './templates'

const NOW = new Date('2026-11-29T10:00:00.000Z')

/** Every field an order mail prints, with characters HTML must escape and a one-click COD link. */
const ORDER: OrderMailData = {
  origin: 'https://animeverse.test',
  customerName: 'Asha <Rao> & "Co" — 日本',
  orderId: 'a'.repeat(24),
  orderNumber: 'ORD-2026-000123',
  placedAt: '2026-11-29T18:45:00.000Z',
  items: [
    { name: 'Nezuko 1/7 <scale> figure', quantity: 2, unitPricePaise: 249_900 },
    { name: 'Gojo keychain', quantity: 1, unitPricePaise: 49_950 },
  ],
  itemsPaise: 549_750,
  shippingPaise: 0,
  taxPaise: 83_860,
  taxLabel: 'GST (included)',
  discountPaise: 10_000,
  discountCode: 'WELCOME10',
  totalPaise: 539_750,
  paymentMethod: 'COD',
  shippingAddress: {
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '14 FC Road',
    addressLine1: '14 FC Road',
    addressLine2: null,
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411004',
    country: 'India',
  },
  trackingNumber: ' TRK 123 ',
  isPaid: false,
  cancelReason: 'Changed my mind',
  codConfirmation: { confirmBy: '2026-11-30T06:30:00.000Z', url: 'https://animeverse.test/c?token=a.b' },
}

/** A worker over the test database whose transport keeps every message it is given. */
function capturingWorker(database: TestDatabase) {
  const sent: MailMessage[] = []
  const transport: MailTransport = {
    send: async (message) => {
      sent.push(message)
    },
    close: () => {},
  }
  const worker = new MailWorker(
    database.db,
    transport,
    pino({ level: 'silent' }),
    DEFAULT_MAIL_WORKER_TIMING,
    () => NOW,
  )
  return { sent, drain: () => worker.drain() }
}

const outboxRow = (database: TestDatabase, to: string) =>
  database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow()

describe.each(testDialects)('the mail worker [%s]', (dialect) => {
  it("sends an order's mail kept as its data exactly as the template renders that data, and keeps no copy", async () => {
    const database = await createTestDatabase(dialect)
    try {
      const shopper = { ...ORDER, paymentMethod: 'PHONEPE', isPaid: true, codConfirmation: null }
      await queueMail(
        database.db,
        { sends: true },
        { kind: 'order-placed', to: 'cod@x.test', data: ORDER },
        NOW,
      )
      await queueMail(
        database.db,
        { sends: true },
        { kind: 'order-cancelled', to: 'paid@x.test', data: shopper },
        NOW,
      )
      await queueMail(
        database.db,
        { sends: true },
        {
          kind: 'new-order-notice',
          to: 'shop@x.test',
          data: { ...ORDER, customerEmail: 'asha@example.com' },
        },
        NOW,
      )
      const kept = await outboxRow(database, 'cod@x.test')
      expect(kept).toMatchObject({ subject: orderPlacedMail(ORDER).subject, html: null, text_body: null })
      expect(JSON.parse(kept.template_data!)).toEqual(ORDER)
      // The admin's preview renders it as it would be sent.
      expect(await findOutboxMail(database.db, kept.id)).toMatchObject({
        html: orderPlacedMail(ORDER).html,
        text: orderPlacedMail(ORDER).text,
      })

      const worker = capturingWorker(database)
      await worker.drain()
      const byAddress = new Map(worker.sent.map((mail) => [mail.to, mail]))
      expect(byAddress.get('cod@x.test')).toEqual({ to: 'cod@x.test', ...orderPlacedMail(ORDER) })
      expect(byAddress.get('paid@x.test')).toEqual({ to: 'paid@x.test', ...orderCancelledMail(shopper) })
      expect(byAddress.get('shop@x.test')).toEqual({
        to: 'shop@x.test',
        ...newOrderNoticeMail({ ...ORDER, customerEmail: 'asha@example.com' }),
      })
      expect(await outboxRow(database, 'cod@x.test')).toMatchObject({ status: 'sent', html: null })
    } finally {
      await database.dispose()
    }
  })

  it('fails a mail whose data its template cannot render at its first attempt, with the error for the admin', async () => {
    const database = await createTestDatabase(dialect)
    try {
      await queueMail(
        database.db,
        { sends: true },
        { kind: 'order-placed', to: 'x@x.test', data: ORDER },
        NOW,
      )
      await database.db.updateTable('mail_outbox').set({ template_data: '{}' }).execute()
      const worker = capturingWorker(database)
      await worker.drain()
      expect(worker.sent).toEqual([])
      const row = await outboxRow(database, 'x@x.test')
      expect(row).toMatchObject({ status: 'failed', attempts: 1 })
      expect(row.last_error).toMatch(/\w/)
      // The admin can still open it: its text says why it cannot be shown, rather than the page failing.
      const opened = await findOutboxMail(database.db, row.id)
      expect(opened.html).toBe('')
      expect(opened.text).toMatch(/^This mail cannot be shown: /)
    } finally {
      await database.dispose()
    }
  })
})

describe.each(testDialects)('migration 0023 (mail rendered when sent) [%s]', (dialect) => {
  const BEFORE = '0022-refund-handover'
  const rendered = orderShippedMail(ORDER)

  /** A mail as a build before 0023 wrote it: rendered, waiting to be sent. */
  const insertRenderedMail = (database: TestDatabase) =>
    database.db
      .insertInto('mail_outbox')
      .values({
        id: 'm'.repeat(24),
        kind: 'order-shipped',
        to_address: 'old@x.test',
        subject: rendered.subject,
        html: rendered.html,
        text_body: rendered.text,
        status: 'pending',
        attempts: 0,
        last_error: null,
        next_attempt_at: NOW.toISOString(),
        sent_at: null,
        created_at: NOW.toISOString(),
      } as never)
      .execute()

  it('sends a mail an earlier build queued rendered as it was written, and refuses a mail with neither bodies nor data', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      await migrateUpTo(database, BEFORE)
      await insertRenderedMail(database)
      expect(await migrateToLatest(database)).toEqual(
        Object.keys(migrations).slice(Object.keys(migrations).indexOf(BEFORE) + 1),
      )
      const worker = capturingWorker(database)
      await worker.drain()
      expect(worker.sent).toEqual([{ to: 'old@x.test', ...rendered }])
      expect(await outboxRow(database, 'old@x.test')).toMatchObject({
        status: 'sent',
        html: rendered.html,
        text_body: rendered.text,
        template_data: null,
      })
      // The outbox keeps its indexes (SQLite rebuilds the table).
      const { rows: indexes } =
        dialect === 'sqlite'
          ? await sql<{ name: string }>`select name from sqlite_schema
              where type = 'index' and tbl_name = 'mail_outbox' and sql is not null`.execute(database.db)
          : await sql<{ name: string }>`select indexname as name from pg_indexes
              where tablename = 'mail_outbox' and schemaname = current_schema()
              and indexname <> 'mail_outbox_pkey'`.execute(database.db)
      expect(indexes.map((index) => index.name).sort()).toEqual([
        'mail_outbox_created_idx',
        'mail_outbox_due_idx',
      ])
      await expect(
        sql`insert into mail_outbox (id, kind, to_address, subject, status, attempts, created_at)
          values ('n', 'order-placed', 'n@x.test', 'S', 'kept', 0, ${NOW.toISOString()})`.execute(
          database.db,
        ),
      ).rejects.toThrow(/check constraint/i)
    } finally {
      await database.dispose()
    }
  })

  it('goes back only while every mail has its HTML and text', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      await migrateUpTo(database, BEFORE)
      await insertRenderedMail(database)
      await migrateToLatest(database)
      await queueMail(
        database.db,
        { sends: false },
        { kind: 'order-placed', to: 'new@x.test', data: ORDER },
        NOW,
      )
      await expect(migrateUpTo(database, BEFORE)).rejects.toThrow(/kept only as their data/)
      await database.db.deleteFrom('mail_outbox').where('to_address', '=', 'new@x.test').execute()
      await migrateUpTo(database, BEFORE)
      await expect(
        sql`update mail_outbox set html = null where to_address = 'old@x.test'`.execute(database.db),
      ).rejects.toThrow(/not.null/i)
      expect(await outboxRow(database, 'old@x.test')).toMatchObject({ html: rendered.html })
    } finally {
      await database.dispose()
    }
  })
})
