import { describe, expect, it } from 'vitest'
import { MAX_PAGE_NUMBER } from '@common/schemas/pagination'
import { MERGED_QUANTITY_MESSAGE } from '@common/schemas/order'
import { insertProduct, sampleAddress } from './fixtures'
import { bearer, describeEachDatabase, signUp, signUpAdmin, type SignedUpUser } from './test-app'

/** Regression tests for reported input defects, each found by a hostile client as a 500 or a leak. */
describeEachDatabase('reported input defects', (context) => {
  const db = () => context.database.db
  const count = async (table: 'orders' | 'order_items' | 'users' | 'addresses' | 'messages') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )

  it('refuses eleven lines of 100 of one product with a clear 400, not the database check', async () => {
    const figure = await insertProduct(db(), { stock: 5_000 })
    const shopper = await signUp(context.app)
    const orders = await count('orders')
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: {
        orderItems: Array.from({ length: 11 }, () => ({ product: figure.id, qty: 100 })),
        shippingAddress: { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
        paymentMethod: 'COD',
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message: MERGED_QUANTITY_MESSAGE })
    expect(await count('orders')).toBe(orders)
    expect(
      (
        await db()
          .selectFrom('products')
          .select('stock')
          .where('id', '=', figure.id)
          .executeTakeFirstOrThrow()
      ).stock,
    ).toBe(5_000)
  })

  it('places two lines of one product whose sum is within the limit as one line', async () => {
    const figure = await insertProduct(db(), { stock: 500 })
    const shopper = await signUp(context.app)
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: {
        orderItems: [
          { product: figure.id, qty: 60 },
          { productId: figure.id, quantity: 40 },
        ],
        shippingAddress: { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
        paymentMethod: 'COD',
      },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().orderItems).toMatchObject([{ product: figure.id, qty: 100 }])
  })

  describe('page numbers', () => {
    let admin: SignedUpUser
    const pagedUrls = [
      '/api/users',
      '/api/orders',
      '/api/messages',
      '/api/newsletter/subscribers',
      '/api/products',
    ]
    it.each(pagedUrls)(
      'answers 400 naming the parameter for page=99999999999999999999 on %s',
      async (url) => {
        admin ??= await signUpAdmin(context)
        for (const page of ['99999999999999999999', String(MAX_PAGE_NUMBER + 1), '1e3']) {
          const response = await context.app.inject({
            method: 'GET',
            url: `${url}?page=${page}`,
            headers: bearer(admin.token),
          })
          expect({ page, status: response.statusCode }).toEqual({ page, status: 400 })
          expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/^page /) })
        }
        const last = await context.app.inject({
          method: 'GET',
          url: `${url}?page=${MAX_PAGE_NUMBER}&limit=100`,
          headers: bearer(admin.token),
        })
        expect(last.statusCode).toBe(200)
      },
    )
  })

  it('refuses search=%00 instead of answering the whole catalogue', async () => {
    await insertProduct(db(), { name: 'Nezuko Keychain' })
    const response = await context.app.inject({ method: 'GET', url: '/api/products?search=%00' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'search must not contain control characters',
    })
  })

  it('refuses NUL and other control characters in names and addresses, and stores nothing', async () => {
    const users = await count('users')
    const register = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ram\u0000', email: 'nul.name@example.com', password: 'correct-horse-battery' },
    })
    expect(register.statusCode).toBe(400)
    expect(register.json()).toMatchObject({
      success: false,
      message: 'Name must not contain control characters',
    })
    expect(await count('users')).toBe(users)

    const shopper = await signUp(context.app)
    const addresses = await count('addresses')
    for (const [field, value, message] of [
      ['fullName', 'Priya\u0000Sharma', 'Full name must not contain control characters'],
      ['addressLine1', '12 MG Road\u001b[2J', 'Address must not contain control characters'],
      ['city', 'Bengaluru\u0085', 'City must not contain control characters'],
      ['addressLine2', 'Flat\n4B', 'Address line 2 must not contain control characters'],
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: bearer(shopper.token),
        payload: { ...sampleAddress, [field!]: value },
      })
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 })
      expect(response.json()).toMatchObject({ success: false, message })
    }
    expect(await count('addresses')).toBe(addresses)
  })

  it('keeps line breaks in a multi-line message but refuses NUL in it', async () => {
    const messages = await count('messages')
    const send = (message: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/messages/contact',
        payload: { name: 'Asha', email: 'asha@example.com', message },
      })
    expect((await send('Hello\r\n\tthere')).statusCode).toBeLessThan(300)
    const refused = await send('Hello\u0000there')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ message: 'Message must not contain control characters' })
    expect(await count('messages')).toBe(messages + 1)
  })

  it('answers a NUL in a path id with 400 rather than a database error', async () => {
    // An admin, so that every route's guard lets the request through to its schema.
    const admin = await signUpAdmin(context)
    for (const url of [
      '/api/orders/%00',
      '/api/addresses/ab%00cd',
      '/api/products/%00',
      '/api/reviews/product/%00',
    ]) {
      const method = url.startsWith('/api/addresses') ? 'DELETE' : 'GET'
      const response = await context.app.inject({ method, url, headers: bearer(admin.token) })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 })
    }
  })
})
