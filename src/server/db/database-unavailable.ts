/**
 * Whether an error means the database cannot answer right now (down, restarting, locked, read-only),
 * as opposed to a fault in the query. Such a request is worth retrying, so the shop answers 503, and
 * the next request tries again: pg's pool opens new connections and better-sqlite3 retries the file.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable)
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown }
  if (typeof code === 'string') {
    // A Unix socket that is gone while PostgreSQL is stopped; any other missing file is not ours to judge.
    if (code === 'ENOENT') return syscall === 'connect'
    if (DISK_CODES.has(code)) return typeof syscall === 'string' && DISK_SYSCALLS.has(syscall)
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true
    if (SQLITE_UNAVAILABLE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message))
}

/** Socket failures reaching PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * The disk under SQLite's log failing or full when the log is flushed (db/wal-flush.ts): the write is not kept,
 * and no later one is until the shop restarts on a sound disk. Not a fault of the request.
 */
const DISK_CODES = new Set(['EIO', 'ENOSPC', 'EDQUOT', 'EROFS'])
const DISK_SYSCALLS = new Set(['fdatasync', 'fsync', 'open', 'write'])

/**
 * PostgreSQL SQLSTATEs of a server that is shutting down, starting, or full, and of a statement cancelled
 * for running past DATABASE_STATEMENT_TIMEOUT_MS (57014: the database is too busy to answer in time);
 * class 08 (connection exceptions) is matched by its prefix. A transaction PostgreSQL ended to break a
 * deadlock (40P01) or a serialization conflict (40001) lost a race with another: nothing of it was kept, and the
 * same request again succeeds.
 */
const POSTGRES_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40P01', '40001'])

/** better-sqlite3's codes for a file that is locked, read-only, missing or failing underneath. */
const SQLITE_UNAVAILABLE_PREFIXES = [
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]

/** pg reports a dropped or timed-out connection with a plain Error and no code. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /connection error and is not queryable/,
  /timeout exceeded when trying to connect/,
  /Client was closed and is not queryable/,
]
