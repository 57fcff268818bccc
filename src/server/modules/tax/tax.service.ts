import type { Kysely } from 'kysely'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@common/constants'
import { CATEGORY_TAX_DEFAULTS, isGstRate, type CategoryTaxDefault } from '@common/gst'
import type { CategoryTaxDefaultEntry } from '@common/schemas/tax'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { type AuditActor, changedFields, recordAudit } from '../audit'

/**
 * A stored default as new products get it: a rate GST 2.0 removed (12, 28, saved before 22 September 2025) gives
 * way to the category's built-in rate, the admin's HSN code staying, since no product may be given such a rate now.
 */
function storedDefault(
  category: ProductCategory,
  row: { hsn_code: string; gst_rate: number },
): CategoryTaxDefault {
  return {
    hsnCode: row.hsn_code,
    gstRate: isGstRate(row.gst_rate) ? row.gst_rate : CATEGORY_TAX_DEFAULTS[category].gstRate,
  }
}

/**
 * The HSN code and GST rate a new product of each category gets: the admin's choice where one is stored, the
 * built-in default (CATEGORY_TAX_DEFAULTS) otherwise. Changing a default never changes existing products.
 */
export async function listCategoryTaxDefaults(
  db: Kysely<Database>,
): Promise<{ category: ProductCategory; hsnCode: string; gstRate: number }[]> {
  const rows = await db.selectFrom('category_tax_defaults').selectAll().execute()
  const stored = new Map(rows.map((row) => [row.category, row]))
  return PRODUCT_CATEGORIES.map((category) => {
    const row = stored.get(category)
    return { category, ...(row ? storedDefault(category, row) : CATEGORY_TAX_DEFAULTS[category]) }
  })
}

/** One category's default, for a product created without its own HSN code or rate. */
export async function findCategoryTaxDefault(
  db: Kysely<Database>,
  category: ProductCategory,
): Promise<CategoryTaxDefault> {
  const row = await db
    .selectFrom('category_tax_defaults')
    .select(['hsn_code', 'gst_rate'])
    .where('category', '=', category)
    .executeTakeFirst()
  return row ? storedDefault(category, row) : CATEGORY_TAX_DEFAULTS[category]
}

/** Each category's default as the activity log keeps it: `{figures: {hsnCode, gstRate}, …}`. */
async function defaultsByCategory(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const defaults = await listCategoryTaxDefaults(db)
  return Object.fromEntries(
    defaults.map(({ category, hsnCode, gstRate }) => [category, { hsnCode, gstRate }]),
  )
}

/**
 * Stores the sent categories' defaults (an upsert each, so two admins saving at once both succeed); the
 * categories whose default changed go to the activity log in the same transaction.
 */
export async function updateCategoryTaxDefaults(
  db: Kysely<Database>,
  actor: AuditActor,
  entries: readonly CategoryTaxDefaultEntry[],
): Promise<{ category: ProductCategory; hsnCode: string; gstRate: number }[]> {
  const now = nowIso()
  await db.transaction().execute(async (trx) => {
    const before = await defaultsByCategory(trx)
    for (const entry of entries) {
      await trx
        .insertInto('category_tax_defaults')
        .values({
          category: entry.category,
          hsn_code: entry.hsnCode,
          gst_rate: entry.gstRate,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .column('category')
            .doUpdateSet({ hsn_code: entry.hsnCode, gst_rate: entry.gstRate, updated_at: now }),
        )
        .execute()
    }
    const changed = changedFields(before, await defaultsByCategory(trx))
    if (changed)
      await recordAudit(trx, actor, {
        action: 'settings.update',
        entity: 'settings',
        entityId: 'tax',
        ...changed,
      })
  })
  return listCategoryTaxDefaults(db)
}
