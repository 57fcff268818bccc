import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '@common/schemas/common'
import { addressInputSchema, addressSchema } from '@common/schemas/address'
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service'

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser)

  app.get('/addresses', { schema: { response: { 200: z.array(addressSchema) } } }, async (request) =>
    listAddresses(app.db, request.user.id),
  )

  app.post(
    '/addresses',
    { schema: { body: addressInputSchema, response: { 201: addressSchema } } },
    async (request, reply) => {
      const address = await createAddress(app.db, request.user.id, request.body)
      return reply.code(201).send(address)
    },
  )

  app.put(
    '/addresses/:id',
    { schema: { params: idParamsSchema, body: addressInputSchema, response: { 200: addressSchema } } },
    async (request) => updateAddress(app.db, request.user.id, request.params.id, request.body),
  )

  app.delete(
    '/addresses/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await deleteAddress(app.db, request.user.id, request.params.id)
      return { success: true as const, message: 'Address deleted' }
    },
  )
}
