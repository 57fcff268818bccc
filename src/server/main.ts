import { buildApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { connectDatabase, connectionOptionsFor } from './db/connection'
import { migrateToLatest } from './db/migrate'
import { seedDemoCatalogue } from './db/seed/seed-demo-catalogue'
import { ensureAdminAccount } from './modules/users/users.service'

async function start(config: Config): Promise<void> {
  const connection = connectDatabase(connectionOptionsFor(config))
  await migrateToLatest(connection)
  if (config.seedDemo) {
    const started = Date.now()
    const seeded = await seedDemoCatalogue(connection.db, {
      onStart: () => console.log('Seeding the demo catalogue into the empty shop (first start only)…'),
    })
    if (seeded.products > 0)
      console.log(
        `Seeded the demo catalogue: ${seeded.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
  }
  if (config.admin) await ensureAdminAccount(connection.db, config.admin)

  const app = await buildApp(config, connection)
  const stop = async () => {
    await app.close()
    await connection.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  await app.listen({ port: config.port, host: config.host })
}

try {
  await start(loadConfig())
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('The shop could not start:', error instanceof Error ? error.message : error)
  }
  process.exit(1)
}
