import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { categoryTaxDefaultsResponseSchema, updateCategoryTaxDefaultsInputSchema } from '@common/schemas/tax'
import { adminSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit'
import { listCategoryTaxDefaults, updateCategoryTaxDefaults } from './tax.service'

export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tax/category-defaults',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Tax'],
        summary: 'The HSN code and GST rate a new product of each category gets',
        security: adminSecurity,
        response: { 200: categoryTaxDefaultsResponseSchema },
      },
    },
    async () => ({ defaults: await listCategoryTaxDefaults(app.db) }),
  )

  app.put(
    '/tax/category-defaults',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Tax'],
        summary: "Change one or more categories' HSN code and GST rate (existing products keep theirs)",
        security: adminSecurity,
        body: updateCategoryTaxDefaultsInputSchema,
        response: { 200: categoryTaxDefaultsResponseSchema },
      },
    },
    async (request) => ({
      defaults: await updateCategoryTaxDefaults(app.db, auditActorOf(request), request.body.defaults),
    }),
  )
}
