// `npm run catalogue:export -- [file.csv]`: every product as CSV, to the file or to stdout. The columns are the
// ones `npm run catalogue:import` reads (README.md, "Operating the shop").
import { once } from 'node:events'
import { createWriteStream, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Writable } from 'node:stream'
import { ConfigError, loadConfig } from '../config'
import { exportCatalogue } from './export-catalogue'
import { openShopDatabase } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

async function writeTo(output: Writable, text: string): Promise<void> {
  if (!output.write(text)) await once(output, 'drain')
}

const [fileArgument, ...extra] = process.argv.slice(2)
if (extra.length > 0 || fileArgument?.startsWith('-')) {
  console.error('Usage: npm run catalogue:export -- [file.csv]   (stdout without a file)')
  process.exitCode = 2
} else {
  try {
    loadShopEnvironment()
    const config = loadConfig()
    const file = fileArgument ? resolve(fileArgument) : undefined
    if (file && existsSync(file)) throw new ConfigError(`${file} already exists; not overwriting it.`)
    const output = file ? createWriteStream(file, { flags: 'wx' }) : process.stdout
    const connection = await openShopDatabase(config)
    try {
      const count = await exportCatalogue(connection.db, (text) => writeTo(output, text), {
        shopUrl: config.shopUrl,
      })
      if (file) {
        output.end()
        await once(output, 'finish')
        console.error(`Exported ${count.toLocaleString('en-IN')} products to ${file}.`)
      }
    } finally {
      await connection.close()
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exitCode = 1
  }
}
