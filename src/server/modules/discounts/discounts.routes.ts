import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { adminSecurity, signedInSecurity } from '../../plugins/openapi-route-docs'
import { paiseToRupees } from '@common/money'
import { idParamsSchema } from '@common/schemas/common'
import type { OrderLineInput } from '@common/schemas/order'
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
import type { Database } from '../../db/schema'
import { BadRequestError } from '../../errors'
import { auditActorOf } from '../audit'
import { findProductsForOrder, findVariantsForOrder } from '../products'
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
      const lines = await pricedLines(app.db, request.body.orderItems)
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

const NO_LONGER_EXIST_MESSAGE = 'Some products in your cart no longer exist'

/**
 * The cart's lines at the catalogue's prices, one per thing sold: a variant's line (for a product with options) at
 * the variant's price, another's at its product's; 400 when a product or variant is gone from the catalogue.
 */
async function pricedLines(db: Kysely<Database>, cart: readonly OrderLineInput[]): Promise<PricedLine[]> {
  const quantities = new Map<string, { productId: string; variantId?: string; quantity: number }>()
  for (const line of cart) {
    const key = line.variantId ?? line.productId
    const same = quantities.get(key)
    quantities.set(key, { ...line, quantity: (same?.quantity ?? 0) + line.quantity })
  }
  const wanted = [...quantities.values()]
  const [products, variants] = await Promise.all([
    findProductsForOrder(
      db,
      wanted.map((line) => line.productId),
    ),
    findVariantsForOrder(
      db,
      wanted.flatMap((line) => line.variantId ?? []),
    ),
  ])
  const productsById = new Map(products.map((product) => [product.id, product]))
  const variantsById = new Map(variants.map((variant) => [variant.id, variant]))
  return wanted.map((line) => {
    const product = productsById.get(line.productId)
    const variant = line.variantId === undefined ? undefined : variantsById.get(line.variantId)
    if (!product || (line.variantId !== undefined && variant?.product_id !== product.id))
      throw new BadRequestError(NO_LONGER_EXIST_MESSAGE)
    return {
      productId: product.id,
      category: product.category,
      quantity: line.quantity,
      unitPricePaise: variant?.price_paise ?? product.price_paise,
    }
  })
}
