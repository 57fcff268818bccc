import { ConfigError, loadConfig } from '../config'
import { connectDatabase, connectionOptionsFor } from '../db/connection'
import { migrateToLatest } from '../db/migrate'

try {
  const config = loadConfig()
  const connection = connectDatabase(connectionOptionsFor(config))
  const applied = await migrateToLatest(connection)
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.')
  await connection.close()
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exitCode = 1
}
