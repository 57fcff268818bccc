import { z } from 'zod'
import { USER_ROLES } from '../constants'
import { addressSchema } from './address'
import { userSchema } from './auth'
import { pagedResponseSchema, pageQuerySchema } from './pagination'
import { searchTextSchema } from './text'

/** What an admin may change about an account: whether it can sign in, and its role. */
export const adminUpdateUserInputSchema = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    role: z.enum(USER_ROLES, { error: 'Role must be user, staff or admin' }).optional(),
  })
  .refine((input) => input.isActive !== undefined || input.role !== undefined, {
    message: 'Send isActive or role',
  })
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserInputSchema>

/**
 * An account as the admin screens read it: the user, and how many of their parcels came back undelivered (orders
 * returned to origin; the cash-on-delivery rule `blockAfterReturns` counts these).
 */
export const adminUserSchema = userSchema.extend({ returnedParcels: z.number().int() })
export type AdminUser = z.infer<typeof adminUserSchema>

export const userListQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional(),
  /** Only the accounts with this role: the shop's staff, say. */
  role: z.enum(USER_ROLES, { error: 'Role must be user, staff or admin' }).optional(),
})

export const userListResponseSchema = pagedResponseSchema('users', adminUserSchema, {
  success: z.literal(true),
  totalUsers: z.number().int(),
})

/** GET /users/:id/addresses: the account's saved addresses, default first. */
export const userAddressesResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
})
export type UserAddressesResponse = z.infer<typeof userAddressesResponseSchema>
