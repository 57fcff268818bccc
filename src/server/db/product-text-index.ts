import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/**
 * The products whose searched text (name, tags, details, category, description, the variants' labels and SKUs)
 * contains, for every group, at least one of the group's terms: letters and digits, three or more of them (the
 * indexes of migrations 0010 and 0032 work on trigrams, so a shorter term cannot be looked up). The match is a
 * plain, case-insensitive substring match on both databases; ranking is the caller's business. Without an ORDER
 * BY, a LIMIT stops the index scan early: SQLite walks the FTS5 index and looks each product up by rowid,
 * PostgreSQL reads the GIN index. No group with a usable term: no products.
 */
export function productsContainingText(
  db: Kysely<Database>,
  groups: readonly (readonly string[])[],
): SelectQueryBuilder<Database, 'products', object> {
  const usable = groups.map((terms) => terms.filter(isIndexableTerm)).filter((terms) => terms.length > 0)
  const products = db.selectFrom('products')
  if (usable.length === 0) return products.where(sql<boolean>`1 = 0`)
  if (dialectOf(db) === 'sqlite') {
    // FTS5 query syntax: a quoted string is a phrase, which the trigram tokenizer matches as a substring.
    const match = usable.map((terms) => `(${terms.map((term) => `"${term}"`).join(' OR ')})`).join(' AND ')
    // Joined from the FTS table (not `rowid in (…)`, which would read every match before the first row).
    const found = sql<{
      search_rowid: number
    }>`(select rowid as search_rowid from products_search where products_search match ${match})`.as('found')
    return db
      .selectFrom(found)
      .innerJoin('products', (join) => join.on(sql<boolean>`products.rowid = found.search_rowid`)) as never
  }
  // The very expression of the GIN index, so that PostgreSQL can use it; LIKE ANY lowers the text once per
  // group rather than once per term.
  const text = sql`lower(name || ' ' || tags || ' ' || details || ' ' || category || ' ' || description || ' ' || variant_text)`
  return products.where(
    sql<boolean>`(${sql.join(
      usable.map((terms) => sql`${text} like any (${terms.map((term) => `%${term}%`)}::text[])`),
      sql` and `,
    )})`,
  )
}

/** Letters and digits only (no quote, wildcard or operator can reach either query language), 3+ characters. */
export function isIndexableTerm(term: string): boolean {
  return /^[\p{L}\p{N}]{3,}$/u.test(term)
}
