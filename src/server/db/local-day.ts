import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/**
 * The calendar day (`YYYY-MM-DD`) of an ISO-8601 UTC text column, seen from a fixed offset east of UTC
 * (India Standard Time has no daylight saving, so an offset is enough). Each database has its own date
 * arithmetic: SQLite reads the text with a modifier; PostgreSQL's cast to `timestamp` ignores the `Z`, which
 * is what we want, since the text is UTC.
 */
export function localDayOf(db: Kysely<Database>, column: string, offsetMinutes: number): RawBuilder<string> {
  const minutes = Math.trunc(offsetMinutes)
  if (dialectOf(db) === 'postgres') {
    return sql<string>`to_char(${sql.ref(column)}::timestamp + make_interval(mins => ${sql.lit(minutes)}), 'YYYY-MM-DD')`
  }
  return sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, ${sql.lit(`${minutes >= 0 ? '+' : ''}${minutes} minutes`)})`
}
