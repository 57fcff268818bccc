import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { connectDatabase, type ConnectOptions, type DatabaseConnection } from '../src/server/db/connection'

/** A database emptied for one benchmark run: how the bench writes into it, and how the shop is pointed at it. */
export type BenchDatabase = {
  label: 'SQLite' | 'PostgreSQL'
  /** The bench's own connection, to generate data before the shop starts and to check it afterwards. */
  connectOptions: ConnectOptions
  /** The shop's environment for the same database (DATA_DIR is set by the caller for both kinds). */
  serverEnv: Record<string, string>
  /** Whether the database server is still running someone's query (SQLite runs inside the shop). */
  isBusy?: () => Promise<boolean>
}

/** The databases a bench runs on, each opened fresh for a run: SQLite unless BENCH_SQLITE=false, then PostgreSQL when BENCH_DATABASE_URL is set. */
export type BenchDatabases = {
  label: BenchDatabase['label']
  open: (workDir: string) => Promise<BenchDatabase>
}[]

export function benchDatabases(): BenchDatabases {
  const databases: BenchDatabases = []
  if (process.env.BENCH_SQLITE !== 'false')
    databases.push({ label: 'SQLite', open: async (workDir) => freshSqliteDatabase(workDir) })
  const postgresUrl = process.env.BENCH_DATABASE_URL
  if (postgresUrl) databases.push({ label: 'PostgreSQL', open: () => freshPostgresDatabase(postgresUrl) })
  return databases
}

/** The SQLite file the shop opens in its DATA_DIR; `dataDir` is a fresh temporary directory. */
export function freshSqliteDatabase(dataDir: string): BenchDatabase {
  return {
    label: 'SQLite',
    connectOptions: { kind: 'sqlite', filename: join(dataDir, 'shop.sqlite') },
    serverEnv: {},
  }
}

/**
 * The database of `url`, its `public` schema dropped and created again, so nothing of an earlier run (or
 * anyone else's data) is left in it. The shop then works in `public` as it would in production.
 */
export async function freshPostgresDatabase(url: string): Promise<BenchDatabase> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('drop schema if exists public cascade')
    await client.query('create schema public')
  } finally {
    await client.end()
  }
  return {
    label: 'PostgreSQL',
    // Naming the schema tells the migrator where its table lives (see migrate.ts).
    connectOptions: { kind: 'postgres', connectionString: url, searchPath: 'public' },
    serverEnv: { DATABASE_URL: url },
    isBusy: async () => {
      const probe = new pg.Client({ connectionString: url })
      await probe.connect()
      try {
        const { rows } = await probe.query<{ active: number }>(
          `select count(*)::int as active from pg_stat_activity
           where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
        )
        return rows[0]!.active > 0
      } finally {
        await probe.end()
      }
    },
  }
}

/**
 * A schema of its own in the database of `url`, for a bench that runs the shop's code in its own process
 * rather than starting the shop: created empty, dropped again by `dispose`.
 */
export async function scratchPostgresConnection(
  url: string,
  preparedStatements = true,
): Promise<{ connection: DatabaseConnection; dispose: () => Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const connection = connectDatabase({
    kind: 'postgres',
    connectionString: url,
    searchPath: schema,
    preparedStatements,
  })
  return {
    connection,
    dispose: async () => {
      await connection.close()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}
