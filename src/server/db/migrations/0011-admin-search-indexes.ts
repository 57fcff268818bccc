import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.

/**
 * The admin's order search reads `orders.search_text` with `LIKE '%text%'` and finds customers by
 * `lower(name)` or `lower(email)` the same way (decision 0027). A B-tree cannot serve a pattern that starts
 * with `%`; at 100,000 orders each search read the whole table. On PostgreSQL a GIN trigram index (pg_trgm,
 * created by 0010) answers such a LIKE for any text of three characters or more. SQLite keeps scanning:
 * its trigram indexes are FTS5 tables kept by triggers, not worth another one on the busiest table for an
 * admin-only search that reads 100,000 rows in milliseconds there (the shop's SQLite is a small shop's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, context: MigrationContext): Promise<void> {
  if (context.dialect !== 'postgres') return
  await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  await sql`create index orders_search_trgm_idx on orders using gin (search_text public.gin_trgm_ops)`.execute(
    db,
  )
  await sql`create index users_name_trgm_idx on users using gin ((lower(name)) public.gin_trgm_ops)`.execute(
    db,
  )
  await sql`create index users_email_trgm_idx on users using gin ((lower(email)) public.gin_trgm_ops)`.execute(
    db,
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, context: MigrationContext): Promise<void> {
  if (context.dialect !== 'postgres') return
  await sql`drop index if exists users_email_trgm_idx`.execute(db)
  await sql`drop index if exists users_name_trgm_idx`.execute(db)
  await sql`drop index if exists orders_search_trgm_idx`.execute(db)
}
