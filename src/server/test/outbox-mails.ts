import type { Kysely } from 'kysely'
import type { MailKind } from '@common/schemas/mail'
import type { Database } from '../db/schema'
import { bodiesOf } from '../modules/mail/mail.service'

/**
 * The outbox's mails to `to` (one address or several) and of `kind`, oldest first, each with its HTML and text
 * as the worker would send them: a mail kept as its data is rendered by its kind's template, as when it is sent.
 */
export async function outboxMails(
  db: Kysely<Database>,
  filter: { to?: string | readonly string[]; kind?: MailKind },
) {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'status', 'html', 'text_body', 'template_data'])
    .orderBy('created_at')
    .orderBy('id')
  if (typeof filter.to === 'string') query = query.where('to_address', '=', filter.to)
  else if (filter.to) query = query.where('to_address', 'in', filter.to)
  if (filter.kind) query = query.where('kind', '=', filter.kind)
  const rows = await query.execute()
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    ...bodiesOf(row.kind, row),
  }))
}
