import { beforeAll, expect, it } from 'vitest'
import {
  ALREADY_RETURNED_MESSAGE,
  RESTOCK_MORE_THAN_SOLD_MESSAGE,
  RESTOCK_UNKNOWN_PRODUCT_MESSAGE,
  RETURNED_ORDER_IS_FINAL_MESSAGE,
  RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import { CANNOT_CANCEL_MESSAGE, type Order } from '@common/schemas/order'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import {
  adminCancel,
  describeEachShop,
  payOrder,
  placeOrder,
  product,
  setStatus,
  shopperCancel,
  statusCodes,
  stockOf,
} from '../../test/lifecycle-shop'

describeEachShop('return to origin', (shop) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  /** A shopper's cash-on-delivery order of two figures (2 and 1 of them), shipped. */
  async function shippedParcel(shopper: SignedUpUser) {
    const figure = await product(shop, { pricePaise: 129_900, stock: 10 })
    const keychain = await product(shop, { pricePaise: 29_900, stock: 10 })
    const order = await placeOrder(
      shop,
      shopper.token,
      [
        { product: figure.id, qty: 2 },
        { product: keychain.id, qty: 1 },
      ],
      { paymentMethod: 'COD' },
    )
    const shipped = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DL123',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    return { order, figure, keychain }
  }

  const stocks = async (...ids: string[]) => Promise.all(ids.map((id) => stockOf(shop, id)))

  async function adminUser(userId: string) {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/users/${userId}`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { _id: string; returnedParcels: number }
  }

  it("marks a shipped cash-on-delivery parcel returned, puts all its items back in stock once, and counts it on the customer's record", async () => {
    const shopper = await signUp(shop.app)
    expect((await adminUser(shopper.id)).returnedParcels).toBe(0)
    const { order, figure, keychain } = await shippedParcel(shopper)
    expect(await stocks(figure.id, keychain.id)).toEqual([8, 9])

    const returned = await setStatus(shop, admin.token, order._id, { status: 'returned' })
    expect(returned.statusCode, returned.body).toBe(200)
    expect(returned.json()).toMatchObject({ _id: order._id, status: 'returned', isPaid: false })
    expect(await stocks(figure.id, keychain.id)).toEqual([10, 10])

    const again = await setStatus(shop, admin.token, order._id, { status: 'returned' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ success: false, message: ALREADY_RETURNED_MESSAGE })
    expect(await stocks(figure.id, keychain.id)).toEqual([10, 10])

    // Two clicks at once: one return, one stock back.
    const second = await shippedParcel(shopper)
    const clicks = await Promise.all(
      [1, 2, 3].map(() => setStatus(shop, admin.token, second.order._id, { status: 'returned' })),
    )
    expect(statusCodes(clicks)).toEqual([200, 409, 409])
    expect(await stocks(second.figure.id, second.keychain.id)).toEqual([10, 10])

    expect((await adminUser(shopper.id)).returnedParcels).toBe(2)
    const listed = await shop.app.inject({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(shopper.email)}`,
      headers: bearer(admin.token),
    })
    expect(listed.json().users).toEqual([expect.objectContaining({ _id: shopper.id, returnedParcels: 2 })])
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/my-orders/${order._id}`,
      headers: bearer(shopper.token),
    })
    expect(mine.json()).toMatchObject({ status: 'returned' })
    const filtered = await shop.app.inject({
      method: 'GET',
      url: '/api/orders?status=returned&limit=100',
      headers: bearer(admin.token),
    })
    expect(filtered.statusCode, filtered.body).toBe(200)
    const ids = (filtered.json().orders as Order[]).map((listedOrder) => listedOrder._id)
    expect(ids).toEqual(expect.arrayContaining([order._id, second.order._id]))
    expect(
      (filtered.json().orders as Order[]).every((listedOrder) => listedOrder.status === 'returned'),
    ).toBe(true)
  })

  it('puts back only what the admin names per item, never more than was sold', async () => {
    const shopper = await signUp(shop.app)
    const { order, figure, keychain } = await shippedParcel(shopper)
    const other = await product(shop)
    const refusals: [object, number, string][] = [
      [{ restock: [{ product: figure.id, qty: 3 }] }, 400, RESTOCK_MORE_THAN_SOLD_MESSAGE],
      [{ restock: [{ product: other.id, qty: 1 }] }, 400, RESTOCK_UNKNOWN_PRODUCT_MESSAGE],
      [{ restock: [{ product: figure.id, qty: -1 }] }, 400, 'Please give how many go back in stock'],
      [
        {
          restock: [
            { product: figure.id, qty: 1 },
            { product: figure.id, qty: 1 },
          ],
        },
        400,
        'Each product may appear once in restock',
      ],
    ]
    for (const [body, status, message] of refusals) {
      const response = await setStatus(shop, admin.token, order._id, { status: 'returned', ...body })
      expect(response.statusCode, JSON.stringify(body)).toBe(status)
      expect(response.json().message, JSON.stringify(body)).toContain(message)
    }
    const notReturning = await setStatus(shop, admin.token, order._id, {
      status: 'processing',
      restock: [{ product: figure.id, qty: 1 }],
    })
    expect(notReturning.statusCode).toBe(400)
    expect(notReturning.json().message).toContain('Items are restocked only when a parcel is marked returned')
    expect(await stocks(figure.id, keychain.id)).toEqual([8, 9])

    // One figure back on sale; the other figure and the keychain (left out) were damaged.
    const returned = await setStatus(shop, admin.token, order._id, {
      status: 'returned',
      restock: [{ product: figure.id, qty: 1 }],
    })
    expect(returned.statusCode, returned.body).toBe(200)
    expect(await stocks(figure.id, keychain.id)).toEqual([9, 9])

    const none = await shippedParcel(shopper)
    const allDamaged = await setStatus(shop, admin.token, none.order._id, {
      status: 'returned',
      restock: [
        { product: none.figure.id, qty: 0 },
        { product: none.keychain.id, qty: 0 },
      ],
    })
    expect(allDamaged.statusCode, allDamaged.body).toBe(200)
    expect(await stocks(none.figure.id, none.keychain.id)).toEqual([8, 9])
  })

  it('refuses return to origin for an order that is not a shipped cash-on-delivery order', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 20 })
    const line = [{ product: figure.id, qty: 1 }]
    const cod = () => placeOrder(shop, shopper.token, line, { paymentMethod: 'COD' })
    const pending = await cod()
    const processing = await cod()
    await setStatus(shop, admin.token, processing._id, { status: 'processing' })
    const delivered = await cod()
    await setStatus(shop, admin.token, delivered._id, { status: 'delivered' })
    const cancelled = await cod()
    await adminCancel(shop, admin.token, cancelled._id)
    const online = await placeOrder(shop, shopper.token, line)
    await payOrder(shop, shopper.token, online._id)
    await setStatus(shop, admin.token, online._id, { status: 'shipped', trackingNumber: 'ON1' })
    const stockBefore = await stockOf(shop, figure.id)

    for (const order of [pending, processing, delivered, cancelled, online]) {
      const response = await setStatus(shop, admin.token, order._id, { status: 'returned' })
      expect(response.statusCode, order._id).toBe(409)
      expect(response.json()).toEqual({ success: false, message: RETURN_TO_ORIGIN_NOT_ALLOWED_MESSAGE })
    }
    expect(await stockOf(shop, figure.id)).toBe(stockBefore)
    const unknown = await setStatus(shop, admin.token, 'a'.repeat(24), { status: 'returned' })
    expect(unknown.statusCode).toBe(404)
    const byShopper = await setStatus(shop, shopper.token, pending._id, { status: 'returned' })
    expect(byShopper.statusCode).toBe(403)
  })

  it("dates the return by the app's clock", async () => {
    const { order } = await shippedParcel(await signUp(shop.app))
    const at = shop.clock.advance(3 * 24 * 60 * 60_000)
    const returned = await setStatus(shop, admin.token, order._id, { status: 'returned' })
    expect(returned.statusCode, returned.body).toBe(200)
    const row = await shop.database.db
      .selectFrom('orders')
      .select(['returned_at', 'updated_at'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ returned_at: at.toISOString(), updated_at: at.toISOString() })
  })

  it('keeps a returned parcel returned: no other status, no cancellation', async () => {
    const shopper = await signUp(shop.app)
    const { order, figure } = await shippedParcel(shopper)
    await setStatus(shop, admin.token, order._id, { status: 'returned' })
    for (const payload of [
      { status: 'processing' },
      { status: 'shipped', trackingNumber: 'AGAIN' },
      { status: 'delivered' },
      { status: 'pending' },
    ]) {
      const response = await setStatus(shop, admin.token, order._id, payload)
      expect(response.statusCode, payload.status).toBe(409)
      expect(response.json()).toEqual({ success: false, message: RETURNED_ORDER_IS_FINAL_MESSAGE })
    }
    const delivering = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivering.statusCode).toBe(409)
    for (const cancel of [
      adminCancel(shop, admin.token, order._id),
      shopperCancel(shop, shopper.token, order._id),
    ]) {
      const response = await cancel
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toBe(CANNOT_CANCEL_MESSAGE)
    }
    expect(await stockOf(shop, figure.id)).toBe(10)
  })
})
