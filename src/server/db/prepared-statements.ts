import type pg from 'pg'
import {
  ReferenceNode,
  SelectAllNode,
  SelectQueryNode,
  type PostgresPool,
  type PostgresPoolClient,
  type RootOperationNode,
  type SelectionNode,
} from 'kysely'

/**
 * The statements PostgreSQL keeps prepared on each connection, by their text: those of `compiledOnce`, whose text
 * never changes. Sent by name, such a statement is parsed and planned once per connection and then only bound
 * and run, which spares PostgreSQL much of its work on every order (its statements are short).
 */
const names = new Map<string, string>()

export function prepareByName(sql: string): void {
  if (!names.has(sql)) names.set(sql, `shop_${names.size}`)
}

/**
 * Whether a statement's result is `*` (or `table.*`): another instance's migration that adds a column changes
 * what that stands for, and PostgreSQL then refuses a statement prepared with the old result ("cached plan must
 * not change result type"). A statement that names its columns keeps its result type across added columns.
 * Raw SQL cannot be told, so it counts as one.
 */
export function returnsEveryColumn(query: RootOperationNode): boolean {
  if (query.kind === 'RawNode') return true
  const selections: readonly SelectionNode[] | undefined = SelectQueryNode.is(query)
    ? query.selections
    : 'returning' in query
      ? query.returning?.selections
      : undefined
  return (selections ?? []).some(
    ({ selection }) =>
      SelectAllNode.is(selection) || (ReferenceNode.is(selection) && SelectAllNode.is(selection.column)),
  )
}

/**
 * What PostgreSQL answers a prepared statement it will not run again: its result type changed (SQLSTATE 0A000),
 * or it is gone (26000, as when pg closed it after failing to send a value).
 */
function preparedStatementBroken(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  return (
    code === '26000' ||
    (code === '0A000' && typeof message === 'string' && message.includes('must not change result type'))
  )
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
  // A statement PostgreSQL will not run again on this connection is sent unnamed from then on: parsed afresh each
  // time, by PostgreSQL and by a pooler that keeps statements by their text. The query that met the refusal
  // fails with its transaction; the next one runs.
  const unnamed = new Set<string>()
  return {
    query: ((sql: unknown, parameters?: readonly unknown[]) => {
      const name = typeof sql === 'string' && !unnamed.has(sql) ? names.get(sql) : undefined
      if (!name) return client.query(sql as never, parameters as unknown[])
      const text = sql as string
      return client.query({ name, text, values: parameters as unknown[] }).catch((error: unknown) => {
        if (preparedStatementBroken(error)) unnamed.add(text)
        throw error
      })
    }) as unknown as PostgresPoolClient['query'],
    release: (...args: unknown[]) => client.release(...(args as [])),
  }
}
