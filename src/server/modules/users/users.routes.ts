import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { profileResponseSchema, updateProfileInputSchema } from '@common/schemas/auth'
import { toUser, updateProfile } from './users.service'

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile',
    { preHandler: app.requireUser, schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({ success: true as const, user: toUser(request.user) }),
  )

  app.put(
    '/users/profile',
    { preHandler: app.requireUser, schema: { body: updateProfileInputSchema, response: { 200: profileResponseSchema } } },
    async (request) => {
      const user = await updateProfile(app.db, request.user.id, request.body)
      return { success: true as const, user: toUser(user) }
    },
  )
}
