import type { Kysely } from 'kysely'
import { MAX_STOCK, type Product, type UpdateProductInput } from '@common/schemas/product'
import { stockMovedMessage, type StockAdjustmentInput } from '@common/schemas/stock'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { AppError, BadRequestError, NotFoundError } from '../../errors'
import { type AuditActor, recordAudit } from '../audit'
import type { MailContext } from '../mail'
import { findProductRow, PRODUCT_ID, PRODUCT_NOT_FOUND } from './product-rows'
import { recordStockMovement } from './stock-ledger'
import { hasOptions, VARIANT_NOT_FOUND, withVariants } from './variant-rows'

/**
 * Stock changed by hand: a product form's new figure, checked against the one it was read with, and an
 * adjustment (goods received, damaged, a count). Each is a movement of the ledger (stock-ledger.ts).
 */

/**
 * Tells whoever waits for a sold-out product that it is back (the stock-alerts module's `notifyBackInStock`, given by
 * src/server/flows/module-flows.ts: that module reads products, so this one does not import it), inside the update's
 * transaction, with the request's mail context.
 */
export type BackInStock = (trx: Kysely<Database>, mail: MailContext, product: Product) => Promise<void>

/** A stock edit made from a figure the stock has left since: 409 with both figures and the current stock. */
export class StockMovedError extends AppError {
  constructor(from: number, current: number) {
    super(409, stockMovedMessage(from, current), { currentStock: current, field: 'stock' })
  }
}

/**
 * What an edit does to the stock: nothing when `stock` is not sent or is what is stored, else the new figure.
 * With `stockFrom` (the figure the form or file was read with) the stock must still be that (else 409); without
 * it, as older clients send, `stock` is written as it comes.
 */
export function settleStockEdit(
  current: number,
  input: Pick<UpdateProductInput, 'stock' | 'stockFrom'>,
): { to: number } | undefined {
  if (input.stock === undefined) return undefined
  if (input.stockFrom !== undefined && input.stockFrom !== current)
    throw new StockMovedError(input.stockFrom, current)
  return input.stock === current ? undefined : { to: input.stock }
}

export const STOCK_BELOW_ZERO_MESSAGE = 'Stock cannot go below 0'

/**
 * Adds or takes away units by hand (goods received, damaged, a count), as a movement of the ledger with its
 * reason and an activity entry, in one transaction. One conditional UPDATE: the stock never goes below 0 (409)
 * nor above the most a product may hold, whatever else changes it at the same moment. Stock raised from none
 * tells everyone waiting for the product, and a variant's stock raised from none everyone waiting for it.
 */
export async function adjustStock(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: StockAdjustmentInput,
  mail: MailContext,
  backInStock?: BackInStock,
): Promise<Product> {
  if (!PRODUCT_ID.test(id)) throw new NotFoundError(PRODUCT_NOT_FOUND)
  return writeTransaction(db, async (trx) => {
    const variant = await adjustVariantStock(trx, id, input)
    const adjusted = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', input.change), updated_at: nowIso() }))
      .where('id', '=', id)
      .where('stock', '>=', -input.change)
      .where('stock', '<=', MAX_STOCK - input.change)
      .returningAll()
      .executeTakeFirst()
    if (!adjusted) {
      const current = await findProductRow(trx, id)
      if (!current) throw new NotFoundError(PRODUCT_NOT_FOUND)
      throw new AppError(
        409,
        input.change < 0
          ? `${STOCK_BELOW_ZERO_MESSAGE}: it is ${current.stock}, and ${-input.change} were to be taken away.`
          : `Stock must be at most ${MAX_STOCK}: it is ${current.stock}.`,
        { currentStock: current.stock },
      )
    }
    const before = adjusted.stock - input.change
    await recordStockMovement(
      trx,
      id,
      { change: input.change, stockAfter: adjusted.stock, variantId: variant?.id ?? null },
      { reason: `adjustment:${input.reason}`, actor, note: input.note ?? null },
    )
    await recordAudit(trx, actor, {
      action: 'product.stock-adjust',
      entity: 'product',
      entityId: id,
      before: { stock: before, ...(variant && { variant: variant.label, variantStock: variant.before }) },
      after: {
        stock: adjusted.stock,
        ...(variant && { variant: variant.label, variantStock: variant.before + input.change }),
        reason: input.reason,
        ...(input.note && { note: input.note }),
      },
    })
    const product = await withVariants(trx, adjusted)
    const isVariantBack = variant !== undefined && variant.before === 0 && input.change > 0
    if ((before === 0 && adjusted.stock > 0) || isVariantBack) await backInStock?.(trx, mail, product)
    return product
  })
}

/**
 * A product with options is adjusted through one variant: its row first, held to the same bounds, and the
 * product's sum after it (adjustStock). Undefined for a product sold as itself.
 */
async function adjustVariantStock(
  trx: Kysely<Database>,
  productId: string,
  input: StockAdjustmentInput,
): Promise<{ id: string; label: string; before: number } | undefined> {
  // Locked first, as an order locks it before its variant's row: an adjustment and an order wait for each other in
  // turn, and the product cannot gain or lose its options meanwhile.
  const product = await findProductRow(trx, productId, { lock: true })
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND)
  if (!hasOptions(product)) {
    if (input.variant !== undefined) throw new BadRequestError('This product has no variants')
    return undefined
  }
  if (input.variant === undefined)
    throw new BadRequestError("Choose which variant's stock to adjust: this product has variants")
  const adjusted = await trx
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', input.change), updated_at: nowIso() }))
    .where('id', '=', input.variant)
    .where('product_id', '=', productId)
    .where('stock', '>=', -input.change)
    .where('stock', '<=', MAX_STOCK - input.change)
    .returning(['id', 'label', 'stock'])
    .executeTakeFirst()
  if (adjusted) return { id: adjusted.id, label: adjusted.label, before: adjusted.stock - input.change }
  const current = await trx
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', input.variant)
    .where('product_id', '=', productId)
    .executeTakeFirst()
  if (!current) throw new NotFoundError(VARIANT_NOT_FOUND)
  throw new AppError(
    409,
    input.change < 0
      ? `${STOCK_BELOW_ZERO_MESSAGE}: it is ${current.stock}, and ${-input.change} were to be taken away.`
      : `Stock must be at most ${MAX_STOCK}: it is ${current.stock}.`,
    { currentStock: current.stock },
  )
}
