import { sql, type Kysely } from 'kysely'
import { isDatabaseUnavailable } from './database-unavailable'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/** A health check must answer while the database does not, so a ping gives up after this long. */
const PING_TIMEOUT_MS = 2_000

/**
 * After PostgreSQL was unreachable the pool may still hold connections whose sockets died with it: each fails
 * its next query at once (EPIPE) and is then dropped by the pool. So many tries let a ping reach a fresh
 * connection however many background tasks had one open, instead of calling a database that is back "down".
 */
const PING_ATTEMPTS = 12

/**
 * Whether the database answers a read now. On SQLite `select 1` never touches the file, so the ping
 * reads the schema table: a file locked by another process, or gone, fails it.
 */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  const probe = () =>
    dialectOf(db) === 'sqlite'
      ? sql`select count(*) from sqlite_master`.execute(db)
      : sql`select 1`.execute(db)
  let timer: NodeJS.Timeout | undefined
  let timedOut = false
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true
      resolve(false)
    }, timeoutMs)
  })
  const answers = async (): Promise<boolean> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await probe()
        return true
      } catch (error) {
        if (timedOut || attempt >= PING_ATTEMPTS || !isDatabaseUnavailable(error)) return false
      }
    }
  }
  try {
    return await Promise.race([answers(), timeout])
  } finally {
    clearTimeout(timer)
  }
}
