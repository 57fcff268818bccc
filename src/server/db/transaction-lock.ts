import { sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/**
 * Serialises transactions that name the same key, until the caller's transaction ends. On PostgreSQL a
 * transaction-scoped advisory lock on the key's hash; on SQLite nothing is needed, since a write transaction
 * (BEGIN IMMEDIATE) already runs alone.
 */
export async function lockForTransaction(trx: Kysely<Database>, key: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
}
