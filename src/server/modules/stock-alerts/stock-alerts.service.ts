import type { Kysely } from 'kysely'
import type { Product } from '@common/schemas/product'
import { rupeesToPaise } from '@common/money'
import {
  IN_STOCK_MESSAGE,
  NOT_A_VARIANT_MESSAGE,
  VARIANT_IN_STOCK_MESSAGE,
} from '@common/schemas/stock-alerts'
import { soldItemName } from '@common/variants'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import { BadRequestError, ConflictError } from '../../errors'
import { backInStockMail, type LaunchMailData, type MailContext, queueMail } from '../mail'

/**
 * Puts an address on a sold-out product's list, or on a scheduled product's ("notify me at launch", whatever its
 * stock), the caller having found the product with its variants. With `variantId` the address waits for that
 * variant of a product with options (sold out while the product may not be). Once per product and address: an
 * address already on the list keeps its entry as it is, whatever it asks for now (anyone may ask for any address,
 * so asking again must not move someone else's entry, nor narrow one waiting for the whole product to a variant),
 * and is answered as the first time. The list is used for the launch's mails (early access, then on sale) or the
 * one restock mail.
 */
export async function subscribeToRestock(
  db: Kysely<Database>,
  product: Pick<Product, '_id' | 'stock' | 'status' | 'variants'>,
  email: string,
  now = new Date(),
  variantId?: string,
): Promise<void> {
  const variant =
    variantId === undefined ? undefined : product.variants?.find((each) => each._id === variantId)
  if (variantId !== undefined && !variant) throw new BadRequestError(NOT_A_VARIANT_MESSAGE)
  if ((variant ?? product).stock > 0 && product.status !== 'scheduled')
    throw new ConflictError(variant ? VARIANT_IN_STOCK_MESSAGE : IN_STOCK_MESSAGE)
  await db
    .insertInto('stock_alerts')
    // When the address was put on the list decides its early access: on the app's clock, as the window is.
    .values({
      id: newId(),
      product_id: product._id,
      variant_id: variant?._id ?? null,
      email,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['product_id', 'email']).doNothing())
    .execute()
}

/**
 * A product or some of its variants are back: one mail to each address waiting for what is now in stock (the
 * product, when its stock is; a variant, when that variant's is), written in the caller's transaction (the stock
 * change), and those entries removed, so a later restock writes no second mail. Only a sold-out product or
 * variant takes an address, so whoever waits for one in stock has not been told yet. A product shoppers cannot
 * buy yet (scheduled, a draft, archived) mails nobody: its list waits for its launch.
 */
export async function notifyBackInStock(
  trx: Kysely<Database>,
  mail: MailContext,
  product: Product,
): Promise<number> {
  const variantsInStock = (product.variants ?? []).filter((variant) => variant.stock > 0)
  return mailWaiting(trx, mail, product, variantsInStock, product.stock > 0)
}

/**
 * Units given back to some variants of a product with options (a cancelled order, a received return, a
 * pre-order's release): only those waiting for a variant in `variantIds` (the ones back from none) are mailed,
 * and those waiting for the product only when `isProductBack` (its stock, their sum, was none before). Otherwise
 * as `notifyBackInStock`, in the caller's transaction.
 */
export async function notifyVariantsBack(
  trx: Kysely<Database>,
  mail: MailContext,
  product: Product,
  back: { variantIds: readonly string[]; isProductBack: boolean },
): Promise<number> {
  const variantsBack = (product.variants ?? []).filter(
    (variant) => variant.stock > 0 && back.variantIds.includes(variant._id),
  )
  return mailWaiting(trx, mail, product, variantsBack, back.isProductBack && product.stock > 0)
}

/** Mails and removes the entries waiting for `variants`, and with `forProduct` those waiting for the product. */
async function mailWaiting(
  trx: Kysely<Database>,
  mail: MailContext,
  product: Product,
  variants: NonNullable<Product['variants']>,
  forProduct: boolean,
): Promise<number> {
  if (product.status !== 'live') return 0
  if (!forProduct && variants.length === 0) return 0
  const waiting = await trx
    .deleteFrom('stock_alerts')
    .where('product_id', '=', product._id)
    .where((eb) => {
      const forVariants =
        variants.length > 0
          ? [
              eb(
                'variant_id',
                'in',
                variants.map((variant) => variant._id),
              ),
            ]
          : []
      return eb.or([...(forProduct ? [eb('variant_id', 'is', null)] : []), ...forVariants])
    })
    .returning(['email', 'variant_id'])
    .execute()
  for (const { email, variant_id } of waiting) {
    const variant = variants.find((each) => each._id === variant_id)
    await queueMail(trx, mail, {
      kind: 'back-in-stock',
      to: email,
      ...backInStockMail({
        origin: mail.origin,
        productId: product._id,
        productName: soldItemName(product.name, variant?.label),
        pricePaise: rupeesToPaise(variant?.price ?? product.price),
        ...(variant && { variantId: variant._id }),
      }),
    })
  }
  return waiting.length
}

/**
 * Those waiting for a variant the product no longer has (its grid removed it) wait for the product instead, so
 * that its next restock tells them: every entry of the product naming a variant not in `variantIds` (the ids of
 * the variants it has now, none for a product sold as itself). One UPDATE, in the caller's transaction (the
 * grid's write); entries of the variants it still has are left as they are.
 */
export async function waitForProductInstead(
  trx: Kysely<Database>,
  productId: string,
  variantIds: readonly string[],
): Promise<number> {
  let update = trx
    .updateTable('stock_alerts')
    .set({ variant_id: null })
    .where('product_id', '=', productId)
    .where('variant_id', 'is not', null)
  if (variantIds.length > 0) update = update.where('variant_id', 'not in', [...variantIds])
  const moved = await update.executeTakeFirst()
  return Number(moved.numUpdatedRows)
}

/** How many shoppers wait for each product that has any: what to restock first. */
export async function waitingCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select(['product_id', (eb) => eb.fn.countAll<number | string>().as('waiting')])
    .groupBy('product_id')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.product_id, Number(row.waiting)]))
}

/** A drop's mail data: what the launch and early access mails say. */
function launchMailData(mail: MailContext, product: Product): LaunchMailData {
  return {
    origin: mail.origin,
    productId: product._id,
    productName: product.name,
    pricePaise: rupeesToPaise(product.price),
    liveAt: product.liveAt ?? new Date().toISOString(),
  }
}

/**
 * A scheduled product went on sale: one mail to each address on its list, in the launch's transaction, and the
 * list emptied. Those already told by the early access mail (on the list before `earlyAccessFrom`) are not
 * mailed again.
 */
export async function notifyLaunched(
  trx: Kysely<Database>,
  mail: MailContext,
  product: Product,
  earlyAccessFrom: string | undefined,
  now: Date,
): Promise<number> {
  const waiting = await trx
    .deleteFrom('stock_alerts')
    .where('product_id', '=', product._id)
    .returning(['email', 'created_at'])
    .execute()
  const data = launchMailData(mail, product)
  let mailed = 0
  for (const { email, created_at } of waiting) {
    if (earlyAccessFrom !== undefined && created_at < earlyAccessFrom) continue
    await queueMail(trx, mail, { kind: 'product-launched', to: email, data }, now)
    mailed += 1
  }
  return mailed
}

/**
 * A scheduled product's early access opened: one mail to each address on its list since before `opensAt`, in
 * the transaction that opened it. The list stays: it says who may order early, and who is told at the launch.
 */
export async function notifyEarlyAccess(
  trx: Kysely<Database>,
  mail: MailContext,
  product: Product,
  opensAt: string,
  now: Date,
): Promise<number> {
  const waiting = await trx
    .selectFrom('stock_alerts')
    .select('email')
    .where('product_id', '=', product._id)
    .where('created_at', '<', opensAt)
    .execute()
  const data = launchMailData(mail, product)
  for (const { email } of waiting)
    await queueMail(trx, mail, { kind: 'early-access-opened', to: email, data }, now)
  return waiting.length
}

/** Whether `email` was on the product's list before `before`: a shopper who may order in early access. */
export async function waitedBefore(
  db: Kysely<Database>,
  productId: string,
  email: string,
  before: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('product_id', '=', productId)
    .where('email', '=', email.toLowerCase())
    .where('created_at', '<', before)
    .executeTakeFirst()
  return row !== undefined
}
