import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { DatabaseConnection } from './connection'
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
function migratorFor({ db, dialect, schema }: DatabaseConnection): Migrator {
  return new Migrator({
    db,
    provider: new StaticMigrationProvider({ dialect }),
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
}

export async function migrateToLatest(connection: DatabaseConnection): Promise<string[]> {
  const migrator = migratorFor(connection)
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/** Runs the migrations up to and including `migrationName`: tests of a later migration's data changes. */
export async function migrateUpTo(connection: DatabaseConnection, migrationName: string): Promise<void> {
  const migrator = migratorFor(connection)
  const { error } = await migrator.migrateTo(migrationName)
  if (error) throw error instanceof Error ? error : new Error(String(error))
}
