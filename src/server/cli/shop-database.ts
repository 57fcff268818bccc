import type { Config } from '../config'
import { connectDatabase, connectionOptionsFor, type DatabaseConnection } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { EVERYTHING } from '../changes/changes'
import { changeChannelFor, encodeChange } from '../changes/transports'

/**
 * The configured database, migrated as the shop's own start would, for a command run beside the shop or
 * instead of it. Migrating is harmless when the shop already did, and lets a command prepare a new shop.
 */
export async function openShopDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseConnection> {
  const connection = connectDatabase(connectionOptionsFor(config))
  try {
    await migrateToLatest(connection)
  } catch (error) {
    await connection.close()
    throw error
  }
  return connection
}

/**
 * Running shops on PostgreSQL keep answers and signed-in users in memory until they hear of a write; a
 * command that wrote tells them `everything`, encoded as a shop's own change is. On SQLite they see another
 * process's commit to the file by themselves, within a second.
 */
export async function tellRunningShops(connection: DatabaseConnection): Promise<void> {
  const notice = encodeChange('operator-command', EVERYTHING)
  await connection.notifications?.publish(changeChannelFor(connection.schema), notice)
}
