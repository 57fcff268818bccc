import { SignJWT } from 'jose'
import { expect, it } from 'vitest'
import { afterAll, beforeAll, describe } from 'vitest'
import { z } from 'zod'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testConfig,
  testDialects,
  type TestApp,
} from '../../test/test-app'

describe.each(testDialects)('requireUser and requireAdmin guards [%s]', (dialect) => {
  let context: TestApp
  beforeAll(async () => {
    context = await createTestApp(dialect, {}, (app) => {
      app.get('/api/test/member-area', { onRequest: app.requireUser }, async (request) => ({
        id: request.user.id,
      }))
      app.get('/api/test/admin-area', { onRequest: app.requireAdmin }, async (request) => ({
        id: request.user.id,
      }))
      const formSchema = { body: z.object({ quantity: z.number().int().positive() }) }
      app.post('/api/test/member-form', { onRequest: app.requireUser, schema: formSchema }, async () => ({
        ok: true,
      }))
      app.post('/api/test/admin-form', { onRequest: app.requireAdmin, schema: formSchema }, async () => ({
        ok: true,
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

  const submit = (
    url: string,
    token: string | undefined,
    payload: string,
    contentType = 'application/json',
  ) =>
    context.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    })

  it('answers 401 and 403 before the body is parsed or validated, so no schema message leaks', async () => {
    const shopper = await signUp(context.app)
    const admin = await signUpAdmin(context)
    const malformed = ['{"quantity": ', '{"quantity": "many"}', '{}', 'quantity=1']
    for (const payload of malformed) {
      const signedOut = await submit('/api/test/member-form', undefined, payload)
      expect(signedOut.statusCode).toBe(401)
      expect(signedOut.json()).toEqual({ success: false, message: 'Please sign in to continue' })
      expect((await submit('/api/test/admin-form', 'forged', payload)).statusCode).toBe(401)
      const shopperAtAdmin = await submit('/api/test/admin-form', shopper.token, payload)
      expect(shopperAtAdmin.statusCode).toBe(403)
      expect(shopperAtAdmin.json()).toEqual({ success: false, message: 'Admin access required' })
    }
    expect((await submit('/api/test/member-form', undefined, 'x', 'text/plain')).statusCode).toBe(401)
    // Once the caller is allowed in, the body is checked as before.
    expect((await submit('/api/test/admin-form', admin.token, '{"quantity": "many"}')).statusCode).toBe(400)
    expect((await submit('/api/test/admin-form', admin.token, '{"quantity": 2}')).json()).toEqual({
      ok: true,
    })
  })

  it('refuses the access token of a signed-out session at the next request', async () => {
    const user = await signUp(context.app)
    expect((await visit('/api/test/member-area', user.token)).statusCode).toBe(200)
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: user.refreshCookie },
    })
    const refused = await visit('/api/test/member-area', user.token)
    expect(refused.statusCode).toBe(401)
    expect(refused.json().message).toBe('Your session has expired. Please sign in again.')
  })

  it('refuses the access token of a session past its end', async () => {
    const user = await signUp(context.app)
    await context.database.db
      .updateTable('refresh_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute()
    expect((await visit('/api/test/member-area', user.token)).statusCode).toBe(401)
  })

  it('refuses a well-signed token that names no session, or a session of another user', async () => {
    const user = await signUp(context.app)
    const other = await signUp(context.app)
    const [, payload] = other.token.split('.')
    const { sid: otherSession } = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('anime-merch-shop')
        .setAudience('anime-merch-shop:api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(testConfig.jwtSecret))
    expect((await visit('/api/test/member-area', await sign({}))).statusCode).toBe(401)
    expect((await visit('/api/test/member-area', await sign({ sid: otherSession }))).statusCode).toBe(401)
  })
})
