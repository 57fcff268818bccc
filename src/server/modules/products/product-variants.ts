import { sql, type Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import type { Product } from '@common/schemas/product'
import type { ProductVariantsInput, VariantInput } from '@common/schemas/variants'
import { type ProductOption, variantLabel } from '@common/variants'
import { newId, nowIso } from '../../db/ids'
import type { Database, ProductRow, ProductsTable, ProductVariantRow } from '../../db/schema'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { type AuditActor, recordAudit } from '../audit'
import type { MailContext } from '../mail'
import { findProductRow, parseJsonList, PRODUCT_NOT_FOUND } from './product-rows'
import { findVariantRows, hasOptions, withVariants } from './variant-rows'
import { type BackInStock, StockMovedError } from './stock-edits'
import { recordStockMovement } from './stock-ledger'

/**
 * A product's variants written as a whole grid by the admin. The product row keeps what listings read (the lowest
 * price, the highest when they differ, the stock's sum), written in the same transaction as the variants.
 */

/**
 * PUT /products/:id/variants: the options and the whole grid. A variant sent with its `_id` is changed (its stock
 * only while it is still `stockFrom`, as the product form's), one without is added with an opening movement, one
 * left out is removed (its stock leaves with a movement). A product sold as itself until now gives its own stock
 * up to its variants (a movement too), so the ledger still adds up to the product's stock. One transaction; an
 * activity entry.
 */
export async function setProductVariants(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: ProductVariantsInput,
  mail: MailContext,
  backInStock?: BackInStock,
  variantsRemoved?: VariantsRemoved,
): Promise<Product> {
  return db
    .transaction()
    .execute((trx) => writeGridOfRequest(trx, actor, id, input, mail, backInStock, variantsRemoved))
}

/**
 * Told when a grid removes variants, with the ids the product keeps, in the grid's transaction (the stock-alerts
 * module's: whoever waited for a removed variant waits for the product instead; given by the flows, since that
 * module reads products).
 */
export type VariantsRemoved = (
  trx: Kysely<Database>,
  productId: string,
  keptVariantIds: readonly string[],
) => Promise<void>

/**
 * A grid an admin or staff member sent (its own route, or with the rest of the product: POST and PUT
 * /products/:id), in the caller's transaction: written, recorded in the activity log, and those waiting for a
 * variant (or the product) it brought back told.
 */
export async function writeGridOfRequest(
  trx: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: ProductVariantsInput,
  mail: MailContext,
  backInStock?: BackInStock,
  variantsRemoved?: VariantsRemoved,
): Promise<Product> {
  const written = await writeVariantGrid(trx, id, input, { reason: 'edit', actor })
  const { before, variantsBefore, product } = written
  const kept = (product.variants ?? []).map((variant) => variant._id)
  if (variantsBefore.some((row) => !kept.includes(row.id))) await variantsRemoved?.(trx, id, kept)
  await recordAudit(trx, actor, {
    action: 'product.variants',
    entity: 'product',
    entityId: id,
    before: {
      options: parseJsonList(before.options ?? '[]'),
      stock: before.stock,
      variants: variantsBefore.length,
    },
    after: {
      options: input.options,
      stock: product.stock,
      variants: product.variants!.map(({ label, sku, price, stock }) => ({ label, sku, price, stock })),
    },
  })
  if ((before.stock === 0 && product.stock > 0) || hasVariantBack(variantsBefore, product))
    await backInStock?.(trx, mail, product)
  return product
}

/** Whether a variant sold out before the grid was written has stock now: whoever waits for it is told. */
function hasVariantBack(variantsBefore: readonly ProductVariantRow[], product: Product): boolean {
  const soldOut = new Set(variantsBefore.filter((row) => row.stock === 0).map((row) => row.id))
  return (product.variants ?? []).some((variant) => soldOut.has(variant._id) && variant.stock > 0)
}

/** What writing a grid came to: the product and its variants as they were, and the product as it is now. */
export type VariantGridWritten = {
  before: ProductRow
  variantsBefore: ProductVariantRow[]
  product: Product
}

/**
 * The one writer of a product's grid, inside the caller's transaction (the admin's grid above, a catalogue
 * import): it locks the product, writes the variants as `setProductVariants` says and the product's lowest
 * price, highest price and summed stock with them. Changes of stock are movements with `cause`'s reason (a new
 * variant's first stock is its `opening`). It records no activity entry: the caller's request or file is the record.
 */
export async function writeVariantGrid(
  trx: Kysely<Database>,
  id: string,
  input: ProductVariantsInput,
  cause: { reason: 'edit' | 'import'; actor?: AuditActor },
): Promise<VariantGridWritten> {
  const existing = await findProductRow(trx, id, { lock: true })
  if (!existing) throw new NotFoundError(PRODUCT_NOT_FOUND)
  const current = await findVariantRows(trx, id)
  const currentById = new Map(current.map((row) => [row.id, row]))
  for (const variant of input.variants)
    if (variant._id !== undefined && !currentById.has(variant._id))
      throw new BadRequestError(`Variant ${variant._id} is not a variant of this product`)
  await refuseSkusOfOtherProducts(trx, id, input.variants)

  const now = nowIso()
  const options: ProductOption[] = input.options
  const kept = new Set(input.variants.flatMap((variant) => variant._id ?? []))
  let stock = existing.stock
  const move = async (variantId: string | null, change: number, reason: 'edit' | 'import' | 'opening') => {
    if (change === 0) return
    stock += change
    await recordStockMovement(
      trx,
      id,
      { change, stockAfter: stock, variantId },
      cause.actor ? { reason, actor: cause.actor } : { reason },
    )
  }
  // Sold as itself until now: its own units are handed over to the variants below.
  if (!hasOptions(existing)) await move(null, -existing.stock, cause.reason)
  for (const row of current) {
    if (kept.has(row.id)) continue
    await trx.deleteFrom('product_variants').where('id', '=', row.id).execute()
    await move(row.id, -row.stock, cause.reason)
  }
  // SKUs may move between variants in one save (a swap): the kept rows whose SKU changes let go of it first.
  const renamed = input.variants.flatMap((variant) =>
    variant._id !== undefined && currentById.get(variant._id)!.sku !== variant.sku ? [variant._id] : [],
  )
  if (renamed.length > 0)
    await trx
      .updateTable('product_variants')
      .set({ sku: sql<string>`id || ':moving'` })
      .where('id', 'in', renamed)
      .execute()
  for (const [position, variant] of input.variants.entries()) {
    const values = variantColumns(options, variant, position, now)
    const before = variant._id === undefined ? undefined : currentById.get(variant._id)
    if (!before) {
      const variantId = newId()
      await trx
        .insertInto('product_variants')
        .values({ id: variantId, product_id: id, ...values, stock: variant.stock, created_at: now })
        .execute()
      await move(variantId, variant.stock, 'opening')
      continue
    }
    // A stock left as it was read is no change of stock: units sold since stay sold, and the rest is saved.
    const untouched = variant.stockFrom !== undefined && variant.stock === variant.stockFrom
    if (variant.stockFrom !== undefined && !untouched && variant.stockFrom !== before.stock)
      throw new StockMovedError(variant.stockFrom, before.stock)
    const stockNow = untouched ? before.stock : variant.stock
    const updated = await trx
      .updateTable('product_variants')
      .set({ ...values, stock: stockNow })
      .where('id', '=', before.id)
      .where('stock', '=', before.stock)
      .returning('stock')
      .executeTakeFirst()
    if (!updated) throw new StockMovedError(variant.stockFrom ?? before.stock, before.stock)
    await move(before.id, stockNow - before.stock, cause.reason)
  }

  const prices = input.variants.map((variant) => rupeesToPaise(variant.price))
  const cheapest = input.variants[prices.indexOf(Math.min(...prices))]!
  const changes: Partial<ProductsTable> = {
    options: JSON.stringify(options),
    price_paise: Math.min(...prices),
    original_price_paise: originalPaise(cheapest),
    max_price_paise: Math.max(...prices) > Math.min(...prices) ? Math.max(...prices) : null,
    stock,
    updated_at: now,
  }
  const updated = await trx
    .updateTable('products')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return { before: existing, variantsBefore: current, product: await withVariants(trx, updated) }
}

function originalPaise(variant: VariantInput): number {
  const price = rupeesToPaise(variant.price)
  return Math.max(price, variant.originalPrice == null ? price : rupeesToPaise(variant.originalPrice))
}

function variantColumns(options: ProductOption[], variant: VariantInput, position: number, now: string) {
  return {
    position,
    options: JSON.stringify(
      Object.fromEntries(options.map((option) => [option.name, variant.options[option.name]!])),
    ),
    label: variantLabel(options, variant.options),
    sku: variant.sku,
    jan: variant.jan ?? null,
    price_paise: rupeesToPaise(variant.price),
    original_price_paise: originalPaise(variant),
    images: JSON.stringify(variant.images ?? []),
    max_per_customer: variant.maxPerCustomer ?? null,
    preorder_limit: variant.preorderLimit ?? null,
    updated_at: now,
  }
}

/** A SKU names one thing the shop sells: 409 when another product's variant has it. */
async function refuseSkusOfOtherProducts(
  trx: Kysely<Database>,
  productId: string,
  variants: readonly VariantInput[],
): Promise<void> {
  const taken = await trx
    .selectFrom('product_variants')
    .select('sku')
    .where(
      'sku',
      'in',
      variants.map((variant) => variant.sku),
    )
    .where('product_id', '!=', productId)
    .executeTakeFirst()
  if (taken) throw new ConflictError(`SKU ${taken.sku} is already used by another product`)
}
