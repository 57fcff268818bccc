import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Every listing order is (column, id) so that ties break the same way on both databases and one index
 * serves the order both ways. A category page reads its own slice of a (category, order) index; the home
 * sections read small partial indexes of flagged products. The flag filters must compare with the
 * literal 1 (not a bound parameter) for SQLite to use a partial index.
 */
const PLAIN_INDEXES: Record<string, string[]> = {
  products_created_idx: ['created_at', 'id'],
  products_price_idx: ['price_paise', 'id'],
  products_rating_idx: ['rating', 'id'],
  products_category_created_idx: ['category', 'created_at', 'id'],
  products_category_price_idx: ['category', 'price_paise', 'id'],
  products_category_rating_idx: ['category', 'rating', 'id'],
}

const PARTIAL_INDEXES: Record<string, { flag: string; columns: string[] }> = {
  products_featured_created_idx: { flag: 'is_featured', columns: ['created_at', 'id'] },
  products_new_arrival_created_idx: { flag: 'is_new_arrival', columns: ['created_at', 'id'] },
  products_best_seller_created_idx: { flag: 'is_best_seller', columns: ['created_at', 'id'] },
  products_best_seller_rating_idx: { flag: 'is_best_seller', columns: ['rating', 'id'] },
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of Object.entries(PLAIN_INDEXES)) {
    await db.schema.createIndex(name).on('products').columns(columns).execute()
  }
  for (const [name, { flag, columns }] of Object.entries(PARTIAL_INDEXES)) {
    await db.schema
      .createIndex(name)
      .on('products')
      .columns(columns)
      .where(sql<boolean>`${sql.ref(flag)} = 1`)
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [...Object.keys(PARTIAL_INDEXES), ...Object.keys(PLAIN_INDEXES)]) {
    await db.schema.dropIndex(name).execute()
  }
}
