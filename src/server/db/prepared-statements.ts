import type pg from 'pg'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

/**
 * The statements PostgreSQL keeps prepared on each connection, by their text: those of `compiledOnce`, whose text
 * never changes. Sent by name, such a statement is parsed and planned once per connection and then only bound
 * and run, which spares PostgreSQL that work on every order (it was most of its CPU for the short statements
 * that place one).
 */
const names = new Map<string, string>()

export function prepareByName(sql: string): void {
  if (!names.has(sql)) names.set(sql, `shop_${names.size}`)
}

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
  return {
    query: ((sql: unknown, parameters?: readonly unknown[]) => {
      const name = typeof sql === 'string' ? names.get(sql) : undefined
      if (name) return client.query({ name, text: sql as string, values: parameters as unknown[] })
      return client.query(sql as never, parameters as unknown[])
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  }
}
