import type { Kysely } from 'kysely'
import type { MailKind, MailStatus, OutboxMail, OutboxMailDetail } from '@common/schemas/mail'
import { compiledOnce } from '../../db/compiled-query'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import { claimWithoutWaiting } from '../../db/database-traits'
import { ConflictError, NotFoundError } from '../../errors'
import { countMailQueued } from '../../metrics'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import {
  isRenderedWhenSent,
  renderMailOfKind,
  subjectOfMail,
  type MailDataOf,
  type MailKindRenderedWhenSent,
} from './templates'

/** What an event needs to write its mails: whether they will be sent, where notices go, the origin links name. */
export type MailContext = {
  /** True when an SMTP server is set; otherwise mails are kept in the outbox, never sent. */
  sends: boolean
  /** The shop's own address for new-order notices; none are written when unset. */
  notifyEmail: string | undefined
  /** The shop's public origin, for the links in the mails. */
  origin: string
}

/** A mail rendered by its writer. */
export type RenderedOutgoingMail = { kind: MailKind; to: string; subject: string; html: string; text: string }

/** A mail written as the data its kind's template renders when the mail is sent (templates/rendered-when-sent.ts). */
export type MailAsData = {
  [Kind in MailKindRenderedWhenSent]: { kind: Kind; to: string; data: MailDataOf<Kind> }
}[MailKindRenderedWhenSent]

export type OutgoingMail = RenderedOutgoingMail | MailAsData

/**
 * Writes a mail to the outbox. Callers pass the transaction of the event that causes the mail, so the mail
 * exists exactly when the event does; a worker sends it later, and a failure to send never touches the event.
 * A mail given as data is kept as that data (JSON) with its subject, and rendered when it is sent or shown:
 * rendering is most of what writing a mail costs, and the event's request need not wait for it.
 */
export async function queueMail(
  db: Kysely<Database>,
  context: Pick<MailContext, 'sends'>,
  mail: OutgoingMail,
  now = new Date(),
): Promise<void> {
  const asData = 'data' in mail
  await insertMail(db, {
    id: newId(),
    kind: mail.kind,
    to: mail.to,
    subject: asData ? subjectOfMail(mail.kind, mail.data as never) : mail.subject,
    html: asData ? null : mail.html,
    text: asData ? null : mail.text,
    templateData: asData ? JSON.stringify(mail.data) : null,
    status: context.sends ? 'pending' : 'kept',
    nextAttemptAt: context.sends ? now.toISOString() : null,
    createdAt: now.toISOString(),
  })
  // Counted when written: in the event's transaction, so an event rolled back after its mail still counts.
  countMailQueued(mail.kind)
}

/** Compiled once: every order writes its mail. */
const insertMail = compiledOnce<
  {
    id: string
    kind: MailKind
    to: string
    subject: string
    html: string | null
    text: string | null
    templateData: string | null
    status: MailStatus
    nextAttemptAt: string | null
    createdAt: string
  },
  unknown
>((db, value) =>
  db.insertInto('mail_outbox').values({
    id: value('id'),
    kind: value('kind'),
    to_address: value('to'),
    subject: value('subject'),
    html: value('html'),
    text_body: value('text'),
    template_data: value('templateData'),
    status: value('status'),
    attempts: 0,
    last_error: null,
    next_attempt_at: value('nextAttemptAt'),
    sent_at: null,
    created_at: value('createdAt'),
  }),
)

type OutboxRow = {
  id: string
  kind: MailKind
  to_address: string
  subject: string
  status: MailStatus
  attempts: number
  last_error: string | null
  next_attempt_at: string | null
  sent_at: string | null
  created_at: string
}

const LIST_COLUMNS = [
  'id',
  'kind',
  'to_address',
  'subject',
  'status',
  'attempts',
  'last_error',
  'next_attempt_at',
  'sent_at',
  'created_at',
] as const

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    // A claimed mail's next_attempt_at is its claim's end, not an attempt anyone waits for.
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  }
}

export async function listOutbox(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
  filter: { status?: MailStatus },
): Promise<{ mails: OutboxMail[]; total: number; failed: number }> {
  let rows = db.selectFrom('mail_outbox').select(LIST_COLUMNS)
  let count = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number | string>().as('count'))
  if (filter.status) {
    rows = rows.where('status', '=', filter.status)
    count = count.where('status', '=', filter.status)
  }
  const [mails, total, failed] = await Promise.all([
    rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ])
  return { mails: mails.map(toOutboxMail), total: Number(total.count), failed: Number(failed.count) }
}

/**
 * A password-reset mail carries a working sign-in link. Nobody but its addressee may read it: the admin's
 * preview shows it hidden, and once sent the stored copy is hidden too (a link never sent expires in 30
 * minutes by itself).
 */
function hideSecrets(kind: MailKind, body: string): string {
  return hasSecrets(kind) ? body.replace(/([?&]token=)[\w-]+/g, '$1hidden') : body
}

function hasSecrets(kind: MailKind): boolean {
  return kind === 'password-reset'
}

/** What a stored mail holds: its HTML and text as written, or the data its kind's template renders them from. */
export type StoredBodies = { html: string | null; text_body: string | null; template_data: string | null }

/**
 * A stored mail's HTML and text: as written, or rendered now by its kind's template from the data it was
 * written with. A mail kept as data whose kind this build renders no longer is an error, not an empty mail.
 */
export function bodiesOf(kind: MailKind, stored: StoredBodies): { html: string; text: string } {
  if (stored.html !== null && stored.text_body !== null) return { html: stored.html, text: stored.text_body }
  if (stored.template_data === null || !isRenderedWhenSent(kind))
    throw new Error(`the ${kind} mail has neither its text nor data this build renders`)
  const { html, text } = renderMailOfKind(kind, JSON.parse(stored.template_data))
  return { html, text }
}

export async function findOutboxMail(db: Kysely<Database>, id: string): Promise<OutboxMailDetail> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new NotFoundError('Mail not found')
  const { html, text } = shownBodiesOf(row)
  return { ...toOutboxMail(row), html: hideSecrets(row.kind, html), text: hideSecrets(row.kind, text) }
}

/** What the admin sees of a mail: its bodies, or why they cannot be rendered (the mail fails when sent, too). */
function shownBodiesOf(row: StoredBodies & { kind: MailKind }): { html: string; text: string } {
  try {
    return bodiesOf(row.kind, row)
  } catch (error) {
    return {
      html: '',
      text: `This mail cannot be shown: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}

export const NO_SMTP_MESSAGE =
  'No SMTP server is set, so mails cannot be sent. Set SMTP_URL and MAIL_FROM to send them.'

/**
 * Puts a failed (or already sent) mail back in the queue with fresh attempts. A mail that is already waiting
 * or being sent is left alone, so a double click never sends it twice. The resend goes to the activity log in
 * the same transaction.
 */
export async function resendMail(
  db: Kysely<Database>,
  actor: AuditActor,
  context: Pick<MailContext, 'sends'>,
  id: string,
  now = new Date(),
): Promise<OutboxMailDetail> {
  return db.transaction().execute(async (trx) => {
    const mail = await findOutboxMail(trx, id)
    if (!context.sends) throw new ConflictError(NO_SMTP_MESSAGE)
    if (mail.kind === 'password-reset' && mail.status === 'sent')
      throw new ConflictError(
        'A password reset link is sent once: the shopper can ask for a new one on the sign-in page',
      )
    const queued = await trx
      .updateTable('mail_outbox')
      .set({
        status: 'pending',
        attempts: 0,
        last_error: null,
        next_attempt_at: now.toISOString(),
        sent_at: null,
      })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'sent', 'kept'])
      .executeTakeFirst()
    if (Number(queued.numUpdatedRows) === 0)
      throw new ConflictError(
        `This mail is already ${mail.status === 'sending' ? 'being sent' : 'waiting to be sent'}`,
      )
    const queuedMail = await findOutboxMail(trx, id)
    const changed = changedFields(
      { status: mail.status, attempts: mail.attempts },
      { status: queuedMail.status, attempts: queuedMail.attempts },
    )
    // The status always moves (to pending), so a resend always has a change to record.
    if (changed)
      await recordAudit(trx, actor, { action: 'mail.resend', entity: 'mail', entityId: id, ...changed })
    return queuedMail
  })
}

// ───────────────────────────── the worker's side ─────────────────────────────

/** A mail a worker holds, as stored: `bodiesOf` gives its HTML and text. */
export type ClaimedMail = StoredBodies & {
  id: string
  kind: MailKind
  to: string
  subject: string
  attempts: number
}

/** Whether any mail is due: the cheap read a worker makes on every tick before it writes anything. */
export async function hasDueMail(db: Kysely<Database>, now: Date): Promise<boolean> {
  const due = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', 'in', ['pending', 'sending'])
    .where('next_attempt_at', '<=', now.toISOString())
    .limit(1)
    .executeTakeFirst()
  return due !== undefined
}

/**
 * Claims up to `limit` due mails for one worker until `claimEnds`, counting the attempt. Pending mails whose
 * time has come are due, and so are mails whose previous claim ran out (that worker died mid-send). On
 * PostgreSQL the rows are picked with FOR UPDATE SKIP LOCKED, so workers of several instances claiming at
 * once each get different mails and none waits for another; SQLite has one writer at a time, and the single
 * UPDATE … RETURNING is atomic on its own.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  now: Date,
  claimEnds: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      next_attempt_at: claimEnds.toISOString(),
    }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('next_attempt_at')
        .limit(limit)
      return claimWithoutWaiting(db, due)
    })
    .returning(['id', 'kind', 'to_address', 'subject', 'html', 'text_body', 'template_data', 'attempts'])
    .execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text_body: row.text_body,
    template_data: row.template_data,
    attempts: Number(row.attempts),
  }))
}

/** A sent mail: one with secrets (a password-reset link) keeps only a copy with them hidden. */
export async function markMailSent(db: Kysely<Database>, mail: ClaimedMail, now: Date): Promise<void> {
  const hidden =
    hasSecrets(mail.kind) && mail.html !== null && mail.text_body !== null
      ? { html: hideSecrets(mail.kind, mail.html), text_body: hideSecrets(mail.kind, mail.text_body) }
      : {}
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now.toISOString(),
      next_attempt_at: null,
      last_error: null,
      ...hidden,
    })
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .execute()
}

/** A failed attempt: tried again at `retryAt`, or, with `retryAt` null, failed for good. */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ? retryAt.toISOString() : null,
      last_error: error,
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute()
}
