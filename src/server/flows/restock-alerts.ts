import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { MailContext } from '../modules/mail'
import { findProduct, findVariantStocks } from '../modules/products'
import { notifyVariantsBack } from '../modules/stock-alerts'

/** A line of units given back to sale; `variantId` names the variant of a product with options. */
type GivenBackLine = { productId: string; variantId?: string | null; quantity: number }

/**
 * Units given back to sale (a cancelled order, a received return), after they are back, in the same transaction:
 * whoever waits for a variant these units brought back from none is mailed, and whoever waits for its product when
 * the product's stock (their sum) was none too. A product sold as itself mails nobody here, and lines naming no
 * variant cost nothing; otherwise one query reads the named variants' stock (a variant removed since got nothing
 * back), and only a product with a variant back is read and its list touched.
 */
export async function tellWhoWaitsForVariantsBack(
  trx: Kysely<Database>,
  mail: MailContext,
  lines: readonly GivenBackLine[],
): Promise<void> {
  const givenToVariant = new Map<string, number>()
  for (const line of lines)
    if (line.variantId && line.quantity > 0)
      givenToVariant.set(line.variantId, (givenToVariant.get(line.variantId) ?? 0) + line.quantity)
  if (givenToVariant.size === 0) return
  const variants = await findVariantStocks(trx, [...givenToVariant.keys()])
  const givenToProduct = new Map<string, number>()
  const backByProduct = new Map<string, string[]>()
  for (const variant of variants) {
    const given = givenToVariant.get(variant.id) ?? 0
    givenToProduct.set(variant.product_id, (givenToProduct.get(variant.product_id) ?? 0) + given)
    if (variant.stock > 0 && variant.stock - given <= 0)
      backByProduct.set(variant.product_id, [...(backByProduct.get(variant.product_id) ?? []), variant.id])
  }
  for (const [productId, variantIds] of backByProduct) {
    const product = await findProduct(trx, productId)
    if (!product) continue
    const isProductBack = product.stock - (givenToProduct.get(productId) ?? 0) <= 0
    await notifyVariantsBack(trx, mail, product, { variantIds, isProductBack })
  }
}
