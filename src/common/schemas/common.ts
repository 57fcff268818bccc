import { z } from 'zod'

export const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id')
export const idParamsSchema = z.object({ id: idSchema })

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() })
export type ErrorResponse = z.infer<typeof errorResponseSchema>
