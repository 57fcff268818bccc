import { expect, it } from 'vitest'
import { afterAll, beforeAll, describe } from 'vitest'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testDialects,
  type TestApp,
} from '../test/test-app'

describe.each(testDialects)('requireUser and requireAdmin guards [%s]', (dialect) => {
  let context: TestApp
  beforeAll(async () => {
    context = await createTestApp(dialect, {}, (app) => {
      app.get('/api/test/member-area', { preHandler: app.requireUser }, async (request) => ({
        id: request.user.id,
      }))
      app.get('/api/test/admin-area', { preHandler: app.requireAdmin }, async (request) => ({
        id: request.user.id,
      }))
    })
  })
  afterAll(() => closeTestApp(context))

  const visit = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })

  it('lets a signed-in user in and keeps everyone else out with 401', async () => {
    const user = await signUp(context.app)
    expect((await visit('/api/test/member-area', user.token)).json()).toEqual({ id: user.id })
    expect((await visit('/api/test/member-area')).statusCode).toBe(401)
    expect((await visit('/api/test/member-area', 'garbage')).statusCode).toBe(401)
  })

  it('answers 403 to a shopper at an admin route and lets an admin in', async () => {
    const shopper = await signUp(context.app)
    const admin = await signUpAdmin(context)
    const refused = await visit('/api/test/admin-area', shopper.token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ success: false, message: 'Admin access required' })
    expect((await visit('/api/test/admin-area', admin.token)).statusCode).toBe(200)
    expect((await visit('/api/test/admin-area')).statusCode).toBe(401)
  })

  it('reads the role from the database on each request, so a demotion takes effect at once', async () => {
    const admin = await signUpAdmin(context)
    await context.database.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute()
    expect((await visit('/api/test/admin-area', admin.token)).statusCode).toBe(403)
  })
})
