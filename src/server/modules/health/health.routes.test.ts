import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { connectDatabase } from '../../db/connection'
import { migrateToLatest } from '../../db/migrate'
import { migrations } from '../../db/migrations'
import { startDatabaseProxy } from '../../test/database-proxy'
import {
  bearer,
  closeTestApp,
  createTestApp,
  createTestDatabase,
  describeEachDatabase,
  testConfig,
  testDialects,
} from '../../test/test-app'

const READY = { status: 'ok', database: 'up', migrations: 'applied' }
const lastMigration = Object.keys(migrations).at(-1)!

describeEachDatabase('liveness and readiness', (context) => {
  it('answers live and ready while the database answers and every migration is applied', async () => {
    const live = await context.app.inject({ method: 'GET', url: '/api/health/live' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await context.app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual(READY)
  })
})

describe.each(testDialects)('readiness [%s]', (dialect) => {
  it('answers 503 draining once the shutdown has begun, while liveness stays 200', async () => {
    const database = await createTestDatabase(dialect)
    const app = await buildApp(testConfig, database)
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200)
      app.markDraining()
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.headers['retry-after']).toBe('5')
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'draining' })
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await database.dispose()
    }
  })

  it('answers 503 database-down when the database no longer answers, while liveness stays 200', async () => {
    const database = await createTestDatabase(dialect)
    const app = await buildApp(testConfig, database)
    try {
      await database.db.destroy()
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database-down' })
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' })
    } finally {
      await app.close()
      await database.dispose().catch(() => {})
    }
  })

  it("answers 503 migrations-pending on a database never migrated (another schema's migrations do not count)", async () => {
    // On PostgreSQL the other test schemas of the same database are migrated: only this one's table counts.
    const database = await createTestDatabase(dialect, { migrate: false })
    const app = await buildApp(testConfig, database)
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'migrations-pending' })
      await migrateToLatest(database)
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual(READY)
    } finally {
      await app.close()
      await database.dispose()
    }
  })

  it('answers 503 migrations-pending when the newest migration of this build is not applied', async () => {
    const database = await createTestDatabase(dialect)
    const app = await buildApp(testConfig, database)
    try {
      // As an instance of a newer release sees the database before its migrations ran.
      await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${lastMigration}`.execute(
        database.db,
      )
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'migrations-pending' })
    } finally {
      await app.close()
      await database.dispose()
    }
  })
})

describe.each(testDialects)('an overloaded process [%s]', (dialect) => {
  it('still answers liveness and the metrics, while readiness says overloaded and the shop answers 503', async () => {
    const token = 'scrape-token-0123456789abcdef'
    // Any heap is over one byte: the process counts itself overloaded from its first measurement on.
    const shop = await createTestApp(dialect, {
      metricsToken: token,
      overload: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 },
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 50))
      const status = async (url: string, headers: Record<string, string> = {}) =>
        (await shop.app.inject({ method: 'GET', url, headers })).statusCode
      expect(await status('/api/products')).toBe(503)
      const ready = await shop.app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'overloaded' })
      expect(await status('/api/health/live')).toBe(200)
      expect(await status('/metrics', bearer(token))).toBe(200)
    } finally {
      await closeTestApp(shop)
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('readiness while PostgreSQL is unreachable [postgres]', () => {
  it('answers 503 database-down while the database is cut off, and ready again once it is back', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!
    const schema = `ready_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    const proxy = await startDatabaseProxy(databaseUrl)
    const connection = connectDatabase({ kind: 'postgres', connectionString: proxy.url, searchPath: schema })
    await migrateToLatest(connection)
    const app = await buildApp(testConfig, connection)
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual(READY)
      await proxy.cut()
      const down = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(down.statusCode).toBe(503)
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'database-down' })
      await proxy.restore()
      const back = await app.inject({ method: 'GET', url: '/api/health/ready' })
      expect(back.statusCode).toBe(200)
      expect(back.json()).toEqual(READY)
    } finally {
      await app.close()
      await connection.close()
      await proxy.close()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    }
  })
})
