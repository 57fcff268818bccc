import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely'
import type { DatabaseConnection } from './connection'
import { isDatabaseUnavailable } from './database-unavailable'
import type { Database } from './schema'
import { migrations } from './migrations'

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly context: { dialect: DatabaseConnection['dialect'] }) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, migration]) => [
        name,
        {
          up: (db) => migration.up(db, this.context),
          ...(migration.down ? { down: (db) => migration.down!(db, this.context) } : {}),
        } satisfies Migration,
      ]),
    )
  }
}

/**
 * Kysely looks for its migration table in every schema unless told which one: a second schema in the same
 * PostgreSQL database (a test's, a benchmark's) would otherwise be taken for already migrated.
 */
function migratorFor({
  db,
  dialect,
  schema,
}: Pick<DatabaseConnection, 'db' | 'dialect' | 'schema'>): Migrator {
  return new Migrator({
    db: dialect === 'postgres' ? seeingOnlyItsSchema(db, schema) : db,
    provider: new StaticMigrationProvider({ dialect }),
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
}

/**
 * Kysely's migrator asks whether its own tables exist by reading every column of every table in every schema
 * of the database, naming each table to pg_get_serial_sequence. A schema or table that another shop or test
 * sharing the database drops meanwhile fails that read ("relation … does not exist"), and waiting and trying
 * again only loses the same race once more while many schemas come and go. So the migrator is shown the
 * tables of the schema it migrates, by name, and nothing else.
 */
function seeingOnlyItsSchema(db: Kysely<Database>, schema: string | undefined): Kysely<Database> {
  const tablesOfItsSchema = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string }>`
      select c.relname as name, n.nspname as schema
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'p') and n.nspname = coalesce(${schema ?? null}, current_schema())`.execute(
      db,
    )
    return rows.map((row) => ({ ...row, isView: false, columns: [] }))
  }
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: tablesOfItsSchema,
    getMetadata: async () => ({ tables: await tablesOfItsSchema() }),
  }
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection
      // Kysely's methods read private fields, so they must run on the instance itself, not on the proxy.
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The advisory lock's name; each schema of a database has its own migrations, so its own lock. */
export function migrationLockName(schema: string | undefined): string {
  return `shop-migrations:${schema ?? 'default'}`
}

/**
 * On PostgreSQL, instances starting at once (several machines, WORKERS processes, a deploy's overlap) take
 * turns: the first holds a session advisory lock on one connection and migrates through that connection,
 * the others wait for it and then find nothing left to do. Without it, two would race to create Kysely's
 * own tables (CREATE TABLE IF NOT EXISTS is not safe against a concurrent twin) and one would fail its
 * start. The lock is the session's, so a process that dies mid-way releases it with its connection.
 * A migration's index build may take longer than a request may; the statement timeout is lifted for it.
 * SQLite needs nothing: its writers already take turns on the file, one transaction at a time.
 */
export async function migrateInTurn<T>(
  connection: DatabaseConnection,
  run: (connection: Pick<DatabaseConnection, 'db' | 'dialect' | 'schema'>) => Promise<T>,
): Promise<T> {
  if (connection.dialect !== 'postgres') return run(connection)
  const lockName = migrationLockName(connection.schema)
  return connection.db.connection().execute(async (db: Kysely<Database>) => {
    await sql`set statement_timeout = 0`.execute(db)
    await sql`select pg_advisory_lock(hashtextextended(${lockName}, 0))`.execute(db)
    const release = async () => {
      await sql`select pg_advisory_unlock(hashtextextended(${lockName}, 0))`.execute(db)
      await sql`reset statement_timeout`.execute(db)
    }
    let result: T
    try {
      result = await run({ ...connection, db })
    } catch (error) {
      // The migration's own error is what the operator must read. The release failing after it (most often
      // because the connection was lost, which releases the session's lock anyway) must not replace it.
      await release().catch(() => {})
      throw error
    }
    // After a success a failed release is the error: the lock might still be held by a pooled connection.
    await release()
    return result
  })
}

export async function migrateToLatest(connection: DatabaseConnection): Promise<string[]> {
  return migrateInTurn(connection, async (locked) => {
    const { error, results } = await migratorFor(locked).migrateToLatest()
    if (error) throw error instanceof Error ? error : new Error(String(error))
    return (results ?? [])
      .filter((result) => result.status === 'Success')
      .map((result) => result.migrationName)
  })
}

/** Runs the migrations up to and including `migrationName`: tests of a later migration's data changes. */
export async function migrateUpTo(connection: DatabaseConnection, migrationName: string): Promise<void> {
  await migrateInTurn(connection, async (locked) => {
    const { error } = await migratorFor(locked).migrateTo(migrationName)
    if (error) throw error instanceof Error ? error : new Error(String(error))
  })
}

/**
 * The migrations of this build the database has not applied (readiness: an instance of a newer release must
 * not take traffic before they are). Read from Kysely's own table in the connection's schema, as the
 * migrator reads it; a database never migrated has none applied. Throws when the database does not answer.
 */
export async function pendingMigrations(
  connection: Pick<DatabaseConnection, 'db' | 'schema'>,
): Promise<string[]> {
  const table = connection.schema
    ? `${connection.schema}.${DEFAULT_MIGRATION_TABLE}`
    : DEFAULT_MIGRATION_TABLE
  let applied: Set<string>
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(connection.db)
    applied = new Set(rows.map((row) => row.name))
  } catch (error) {
    if (isDatabaseUnavailable(error) || !isMissingTable(error)) throw error
    applied = new Set()
  }
  return Object.keys(migrations).filter((name) => !applied.has(name))
}

/** SQLite's "no such table", PostgreSQL's undefined_table (42P01). */
function isMissingTable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === '42P01' || (typeof message === 'string' && message.startsWith('no such table'))
}
