import { sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/** A health check must answer while the database does not, so a ping gives up after this long. */
const PING_TIMEOUT_MS = 2_000

/**
 * Whether the database answers a read now. On SQLite `select 1` never touches the file, so the ping
 * reads the schema table: a file locked by another process, or gone, fails it.
 */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  const probe =
    dialectOf(db) === 'sqlite'
      ? sql`select count(*) from sqlite_master`.execute(db)
      : sql`select 1`.execute(db)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([probe.then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
