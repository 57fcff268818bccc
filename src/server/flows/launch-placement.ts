import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/schema'
import { ConflictError } from '../errors'
import { earlyAccessOpensAt, type findProductsForOrder } from '../modules/products'
import { waitedBefore } from '../modules/stock-alerts'
import { spelledShopDateTime } from '../shop-calendar'

type OrderedProduct = Awaited<ReturnType<typeof findProductsForOrder>>[number]

/** "<name>" is not on sale: a draft, an archived product. */
export function notOnSaleMessage(name: string): string {
  return `"${name}" is not on sale`
}

/** "<name>" goes on sale on 5 Dec 2026, 8:00 pm IST. */
export function goesOnSaleMessage(name: string, liveAt: string): string {
  return `"${name}" goes on sale on ${spelledShopDateTime(liveAt)}`
}

/** Said to a shopper who was not on the list in time, while the early access window is open. */
export function earlyAccessOnlyMessage(name: string, liveAt: string): string {
  return `"${name}" is in early access for the shoppers who asked to be told; it opens to all on ${spelledShopDateTime(liveAt)}`
}

/**
 * Drops: only a live product is on sale (409 otherwise, naming when it goes on sale). A scheduled one is, from
 * its early access window, to the shopper whose address was on its notify list before the window opened.
 */
export async function holdToLaunches(
  trx: Kysely<Database>,
  user: Pick<UserRow, 'email'>,
  products: Iterable<OrderedProduct>,
  now: Date,
): Promise<void> {
  for (const product of products) {
    const status = product.status ?? 'live'
    if (status === 'live') continue
    const liveAt = product.live_at
    if (status !== 'scheduled' || !liveAt) throw new ConflictError(notOnSaleMessage(product.name))
    const opensAt = earlyAccessOpensAt({ liveAt, earlyAccessMinutes: product.early_access_minutes ?? 0 })
    if (!opensAt || now.toISOString() < opensAt)
      throw new ConflictError(goesOnSaleMessage(product.name, liveAt))
    // The launch time passed and the timer has not flipped the row yet: on sale, as it is a moment later.
    if (now.toISOString() >= liveAt) continue
    if (!(await waitedBefore(trx, product.id, user.email, opensAt)))
      throw new ConflictError(earlyAccessOnlyMessage(product.name, liveAt))
  }
}
