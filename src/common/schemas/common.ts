import { z } from 'zod'
import { MAX_ID_LENGTH } from '../constants'
import { hasNoControlCharacters } from './text'

/**
 * Text that names a row to look up (a path id, an order id in a body): any length up to MAX_ID_LENGTH without
 * control characters; whether it exists is the service's question (404), not the schema's.
 */
export const idSchema = z
  .string({ error: 'Invalid id' })
  .min(1, 'Invalid id')
  .max(MAX_ID_LENGTH, 'Invalid id')
  .refine(hasNoControlCharacters, 'Invalid id')
/** The params of every `/:id` route. */
export const idParamsSchema = z.object({ id: idSchema })

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() })
