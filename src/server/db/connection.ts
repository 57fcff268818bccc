import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite, { type Database as SqliteConnection, type Statement } from './sqlite-driver'
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection as DriverConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely'
import pg from 'pg'
import type { Database } from './schema'
import { namingPool } from './prepared-statements'
import { walFlush, type WalFlush } from './wal-flush'
import { SQLITE_BUSY_TIMEOUT_MS, rememberDialect } from './write-transaction'

export type Dialect = 'sqlite' | 'postgres'

export type DatabaseConnection = {
  db: Kysely<Database>
  dialect: Dialect
  /** The PostgreSQL schema the connection works in, when it is not the default one (test databases). */
  schema?: string
  /**
   * PostgreSQL with DATABASE_REPLICA_URL: a read replica for the catalogue's reads that tolerate its lag
   * (plugins/catalogue-reads.ts decides which). Never written to; `undefined` reads everything from `db`.
   */
  replica?: Kysely<Database>
  /**
   * PostgreSQL: a pool of its own on the primary for reads that stand alone (the catalogue's answers, a
   * product's own answer). When orders queue for a popular product's locked row, each waiting order holds one
   * of `db`'s connections; on connections of their own the reads never wait behind them. SQLite has one
   * connection and no such wait: `undefined` reads from `db`.
   */
  primaryReads?: Kysely<Database>
  /** PostgreSQL's LISTEN/NOTIFY, for telling the other instances on the same database what changed. */
  notifications?: Notifications
  /**
   * SQLite: calls `onWrite` soon after another process (an operator command, a second instance) commits to
   * the same file, checking every `everyMs`; returns the function that stops watching.
   */
  watchOtherWriters?: (onWrite: () => void, everyMs?: number) => () => void
  /**
   * The primary's connections now, for the metrics: PostgreSQL's two pools as pg counts them; SQLite's one
   * connection, busy while a query or transaction holds it, with the queries queued behind it.
   */
  poolUse?: () => PoolUse
  close: () => Promise<void>
}

export type PoolUse = { total: number; idle: number; waiting: number }

export type Notifications = {
  /** Sends `payload` to every listener of `channel`, this process's included. */
  publish: (channel: string, payload: string) => Promise<void>
  /**
   * Calls `onMessage` for each notice on `channel`. `onConnection(false)` when the listening connection is
   * lost (notices may be missed from then on) and `onConnection(true)` once listening again.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onConnection: (listening: boolean) => void,
  ) => Promise<() => Promise<void>>
}

// COUNT(*) and SUM() come back from PostgreSQL as int8 text; every count and paise sum here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

const POSTGRES_CONNECT_TIMEOUT_MS = 5_000

/** More than the shop's distinct queries; lists of varying length (`in (?, ?)`) make the rest. */
const CACHED_STATEMENTS = 500

/**
 * Kysely prepares every query anew; compiling the SQL cost as much as running it on the hot reads. Each
 * distinct SQL text is prepared once and reused (one connection, queries one at a time, so a statement is
 * never in use twice); the oldest are dropped past the limit. SQLite re-prepares a statement by itself
 * when a migration changes a table under it.
 */
function withStatementCache(sqlite: SqliteConnection, onWrite: () => void): SqliteDatabase {
  const statements = new Map<string, Statement>()
  const prepared = (text: string) => {
    const known = statements.get(text)
    if (known) return known
    const statement = sqlite.prepare(text)
    if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!)
    statements.set(text, statement)
    return statement
  }
  return {
    close: () => sqlite.close(),
    // Kysely prepares each statement just before it runs it, so a statement that writes is seen here. BEGIN
    // IMMEDIATE counts as one (it takes the write lock) but writes nothing, and may well fail: not counted.
    prepare(text: string) {
      const statement = prepared(text)
      if (!statement.readonly && !text.startsWith('begin')) onWrite()
      return statement
    },
  }
}

export type PostgresOptions = {
  kind: 'postgres'
  /** Its `sslmode` (and `sslrootcert`, `sslcert`, `sslkey`) are honoured by pg: managed databases need them. */
  connectionString: string
  searchPath?: string
  /** Connections in the pool, per process; DATABASE_POOL_MAX, 10 by default. */
  maxConnections?: number
  /** PostgreSQL cancels a statement running longer (SQLSTATE 57014, answered 503); 0 or unset is no limit. */
  statementTimeoutMs?: number
  /** A read replica of the same database (DATABASE_REPLICA_URL), with the same pool size and limits. */
  replicaConnectionString?: string
  /**
   * The statements an order runs are prepared once per connection (`prepared-statements.ts`); false
   * (DATABASE_PREPARED_STATEMENTS=false) behind a pooler that does not keep a connection's prepared statements.
   */
  preparedStatements?: boolean
}

export type ConnectOptions = { kind: 'sqlite'; filename: string } | PostgresOptions

/**
 * SQLite transactions start with BEGIN IMMEDIATE, taking the write lock at the start. A plain BEGIN takes it
 * at the first write, and when another process (a second worker, an operator's command) has written since
 * this transaction's first read, SQLite refuses that upgrade at once (SQLITE_BUSY, no busy-timeout wait),
 * failing the request. Readers are not held up: in WAL mode they never wait for the writer.
 */
class WriteLockFirstSqliteDriver extends SqliteDriver {
  /** Queries and transactions waiting for the one connection, and whether one holds it: the pool metrics. */
  waiting = 0
  busy = false
  /** Whether the holder of the connection has written since the last flush of the log to the disk. */
  wrote = false

  constructor(
    settings: SqliteDialectConfig,
    private readonly sqlite: SqliteConnection,
    private readonly log: WalFlush | undefined,
  ) {
    super(settings)
  }

  override async acquireConnection(): Promise<DriverConnection> {
    this.waiting += 1
    try {
      const connection = await super.acquireConnection()
      this.busy = true
      return connection
    } finally {
      this.waiting -= 1
    }
  }

  /**
   * A query or transaction that wrote gives the connection up first and then waits for its commit to reach
   * the disk: the next one runs meanwhile, and the caller hears nothing before its write is durable.
   */
  override async releaseConnection(): Promise<void> {
    const flush = this.log && this.wrote && !this.sqlite.inTransaction
    if (flush) this.wrote = false
    this.busy = false
    await super.releaseConnection()
    if (flush) await this.log!.flush()
  }

  override async destroy(): Promise<void> {
    await this.log?.close()
    await super.destroy()
  }

  override async beginTransaction(connection: DriverConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class WriteLockFirstSqliteDialect extends SqliteDialect {
  readonly driver: WriteLockFirstSqliteDriver

  constructor(sqlite: SqliteConnection, log: WalFlush | undefined) {
    let driver: WriteLockFirstSqliteDriver | undefined
    const settings = { database: withStatementCache(sqlite, () => (driver!.wrote = true)) }
    super(settings)
    this.driver = driver = new WriteLockFirstSqliteDriver(settings, sqlite, log)
  }

  override createDriver(): SqliteDriver {
    return this.driver
  }
}

/**
 * A PostgreSQL transaction's BEGIN goes out with its first statement rather than a round trip ahead of it: pg
 * writes a pipelined client's queries without waiting for the answers before them (each with its own sync), so
 * BEGIN and the statement reach the server together and are answered in turn. The statement's caller hears
 * BEGIN's failure as its own. A transaction with settings (an isolation level) begins as Kysely begins it.
 */
class BeginWithFirstStatementDriver extends PostgresDriver {
  private readonly wrapped = new WeakMap<DriverConnection, BeginsWithFirstStatement>()

  override async acquireConnection(): Promise<DriverConnection> {
    const connection = await super.acquireConnection()
    let wrapper = this.wrapped.get(connection)
    if (!wrapper) this.wrapped.set(connection, (wrapper = new BeginsWithFirstStatement(connection)))
    return wrapper
  }

  override async releaseConnection(connection: DriverConnection): Promise<void> {
    await super.releaseConnection((connection as BeginsWithFirstStatement).connection as never)
  }

  override async beginTransaction(
    connection: DriverConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (settings.isolationLevel || settings.accessMode)
      return super.beginTransaction(connection as never, settings)
    ;(connection as BeginsWithFirstStatement).beginWithNextStatement()
  }
}

const BEGIN = CompiledQuery.raw('begin')

class BeginsWithFirstStatement implements DriverConnection {
  private begun: Promise<QueryResult<unknown>> | undefined

  constructor(readonly connection: DriverConnection) {}

  beginWithNextStatement(): void {
    this.begun = this.connection.executeQuery(BEGIN)
    // Heard through the next statement; a rejection must not go unhandled meanwhile.
    this.begun.catch(() => {})
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const begun = this.begun
    this.begun = undefined
    const result = this.connection.executeQuery<R>(query)
    if (!begun) return result
    const [, answered] = await Promise.all([begun, result])
    return answered
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize)
  }
}

class BeginWithFirstStatementDialect extends PostgresDialect {
  constructor(
    private readonly pool: pg.Pool,
    private readonly preparedStatements: boolean,
  ) {
    super({ pool })
  }

  override createDriver(): Driver {
    return new BeginWithFirstStatementDriver({
      pool: this.preparedStatements ? namingPool(this.pool) : this.pool,
    })
  }
}

export const DEFAULT_POOL_MAX = 10

export function connectionOptionsFor(config: {
  databaseUrl: string | undefined
  dataDir: string
  databaseReplicaUrl?: string | undefined
  databasePoolMax?: number
  databaseStatementTimeoutMs?: number
  databasePreparedStatements?: boolean
}): ConnectOptions {
  if (config.databaseUrl)
    return {
      kind: 'postgres',
      connectionString: config.databaseUrl,
      maxConnections: config.databasePoolMax ?? DEFAULT_POOL_MAX,
      ...(config.databaseStatementTimeoutMs ? { statementTimeoutMs: config.databaseStatementTimeoutMs } : {}),
      ...(config.databaseReplicaUrl ? { replicaConnectionString: config.databaseReplicaUrl } : {}),
      ...(config.databasePreparedStatements === false ? { preparedStatements: false } : {}),
    }
  mkdirSync(config.dataDir, { recursive: true })
  return { kind: 'sqlite', filename: join(config.dataDir, 'shop.sqlite') }
}

/**
 * What pg is given for one pool. The URL is passed whole: pg reads `sslmode` and the certificate paths from
 * it (this pg reads `require` as `verify-full`, which checks the server's name and authority against
 * `sslrootcert` or Node's store; `uselibpqcompat=true&sslmode=require` only encrypts, as libpq's does). The
 * statement timeout is a startup parameter, so it holds for every statement on every connection of the
 * pool, including those the migrations and LISTEN run outside a request.
 */
export function postgresPoolConfig(
  options: PostgresOptions,
  which: 'primary' | 'replica' = 'primary',
): pg.PoolConfig {
  const replica = which === 'replica'
  return {
    connectionString: replica ? options.replicaConnectionString! : options.connectionString,
    max: options.maxConnections ?? DEFAULT_POOL_MAX,
    // A replica names its own schema, if any, in its URL (`options=-c search_path=…`).
    ...(options.searchPath && !replica ? { options: `-c search_path=${options.searchPath}` } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    // A database that accepts no connection must fail the request (503), not hold it forever.
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    // Queries are written without waiting for the answers before them: a transaction's BEGIN goes out with its
    // first statement (BeginWithFirstStatementDriver). Kysely otherwise waits for each answer itself.
    pipeline: true,
  }
}

export function connectDatabase(options: ConnectOptions): DatabaseConnection {
  if (options.kind === 'sqlite') {
    const sqlite = new SQLite(options.filename)
    const journal = sqlite.pragma('journal_mode = WAL', { simple: true })
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
    // A write is on the disk before its caller goes on (and before a client hears 201), so an accepted order
    // survives a power cut too, as with PostgreSQL's default. SQLite would flush the log inside each commit
    // (synchronous = FULL), stopping the one thread that serves every request for the disk's time; with
    // NORMAL it leaves the flush to the driver, which waits for it on the thread pool after the commit
    // (walFlush), on the log beside the file SQLite really opened (a symbolic link resolved). A database in
    // memory has no log, and keeps FULL.
    const log =
      journal === 'wal'
        ? walFlush(`${(sqlite.pragma('database_list') as { name: string; file: string }[])[0]!.file}-wal`)
        : undefined
    sqlite.pragma(log ? 'synchronous = NORMAL' : 'synchronous = FULL')
    const dialect = new WriteLockFirstSqliteDialect(sqlite, log)
    const db = new Kysely<Database>({ dialect })
    rememberDialect(db, 'sqlite')
    return {
      db,
      dialect: 'sqlite',
      poolUse: () => ({
        total: 1,
        idle: dialect.driver.busy ? 0 : 1,
        waiting: dialect.driver.waiting,
      }),
      // data_version changes when another connection commits to the file, never for this one's own commits.
      watchOtherWriters: (onWrite, everyMs = 1_000) => {
        const version = () => sqlite.pragma('data_version', { simple: true }) as number
        let seen = version()
        const timer = setInterval(() => {
          if (!sqlite.open) return
          const current = version()
          if (current === seen) return
          seen = current
          onWrite()
        }, everyMs)
        timer.unref()
        return () => clearInterval(timer)
      },
      close: () => db.destroy(),
    }
  }
  const pool = openPool(postgresPoolConfig(options))
  const db = new Kysely<Database>({
    dialect: new BeginWithFirstStatementDialect(pool, options.preparedStatements !== false),
  })
  rememberDialect(db, 'postgres')
  const replica = options.replicaConnectionString
    ? new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: openPool(postgresPoolConfig(options, 'replica')),
        }),
      })
    : undefined
  if (replica) rememberDialect(replica, 'postgres')
  const readsPool = openPool(postgresPoolConfig(options))
  const primaryReads = new Kysely<Database>({ dialect: new PostgresDialect({ pool: readsPool }) })
  rememberDialect(primaryReads, 'postgres')
  return {
    db,
    dialect: 'postgres',
    ...(options.searchPath ? { schema: options.searchPath } : {}),
    ...(replica ? { replica } : {}),
    primaryReads,
    notifications: postgresNotifications(pool, options.connectionString),
    poolUse: () => ({
      total: pool.totalCount + readsPool.totalCount,
      idle: pool.idleCount + readsPool.idleCount,
      waiting: pool.waitingCount + readsPool.waitingCount,
    }),
    close: async () => {
      await Promise.all([db.destroy(), primaryReads.destroy(), replica?.destroy()])
    },
  }
}

function openPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config)
  // When PostgreSQL restarts, each open client emits 'error' (on the pool while idle, on the client while
  // checked out); unheard, either would end the process. The query in flight fails on its own (503), the
  // pool drops the broken client and opens a new one on the next query, so the shop recovers by itself.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

const LISTEN_RETRY_MS = 1_000

function postgresNotifications(pool: pg.Pool, connectionString: string): Notifications {
  return {
    publish: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    // A connection of its own, outside the pool: LISTEN belongs to a session, and a pooled client would
    // be handed to queries. Lost (PostgreSQL restarted), it is opened again every second until it listens.
    listen: async (channel, onMessage, onConnection) => {
      let client: pg.Client | undefined
      let closed = false
      let retry: NodeJS.Timeout | undefined
      const connect = async (): Promise<void> => {
        const attempt = new pg.Client({
          connectionString,
          connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
        })
        attempt.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '')
        })
        attempt.on('error', () => lost(attempt))
        attempt.on('end', () => lost(attempt))
        try {
          await attempt.connect()
          await attempt.query(`listen "${channel.replaceAll('"', '""')}"`)
        } catch (error) {
          void attempt.end().catch(() => {})
          throw error
        }
        client = attempt
        onConnection(true)
      }
      const lost = (which: pg.Client) => {
        if (closed || client !== which) return
        client = undefined
        onConnection(false)
        void which.end().catch(() => {})
        scheduleRetry()
      }
      const scheduleRetry = () => {
        retry = setTimeout(() => {
          if (!closed) connect().catch(scheduleRetry)
        }, LISTEN_RETRY_MS)
        retry.unref()
      }
      await connect()
      return async () => {
        closed = true
        clearTimeout(retry)
        await client?.end().catch(() => {})
      }
    },
  }
}
