import type { CompiledQuery, Compilable, Kysely, QueryResult } from 'kysely'
import type { Dialect } from './connection'
import { prepareByName, returnsEveryColumn } from './prepared-statements'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/** Where a query compiled once takes one of each run's values. */
class Slot {
  constructor(readonly name: string) {}
}

/** Names a value of each run: `value('orderId')` stands where the run's `orderId` goes. */
export type ValueSlot<Values> = <Name extends keyof Values & string>(name: Name) => Values[Name]

/**
 * A query compiled once, run with each call's values in the caller's connection or transaction; `withValues`
 * gives the statement itself, for running beside another (`readUnderLock`).
 */
export type CompiledOnce<Values, Row> = ((
  db: Kysely<Database>,
  values: Values,
) => Promise<QueryResult<Row>>) & {
  withValues: (db: Kysely<Database>, values: Values) => CompiledQuery<Row>
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per database kind and then run with each
 * call's values. Kysely builds and compiles every query anew, walking its operation tree each time: on the path
 * that places an order that cost the event loop as much as SQLite spent running the statements. `build` names
 * each value that changes from run to run with `value(name)`; anything else it puts in the query is the same in
 * every run. A value may stand anywhere Kysely makes a parameter of it (a column's value, a comparison, a set),
 * never inside raw SQL; a list of varying length is a shape of its own (`compiledPerCount`). On PostgreSQL the
 * statement is also prepared once per connection (`prepareByName`), unless its result is every column.
 */
export function compiledOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, value: ValueSlot<Values>) => Compilable<Row>,
): CompiledOnce<Values, Row> {
  const compiled = new Map<Dialect, CompiledQuery<Row>>()
  const withValues = (db: Kysely<Database>, values: Values): CompiledQuery<Row> => {
    const dialect = dialectOf(db)
    let query = compiled.get(dialect)
    if (!query) {
      query = build(db, (name) => new Slot(name) as never).compile()
      compiled.set(dialect, query)
      if (dialect === 'postgres' && !returnsEveryColumn(query.query)) prepareByName(query.sql)
    }
    return { ...query, parameters: query.parameters.map(valueOf(values)) }
  }
  // Async, so that a call missing a value rejects rather than throws.
  const run = async (db: Kysely<Database>, values: Values) => db.executeQuery<Row>(withValues(db, values))
  return Object.assign(run, { withValues })
}

/**
 * `compiledOnce` for a query whose shape depends on a count (the lines of an order, a list of ids): compiled once
 * per database kind and count. `build` is given the count and names the values of its items as it likes
 * (`id0`, `id1` …).
 */
export function compiledPerCount<Row>(
  build: (db: Kysely<Database>, value: ValueSlot<Record<string, unknown>>, count: number) => Compilable<Row>,
): (db: Kysely<Database>, count: number, values: Record<string, unknown>) => Promise<QueryResult<Row>> {
  const byCount = new Map<number, CompiledOnce<Record<string, unknown>, Row>>()
  return (db, count, values) => {
    let query = byCount.get(count)
    if (!query) byCount.set(count, (query = compiledOnce((db, value) => build(db, value, count))))
    return query(db, values)
  }
}

function valueOf(values: Record<string, unknown>): (parameter: unknown) => unknown {
  return (parameter) => {
    if (!(parameter instanceof Slot)) return parameter
    const value = values[parameter.name]
    // Both drivers would bind a missing value as NULL, or fail far from the mistake.
    if (value === undefined) throw new Error(`no value for "${parameter.name}" in a compiled query`)
    return value
  }
}

/**
 * A row's values, each column standing for the run's value of the same name (with `suffix`, for the rows of a
 * multi-row insert: `name0`, `name1` …).
 */
export function columnSlots<Column extends string>(
  columns: readonly Column[],
  value: ValueSlot<Record<string, unknown>>,
  suffix = '',
): Record<Column, never> {
  return Object.fromEntries(columns.map((column) => [column, value(`${column}${suffix}`)])) as Record<
    Column,
    never
  >
}

/**
 * `columns`, checked to be every column of `Table`: a column the table gains and the list lacks is a type error
 * (the call then wants a second argument, whose type names the missing column). A statement's result written out
 * this way, rather than as `*`, keeps its type when a migration adds a column (`prepared-statements.ts`).
 */
export function everyColumn<Table>() {
  return <const Columns extends readonly (keyof Table & string)[]>(
    columns: Columns,
    ..._complete: [Exclude<keyof Table, Columns[number]>] extends [never]
      ? []
      : [missing: Exclude<keyof Table, Columns[number]>]
  ): Columns => columns
}
