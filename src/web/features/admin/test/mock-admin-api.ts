import { admin, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'

/** The admin signed in, and the API faked: the session's profile call plus the given routes. */
export function mockAdminApi(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(admin)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: admin }),
    ...routes,
  })
}
