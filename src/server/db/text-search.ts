import { sql, type Expression, type SqlBool } from 'kysely'

/**
 * `column` contains `text`, ignoring case, the same way on SQLite and PostgreSQL. The text's own `%`, `_`
 * and `\` match literally: they are escaped, and the ESCAPE clause says so (SQLite has no default escape).
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`
}

/**
 * `column`, already stored in lower case, contains `text`, ignoring case: only the pattern is lowered, so
 * the database compares the column as it is instead of lowering every row.
 */
export function containsLowerCaseText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`
}
