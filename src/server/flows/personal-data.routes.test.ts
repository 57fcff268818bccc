import { expect, it } from 'vitest'
import {
  ERASED_ACCOUNT_NAME,
  STAFF_ERASURE_MESSAGE,
  WRONG_ERASURE_PASSWORD_MESSAGE,
} from '@common/schemas/personal-data'
import { sampleAddress } from '../test/fixtures'
import {
  describeEachShop,
  followRefunds,
  mailsTo,
  payOrder,
  placeOrder,
  product,
  refund,
  setStatus,
  type Shop,
} from '../test/lifecycle-shop'
import { PERSONAL_DATA_EXPORTS_PER_HOUR } from './personal-data.routes'
import { bearer, signUp, signUpAdmin, signUpStaff, type SignedUpUser } from '../test/test-app'

/**
 * A shopper's data (the DPDP Act): the export holds everything the shop keeps about the account, consents with
 * when and where; erasure takes the person out of the shop and keeps the orders the GST law keeps.
 */

const exportData = (shop: Shop, token: string) =>
  shop.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bearer(token) })

const erase = (shop: Shop, token: string, payload: object) =>
  shop.app.inject({ method: 'POST', url: '/api/users/me/delete', headers: bearer(token), payload })

/** The public form; with a token when sent signed in, as the web client does. */
const newsletter = (shop: Shop, path: 'subscribe' | 'unsubscribe', payload: object, token?: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/newsletter/${path}`,
    headers: token ? bearer(token) : {},
    payload,
  })

const logIn = (shop: Shop, user: SignedUpUser) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  })

/**
 * A shopper with a delivered order, an address, a wishlist, a "notify me", a review, a support request and the
 * newsletter (joined from the public form, signed in).
 */
async function busyShopper(shop: Shop) {
  const admin = await signUpAdmin(shop)
  const shopper = await signUp(shop.app, { name: 'Asha Rao' })
  const figure = await product(shop)
  const soldOut = await product(shop, { stock: 0 })
  const post = (url: string, payload: object) =>
    shop.app.inject({ method: 'POST', url, headers: bearer(shopper.token), payload })
  expect((await post('/api/addresses', sampleAddress)).statusCode).toBe(201)
  expect((await post('/api/wishlist', { productId: figure.id })).statusCode).toBe(200)
  expect((await post(`/api/products/${soldOut.id}/notify-me`, { email: shopper.email })).statusCode).toBe(201)
  expect(
    (await post(`/api/reviews/product/${figure.id}`, { rating: 5, comment: 'Lovely paint work.' }))
      .statusCode,
  ).toBe(201)
  expect(
    (await post('/api/messages/support', { subject: 'My order', message: 'Where is my box?' })).statusCode,
  ).toBe(201)
  expect((await newsletter(shop, 'subscribe', { email: shopper.email }, shopper.token)).statusCode).toBe(201)
  // From the profile, a minute apart on the shop's clock, which dates consents: a withdrawal, the same again
  // (nothing to record), a consent again.
  const own = (subscribed: boolean) => {
    shop.clock.advance(60_000)
    return shop.app.inject({
      method: 'PUT',
      url: '/api/newsletter/me',
      headers: bearer(shopper.token),
      payload: { subscribed },
    })
  }
  expect((await own(false)).json()).toEqual({ success: true, subscribed: false })
  expect((await own(false)).json()).toEqual({ success: true, subscribed: false })
  expect((await own(true)).json()).toEqual({ success: true, subscribed: true })
  const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
  await payOrder(shop, shopper.token, order._id)
  const shipped = await setStatus(shop, admin.token, order._id, {
    status: 'shipped',
    trackingNumber: 'DTDC123456789',
  })
  expect(shipped.statusCode, shipped.body).toBe(200)
  expect((await setStatus(shop, admin.token, order._id, { status: 'delivered' })).statusCode).toBe(200)
  return { shopper, admin, figure, soldOut, order }
}

describeEachShop('personal data', (shop) => {
  it('exports everything about the account as a JSON attachment, consents with their time and source', async () => {
    const { shopper, figure, order } = await busyShopper(shop)
    const response = await exportData(shop, shopper.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const data = response.json()
    expect(data.account).toMatchObject({
      _id: shopper.id,
      name: 'Asha Rao',
      email: shopper.email,
      role: 'user',
    })
    expect(data.account).not.toHaveProperty('password_hash')
    expect(data.addresses).toEqual([expect.objectContaining({ fullName: sampleAddress.fullName })])
    expect(data.orders).toEqual([
      expect.objectContaining({
        _id: order._id,
        status: 'delivered',
        invoiceNumber: expect.stringMatching(/\/\d{6}$/),
        items: [expect.objectContaining({ name: figure.name, quantity: 1 })],
        refunds: [],
        returns: [],
      }),
    ])
    expect(data.reviews).toEqual([
      expect.objectContaining({
        productId: figure.id,
        productName: figure.name,
        authorName: 'Asha Rao',
        rating: 5,
      }),
    ])
    expect(data.wishlist).toEqual([
      expect.objectContaining({ productId: figure.id, productName: figure.name }),
    ])
    // A "notify me" is made with an address alone, which the shop cannot tie to the account.
    expect(data).not.toHaveProperty('stockAlerts')
    expect(data.messages).toEqual([
      expect.objectContaining({ kind: 'support', subject: 'My order', message: 'Where is my box?' }),
    ])
    expect(data.newsletter).toMatchObject({ subscribed: true, unsubscribedAt: null })
    expect(data.consents).toEqual([
      {
        purpose: 'newsletter',
        given: true,
        source: 'newsletter-form',
        email: shopper.email,
        at: expect.any(String),
      },
      {
        purpose: 'newsletter',
        given: false,
        source: 'profile',
        email: shopper.email,
        at: expect.any(String),
      },
      { purpose: 'newsletter', given: true, source: 'profile', email: shopper.email, at: expect.any(String) },
    ])
    expect(data.sessions).toEqual([expect.objectContaining({ startedAt: expect.any(String), endedAt: null })])
    expect(data.raffleEntries).toEqual([])
    expect(data.accountChanges).toEqual([])
  })

  it("lists the staff's changes to the account, without who made them", async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const setActive = (isActive: boolean) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/users/${shopper.id}`,
        headers: bearer(admin.token),
        payload: { isActive },
      })
    expect((await setActive(false)).statusCode).toBe(200)
    expect((await setActive(true)).statusCode).toBe(200)
    const token = (await logIn(shop, shopper)).json().token as string

    const changes = (await exportData(shop, token)).json().accountChanges
    expect(changes).toEqual([
      {
        at: expect.any(String),
        action: 'user.update',
        before: { isActive: true },
        after: { isActive: false },
      },
      {
        at: expect.any(String),
        action: 'user.update',
        before: { isActive: false },
        after: { isActive: true },
      },
    ])
    expect(JSON.stringify(changes)).not.toContain(admin.email)
  })

  it("an account that takes another person's address neither reads nor erases their messages, consents or subscription", async () => {
    // A visitor writes and joins the newsletter with an address no account holds.
    const address = 'meera.iyer@example.com'
    const contact = await shop.app.inject({
      method: 'POST',
      url: '/api/messages/contact',
      payload: { name: 'Meera Iyer', email: address, message: 'My private question.' },
    })
    expect(contact.statusCode).toBe(201)
    expect((await newsletter(shop, 'subscribe', { email: address })).statusCode).toBe(201)

    // An account takes that address on its profile: the shop does not verify it.
    const taker = await signUp(shop.app)
    const moved = await shop.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(taker.token),
      payload: { email: address },
    })
    expect(moved.statusCode, moved.body).toBe(200)

    const data = (await exportData(shop, taker.token)).json()
    expect(data.account.email).toBe(address)
    expect(data.messages).toEqual([])
    expect(data.consents).toEqual([])
    expect(data.newsletter).toEqual({ subscribed: false, subscribedAt: null, unsubscribedAt: null })
    expect(JSON.stringify(data)).not.toContain('My private question.')

    expect((await erase(shop, taker.token, { password: taker.password })).statusCode).toBe(200)
    const db = shop.database.db
    expect(await db.selectFrom('messages').select('message').where('email', '=', address).execute()).toEqual([
      { message: 'My private question.' },
    ])
    expect(
      await db
        .selectFrom('consent_records')
        .select(['given', 'user_id'])
        .where('email', '=', address)
        .execute(),
    ).toEqual([{ given: 1, user_id: null }])
    expect(
      await db
        .selectFrom('newsletter_subscribers')
        .select('unsubscribed_at')
        .where('email', '=', address)
        .execute(),
    ).toEqual([{ unsubscribed_at: null }])
  })

  it('refuses a wrong password with 400 and erases nothing', async () => {
    const shopper = await signUp(shop.app)
    const response = await erase(shop, shopper.token, { password: 'not-my-password' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: WRONG_ERASURE_PASSWORD_MESSAGE })
    expect((await logIn(shop, shopper)).statusCode).toBe(200)
    expect((await erase(shop, shopper.token, {})).statusCode).toBe(400)
    expect(
      (await shop.app.inject({ method: 'POST', url: '/api/users/me/delete', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401)
  })

  it('erases the person and keeps the order, its invoice and a valid owner', async () => {
    const { shopper, admin, figure, order } = await busyShopper(shop)
    const response = await erase(shop, shopper.token, { password: shopper.password })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ success: true })
    expect(response.headers['set-cookie']).toEqual(expect.stringMatching(/^refreshToken=;/))

    // No way back in: the password, the access token and the refresh cookie all fail.
    expect((await logIn(shop, shopper)).statusCode).toBe(401)
    expect((await exportData(shop, shopper.token)).statusCode).toBe(401)
    const refreshed = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: shopper.refreshCookie },
    })
    expect(refreshed.statusCode).toBe(401)

    const db = shop.database.db
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      name: ERASED_ACCOUNT_NAME,
      is_active: 0,
      password_hash: '',
      erased_at: expect.any(String),
    })
    expect(row.email).not.toBe(shopper.email)
    expect(await db.selectFrom('users').select('id').where('email', '=', shopper.email).execute()).toEqual([])
    expect(await db.selectFrom('addresses').select('id').where('user_id', '=', shopper.id).execute()).toEqual(
      [],
    )
    expect(
      await db.selectFrom('wishlist_items').selectAll().where('user_id', '=', shopper.id).execute(),
    ).toEqual([])
    // Made with the address alone, a "notify me" is not the account's to erase; it ends with its one mail.
    expect(
      await db.selectFrom('stock_alerts').select('id').where('email', '=', shopper.email).execute(),
    ).toHaveLength(1)
    expect(
      await db.selectFrom('newsletter_subscribers').select('id').where('email', '=', shopper.email).execute(),
    ).toEqual([])
    expect(
      await db.selectFrom('consent_records').select('id').where('user_id', '=', shopper.id).execute(),
    ).toEqual([])
    expect(await db.selectFrom('messages').select('id').where('user_id', '=', shopper.id).execute()).toEqual(
      [],
    )
    const live = await db
      .selectFrom('refresh_sessions')
      .select('id')
      .where('user_id', '=', shopper.id)
      .where('revoked_at', 'is', null)
      .execute()
    expect(live).toEqual([])

    // The review stays, under the erased name and no account.
    const reviews = await shop.app.inject({ method: 'GET', url: `/api/reviews/product/${figure.id}` })
    expect(reviews.json()).toEqual([
      expect.objectContaining({ name: ERASED_ACCOUNT_NAME, user: null, comment: 'Lovely paint work.' }),
    ])

    // The order and its invoice stay, owned by the erased account, as the admin sees them.
    const kept = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(admin.token),
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json()).toMatchObject({
      _id: order._id,
      invoiceNumber: order.invoiceNumber,
      status: 'delivered',
    })
    const owner = await db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow()
    expect(owner.user_id).toBe(shopper.id)

    // The outbox keeps the shop's record of the mails it sent, and the last one, which says what went.
    const mails = await mailsTo(shop, shopper.email)
    expect(mails.at(-1)).toEqual(
      expect.objectContaining({
        kind: 'account-erased',
        subject: expect.stringContaining('has been deleted'),
      }),
    )
    expect(mails.length).toBeGreaterThan(1)

    // The address is free for a new account.
    expect((await signUp(shop.app, { email: shopper.email })).id).not.toBe(shopper.id)
  })

  it('refuses with 409 while an order is on its way, and erases once it is delivered', async () => {
    const admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop)
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    await payOrder(shop, shopper.token, order._id)
    const refused = await erase(shop, shopper.token, { password: shopper.password })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      `Your order ${order.orderNumber} is still on the way. You can delete your account once it is delivered or cancelled.`,
    )
    expect((await logIn(shop, shopper)).statusCode).toBe(200)
    await setStatus(shop, admin.token, order._id, { status: 'shipped', trackingNumber: 'DTDC123456789' })
    await setStatus(shop, admin.token, order._id, { status: 'delivered' })
    expect((await erase(shop, shopper.token, { password: shopper.password })).statusCode).toBe(200)
  })

  it('refuses with 409 while a return waits for its decision, and erases once it is rejected', async () => {
    const { shopper, admin, figure, order } = await busyShopper(shop)
    const asked = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${order._id}/returns`,
      headers: bearer(shopper.token),
      payload: { items: [{ product: figure.id, qty: 1 }], reason: 'changed-mind' },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const refused = await erase(shop, shopper.token, { password: shopper.password })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'A return you asked for is still open. You can delete your account once it is settled.',
    )
    const rejected = await shop.app.inject({
      method: 'PUT',
      url: `/api/returns/${asked.json()._id}`,
      headers: bearer(admin.token),
      payload: { status: 'rejected', note: 'Opened' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect((await erase(shop, shopper.token, { password: shopper.password })).statusCode).toBe(200)
  })

  it('refuses with 409 while a refund is being paid, and erases once it has reached the shopper', async () => {
    const { shopper, admin, order } = await busyShopper(shop)
    const pending = await refund(shop, admin.token, order._id, { amount: 100, reason: 'Late delivery' })
    expect(pending.status).toBe('pending')
    const refused = await erase(shop, shopper.token, { password: shopper.password })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'A refund to you is still being paid. You can delete your account once it has reached you.',
    )
    await followRefunds(shop)
    expect((await erase(shop, shopper.token, { password: shopper.password })).statusCode).toBe(200)
  })

  it('refuses staff and admin accounts with 403: an admin removes them', async () => {
    for (const member of [await signUpStaff(shop), await signUpAdmin(shop)]) {
      const response = await erase(shop, member.token, { password: member.password })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, message: STAFF_ERASURE_MESSAGE })
    }
  })

  it("names the file with the shop's date in India, not UTC's", async () => {
    const shopper = await signUp(shop.app)
    // 26 November 19:00 UTC is 27 November 00:30 IST.
    shop.clock.advance(Date.parse('2026-11-26T19:00:00Z') - shop.clock.now().getTime())
    expect((await exportData(shop, shopper.token)).headers['content-disposition']).toBe(
      'attachment; filename="my-data-2026-11-27.json"',
    )
  })

  // Last in the suite: it spends the address's downloads for the hour.
  it("answers 429 once an address has downloaded its hour's files", async () => {
    const shopper = await signUp(shop.app)
    const statuses: number[] = []
    for (let attempt = 0; attempt <= PERSONAL_DATA_EXPORTS_PER_HOUR; attempt += 1)
      statuses.push((await exportData(shop, shopper.token)).statusCode)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
  })
})
