import { z } from 'zod'
import { MAX_PAGE_SIZE } from '../constants'

const wholeNumberText = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= 1, `${name} must be at least 1`)

/** `?page=&limit=` for admin lists; a limit over the maximum is clamped, not refused. */
export const pageQuerySchema = z.object({
  page: wholeNumberText('page').optional(),
  limit: wholeNumberText('limit').optional(),
})

export function toOffsetLimit(query: z.infer<typeof pageQuerySchema>, defaultLimit = 20) {
  const limit = Math.min(query.limit ?? defaultLimit, MAX_PAGE_SIZE)
  const page = query.page ?? 1
  return { page, limit, offset: (page - 1) * limit }
}
