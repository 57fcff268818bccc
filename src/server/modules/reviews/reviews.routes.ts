import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import { createReviewInputSchema, reviewListSchema, reviewSchema } from '@common/schemas/review'
import { addProductReview, listProductReviews } from './reviews.service'
import { signedInSecurity } from '../../plugins/openapi-route-docs'

/** Any text: a malformed id is answered like an unknown one, 404 "Product not found". */

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews/product/:id',
    {
      // Reviews show no stock: an order leaves them (decision 0034).
      config: { responseCache: { stock: 'none' } },
      schema: {
        tags: ['Reviews'],
        summary: "A product's reviews, newest first",
        params: idParamsSchema,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => listProductReviews(app.db, request.params.id),
  )

  app.post(
    '/reviews/product/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Reviews'],
        summary: 'Review a product',
        security: signedInSecurity,
        documentedErrors: { 400: 'The input is not valid, or this account has already reviewed the product' },
        params: idParamsSchema,
        body: createReviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const author = { id: request.user.id, name: request.user.name }
      const review = await addProductReview(app.db, author, request.params.id, request.body)
      return reply.code(201).send(review)
    },
  )
}
