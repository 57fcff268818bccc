import { z } from 'zod'

/** POST /upload (admin): the stored images' addresses, in the order sent; `files` and `urls` hold the same list. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  files: z.array(z.string()),
  urls: z.array(z.string()),
})
export type UploadResponse = z.infer<typeof uploadResponseSchema>
