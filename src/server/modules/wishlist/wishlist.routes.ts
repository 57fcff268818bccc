import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInSecurity } from '../../plugins/openapi-route-docs'
import {
  addToWishlistInputSchema,
  wishlistParamsSchema,
  wishlistResponseSchema,
} from '@common/schemas/wishlist'
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service'

/** The signed-in shopper's own wishlist; every answer is the whole list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (userId: string) => ({
    success: true as const,
    products: await listWishlist(app.db, userId),
  })

  app.get(
    '/wishlist',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Wishlist'],
        summary: "The signed-in shopper's wishlist, newest first",
        security: signedInSecurity,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => answer(request.user.id),
  )

  app.post(
    '/wishlist',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Wishlist'],
        summary: 'Save a product to the wishlist',
        security: signedInSecurity,
        body: addToWishlistInputSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => {
      await addToWishlist(app.db, request.user.id, request.body.productId)
      return answer(request.user.id)
    },
  )

  app.delete(
    '/wishlist/:productId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Wishlist'],
        summary: 'Remove a product from the wishlist',
        security: signedInSecurity,
        params: wishlistParamsSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => {
      await removeFromWishlist(app.db, request.user.id, request.params.productId)
      return answer(request.user.id)
    },
  )
}
