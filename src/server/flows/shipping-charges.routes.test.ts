import { beforeAll, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../test/test-app'
import {
  describeEachShop,
  MUMBAI,
  myOrder,
  paise,
  placeOrder,
  placeOrderRequest,
  product,
  refund,
} from '../test/lifecycle-shop'

/**
 * What the server charges for shipping and for paying on delivery, priced from the admin's settings and the
 * catalogue, never from the request: ₹49 under ₹1,000 of items after the discount, ₹30 on delivery; taxed with
 * the goods at their highest rate, on the invoice and on a full refund's credit note. Mumbai: CGST and SGST.
 */
describeEachShop('shipping charges on orders', (shop) => {
  let admin: SignedUpUser
  let shopper: SignedUpUser
  /** ₹500 at 18 %: ₹76.28 of GST inside (₹38.14 CGST and SGST each). */
  let keychain: { id: string }

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    shopper = await signUp(shop.app)
    keychain = await product(shop, { pricePaise: 50_000, gstRate: 18, stock: 1000 })
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/shipping/settings',
      headers: bearer(admin.token),
      payload: { flatRate: 49, freeOver: 1000, codFee: 30 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
  })

  const charges = (order: Order) => ({
    itemsPrice: order.itemsPrice,
    shippingPrice: order.shippingPrice,
    codFee: order.codFee,
    discountPrice: order.discountPrice,
    totalPrice: order.totalPrice,
  })

  it('charges the flat rate below the threshold, nothing at it or above, and stores what it answered', async () => {
    const below = await placeOrder(shop, shopper.token, [{ product: keychain.id, qty: 1 }])
    const at = await placeOrder(shop, shopper.token, [{ product: keychain.id, qty: 2 }])
    const above = await placeOrder(shop, shopper.token, [{ product: keychain.id, qty: 3 }])
    expect(charges(below)).toEqual({
      itemsPrice: 500,
      shippingPrice: 49,
      codFee: 0,
      discountPrice: 0,
      totalPrice: 549,
    })
    expect(charges(at)).toMatchObject({ shippingPrice: 0, codFee: 0, totalPrice: 1000 })
    expect(charges(above)).toMatchObject({ shippingPrice: 0, codFee: 0, totalPrice: 1500 })

    const row = await shop.database.db
      .selectFrom('orders')
      .select(['shipping_price_paise', 'cod_fee_paise', 'total_price_paise'])
      .where('id', '=', below._id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ shipping_price_paise: 4900, cod_fee_paise: 0, total_price_paise: 54_900 })
    expect(charges(await myOrder(shop, shopper.token, below._id))).toEqual(charges(below))
  })

  it("ignores the request's own figures: the server prices shipping and the fee", async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: {
        orderItems: [{ product: keychain.id, qty: 1 }],
        shippingAddress: MUMBAI,
        paymentMethod: 'COD',
        shippingPrice: 0,
        totalPrice: 1,
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(charges(response.json())).toMatchObject({ shippingPrice: 49, codFee: 30, totalPrice: 579 })
  })

  it('judges the threshold after the discount: ₹1,000 of items less ₹100 pays shipping', async () => {
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code: 'HUNDREDOFF', type: 'fixed', value: 100 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const order = await placeOrder(shop, shopper.token, [{ product: keychain.id, qty: 2 }], {
      discountCode: 'HUNDREDOFF',
    })
    expect(charges(order)).toEqual({
      itemsPrice: 1000,
      shippingPrice: 49,
      codFee: 0,
      discountPrice: 100,
      totalPrice: 949,
    })
    // The discount is the goods': the charges' lines take none of it.
    expect(order.gst!.charges).toEqual([
      { charge: 'shipping', amount: 49, rate: 18, taxableValue: 41.52, cgst: 3.74, sgst: 3.74, igst: 0 },
    ])
  })

  it('adds the fee to a cash-on-delivery order, taxes both charges at the goods rate and refunds them in full', async () => {
    const order = await placeOrder(shop, shopper.token, [{ product: keychain.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(charges(order)).toEqual({
      itemsPrice: 500,
      shippingPrice: 49,
      codFee: 30,
      discountPrice: 0,
      totalPrice: 579,
    })
    // ₹49 at 18 %: 49 × 18 / 236 = ₹3.737… each half, ₹3.74; ₹30: ₹2.288…, ₹2.29.
    expect(order.gst!.charges).toEqual([
      { charge: 'shipping', amount: 49, rate: 18, taxableValue: 41.52, cgst: 3.74, sgst: 3.74, igst: 0 },
      { charge: 'cod-fee', amount: 30, rate: 18, taxableValue: 25.42, cgst: 2.29, sgst: 2.29, igst: 0 },
    ])
    // The invoice's figures are the goods' (₹423.72 + ₹38.14 × 2) and the charges' together.
    expect(order.gst).toMatchObject({ taxableValue: 490.66, cgst: 44.17, sgst: 44.17, igst: 0 })
    expect(order.taxPrice).toBe(88.34)
    expect(paise(order.gst!.taxableValue) + paise(order.taxPrice)).toBe(paise(order.totalPrice))

    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    const full = await refund(shop, admin.token, order._id, {
      amount: 579,
      reason: 'Parcel lost',
      method: 'bank-transfer',
      reference: 'NEFT-579',
    })
    // A full refund reverses all the invoice's tax, the charges' included.
    expect(full.creditNote).toEqual({ taxableValue: 490.66, cgst: 44.17, sgst: 44.17, igst: 0 })

    // The orders export states the same figures: the GST columns include the charges' and the fee has its own.
    const exported = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?search=${order.orderNumber}`,
      headers: bearer(admin.token),
    })
    expect(exported.statusCode, exported.body).toBe(200)
    const [header, row] = exported.body
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(',')) // no field here holds a comma or a quote
    const record = Object.fromEntries(header!.map((name, index) => [name, row![index]]))
    expect(record).toMatchObject({
      'Order Number': order.orderNumber,
      Shipping: '49.00',
      Tax: '88.34',
      Total: '579.00',
      'Taxable Value': '490.66',
      CGST: '44.17',
      SGST: '44.17',
      IGST: '0.00',
      'COD Fee': '30.00',
    })
  })

  it('charges a cash-on-delivery order the fee even with free shipping', async () => {
    const order = await placeOrder(shop, shopper.token, [{ product: keychain.id, qty: 2 }], {
      paymentMethod: 'COD',
    })
    expect(charges(order)).toMatchObject({ shippingPrice: 0, codFee: 30, totalPrice: 1030 })
    expect(order.gst!.charges.map((line) => line.charge)).toEqual(['cod-fee'])
  })

  it('charges what the settings say when the order is placed: a change applies to the next order', async () => {
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/shipping/settings',
      headers: bearer(admin.token),
      payload: { flatRate: 0, freeOver: 500, codFee: 0 },
    })
    expect(saved.statusCode).toBe(200)
    const response = await placeOrderRequest(shop, shopper.token, [{ product: keychain.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(charges(response.json())).toMatchObject({ shippingPrice: 0, codFee: 0, totalPrice: 500 })
    expect(response.json().gst.charges).toEqual([])
  })
})
