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
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true
    if (SQLITE_UNAVAILABLE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message))
}

/** Socket failures reaching PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * PostgreSQL SQLSTATEs of a server that is shutting down, starting, or full, and of a statement cancelled
 * for running past DATABASE_STATEMENT_TIMEOUT_MS (57014: the database is too busy to answer in time);
 * class 08 (connection exceptions) is matched by its prefix.
 */
const POSTGRES_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014'])

/**
 * Why a write failed when it is no fault of the request, which is then answered 503 but logged as an error
 * for the operator: `conflict`, a transaction PostgreSQL ended to break a deadlock (40P01) or a serialization
 * conflict (40001) — nothing of it was kept and the same request again succeeds, but the shop takes its locks
 * in one order so that this does not happen; `disk`, the disk under SQLite's log failed or filled when the log
 * was flushed (db/wal-flush.ts) — the rows may be written but none is acknowledged, and no write is until the
 * shop restarts on a sound disk.
 */
export function failedWriteReason(error: unknown): 'conflict' | 'disk' | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { code, syscall } = error as { code?: unknown; syscall?: unknown }
  if (code === '40P01' || code === '40001') return 'conflict'
  if (
    typeof code === 'string' &&
    DISK_CODES.has(code) &&
    typeof syscall === 'string' &&
    DISK_SYSCALLS.has(syscall)
  )
    return 'disk'
  return undefined
}

const DISK_CODES = new Set(['EIO', 'ENOSPC', 'EDQUOT', 'EROFS'])
const DISK_SYSCALLS = new Set(['fdatasync', 'fsync', 'open', 'write'])

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
