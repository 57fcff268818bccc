import { z } from 'zod'
import { idSchema } from './common'
import { productSchema } from './product'

export const addToWishlistInputSchema = z.object({ productId: idSchema })

/** GET, POST and DELETE answer the whole list, newest first: the products still in the catalogue. */
export const wishlistResponseSchema = z.object({ success: z.literal(true), products: z.array(productSchema) })
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>

export const wishlistParamsSchema = z.object({ productId: idSchema })
