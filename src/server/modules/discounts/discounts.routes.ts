import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminSecurity, signedInSecurity } from '../../plugins/openapi-route-docs'
import { paiseToRupees } from '@common/money'
import { idParamsSchema } from '@common/schemas/common'
import {
  createDiscountInputSchema,
  deleteDiscountResponseSchema,
  discountListResponseSchema,
  discountResponseSchema,
  DISCOUNT_MESSAGES,
  updateDiscountInputSchema,
  validateDiscountInputSchema,
  validateDiscountResponseSchema,
} from '@common/schemas/discount'
import { BadRequestError } from '../../errors'
import { auditActorOf } from '../audit'
import { findProductsForOrder } from '../products'
import type { PricedLine } from './discount-rules'
import {
  createDiscount,
  deleteDiscount,
  listDiscounts,
  previewDiscount,
  updateDiscount,
} from './discounts.service'

export const discountRoutes: FastifyPluginAsyncZod<{ clock?: () => Date }> = async (app, options) => {
  const now = () => options.clock?.() ?? new Date()

  app.get(
    '/discounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Discounts'],
        summary: 'Every discount code, newest first',
        security: adminSecurity,
        response: { 200: discountListResponseSchema },
      },
    },
    async () => ({ success: true as const, discounts: await listDiscounts(app.db) }),
  )

  app.post(
    '/discounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Discounts'],
        summary: 'Create a discount code',
        security: adminSecurity,
        body: createDiscountInputSchema,
        response: { 201: discountResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        discount: await createDiscount(app.db, auditActorOf(request), request.body, now()),
      }),
  )

  app.put(
    '/discounts/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Discounts'],
        summary: 'Change a discount code; `{ "isActive": false }` pauses it',
        security: adminSecurity,

        params: idParamsSchema,
        body: updateDiscountInputSchema,
        response: { 200: discountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      discount: await updateDiscount(app.db, auditActorOf(request), request.params.id, request.body, now()),
    }),
  )

  app.delete(
    '/discounts/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Discounts'],
        summary: 'Delete a discount code (placed orders keep what they got)',
        security: adminSecurity,
        params: idParamsSchema,
        response: { 200: deleteDiscountResponseSchema },
      },
    },
    async (request) => {
      await deleteDiscount(app.db, auditActorOf(request), request.params.id)
      return { success: true as const, message: 'Discount deleted' }
    },
  )

  // What the cart shows under "Apply code": priced from the database, for the signed-in shopper's own uses.
  app.post(
    '/discounts/validate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Discounts'],
        summary: 'Check a code against a cart: the discount it gives, or why not',
        security: signedInSecurity,
        body: validateDiscountInputSchema,
        response: { 200: validateDiscountResponseSchema },
      },
    },
    async (request) => {
      const quantities = new Map<string, number>()
      for (const line of request.body.orderItems)
        quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity)
      const products = await findProductsForOrder(app.db, [...quantities.keys()])
      if (products.length !== quantities.size)
        throw new BadRequestError('Some products in your cart no longer exist')
      const lines: PricedLine[] = products.map((product) => ({
        productId: product.id,
        category: product.category,
        quantity: quantities.get(product.id)!,
        unitPricePaise: product.price_paise,
      }))
      const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0)
      const verdict = await previewDiscount(app.db, request.body.code, request.user.id, lines, now())
      const discountPaise = verdict.ok ? verdict.discountPaise : 0
      return {
        success: true as const,
        valid: verdict.ok,
        code: request.body.code,
        discount: paiseToRupees(discountPaise),
        itemsPrice: paiseToRupees(itemsPaise),
        totalPrice: paiseToRupees(itemsPaise - discountPaise),
        message: verdict.ok ? DISCOUNT_MESSAGES.applied(paiseToRupees(discountPaise)) : verdict.message,
      }
    },
  )
}
