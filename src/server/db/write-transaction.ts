import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Dialect } from './connection'
import type { Database } from './schema'

const dialects = new WeakMap<Kysely<Database>, Dialect>()

export function rememberDialect(db: Kysely<Database>, dialect: Dialect): void {
  dialects.set(db, dialect)
}

/** The dialect the connection was opened with; a transaction handed down is recognised by its adapter. */
export function dialectOf(db: Kysely<Database>): Dialect {
  return dialects.get(db) ?? (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite')
}

/**
 * A transaction for work that reads and then writes the same rows (orders taking stock).
 * On SQLite it starts with BEGIN IMMEDIATE, taking the write lock up front, so that another process
 * cannot slip in between the read and the write; on PostgreSQL the conditional UPDATE re-checks its
 * WHERE clause under the row lock, so an ordinary transaction is enough.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialects.get(db) !== 'sqlite') return db.transaction().execute(work)
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
  })
}
