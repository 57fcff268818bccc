import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { MailContext } from '../modules/mail'
import { findProduct } from '../modules/products'
import { notifyBackInStock } from '../modules/stock-alerts'

/**
 * Units given back to sale (a cancelled order, a received return): whoever waits for what is in stock again — the
 * product, or the variant whose units came back — is mailed in the same transaction, as after an admin's restock.
 */
export async function tellWhoWaitsFor(
  trx: Kysely<Database>,
  mail: MailContext,
  productIds: readonly string[],
): Promise<void> {
  for (const productId of new Set(productIds)) {
    const product = await findProduct(trx, productId)
    if (product) await notifyBackInStock(trx, mail, product)
  }
}
