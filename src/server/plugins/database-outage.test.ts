import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from '../db/sqlite-driver'
import pg from 'pg'
import { Kysely, sql, SqliteDialect } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import type { Database } from '../db/schema'
import { rememberDialect } from '../db/write-transaction'
import {
  closeTestApp,
  createTestApp,
  createTestDatabase,
  testConfig,
  testDialects,
  uniqueEmail,
  type TestApp,
} from '../test/test-app'
import { startDatabaseProxy } from '../test/database-proxy'
import { UNAVAILABLE_MESSAGE } from './error-handling'

function registration() {
  return {
    method: 'POST' as const,
    url: '/api/auth/register',
    payload: { name: 'Outage Shopper', email: uniqueEmail('outage'), password: 'correct-horse-battery' },
  }
}

function expectUnavailable(response: {
  statusCode: number
  headers: Record<string, unknown>
  json: () => unknown
}) {
  expect(response.statusCode).toBe(503)
  expect(response.headers['retry-after']).toBe('5')
  expect(response.json()).toEqual({
    success: false,
    message: UNAVAILABLE_MESSAGE,
    requestId: response.headers['x-request-id'],
  })
}

describe('a SQLite file the shop cannot write', () => {
  let directory: string
  let filename: string
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-outage-'))
    filename = join(directory, 'shop.sqlite')
    const setup = connectDatabase({ kind: 'sqlite', filename })
    await migrateToLatest(setup)
    await setup.close()
  })
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  it('answers 503 while another process holds the write lock, and serves again once it lets go', async () => {
    const connection = connectDatabase({ kind: 'sqlite', filename })
    // The production wait is 5 s; the answer is the same after a shorter one.
    await sql`pragma busy_timeout = 50`.execute(connection.db)
    const app = await buildApp(testConfig, connection)
    const other = new SQLite(filename)
    try {
      other.exec('begin immediate')
      expectUnavailable(await app.inject(registration()))
      other.exec('rollback')
      expect((await app.inject(registration())).statusCode).toBe(201)
    } finally {
      other.close()
      await app.close()
      await connection.close()
    }
  })

  it('answers 503 to writes on a read-only database file and keeps serving reads', async () => {
    const sqlite = new SQLite(filename, { readonly: true })
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
    rememberDialect(db, 'sqlite')
    const connection: DatabaseConnection = { db, dialect: 'sqlite', close: () => db.destroy() }
    const app = await buildApp(testConfig, connection)
    try {
      expectUnavailable(await app.inject(registration()))
      expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await connection.close()
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL unreachable, then back [postgres]', () => {
  it('answers 503 while the database is unreachable and serves again, without a restart, once it is back', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL!
    const schema = `outage_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    const proxy = await startDatabaseProxy(databaseUrl)
    const connection = connectDatabase({ kind: 'postgres', connectionString: proxy.url, searchPath: schema })
    await migrateToLatest(connection)
    const app = await buildApp(testConfig, connection)
    try {
      expect((await app.inject(registration())).statusCode).toBe(201)
      await proxy.cut()
      expectUnavailable(await app.inject(registration()))
      const health = await app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'unavailable', database: 'down' })
      await proxy.restore()
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
        database: 'up',
      })
      expect((await app.inject(registration())).statusCode).toBe(201)
    } finally {
      await app.close()
      await connection.close()
      await proxy.close()
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    }
  })
})

describe.each(testDialects)('health [%s]', (dialect) => {
  it('reports the database up, then 503 with the database down when it no longer answers', async () => {
    const database = await createTestDatabase(dialect)
    const app = await buildApp(testConfig, database)
    try {
      const up = await app.inject({ method: 'GET', url: '/api/health' })
      expect(up.statusCode).toBe(200)
      expect(up.json()).toEqual({ status: 'ok', database: 'up' })
      await database.db.destroy()
      const down = await app.inject({ method: 'GET', url: '/api/health' })
      expect(down.statusCode).toBe(503)
      expect(down.json()).toEqual({ status: 'unavailable', database: 'down' })
    } finally {
      await app.close()
      await database.dispose().catch(() => {})
    }
  })
})

describe.each(testDialects)('overload [%s]', (dialect) => {
  let context: TestApp
  beforeAll(async () => {
    // Any heap is over one byte: the shop counts itself overloaded from its first measurement on.
    context = await createTestApp(dialect, { overload: { maxHeapUsedBytes: 1, sampleIntervalMs: 10 } })
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  afterAll(() => closeTestApp(context))

  it('answers 503 with Retry-After instead of queueing the request', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/products' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('busy') })
  })
})
