// `npm run stock:check`: proves for the whole catalogue that each product's stock ledger adds up to its stock
// (README.md, "Operating the shop"). Exits 1 and lists the products that do not.
import { ConfigError, loadConfig } from '../config'
import { checkStockLedger, formatStockCheck } from './check-stock-ledger'
import { openShopDatabase } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

if (process.argv.length > 2) {
  console.error('Usage: npm run stock:check')
  process.exitCode = 2
} else {
  try {
    loadShopEnvironment()
    const connection = await openShopDatabase(loadConfig())
    try {
      const check = await checkStockLedger(connection.db)
      console.log(formatStockCheck(check))
      if (check.differences.length > 0) process.exitCode = 1
    } finally {
      await connection.close()
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error)
    process.exitCode = 1
  }
}
