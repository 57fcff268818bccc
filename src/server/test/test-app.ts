import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { buildApp, type AppConfig } from '../app'
import { connectDatabase, type DatabaseConnection, type Dialect } from '../db/connection'
import { migrateToLatest } from '../db/migrate'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export type TestDatabase = DatabaseConnection & { dispose: () => Promise<void> }

/** A fresh, fully migrated database: an in-memory SQLite, or a throw-away schema in the test PostgreSQL. */
export async function createTestDatabase(
  dialect: Dialect,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  let connection: DatabaseConnection
  let dropSchema = async () => {}
  if (dialect === 'sqlite') {
    connection = connectDatabase({ kind: 'sqlite', filename: ':memory:' })
  } else {
    const connectionString = process.env.TEST_DATABASE_URL!
    const schema = `test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    connection = connectDatabase({
      kind: 'postgres',
      connectionString,
      searchPath: schema,
      maxConnections: 12,
    })
    dropSchema = async () => {
      const cleaner = new pg.Client({ connectionString })
      await cleaner.connect()
      await cleaner.query(`drop schema ${schema} cascade`)
      await cleaner.end()
    }
  }
  if (options.migrate !== false) await migrateToLatest(connection)
  return {
    ...connection,
    dispose: async () => {
      await connection.close()
      await dropSchema()
    },
  }
}

/**
 * The tables of a test database and their columns, in its own schema only. Kysely's introspection reads every schema
 * of the PostgreSQL database, and fails when another test file drops one meanwhile.
 */
export async function ownTables(database: TestDatabase): Promise<Map<string, string[]>> {
  const { rows } = await (
    database.dialect === 'postgres'
      ? sql<{ table: string; column: string }>`
        select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() order by table_name, ordinal_position`
      : sql<{ table: string; column: string }>`
        select m.name as "table", p.name as "column" from sqlite_master m join pragma_table_info(m.name) p
        where m.type = 'table' order by m.name, p.cid`
  ).execute(database.db)
  const tables = new Map<string, string[]>()
  for (const { table, column } of rows) tables.set(table, [...(tables.get(table) ?? []), column])
  return tables
}

export type TestApp = { app: FastifyInstance; database: TestDatabase; dialect: Dialect }

export const testConfig: AppConfig = {
  jwtSecret: randomBytes(32).toString('hex'),
  authRateLimitPerMinute: 10_000,
  formRateLimitPerMinute: 10_000,
  webRoot: undefined,
  redisUrl: undefined,
  phonePe: undefined,
  paymentHoldMinutes: 15,
  logLevel: 'silent',
  // No event-loop limit: a test's own synchronous work (validating the OpenAPI document, generating rows) can hold a
  // busy machine's event loop past the production limit of a second, and on a machine busy enough that the delay
  // histogram records no sample between two measurements the delay reads as infinite; either would have the next
  // request refused as overload. The overload tests set limits of their own.
  overload: { maxEventLoopDelayMs: 0 },
}

export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase(dialect)
  const app = await buildApp({ ...testConfig, ...overrides }, database)
  beforeReady?.(app)
  await app.ready()
  return { app, database, dialect }
}

export async function closeTestApp({ app, database }: TestApp): Promise<void> {
  await app.close()
  await database.dispose()
}

/**
 * Runs a suite once per test database with one app for the whole suite. Tests make their own users
 * (unique e-mails), so they do not depend on each other.
 */
export function describeEachDatabase(title: string, suite: (context: TestApp) => void): void {
  describe.each(testDialects)(`${title} [%s]`, (dialect) => {
    const context = { dialect } as TestApp
    beforeAll(async () => {
      Object.assign(context, await createTestApp(dialect))
    })
    afterAll(async () => {
      await closeTestApp(context)
    })
    suite(context)
  })
}

let emailCounter = 0
export function uniqueEmail(prefix = 'shopper'): string {
  emailCounter += 1
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}.${randomBytes(3).toString('hex')}@example.com`
}

export type SignedUpUser = {
  id: string
  email: string
  password: string
  token: string
  refreshCookie: string
}

export function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  for (const cookie of cookies) {
    const [pair] = cookie.split(';')
    const [key, ...rest] = (pair ?? '').split('=')
    if (key?.trim() === name) return rest.join('=')
  }
  return undefined
}

export async function signUp(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<SignedUpUser> {
  const email = input.email ?? uniqueEmail()
  const password = input.password ?? 'correct-horse-battery'
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: input.name ?? 'Test Shopper', email, password },
  })
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const body = response.json()
  return {
    id: body.user._id,
    email,
    password,
    token: body.token,
    refreshCookie: cookieValue(response.headers['set-cookie'], 'refreshToken')!,
  }
}

/** A signed-up user promoted to admin directly in the database, as the ADMIN_EMAIL bootstrap would. */
export async function signUpAdmin(context: TestApp): Promise<SignedUpUser> {
  const user = await signUp(context.app, { name: 'Test Admin', email: uniqueEmail('admin') })
  await context.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute()
  return user
}

/** A signed-up user made staff directly in the database, as an admin would in the users tab. */
export async function signUpStaff(context: TestApp): Promise<SignedUpUser> {
  const user = await signUp(context.app, { name: 'Test Staff', email: uniqueEmail('staff') })
  await context.database.db.updateTable('users').set({ role: 'staff' }).where('id', '=', user.id).execute()
  return user
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` }
}
