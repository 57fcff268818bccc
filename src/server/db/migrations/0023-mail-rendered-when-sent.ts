import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.

/**
 * A mail may be kept as the data its kind's template renders when the mail is sent (`template_data`, JSON),
 * instead of its HTML and text: `html` and `text_body` may be null, and a CHECK holds every mail to one or the
 * other. Mails written before keep their HTML and text and are sent as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  const addData = () => db.schema.alterTable('mail_outbox').addColumn('template_data', 'text').execute()
  if (dialect === 'postgres') {
    await addData()
    await sql`alter table mail_outbox alter column html drop not null,
      alter column text_body drop not null,
      add constraint mail_outbox_bodies_check check (${sql.raw(BODIES_CHECK)})`.execute(db)
    return
  }
  await inOneSqliteTransaction(db, async () => {
    await addData()
    await rebuildSqliteTable(db, (definition) => {
      const bodies = /"(html|text_body)" text not null/gi
      if (definition.match(bodies)?.length !== 2)
        throw new Error(`mail_outbox's html and text_body columns not found in: ${definition}`)
      return definition
        .replace(bodies, '"$1" text')
        .replace(/\)\s*$/, `, constraint "mail_outbox_bodies_check" check (${BODIES_CHECK}))`)
    })
  })
}

const BODIES_CHECK = '(html is not null and text_body is not null) or template_data is not null'

/**
 * Going back needs every mail's HTML and text, which only the application can render from the data: it
 * refuses while any mail has none (send them, or delete them, first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from mail_outbox
    where html is null or text_body is null`.execute(db)
  const unrendered = Number(rows[0]?.count ?? 0)
  if (unrendered > 0)
    throw new Error(`${unrendered} mail(s) are kept only as their data; an earlier build cannot send them`)
  if (dialect === 'postgres') {
    await sql`alter table mail_outbox drop constraint mail_outbox_bodies_check,
      alter column html set not null,
      alter column text_body set not null,
      drop column template_data`.execute(db)
    return
  }
  await inOneSqliteTransaction(db, async () => {
    await rebuildSqliteTable(db, (definition) =>
      definition
        .replace(/,\s*constraint "mail_outbox_bodies_check" check \(.*\)\s*\)\s*$/is, ')')
        .replace(/"html" text(?= *,)/i, '"html" text not null')
        .replace(/"text_body" text(?= *,)/i, '"text_body" text not null'),
    )
    await db.schema.alterTable('mail_outbox').dropColumn('template_data').execute()
  })
}

/**
 * SQLite cannot change a column's NOT NULL or add a CHECK: the table is made again from its own stored
 * definition, changed by `change`, with its rows and indexes (in the caller's transaction). Nothing refers to the
 * outbox.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqliteTable(db: Kysely<any>, change: (definition: string) => string): Promise<void> {
  const { rows: tables } = await sql<{ sql: string }>`select sql from sqlite_schema
    where type = 'table' and name = 'mail_outbox'`.execute(db)
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_schema
    where type = 'index' and tbl_name = 'mail_outbox' and sql is not null`.execute(db)
  const rebuilt = change(tables[0]?.sql ?? '').replace(
    /^create table\s+"?mail_outbox"?/i,
    'create table "mail_outbox_rebuilt"',
  )
  await sql.raw(rebuilt).execute(db)
  await sql`insert into mail_outbox_rebuilt select * from mail_outbox`.execute(db)
  await sql`drop table mail_outbox`.execute(db)
  await sql`alter table mail_outbox_rebuilt rename to mail_outbox`.execute(db)
  for (const index of indexes) await sql.raw(index.sql).execute(db)
}

/**
 * SQLite's migrations run outside a transaction: the column and the table made again are one, so that a failure
 * leaves neither behind (a column left over would fail every later start).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function inOneSqliteTransaction(db: Kysely<any>, steps: () => Promise<void>): Promise<void> {
  await sql`begin`.execute(db)
  try {
    await steps()
    await sql`commit`.execute(db)
  } catch (error) {
    await sql`rollback`.execute(db)
    throw error
  }
}
