import { sql, type CompiledQuery, type Kysely, type QueryResult } from 'kysely'
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

/**
 * `lockForTransaction`, then `read`, sent together: on PostgreSQL one round trip (pg's pipeline mode) instead of
 * two. The connection runs them in turn, so the read begins once the lock is held and sees what was committed
 * until then. (Kysely sends a transaction's statements one at a time, each after the last one's answer.)
 */
export async function readUnderLock<Row>(
  trx: Kysely<Database>,
  key: string,
  read: CompiledQuery<Row>,
): Promise<QueryResult<Row>> {
  if (dialectOf(trx) !== 'postgres') return trx.executeQuery(read)
  const lock = sql`select pg_advisory_xact_lock(hashtext(${key}))`.compile(trx)
  return trx.getExecutor().provideConnection(async (connection) => {
    const [, rows] = await Promise.all([connection.executeQuery(lock), connection.executeQuery<Row>(read)])
    return rows
  })
}
