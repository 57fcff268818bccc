// `npm run gstr1:export -- YYYY-MM [file.zip]`: a month's GSTR-1 (the month in IST) as the ZIP of the GST offline
// tool's CSV sheets that GET /orders/export/gstr1 answers, written to the file (gstr1-YYYY-MM.zip by default).
// README.md, "Operating the shop"; decision 0045.
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gstr1QuerySchema } from '@common/schemas/order'
import { ConfigError, loadConfig } from '../config'
import { gstr1Zip } from '../modules/orders'
import { openShopDatabase } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

const USAGE = 'Usage: npm run gstr1:export -- YYYY-MM [file.zip]   (gstr1-YYYY-MM.zip without a file)'

const [monthArgument, fileArgument, ...extra] = process.argv.slice(2)
const month = gstr1QuerySchema.safeParse({ month: monthArgument })
if (!month.success || extra.length > 0 || fileArgument?.startsWith('-')) {
  console.error(month.success ? USAGE : `${month.error.issues[0]!.message}\n${USAGE}`)
  process.exitCode = 2
} else {
  try {
    loadShopEnvironment()
    const config = loadConfig()
    const file = resolve(fileArgument ?? `gstr1-${month.data.month}.zip`)
    if (existsSync(file)) throw new ConfigError(`${file} already exists; not overwriting it.`)
    const connection = await openShopDatabase(config)
    try {
      writeFileSync(file, await gstr1Zip(connection.db, month.data.month), { flag: 'wx' })
      console.error(`Wrote GSTR-1 for ${month.data.month} to ${file}.`)
    } finally {
      await connection.close()
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exitCode = 1
  }
}
