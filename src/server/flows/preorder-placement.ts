import type { Kysely } from 'kysely'
import {
  PREORDER_ALONE_MESSAGE,
  PREORDER_COD_MESSAGE,
  preorderFullMessage,
} from '@common/catalogue-attributes'
import type { PaymentMethod } from '@common/schemas/order'
import { soldItemName } from '@common/variants'
import type { Database } from '../db/schema'
import { ConflictError } from '../errors'
import { openPreorderUnits, type PreorderPlacement } from '../modules/orders'
import { lockPreorderTerms } from '../modules/products'

/**
 * The pre-order rules of a new order, before anything is taken: undefined for an order of products in stock
 * (which then takes its stock). An order with a pre-order product must hold it alone (409 PREORDER_ALONE_MESSAGE)
 * and be paid online (409 PREORDER_COD_MESSAGE); its units and those of the product's open pre-orders stay within
 * the product's limit (409 preorderFullMessage). The product's row lock is taken before the count, so concurrent
 * placements count one after another and the limit is never passed (PostgreSQL; SQLite's write transaction runs
 * alone). A product released between the caller's read and the lock is no longer a pre-order: the order is an
 * ordinary one.
 */
export async function holdToPreorderTerms(
  trx: Kysely<Database>,
  paymentMethod: PaymentMethod,
  demand: ReadonlyMap<string, number>,
  productsById: ReadonlyMap<
    string,
    {
      id: string
      is_preorder?: number | null
      variant_id: string | null
      variant_label: string | null
      variant_preorder_limit: number | null
    }
  >,
): Promise<PreorderPlacement | undefined> {
  const preorders = [...demand.keys()].filter((id) => Number(productsById.get(id)?.is_preorder ?? 0) === 1)
  if (preorders.length === 0) return undefined
  if (demand.size > 1) throw new ConflictError(PREORDER_ALONE_MESSAGE)
  if (paymentMethod === 'COD') throw new ConflictError(PREORDER_COD_MESSAGE)
  const unitId = preorders[0]!
  const unit = productsById.get(unitId)!
  const terms = await lockPreorderTerms(trx, unit.id)
  if (!terms?.isPreorder) return undefined
  // A variant with a limit of its own is pre-ordered within it, over its own open units; one without shares its
  // product's limit with the product's other such units (else each edition would multiply the product's limit).
  const ownLimit = unit.variant_id ? unit.variant_preorder_limit : null
  const limit = ownLimit ?? terms.preorderLimit ?? 0
  const held = await openPreorderUnits(trx, unit.id, ownLimit === null ? null : unit.variant_id)
  if (held + demand.get(unitId)! > limit)
    throw new ConflictError(
      preorderFullMessage(soldItemName(terms.name, unit.variant_label), Math.max(0, limit - held)),
    )
  return { preorder_state: 'awaiting', preorder_release_date: terms.releaseDate }
}
