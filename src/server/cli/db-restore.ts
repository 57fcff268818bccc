// `npm run db:restore -- <backup file>`: puts a backup made by `npm run db:backup` in place of the shop's SQLite
// database. The shop must be stopped; the replaced database is kept beside it. PostgreSQL: README.md.
import { join, resolve } from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { RestoreRefusedError, restoreSqliteDatabase } from '../db/restore'
import { loadShopEnvironment } from './shop-environment'

const USAGE = 'Usage: npm run db:restore -- <backup file>   (stop the shop first)'

try {
  loadShopEnvironment()
  const config = loadConfig()
  const [backupArgument, ...extra] = process.argv.slice(2)
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL points at PostgreSQL: restore it with pg_restore (see README.md, "Operating the shop").',
    )
    process.exitCode = 1
  } else if (!backupArgument || extra.length > 0 || backupArgument.startsWith('-')) {
    console.error(USAGE)
    process.exitCode = 2
  } else {
    const databaseFile = join(config.dataDir, 'shop.sqlite')
    const backupFile = resolve(backupArgument)
    const result = restoreSqliteDatabase(backupFile, databaseFile)
    console.log(
      `Restored ${backupFile} to ${databaseFile}: ${result.products} products, ${result.users} accounts.`,
    )
    if (result.keptAs) console.log(`The database it replaced is kept as ${result.keptAs}.`)
    if (result.missing.length > 0)
      console.log(
        `The backup predates migrations ${result.missing.join(', ')}: the shop applies them when it starts.`,
      )
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof RestoreRefusedError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
}
