// `npm run catalogue:import -- file.csv [--dry-run] [--skip-invalid]`: creates and updates products from a CSV
// file, all valid rows in one transaction; a report of refused rows on stdout; exit code 1 if any was refused.
import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { announcingReleaseDates } from '../flows/module-flows'
import { CatalogueFileError } from '../modules/products'
import { formatImportReport, importCatalogue } from './import-catalogue'
import { openShopDatabase, tellRunningShops } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

const USAGE = 'Usage: npm run catalogue:import -- file.csv [--dry-run] [--skip-invalid]'

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      options: { 'dry-run': { type: 'boolean' }, 'skip-invalid': { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    })
    if (positionals.length !== 1) return undefined
    return {
      file: resolve(positionals[0]!),
      dryRun: values['dry-run'] ?? false,
      skipInvalid: values['skip-invalid'] ?? false,
    }
  } catch {
    return undefined
  }
}

const request = readArguments()
if (!request) {
  console.error(USAGE)
  process.exitCode = 2
} else {
  try {
    loadShopEnvironment()
    const config = loadConfig()
    let content: Buffer
    try {
      content = readFileSync(request.file)
    } catch (error) {
      throw new ConfigError(
        `${request.file} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const connection = await openShopDatabase(config)
    try {
      const report = await importCatalogue(connection.db, content, {
        ...request,
        shopUrl: config.shopUrl,
        // A moved release date mails the pre-orders' buyers as the admin form does: the running shop sends the
        // outbox, with links to its public origin.
        releaseDateChanged: announcingReleaseDates({
          mail: () => ({
            sends: config.mail.smtp !== undefined,
            notifyEmail: config.mail.notifyEmail,
            origin: config.shopUrl ?? `http://localhost:${config.port}`,
          }),
          secret: config.jwtSecret,
          clock: () => new Date(),
        }),
      })
      if (report.written) await tellRunningShops(connection)
      console.log(formatImportReport(report, basename(request.file)))
      if (report.refused.length > 0) process.exitCode = 1
    } finally {
      await connection.close()
    }
  } catch (error) {
    console.error(
      error instanceof ConfigError || error instanceof CatalogueFileError ? `${error.message}` : error,
    )
    process.exitCode = 1
  }
}
