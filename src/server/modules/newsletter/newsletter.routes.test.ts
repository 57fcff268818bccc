import { describe, expect, it } from 'vitest'
import {
  bearer,
  closeTestApp,
  createTestApp,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  testDialects,
  uniqueEmail,
} from '../../test/test-app'

describeEachDatabase('newsletter', (context) => {
  const send = (path: 'subscribe' | 'unsubscribe', payload: object) =>
    context.app.inject({ method: 'POST', url: `/api/newsletter/${path}`, payload })

  it('subscribes an e-mail once and says so when it is sent again', async () => {
    const email = uniqueEmail('fan')
    const first = await send('subscribe', { email })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ success: true, alreadySubscribed: false })

    const second = await send('subscribe', { email: email.toUpperCase() })
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual({
      success: true,
      alreadySubscribed: true,
      message: 'This email is already subscribed to our newsletter',
    })
    const rows = await context.database.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it.each([['not-an-email'], ['a b@example.com'], ['no-dot@example'], ['']])(
    'refuses %j with the hint message',
    async (email) => {
      const response = await send('subscribe', { email })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/Please enter (a valid email address|your email address)/)
    },
  )

  it('unsubscribes a subscriber, and an unknown e-mail gets 404 with the required message', async () => {
    const email = uniqueEmail('leaving')
    await send('subscribe', { email })
    const response = await send('unsubscribe', { email })
    expect(response.statusCode).toBe(200)
    expect(response.json().success).toBe(true)

    const again = await send('unsubscribe', { email })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: 'Email not found in our subscription list' })
    expect((await send('unsubscribe', { email: uniqueEmail('stranger') })).statusCode).toBe(404)
  })

  it('lets someone who left subscribe again', async () => {
    const email = uniqueEmail('returning')
    await send('subscribe', { email })
    await send('unsubscribe', { email })
    const response = await send('subscribe', { email })
    expect(response.json()).toMatchObject({ alreadySubscribed: false })
  })

  it('records each consent and withdrawal with its time and source, and the account from the profile', async () => {
    const email = uniqueEmail('consenting')
    await send('subscribe', { email })
    await send('subscribe', { email })
    await send('unsubscribe', { email })
    const shopper = await signUp(context.app, { email })
    const own = (method: 'GET' | 'PUT', payload?: object) =>
      context.app.inject({ method, url: '/api/newsletter/me', headers: bearer(shopper.token), payload })
    expect((await own('GET')).json()).toEqual({ success: true, subscribed: false })
    expect((await own('PUT', { subscribed: true })).json()).toEqual({ success: true, subscribed: true })
    expect((await own('GET')).json()).toEqual({ success: true, subscribed: true })
    expect((await own('PUT', { subscribed: 'yes' })).statusCode).toBe(400)
    expect((await context.app.inject({ method: 'GET', url: '/api/newsletter/me' })).statusCode).toBe(401)

    const records = await context.database.db
      .selectFrom('consent_records')
      .select(['user_id', 'purpose', 'given', 'source', 'at'])
      .where('email', '=', email)
      .orderBy('at')
      .orderBy('id')
      .execute()
    // The second sign-up changed nothing: no record.
    expect(records.map(({ at: _at, ...record }) => record)).toEqual([
      { user_id: null, purpose: 'newsletter', given: 1, source: 'newsletter-form' },
      { user_id: null, purpose: 'newsletter', given: 0, source: 'newsletter-form' },
      { user_id: shopper.id, purpose: 'newsletter', given: 1, source: 'profile' },
    ])
    expect(records.every((record) => !Number.isNaN(Date.parse(record.at)))).toBe(true)
  })

  it('records the account with a consent from the public form sent signed in, and no account without a valid token', async () => {
    const shopper = await signUp(context.app)
    const signedIn = uniqueEmail('signed-in')
    const forged = uniqueEmail('forged')
    const formWith = (path: 'subscribe' | 'unsubscribe', email: string, headers: Record<string, string>) =>
      context.app.inject({ method: 'POST', url: `/api/newsletter/${path}`, headers, payload: { email } })
    expect((await formWith('subscribe', signedIn, bearer(shopper.token))).statusCode).toBe(201)
    expect((await formWith('unsubscribe', signedIn, bearer(shopper.token))).statusCode).toBe(200)
    expect((await formWith('subscribe', forged, bearer('not-a-token'))).statusCode).toBe(201)

    const records = await context.database.db
      .selectFrom('consent_records')
      .select(['email', 'user_id', 'given', 'source'])
      .where('email', 'in', [signedIn, forged])
      .orderBy('email')
      .orderBy('given', 'desc')
      .execute()
    // "forged…" sorts before "signed-in…".
    expect(records).toEqual([
      { email: forged, user_id: null, given: 1, source: 'newsletter-form' },
      { email: signedIn, user_id: shopper.id, given: 1, source: 'newsletter-form' },
      { email: signedIn, user_id: shopper.id, given: 0, source: 'newsletter-form' },
    ])
  })

  it('lists current subscribers to admins only', async () => {
    const email = uniqueEmail('listed')
    await send('subscribe', { email })
    const shopper = await signUp(context.app)
    const admin = await signUpAdmin(context)
    const list = (token?: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/newsletter/subscribers?limit=100',
        headers: token ? bearer(token) : {},
      })
    expect((await list()).statusCode).toBe(401)
    expect((await list(shopper.token)).statusCode).toBe(403)
    const response = await list(admin.token)
    expect(response.statusCode).toBe(200)
    expect(response.json().subscribers.map((subscriber: { email: string }) => subscriber.email)).toContain(
      email,
    )
  })

  it('searches subscribers by e-mail, ignoring case, and refuses a bad page with 400', async () => {
    const email = uniqueEmail('findme_reader')
    const other = uniqueEmail('someone')
    await send('subscribe', { email })
    await send('subscribe', { email: other })
    const admin = await signUpAdmin(context)
    const search = (query: string) =>
      context.app.inject({
        method: 'GET',
        url: `/api/newsletter/subscribers${query}`,
        headers: bearer(admin.token),
      })
    const found = await search(`?search=${encodeURIComponent(email.toUpperCase())}`)
    expect(found.json()).toMatchObject({ success: true, total: 1, currentPage: 1, totalPages: 1 })
    expect(found.json().subscribers).toEqual([
      { _id: expect.any(String), email, subscribedAt: expect.any(String) },
    ])
    expect((await search('?search=findme%25reader')).json().total).toBe(0)
    expect((await search('?page=zero')).statusCode).toBe(400)
  })
})

describe.each(testDialects)('newsletter rate limit [%s]', (dialect) => {
  it('answers 429 after too many sign-ups from one address', async () => {
    const context = await createTestApp(dialect, { formRateLimitPerMinute: 2 })
    try {
      const attempt = () =>
        context.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: uniqueEmail() },
        })
      await attempt()
      await attempt()
      const limited = await attempt()
      expect(limited.statusCode).toBe(429)
      expect(limited.json().success).toBe(false)
    } finally {
      await closeTestApp(context)
    }
  })
})
