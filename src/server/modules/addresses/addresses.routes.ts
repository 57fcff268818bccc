import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '@common/schemas/common'
import { addressInputSchema, addressSchema } from '@common/schemas/address'
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service'
import { signedInSecurity } from '../../plugins/openapi-route-docs'

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser)

  app.get(
    '/addresses',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Your saved addresses',
        security: signedInSecurity,
        response: { 200: z.array(addressSchema) },
      },
    },
    async (request) => listAddresses(app.db, request.user.id),
  )

  app.post(
    '/addresses',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Save an address',
        security: signedInSecurity,
        documentedErrors: { 409: 'The address book is full' },
        body: addressInputSchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) => {
      const address = await createAddress(app.db, request.user.id, request.body)
      return reply.code(201).send(address)
    },
  )

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Change one of your addresses',
        security: signedInSecurity,
        params: idParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => updateAddress(app.db, request.user.id, request.params.id, request.body),
  )

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['Addresses'],
        summary: 'Delete one of your addresses',
        security: signedInSecurity,
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
