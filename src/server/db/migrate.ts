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

export async function migrateToLatest({ db, dialect }: DatabaseConnection): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider({ dialect }) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/** Runs the migrations up to and including `migrationName`: tests of a later migration's data changes. */
export async function migrateUpTo({ db, dialect }: DatabaseConnection, migrationName: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider({ dialect }) })
  const { error } = await migrator.migrateTo(migrationName)
  if (error) throw error instanceof Error ? error : new Error(String(error))
}
