import type { Kysely } from 'kysely'
import { PREORDER_ENDS_WITH_RELEASE_MESSAGE } from '@common/schemas/preorder'
import {
  PREORDER_NEEDS_DATE_MESSAGE,
  PREORDER_NEEDS_LIMIT_MESSAGE,
  type UpdateProductInput,
} from '@common/schemas/product'
import type { Database, ProductRow } from '../../db/schema'
import { BadRequestError, ConflictError } from '../../errors'
import { parseJsonList } from './product-rows'

/**
 * A pre-order's terms as the product form and the catalogue import change them, and what its buyers are told
 * when its release date moves.
 */

/** What a pre-order's buyers are told of when its release date moves (the products module sends no mail). */
export type ReleaseDateChange = {
  productId: string
  productName: string
  /** The date buyers were expecting (YYYY-MM-DD), now the last entry of the product's release date history. */
  previousDate: string
  releaseDate: string
}
/** Called inside the update's transaction, so its mails are queued only when the new date is stored. */
export type ReleaseDateChanged = (trx: Kysely<Database>, change: ReleaseDateChange) => Promise<void>

export const RELEASE_DATE_CHANGED_MEANWHILE_MESSAGE =
  'The release date was changed meanwhile: reload the product and try again'

/** A pre-order's release date moving: from which date, to which, and the history that then stands (JSON). */
export type ReleaseDateMove = { previousDate: string; releaseDate: string; history: string }

/**
 * Checks the pre-order terms `input` leaves once merged with the stored product — a pre-order keeps a release
 * date and a limit (400) — and says whether the release date of a pre-order moves. Only a pre-order that stays
 * one has buyers waiting for a date: a product turned into one, or out of one, starts no history.
 */
export function settlePreorderTerms(
  existing: Pick<ProductRow, 'is_preorder' | 'release_date' | 'preorder_limit' | 'release_date_history'>,
  input: Pick<UpdateProductInput, 'isPreorder' | 'releaseDate' | 'preorderLimit'>,
): ReleaseDateMove | undefined {
  // Its open pre-orders wait for a release: only the release (which serves or refunds them) ends a pre-order.
  if (existing.is_preorder === 1 && input.isPreorder === false)
    throw new ConflictError(PREORDER_ENDS_WITH_RELEASE_MESSAGE)
  const isPreorder = input.isPreorder ?? existing.is_preorder === 1
  const releaseDate = input.releaseDate !== undefined ? input.releaseDate : (existing.release_date ?? null)
  const limit = input.preorderLimit !== undefined ? input.preorderLimit : (existing.preorder_limit ?? null)
  if (isPreorder && !releaseDate) throw new BadRequestError(PREORDER_NEEDS_DATE_MESSAGE)
  if (isPreorder && !limit) throw new BadRequestError(PREORDER_NEEDS_LIMIT_MESSAGE)
  const previousDate = existing.release_date ?? null
  if (
    existing.is_preorder !== 1 ||
    !isPreorder ||
    !previousDate ||
    !releaseDate ||
    releaseDate === previousDate
  )
    return undefined
  const history = [...parseJsonList<string>(existing.release_date_history ?? '[]'), previousDate]
  return { previousDate, releaseDate, history: JSON.stringify(history) }
}
