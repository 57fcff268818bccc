import { expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import { insertProduct, sampleAddress } from '../../test/fixtures'
import { multipartBody } from '../../test/hostile-files'
import { bearer, describeEachDatabase, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'

const DAY_MS = 24 * 60 * 60 * 1000

describeEachDatabase('dashboard: returns and parcels returned to origin', (context) => {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

  async function stats(admin: SignedUpUser) {
    const response = await call('GET', '/api/admin/stats', admin.token)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { returnsWaiting: number; returnRate: number | null; rtoRate: number | null }
  }

  async function codOrder(shopper: SignedUpUser, productId: string): Promise<Order> {
    const response = await call('POST', '/api/orders', shopper.token, {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: sampleAddress,
      paymentMethod: 'COD',
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }

  async function setStatus(admin: SignedUpUser, orderId: string, payload: object): Promise<void> {
    const response = await call('PUT', `/api/orders/${orderId}/status`, admin.token, payload)
    expect(response.statusCode, response.body).toBe(200)
  }

  it('answers the returns waiting, the return rate and the returned-to-origin rate of the last 30 days', async () => {
    const admin = await signUpAdmin(context)
    // Nothing delivered or shipped yet: no rate to speak of.
    expect(await stats(admin)).toMatchObject({ returnsWaiting: 0, returnRate: null, rtoRate: null })

    const shopper = await signUp(context.app)
    const figure = await insertProduct(context.database.db, { stock: 50 })
    const ship = (orderId: string) =>
      setStatus(admin, orderId, { status: 'shipped', trackingNumber: 'DASH1' })
    const onTheWay = await codOrder(shopper, figure.id)
    await ship(onTheWay._id)
    const arrived = await codOrder(shopper, figure.id)
    await ship(arrived._id)
    await setStatus(admin, arrived._id, { status: 'delivered' })
    const handedOver = await codOrder(shopper, figure.id)
    await setStatus(admin, handedOver._id, { status: 'delivered' })
    const refused = await codOrder(shopper, figure.id)
    await ship(refused._id)
    await setStatus(admin, refused._id, { status: 'returned' })
    await codOrder(shopper, figure.id) // placed only: not shipped
    // A parcel shipped and returned 40 days ago is outside the window.
    const longAgo = await codOrder(shopper, figure.id)
    await ship(longAgo._id)
    await setStatus(admin, longAgo._id, { status: 'returned' })
    const fortyDaysAgo = new Date(Date.now() - 40 * DAY_MS).toISOString()
    await context.database.db
      .updateTable('orders')
      .set({ shipped_at: fortyDaysAgo, returned_at: fortyDaysAgo, created_at: fortyDaysAgo })
      .where('id', '=', longAgo._id)
      .execute()

    // 4 cash-on-delivery parcels shipped in 30 days (still shipped, delivered twice, returned), 1 came back.
    expect(await stats(admin)).toMatchObject({ returnsWaiting: 0, returnRate: 0, rtoRate: 0.25 })

    const { payload, contentType } = await multipartBody([], {
      items: JSON.stringify([{ product: figure.id, qty: 1 }]),
      reason: 'changed-mind',
    })
    const asked = await context.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${arrived._id}/returns`,
      headers: { ...bearer(shopper.token), 'content-type': contentType },
      payload,
    })
    expect(asked.statusCode, asked.body).toBe(201)

    // One return asked of the 2 orders delivered in 30 days, and it waits for the admin.
    expect(await stats(admin)).toMatchObject({ returnsWaiting: 1, returnRate: 0.5, rtoRate: 0.25 })
    const decided = await call('PUT', `/api/returns/${asked.json()._id}`, admin.token, { status: 'rejected' })
    expect(decided.statusCode, decided.body).toBe(200)
    expect(await stats(admin)).toMatchObject({ returnsWaiting: 0, returnRate: 0.5, rtoRate: 0.25 })
  })
})
