import type { User } from '@common/schemas/auth'
import { admin, storeSignedInUser } from '../../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../../test/mock-api'

/** A staff member: runs orders, products and messages, nothing else. */
export const staffMember: User = {
  ...admin,
  _id: '64b7f0c2a1b2c3d4e5f6071a',
  name: 'Packing Staff',
  email: 'staff@example.com',
  role: 'staff',
}

/** The admin (or `as`, e.g. a staff member) signed in, and the API faked: the profile call plus the given routes. */
export function mockAdminApi(
  routes: Record<string, ApiHandler | ApiHandler[]>,
  { as = admin }: { as?: User } = {},
) {
  storeSignedInUser(as)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: as }),
    ...routes,
  })
}
