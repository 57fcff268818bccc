import { sql, type Expression, type SqlBool } from 'kysely'
import type { Dialect } from './connection'

/**
 * The products whose searched text (name, tags, details, category, description) contains, for every group,
 * at least one of the group's terms: lower-case letters and digits, three or more of them (the indexes of
 * migration 0010 work on trigrams, so a shorter term cannot be looked up). The match is a plain substring
 * match on both databases, so both find the same candidates; ranking them is the caller's business.
 */
export function productTextContainsAll(
  dialect: Dialect,
  groups: readonly (readonly string[])[],
): Expression<SqlBool> {
  const usable = groups.map((terms) => terms.filter(isIndexableTerm)).filter((terms) => terms.length > 0)
  if (usable.length === 0) return sql<SqlBool>`1 = 0`
  if (dialect === 'sqlite') {
    // FTS5 query syntax: a quoted string is a phrase, which the trigram tokenizer matches as a substring.
    const match = usable.map((terms) => `(${terms.map((term) => `"${term}"`).join(' OR ')})`).join(' AND ')
    return sql<SqlBool>`products.rowid in (select rowid from products_search where products_search match ${match})`
  }
  // The very expression of the GIN index, so that PostgreSQL can use it for LIKE.
  const text = sql`lower(name || ' ' || tags || ' ' || details || ' ' || category || ' ' || description)`
  return sql<SqlBool>`(${sql.join(
    usable.map(
      (terms) =>
        sql`(${sql.join(
          terms.map((term) => sql`${text} like ${`%${term}%`}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`
}

/** Letters and digits only (no quote, wildcard or operator can reach either query language), 3+ characters. */
export function isIndexableTerm(term: string): boolean {
  return /^[\p{L}\p{N}]{3,}$/u.test(term)
}
