import { z } from 'zod'
import { MAX_PAGE_SIZE } from '../constants'
import { wholeNumberText } from './text-values'

/**
 * No list the shop keeps comes near it, and it keeps `(page − 1) × MAX_PAGE_SIZE` a small exact integer on
 * both databases: a page number past it is a 400 naming the parameter, never an overflowing OFFSET.
 */
export const MAX_PAGE_NUMBER = 100_000

const wholeNumberMessage = (name: string) => `${name} must be a whole number of 1 or more`

/** A page number in a query string: 1 to MAX_PAGE_NUMBER. Every paged endpoint reads its page with this. */
export function pageNumberText(name: string) {
  return wholeNumberText(wholeNumberMessage(name)).pipe(
    z
      .number()
      .min(1, wholeNumberMessage(name))
      .max(MAX_PAGE_NUMBER, `${name} must be at most ${MAX_PAGE_NUMBER}`),
  )
}

/** A page size in a query string: 1 or more; one over MAX_PAGE_SIZE is clamped by the caller, not refused. */
export function pageSizeText(name: string) {
  return wholeNumberText(wholeNumberMessage(name)).pipe(z.number().min(1, wholeNumberMessage(name)))
}

/** `?page=&limit=` for admin lists. */
export const pageQuerySchema = z.object({
  page: pageNumberText('page').optional(),
  limit: pageSizeText('limit').optional(),
})

export function toOffsetLimit(query: z.infer<typeof pageQuerySchema>, defaultLimit = 20) {
  const limit = Math.min(query.limit ?? defaultLimit, MAX_PAGE_SIZE)
  const page = query.page ?? 1
  return { page, limit, offset: (page - 1) * limit }
}

/** The fields every paged list answers with, beside its items. */
const pageFieldsShape = {
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
}

/**
 * The answer of a paged list: `{[itemKey]: items, ...extras, total, currentPage, totalPages}`. `extras` holds
 * what one list adds (`success`, `totalUsers`, the messages' `unhandled` …).
 */
export function pagedResponseSchema<Key extends string, Item extends z.ZodType, Extras extends z.ZodRawShape>(
  itemKey: Key,
  itemSchema: Item,
  extras: Extras,
) {
  const items = { [itemKey]: z.array(itemSchema) } as { [K in Key]: z.ZodArray<Item> }
  return z.object({ ...items, ...extras, ...pageFieldsShape })
}

/** The page fields of a paged answer, from the matching row count and the page that was read. */
export function toPage(total: number, page: number, limit: number) {
  return { total, currentPage: page, totalPages: Math.ceil(total / limit) }
}
