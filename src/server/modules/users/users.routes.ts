import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { lookupIdParamsSchema } from '@common/schemas/text'
import { toOffsetLimit } from '@common/schemas/pagination'
import { profileResponseSchema, updateProfileInputSchema, userSchema } from '@common/schemas/auth'
import {
  adminUpdateUserInputSchema,
  userAddressesResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@common/schemas/users'
import { NotFoundError } from '../../errors'
import {
  adminUpdateUser,
  findUserById,
  listUserAddresses,
  listUsers,
  toUser,
  updateProfile,
} from './users.service'

const userIdParams = lookupIdParamsSchema

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile',
    { preHandler: app.requireUser, schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({ success: true as const, user: toUser(request.user) }),
  )

  app.put(
    '/users/profile',
    {
      preHandler: app.requireUser,
      schema: { body: updateProfileInputSchema, response: { 200: profileResponseSchema } },
    },
    async (request) => {
      const user = await updateProfile(app.db, request.user.id, request.body)
      return { success: true as const, user: toUser(user) }
    },
  )

  app.get(
    '/users',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
    },
    async (request) => {
      const { page, limit } = toOffsetLimit(request.query)
      const { users, total } = await listUsers(app.db, { page, limit, search: request.query.search })
      return {
        success: true as const,
        users,
        totalUsers: total,
        total,
        currentPage: page,
        totalPages: Math.ceil(total / limit),
      }
    },
  )

  app.get(
    '/users/:id',
    { preHandler: app.requireAdmin, schema: { params: userIdParams, response: { 200: userSchema } } },
    async (request) => {
      const user = await findUserById(app.db, request.params.id)
      if (!user) throw new NotFoundError('User not found')
      return toUser(user)
    },
  )

  app.get(
    '/users/:id/addresses',
    {
      preHandler: app.requireAdmin,
      schema: { params: userIdParams, response: { 200: userAddressesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      addresses: await listUserAddresses(app.db, request.params.id),
    }),
  )

  app.put(
    '/users/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: userIdParams, body: adminUpdateUserInputSchema, response: { 200: userSchema } },
    },
    async (request) =>
      toUser(await adminUpdateUser(app.db, request.user.id, request.params.id, request.body)),
  )
}
