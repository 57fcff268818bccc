import { sql, type RawBuilder } from 'kysely'

/**
 * How many rows have `column` in [from, to), as an aggregate: several windows (this month, last month)
 * are counted in one pass over the rows. Times are ISO-8601 UTC text, so the range is a text comparison.
 */
export function countBetween(column: string, from: string, to: string): RawBuilder<number> {
  return sql<number>`sum(case when ${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to} then 1 else 0 end)`
}
