import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.

/**
 * Accounts and operations. A third role, `staff`. Two-step sign-in: the TOTP secret (encrypted by the
 * application, never stored in the clear), a secret waiting to be confirmed, when it was turned on and the last
 * time step accepted (a code is never accepted twice); hashed single-use recovery codes; the second step's
 * challenges with their wrong attempts. The audit log of admin and staff changes, which the database itself
 * refuses to update or delete.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  await allowRoles(db, dialect, ['user', 'staff', 'admin'])
  for (const column of ['totp_secret', 'totp_pending_secret', 'totp_enabled_at']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute()
  }
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute()

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('recovery_codes_user_idx')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute()

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  // No foreign key to users: an entry outlives anything it names, and its actor's e-mail is kept as it was.
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('audit_entries_at_idx').on('audit_entries').columns(['at', 'id']).execute()
  await db.schema
    .createIndex('audit_entries_entity_idx')
    .on('audit_entries')
    .columns(['entity', 'entity_id', 'at'])
    .execute()
  await db.schema
    .createIndex('audit_entries_actor_idx')
    .on('audit_entries')
    .columns(['actor_id', 'at'])
    .execute()
  await db.schema
    .createIndex('audit_entries_action_idx')
    .on('audit_entries')
    .columns(['action', 'at'])
    .execute()

  if (dialect === 'postgres') {
    await sql`create function audit_entries_are_kept() returns trigger language plpgsql as $$
      begin raise exception 'audit entries cannot be changed or deleted'; end $$`.execute(db)
    await sql`create trigger audit_entries_kept before update or delete on audit_entries
      for each statement execute function audit_entries_are_kept()`.execute(db)
  } else {
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_entries_no_${event}`)} before ${sql.raw(event)} on audit_entries
        begin select raise(abort, 'audit entries cannot be changed or deleted'); end`.execute(db)
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger audit_entries_kept on audit_entries`.execute(db)
    await sql`drop function audit_entries_are_kept()`.execute(db)
  }
  await db.schema.dropTable('audit_entries').execute()
  await db.schema.dropTable('two_factor_challenges').execute()
  await db.schema.dropTable('recovery_codes').execute()
  await db.updateTable('users').set({ role: 'user' }).where('role', '=', 'staff').execute()
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute()
  }
  await allowRoles(db, dialect, ['user', 'admin'])
}

/**
 * Changes the role column's CHECK. PostgreSQL alters the constraint. SQLite cannot alter a CHECK: the table is
 * rebuilt from its own stored definition (so every column added since stays as it is) with foreign keys off, so
 * that dropping the old table neither cascades to the rows that point at users nor breaks their references.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function allowRoles(db: Kysely<any>, dialect: MigrationContext['dialect'], roles: string[]) {
  const list = sql.join(roles.map((role) => sql.lit(role)))
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint
      where conrelid = 'users'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%role%'`.execute(
      db,
    )
    for (const { name } of rows) await sql`alter table users drop constraint ${sql.id(name)}`.execute(db)
    await sql`alter table users add constraint users_role_check check (role in (${list}))`.execute(db)
    return
  }
  const { rows: tables } = await sql<{ sql: string }>`select sql from sqlite_schema
    where type = 'table' and name = 'users'`.execute(db)
  const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_schema
    where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db)
  const definition = tables[0]?.sql ?? ''
  const roleCheck = /check\s*\(\s*"role"\s+in\s*\([^)]*\)\s*\)/i
  if (!roleCheck.test(definition)) throw new Error(`users' role check not found in: ${definition}`)
  const quoted = roles.map((role) => `'${role}'`).join(', ')
  const rebuilt = definition
    .replace(roleCheck, `check ("role" in (${quoted}))`)
    .replace(/^create table\s+"?users"?/i, 'create table "users_rebuilt"')
  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await sql`begin`.execute(db)
    await sql.raw(rebuilt).execute(db)
    await sql`insert into users_rebuilt select * from users`.execute(db)
    await sql`drop table users`.execute(db)
    await sql`alter table users_rebuilt rename to users`.execute(db)
    for (const index of indexes) await sql.raw(index.sql).execute(db)
    const { rows: broken } = await sql`pragma foreign_key_check`.execute(db)
    if (broken.length > 0) throw new Error(`rebuilding users broke ${broken.length} reference(s)`)
    await sql`commit`.execute(db)
  } catch (error) {
    await sql`rollback`.execute(db)
    throw error
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
