// `npm run db:backup [destination]`: a consistent copy of the running shop's SQLite database, by default
// into DATA_DIR/backups/. Restore and the PostgreSQL path: docs/reliability.md.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadShopEnvironment } from './shop-environment'
import { ConfigError, loadConfig } from '../config'
import { backupSqliteDatabase, defaultBackupPath } from '../db/backup'

try {
  // The same settings the shop runs with: the environment, then a .env file for what it leaves unset.
  loadShopEnvironment()
  const config = loadConfig()
  if (config.databaseUrl) {
    console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump -Fc (see docs/reliability.md).')
    process.exitCode = 1
  } else {
    const source = join(config.dataDir, 'shop.sqlite')
    if (!existsSync(source)) throw new ConfigError(`No shop database at ${source}: check DATA_DIR.`)
    const destination = process.argv[2] ? resolve(process.argv[2]) : defaultBackupPath(config.dataDir)
    if (existsSync(destination)) throw new ConfigError(`${destination} already exists; not overwriting it.`)
    const started = Date.now()
    const { pages } = await backupSqliteDatabase(source, destination)
    console.log(`Backed up ${source} to ${destination} (${pages} pages in ${Date.now() - started} ms).`)
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exitCode = 1
}
