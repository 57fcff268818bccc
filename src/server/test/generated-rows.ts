import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../db/connection'
import type { Database } from '../db/schema'

/**
 * SQL that differs between the two databases, for tests that fill a table with many generated rows in one
 * INSERT … SELECT: the database makes the rows itself, so a hundred thousand take a second rather than a thousand
 * round trips through the query builder. Row `i` runs from 1 to n; whatever varies between rows is worked out from
 * `i`, so every run generates the same rows.
 */
export function rowGenerator(dialect: Dialect, { firstMomentIso }: { firstMomentIso: string }) {
  const postgres = dialect === 'postgres'
  return {
    /** `with recursive g(i)`: the numbers 1…n. */
    numbers: (n: number) =>
      postgres
        ? `with recursive g(i) as (select generate_series(1, ${n}))`
        : `with recursive g(i) as (select 1 union all select i + 1 from g where i < ${n})`,
    /** A 24-character id, as the shop's own ids are long. */
    id: (number: string) => (postgres ? `lpad(to_hex(${number}), 24, '0')` : `printf('%024x', ${number})`),
    /** The ISO time `minutes` after `firstMomentIso`. */
    time: (minutes: string) =>
      postgres
        ? `to_char(timestamp '${firstMomentIso.slice(0, 19)}' + (${minutes}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`
        : `strftime('%Y-%m-%dT%H:%M:%S.000Z', '${firstMomentIso.slice(0, 19)}', '+' || (${minutes}) || ' minutes')`,
    /** The value at `index` modulo the list's length. */
    pick: (values: readonly string[], index: string) =>
      `case ${index} % ${values.length} ${values.map((value, at) => `when ${at} then '${value}'`).join(' ')} end`,
  }
}

/**
 * Runs the generating statements, then gathers statistics as autovacuum would after such a load. On PostgreSQL the
 * migrations' GIN (trigram) indexes are set aside during the load and made again, as they were: PostgreSQL builds
 * one from loaded rows several times faster than it keeps one up to date row by row.
 */
export async function loadGeneratedRows(
  db: Kysely<Database>,
  dialect: Dialect,
  statements: string[],
): Promise<void> {
  // Found through the catalogue by the schema's own name and the GIN method, and only then rendered: pg_indexes renders
  // every index of the database first, and fails on one another test drops meanwhile.
  const ginIndexes =
    dialect === 'postgres'
      ? (
          await sql<{ indexname: string; indexdef: string }>`
            select c.relname as indexname, pg_get_indexdef(c.oid) as indexdef
            from pg_class c
              join pg_namespace n on n.oid = c.relnamespace
              join pg_am a on a.oid = c.relam
            where c.relkind = 'i' and n.nspname = current_schema() and a.amname = 'gin'`.execute(db)
        ).rows
      : []
  for (const index of ginIndexes) await sql.raw(`drop index ${index.indexname}`).execute(db)
  for (const statement of statements) await sql.raw(statement).execute(db)
  for (const index of ginIndexes) await sql.raw(index.indexdef).execute(db)
  // Statistics gathered and pages marked all-visible: the plans then read covering indexes alone (index-only
  // scans), as they do in the shop and in the bench.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db)
}
