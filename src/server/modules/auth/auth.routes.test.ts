import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../app'
import {
  bearer,
  closeTestApp,
  cookieValue,
  createTestApp,
  describeEachDatabase,
  signUp,
  testConfig,
  testDialects,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app'

describeEachDatabase('accounts and sessions', (context) => {
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url, payload, headers })
  const refreshWith = (cookie: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refreshToken: cookie } })

  describe('register', () => {
    it('creates an account, answers 201 with the user and a token, and sets the refresh cookie', async () => {
      const email = uniqueEmail()
      const response = await post('/api/auth/register', {
        name: 'Asha Rao',
        email: email.toUpperCase(),
        password: 'sakura-blossom',
      })

      expect(response.statusCode).toBe(201)
      const body = response.json()
      expect(body).toMatchObject({
        success: true,
        user: { name: 'Asha Rao', email, role: 'user', isActive: true },
      })
      expect(body.user._id).toMatch(/^[0-9a-f]{24}$/)
      expect(typeof body.token).toBe('string')
      const cookie = [response.headers['set-cookie']]
        .flat()
        .find((line) => line?.startsWith('refreshToken='))!
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/SameSite=Lax/)
      expect(cookie).toMatch(/Path=\/api\/auth/)
      expect(cookie).not.toMatch(/Secure/)

      const stored = await context.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(stored.password_hash).toMatch(/^scrypt\$/)
      expect(stored.password_hash).not.toContain('sakura-blossom')
    })

    it('refuses an e-mail that already has an account, whatever its case', async () => {
      const { email } = await signUp(context.app)
      const response = await post('/api/auth/register', {
        name: 'Again',
        email: email.toUpperCase(),
        password: 'another-password',
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        success: false,
        message: 'An account with this email already exists',
      })
    })

    it.each([
      [
        { name: 'Short', email: 'short@example.com', password: 'seven77' },
        'Password must be at least 8 characters',
      ],
      [{ name: 'Bad', email: 'not-an-email', password: 'long-enough' }, 'Invalid email address'],
      [{ name: '   ', email: 'blank@example.com', password: 'long-enough' }, 'Name is required'],
      [{ email: 'noname@example.com', password: 'long-enough' }, 'Name is required'],
      [{ name: 'No password', email: 'nopass@example.com' }, 'Password is required'],
    ])('refuses %j with 400 "%s"', async (payload, message) => {
      const response = await post('/api/auth/register', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
    })

    it.each([[[]], ['"text"'], [{ name: 12, email: true, password: {} }]])(
      'answers 400, never 500, for a body of %j',
      async (payload) => {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        })
        expect(response.statusCode).toBe(400)
        expect(response.json().success).toBe(false)
      },
    )
  })

  describe('login', () => {
    it('answers the user with token and accessToken and sets a refresh cookie', async () => {
      const user = await signUp(context.app)
      const response = await post('/api/auth/login', { email: user.email, password: user.password })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({ success: true, user: { _id: user.id, email: user.email, role: 'user' } })
      expect(body.token).toBe(body.accessToken)
      expect(cookieValue(response.headers['set-cookie'], 'refreshToken')).toBeTruthy()
    })

    it('gives an unknown e-mail and a wrong password the same 401 answer', async () => {
      const user = await signUp(context.app)
      const wrongPassword = await post('/api/auth/login', { email: user.email, password: 'not-the-password' })
      const unknownEmail = await post('/api/auth/login', {
        email: uniqueEmail('nobody'),
        password: 'not-the-password',
      })
      expect(wrongPassword.statusCode).toBe(401)
      expect(unknownEmail.statusCode).toBe(401)
      expect(wrongPassword.json()).toEqual({ success: false, message: 'Invalid email or password' })
      expect(unknownEmail.json()).toEqual(wrongPassword.json())
    })

    it('refuses a deactivated account with 403 and stops its tokens and sessions at once', async () => {
      const user = await signUp(context.app)
      await context.database.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()

      const login = await post('/api/auth/login', { email: user.email, password: user.password })
      expect(login.statusCode).toBe(403)
      expect(login.json().success).toBe(false)

      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(user.token),
      })
      expect(profile.statusCode).toBe(401)

      const refresh = await refreshWith(user.refreshCookie)
      expect(refresh.statusCode).toBe(401)
      expect(refresh.json()).toMatchObject({ success: false, shouldLogout: true })
    })
  })

  describe('refresh-token', () => {
    it('issues a new access token and rotates the cookie', async () => {
      const user = await signUp(context.app)
      const response = await refreshWith(user.refreshCookie)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ success: true, token: expect.any(String) })
      const rotated = cookieValue(response.headers['set-cookie'], 'refreshToken')
      expect(rotated).toBeTruthy()
      expect(rotated).not.toBe(user.refreshCookie)

      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(response.json().token),
      })
      expect(profile.statusCode).toBe(200)
    })

    it('revokes the whole session family when a spent token is presented again', async () => {
      const user = await signUp(context.app)
      const first = await refreshWith(user.refreshCookie)
      const successor = cookieValue(first.headers['set-cookie'], 'refreshToken')!

      const replay = await refreshWith(user.refreshCookie)
      expect(replay.statusCode).toBe(401)
      expect(replay.json()).toMatchObject({ success: false, shouldLogout: true })

      const afterTheft = await refreshWith(successor)
      expect(afterTheft.statusCode).toBe(401)
    })

    it('answers 401 with shouldLogout when there is no cookie or an unknown one', async () => {
      const none = await context.app.inject({ method: 'POST', url: '/api/auth/refresh-token' })
      expect(none.statusCode).toBe(401)
      expect(none.json()).toMatchObject({ success: false, shouldLogout: true, message: expect.any(String) })
      const unknown = await refreshWith('made-up-token')
      expect(unknown.statusCode).toBe(401)
    })

    it('ends a session at its absolute lifetime even while it keeps being used', async () => {
      const user = await signUp(context.app)
      await context.database.db
        .updateTable('refresh_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute()
      const response = await refreshWith(user.refreshCookie)
      expect(response.statusCode).toBe(401)
    })

    it('keeps the family end date when rotating', async () => {
      const user = await signUp(context.app)
      await refreshWith(user.refreshCookie)
      const sessions = await context.database.db
        .selectFrom('refresh_sessions')
        .select(['expires_at', 'family_id'])
        .where('user_id', '=', user.id)
        .execute()
      expect(sessions).toHaveLength(2)
      expect(new Set(sessions.map((session) => session.expires_at)).size).toBe(1)
      expect(new Set(sessions.map((session) => session.family_id)).size).toBe(1)
    })
  })

  describe('logout', () => {
    it('revokes the refresh session and clears the cookie', async () => {
      const user = await signUp(context.app)
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { refreshToken: user.refreshCookie },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().success).toBe(true)
      const cleared = [response.headers['set-cookie']]
        .flat()
        .find((line) => line?.startsWith('refreshToken='))!
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
      expect((await refreshWith(user.refreshCookie)).statusCode).toBe(401)
    })

    it('ends the access token at once, even when only the token comes with the request', async () => {
      const user = await signUp(context.app)
      const profile = () =>
        context.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.token) })
      expect((await profile()).statusCode).toBe(200)
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.token),
      })
      expect(response.statusCode).toBe(200)
      expect((await profile()).statusCode).toBe(401)
      expect((await refreshWith(user.refreshCookie)).json()).toMatchObject({ shouldLogout: true })
    })

    it('succeeds for anyone, signed in or not', async () => {
      const response = await post('/api/auth/logout')
      expect(response.statusCode).toBe(200)
    })
  })

  describe('access tokens', () => {
    const secret = new TextEncoder().encode(testConfig.jwtSecret)
    const profileWith = (token: string) =>
      context.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })
    const claims = (userId: string) =>
      new SignJWT({})
        .setSubject(userId)
        .setIssuer('anime-merch-shop')
        .setAudience('anime-merch-shop:api')
        .setIssuedAt()

    it('refuses an expired token', async () => {
      const user = await signUp(context.app)
      const expired = await claims(user.id)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret)
      expect((await profileWith(expired)).statusCode).toBe(401)
    })

    it('refuses a token signed with another algorithm or another key', async () => {
      const user = await signUp(context.app)
      const otherAlgorithm = await claims(user.id)
        .setProtectedHeader({ alg: 'HS512' })
        .setExpirationTime('5m')
        .sign(secret)
      const otherKey = await claims(user.id)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('x'.repeat(64)))
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id })).toString('base64url')}.`
      expect((await profileWith(otherAlgorithm)).statusCode).toBe(401)
      expect((await profileWith(otherKey)).statusCode).toBe(401)
      expect((await profileWith(unsigned)).statusCode).toBe(401)
    })

    it('expires fifteen minutes after issue', async () => {
      const user = await signUp(context.app)
      const [, payload] = user.token.split('.')
      const { iat, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString())
      expect(exp - iat).toBe(15 * 60)
    })
  })
})

describe.each(testDialects)('login rate limit [%s]', (dialect) => {
  it('answers 429 with a message once an address has tried too often', async () => {
    const context = await createTestApp(dialect, { authRateLimitPerMinute: 3 })
    try {
      const attempt = () =>
        context.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'who@example.com', password: 'wrong-password' },
        })
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401)
      const limited = await attempt()
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/Too many attempts/),
      })
    } finally {
      await closeTestApp(context)
    }
  })
})

describe.each(testDialects)('refresh cookie behind a proxy [%s]', (dialect) => {
  const registerOver = (context: TestApp, proto: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Secure Shopper', email: uniqueEmail(), password: 'sakura-blossom' },
      headers: { 'x-forwarded-proto': proto },
    })
  const refreshCookieLine = (setCookie: string | string[] | undefined) =>
    [setCookie].flat().find((line) => line?.startsWith('refreshToken='))!

  // One app at a time: Kysely's migrator looks for its own tables in every PostgreSQL schema, so a fresh
  // schema made while another test schema is alive can fail to migrate.
  const cookieOver = async (overrides: Partial<AppConfig>, proto: string) => {
    const context = await createTestApp(dialect, overrides)
    try {
      return refreshCookieLine((await registerOver(context, proto)).headers['set-cookie'])
    } finally {
      await closeTestApp(context)
    }
  }

  it('marks the refresh cookie Secure behind a trusted HTTPS proxy, and believes no one else', async () => {
    expect(await cookieOver({ trustProxy: 1 }, 'https')).toMatch(/Secure/)
    expect(await cookieOver({}, 'https')).not.toMatch(/Secure/)
  })
})
