import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '@common/schemas/common'
import { toOffsetLimit, toPage } from '@common/schemas/pagination'
import { profileResponseSchema, updateProfileInputSchema } from '@common/schemas/auth'
import {
  adminUpdateUserInputSchema,
  adminUserSchema,
  userAddressesResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@common/schemas/users'
import { NotFoundError } from '../../errors'
import { findUserById, toUser, updateProfile } from './user-accounts'
import {
  adminUpdateUser,
  listUserAddresses,
  listUsers,
  toAdminUsers,
  type EndSessionsOf,
  type ReturnedParcelsOf,
} from './user-administration'
import { adminSecurity, signedInSecurity } from '../../plugins/openapi-route-docs'
import { auditActorOf } from '../audit'

export type ProfileRoutesOptions = {
  /** Ends an account's sign-ins when it is deactivated or its role changes (the auth module's, via flows/module-flows.ts). */
  endSessionsOf: EndSessionsOf
  /** Each account's parcels returned to origin, for the admin's answers (the orders module's, via flows/module-flows.ts). */
  returnedParcelsOf: ReturnedParcelsOf
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  app.get(
    '/users/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Users'],
        summary: "The signed-in account's profile",
        security: signedInSecurity,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({ success: true as const, user: toUser(request.user) }),
  )

  app.put(
    '/users/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Users'],
        summary: 'Change the name, and the e-mail if no other account has it',
        security: signedInSecurity,
        documentedErrors: { 409: 'Another account has this e-mail' },
        body: updateProfileInputSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, request.user.id, request.body)
      return { success: true as const, user: toUser(user) }
    },
  )

  app.get(
    '/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Users'],
        summary: 'Accounts, newest first, paged, searchable and filtered by role',
        security: adminSecurity,
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = toOffsetLimit(request.query)
      const { search, role } = request.query
      const { users, total } = await listUsers(
        app.db,
        { page, limit, search, role },
        options.returnedParcelsOf,
      )
      return {
        success: true as const,
        users,
        totalUsers: total,
        ...toPage(total, page, limit),
      }
    },
  )

  app.get(
    '/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Users'],
        summary: 'One account, with its parcels returned to origin (`returnedParcels`)',
        security: adminSecurity,
        params: idParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id)
      if (!user) throw new NotFoundError('User not found')
      const [answer] = await toAdminUsers(app.db, [user], options.returnedParcelsOf)
      return answer!
    },
  )

  app.get(
    '/users/:id/addresses',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Users'],
        summary: "One account's saved addresses",
        security: adminSecurity,
        params: idParamsSchema,
        response: { 200: userAddressesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      addresses: await listUserAddresses(app.db, request.params.id),
    }),
  )

  app.put(
    '/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Users'],
        summary: 'Activate or deactivate an account, or set its role',
        security: adminSecurity,
        documentedErrors: {
          400: 'An admin cannot deactivate or demote their own account',
          409: 'The shop would be left without an active admin',
        },
        params: idParamsSchema,
        body: adminUpdateUserInputSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await adminUpdateUser(
        app.db,
        auditActorOf(request),
        request.params.id,
        request.body,
        options.endSessionsOf,
      )
      const [answer] = await toAdminUsers(app.db, [user], options.returnedParcelsOf)
      return answer!
    },
  )
}
