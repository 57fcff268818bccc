import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { createTestDatabase, testConfig } from '../test/test-app'
import { connectDatabase, connectionOptionsFor, postgresPoolConfig, type PostgresOptions } from './connection'
import { isDatabaseUnavailable } from './database-unavailable'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'

const POSTGRES_URL = process.env.TEST_DATABASE_URL

/** What pg itself makes of the pool's settings: the client reads the URL's parameters when it is built. */
function connectionParametersOf(config: pg.PoolConfig) {
  const client = new pg.Client(config) as pg.Client & {
    connectionParameters: { ssl: unknown; statement_timeout: unknown; options: unknown }
  }
  return client.connectionParameters
}

describe('PostgreSQL pool settings', () => {
  const base: PostgresOptions = { kind: 'postgres', connectionString: 'postgres://shop@db.example.in/shop' }

  it('takes the pool size, statement timeout and replica from the configuration', () => {
    expect(
      connectionOptionsFor({
        dataDir: '/unused',
        databaseUrl: 'postgres://shop@db/shop',
        databasePoolMax: 25,
        databaseStatementTimeoutMs: 5_000,
        databaseReplicaUrl: 'postgres://shop@replica/shop',
      }),
    ).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://shop@db/shop',
      maxConnections: 25,
      statementTimeoutMs: 5_000,
      replicaConnectionString: 'postgres://shop@replica/shop',
    })
    // 0 is no limit: nothing is sent, PostgreSQL's own default (none) holds.
    expect(
      connectionOptionsFor({
        dataDir: '/unused',
        databaseUrl: 'postgres://shop@db/shop',
        databaseStatementTimeoutMs: 0,
      }),
    ).toEqual({ kind: 'postgres', connectionString: 'postgres://shop@db/shop', maxConnections: 10 })
    // Behind a pooler that does not keep them, the statements are not prepared by name.
    expect(
      connectionOptionsFor({
        dataDir: '/unused',
        databaseUrl: 'postgres://shop@db/shop',
        databasePreparedStatements: false,
      }),
    ).toMatchObject({ preparedStatements: false })
  })

  it('gives pg the pool size and the statement timeout as a startup parameter', () => {
    const config = postgresPoolConfig({ ...base, maxConnections: 7, statementTimeoutMs: 1_500 })
    expect(config.max).toBe(7)
    expect(connectionParametersOf(config).statement_timeout).toBe(1_500)
    expect(postgresPoolConfig(base).max).toBe(10)
  })

  it('honours sslmode in the URL: verify-full checks the certificate, disable sends in the clear', () => {
    const verified = connectionParametersOf(
      postgresPoolConfig({ ...base, connectionString: `${base.connectionString}?sslmode=verify-full` }),
    )
    expect(verified.ssl).toEqual({})
    // An empty options object is pg's "TLS, verify the certificate and the host name".
    expect(verified.ssl).not.toMatchObject({ rejectUnauthorized: false })
    const libpqRequire = connectionParametersOf(
      postgresPoolConfig({
        ...base,
        connectionString: `${base.connectionString}?uselibpqcompat=true&sslmode=require`,
      }),
    )
    expect(libpqRequire.ssl).toMatchObject({ rejectUnauthorized: false })
    expect(
      connectionParametersOf(
        postgresPoolConfig({ ...base, connectionString: `${base.connectionString}?sslmode=disable` }),
      ).ssl,
    ).toBe(false)
    expect(connectionParametersOf(postgresPoolConfig(base)).ssl).toBe(false)
  })

  it("gives the replica its own URL (and its sslmode), the primary's pool size, and not the primary's schema", () => {
    const options: PostgresOptions = {
      ...base,
      searchPath: 'test_schema',
      maxConnections: 4,
      replicaConnectionString: 'postgres://reader@replica.example.in/shop?sslmode=verify-full',
    }
    const replica = postgresPoolConfig(options, 'replica')
    expect(replica).toMatchObject({ connectionString: options.replicaConnectionString, max: 4 })
    expect(replica.options).toBeUndefined()
    expect(connectionParametersOf(replica).ssl).toEqual({})
    expect(postgresPoolConfig(options).options).toBe('-c search_path=test_schema')
  })
})

describe.skipIf(!POSTGRES_URL)('PostgreSQL in use (TEST_DATABASE_URL)', () => {
  const schemas: string[] = []
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  const freshSchema = async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`
    await admin.query(`create schema ${schema}`)
    schemas.push(schema)
    return schema
  }

  beforeAll(async () => {
    await admin.connect()
  })
  afterAll(async () => {
    for (const schema of schemas) await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  })

  it('migrates once when three instances start on a fresh schema at the same moment', async () => {
    const schema = await freshSchema()
    const instances = [1, 2, 3].map(() =>
      connectDatabase({
        kind: 'postgres',
        connectionString: POSTGRES_URL!,
        searchPath: schema,
        maxConnections: 2,
      }),
    )
    try {
      const applied = await Promise.all(instances.map((instance) => migrateToLatest(instance)))
      // One instance applied them all; the two that waited for its lock found nothing left to do.
      expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort())
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1)
      const { rows } = await admin.query<{ name: string }>(`select name from ${schema}.kysely_migration`)
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort())
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
    }
  })

  it('cancels a statement running past the timeout instead of waiting, and the shop answers 503', async () => {
    const schema = await freshSchema()
    const connection = connectDatabase({
      kind: 'postgres',
      connectionString: POSTGRES_URL!,
      searchPath: schema,
      maxConnections: 2,
      statementTimeoutMs: 200,
    })
    try {
      // The migrations lift the limit for themselves: an index build may take longer than a request may.
      await migrateToLatest(connection)
      const started = Date.now()
      const error = await sql`select pg_sleep(5)`.execute(connection.db).catch((caught: unknown) => caught)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(error).toMatchObject({ code: '57014' })
      expect(isDatabaseUnavailable(error)).toBe(true)
      // The limit is back on the connection the migrations used.
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(connection.db)
      expect(rows[0]!.statement_timeout).toBe('200ms')

      const app = await buildApp(testConfig, connection)
      app.get('/api/test/slow-query', async () => {
        await sql`select pg_sleep(5)`.execute(app.db)
        return { done: true }
      })
      await app.ready()
      try {
        const response = await app.inject({ method: 'GET', url: '/api/test/slow-query' })
        expect(response.statusCode).toBe(503)
        expect(response.headers['retry-after']).toBeDefined()
      } finally {
        await app.close()
      }
    } finally {
      await connection.close()
    }
  })
})

describe.skipIf(!POSTGRES_URL)("a PostgreSQL transaction's BEGIN (TEST_DATABASE_URL)", () => {
  /** What pg is asked and answers, in order, while `run` runs: "ask begin", "answer begin" … */
  async function exchanges(run: () => Promise<unknown>): Promise<string[]> {
    const seen: string[] = []
    const query = pg.Client.prototype.query
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text)
      seen.push(`ask ${text}`)
      const answer = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args)
      void answer.then(
        () => seen.push(`answer ${text}`),
        () => seen.push(`fail ${text}`),
      )
      return answer
    } as typeof query
    try {
      await run().catch(() => {})
    } finally {
      pg.Client.prototype.query = query
    }
    return seen
  }

  it('goes out with the first statement, which runs inside the transaction; a failure rolls back what it wrote', async () => {
    const database = await createTestDatabase('postgres', { migrate: false })
    try {
      await sql`create table kept (value text)`.execute(database.db)
      const seen = await exchanges(() =>
        database.db.transaction().execute(async (trx) => {
          await sql`insert into kept values ('rolled back')`.execute(trx)
          throw new Error('the order failed')
        }),
      )
      // The statement was asked for before BEGIN was answered: one round trip for both.
      expect(seen.slice(0, 4)).toEqual([
        'ask begin',
        "ask insert into kept values ('rolled back')",
        'answer begin',
        "answer insert into kept values ('rolled back')",
      ])
      expect(seen.slice(4)).toEqual(['ask rollback', 'answer rollback'])
      expect((await sql`select value from kept`.execute(database.db)).rows).toEqual([])

      // A failing first statement fails the transaction, and the connections serve the next one.
      await expect(
        database.db.transaction().execute((trx) => sql`select * from missing_table`.execute(trx)),
      ).rejects.toThrow(/missing_table/)
      await database.db.transaction().execute(async (trx) => {
        await sql`insert into kept values ('committed')`.execute(trx)
      })
      await database.db
        .transaction()
        .setIsolationLevel('serializable')
        .execute((trx) => sql`insert into kept values ('serializable')`.execute(trx))
      expect((await sql`select value from kept order by value`.execute(database.db)).rows).toEqual([
        { value: 'committed' },
        { value: 'serializable' },
      ])
    } finally {
      await database.dispose()
    }
  })
})
