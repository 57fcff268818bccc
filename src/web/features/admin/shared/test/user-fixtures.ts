import type { AdminUser } from '@common/schemas/users'
import { admin, shopper } from '../../../../test/fixtures'
import { jsonResponse } from '../../../../test/mock-api'

/** Accounts as the admin's user routes answer them: with the parcels that came back undelivered. */
export const customer: AdminUser = { ...shopper, returnedParcels: 0 }
export const signedInAdmin: AdminUser = { ...admin, returnedParcels: 0 }
export const otherCustomer: AdminUser = {
  ...customer,
  _id: '64b7f0c2a1b2c3d4e5f60720',
  name: 'Rohan Mehta',
  email: 'rohan@example.com',
  isActive: false,
  createdAt: '2025-02-01T10:00:00.000Z',
}

/** GET /api/users as the server answers it. */
export function userListResponse(
  users: AdminUser[],
  { total = users.length, page = 1, totalPages = 1 } = {},
) {
  return jsonResponse(200, {
    success: true,
    users,
    totalUsers: total,
    total,
    currentPage: page,
    totalPages,
  })
}

/** The signed-in admin's own session check. */
export const adminProfileRoute = {
  'GET /api/users/profile': () => jsonResponse(200, { success: true, user: signedInAdmin }),
}
