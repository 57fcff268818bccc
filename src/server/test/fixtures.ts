import type { Kysely } from 'kysely'
import { newId, nowIso } from '../db/ids'
import type { Database, ProductsTable } from '../db/schema'
import { recordOpeningStock } from '../modules/products/stock-ledger'

export const sampleAddress = {
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '98765 43210',
  country: 'India',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
}

/**
 * A product row written straight to the database, for tests of other modules, its stock opening its ledger as
 * the shop's own product form does; `stockLedger: false` for a database migrated only to before the ledger (0020).
 */
export async function insertProduct(
  db: Kysely<Database>,
  overrides: Partial<ProductsTable> = {},
  { stockLedger = true }: { stockLedger?: boolean } = {},
): Promise<ProductsTable> {
  const now = nowIso()
  const row: ProductsTable = {
    id: newId(),
    name: 'Satoru Gojo 1/7 Scale Figure',
    description: 'A detailed PVC figure.',
    price_paise: 499_900,
    original_price_paise: 599_900,
    images: JSON.stringify(['/media/0123456789abcdef0123456789abcdef.webp']),
    stock: 10,
    category: 'figures',
    tags: JSON.stringify(['jujutsu kaisen', 'gojo']),
    rating: 0,
    num_reviews: 0,
    is_featured: 0,
    is_best_seller: 0,
    is_new_arrival: 0,
    details: '[]',
    features: '[]',
    seed_key: null,
    max_per_customer: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  }
  await db.insertInto('products').values(row).execute()
  if (stockLedger) await recordOpeningStock(db, [{ productId: row.id, stock: row.stock }])
  return row
}
