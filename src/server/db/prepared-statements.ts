import type pg from 'pg'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

/**
 * The statements PostgreSQL keeps prepared on each connection, by their text: those of `compiledOnce`, whose text
 * never changes. Sent by name, such a statement is parsed and planned once per connection and then only bound
 * and run, which spares PostgreSQL that work on every order (it was most of its CPU for the short statements
 * that place one).
 */
const names = new Map<string, string>()

/**
 * A statement whose result is `*` is never named: another instance's migration that adds a column changes what
 * `*` stands for, and PostgreSQL then refuses the prepared statement ("cached plan must not change result type")
 * on every use. A statement that names its columns keeps its result type across added columns.
 */
const RESULT_OF_EVERY_COLUMN =
  /\b(?:select|returning)\s+(?:[\w"]+\.)?\*|,\s*(?:[\w"]+\.)?\*\s*(?:,|from\b|$)/i

export function prepareByName(sql: string): void {
  if (!names.has(sql) && !RESULT_OF_EVERY_COLUMN.test(sql)) names.set(sql, `shop_${names.size}`)
}

/** SQLSTATE feature_not_supported: what PostgreSQL answers a prepared statement whose result type changed. */
const RESULT_TYPE_CHANGED = '0A000'

/** A pool whose clients send the statements `prepareByName` named as prepared statements, the rest as before. */
export function namingPool(pool: pg.Pool): PostgresPool {
  // One wrapper a client: Kysely keeps its connection for each client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    connect: async () => {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) wrappers.set(client, (wrapper = namingClient(client)))
      return wrapper
    },
    end: () => pool.end(),
  }
}

function namingClient(client: pg.PoolClient): PostgresPoolClient {
  // A statement PostgreSQL refused on this connection (a column it returns changed type) is prepared again under
  // a new name: the failing query's transaction is lost, the next one runs.
  const renamed = new Map<string, string>()
  return {
    query: ((sql: unknown, parameters?: readonly unknown[]) => {
      const name = typeof sql === 'string' ? (renamed.get(sql) ?? names.get(sql)) : undefined
      if (!name) return client.query(sql as never, parameters as unknown[])
      const text = sql as string
      return client.query({ name, text, values: parameters as unknown[] }).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === RESULT_TYPE_CHANGED)
          renamed.set(text, `${name}_${renamed.size + 1}`)
        throw error
      })
    }) as unknown as PostgresPoolClient['query'],
    release: (...args: unknown[]) => client.release(...(args as [])),
  }
}
