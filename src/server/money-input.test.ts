import { expect, it } from 'vitest'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from './test/test-app'
import {
  describeEachShop,
  payOrder,
  placeOrder,
  product,
  refundRequest,
  refundsOf,
} from './test/lifecycle-shop'

/**
 * Money in any request is rupees with at most two decimals (DESIGN §7, after the table): a third decimal, or a
 * positive amount below one paisa, answers 400 with a message and stores nothing, rounded or otherwise (before,
 * a refund of 1e-9 was issued as ₹0 with a real credit note number, 100.005 was kept as 100.01, and a largest
 * cash-on-delivery order of ₹0.001 failed with a 500). Every field goes through rupeesSchema
 * (src/common/schemas/money.ts), whose own tests hold its rule; these hold the routes to it on both databases.
 */

const refused = (message: string) => ({ success: false, message })

describeEachShop('money in a request', (shop) => {
  let admin: SignedUpUser

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    shop.app.inject({ method, url, headers: bearer(admin.token), payload })

  const creditNotesIssued = async () =>
    (await shop.database.db.selectFrom('credit_note_counters').select('last_number').execute()).reduce(
      (sum, row) => sum + Number(row.last_number),
      0,
    )

  it('refuses a refund of less than a paisa or with a third decimal, and issues no credit note for it', async () => {
    admin = await signUpAdmin(shop)
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { pricePaise: 250_000 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    await payOrder(shop, shopper.token, order._id)
    const issued = await creditNotesIssued()

    for (const [amount, message] of [
      [1e-9, 'The amount must be at least ₹0.01 (one paisa)'],
      [0.001, 'The amount must be at least ₹0.01 (one paisa)'],
      [100.005, 'At most two decimals (paise)'],
      [0, 'The amount must be more than ₹0'],
    ] as const) {
      const response = await refundRequest(shop, admin.token, order._id, { amount, reason: 'Goodwill' })
      expect(response.statusCode, String(amount)).toBe(400)
      expect(response.json(), String(amount)).toMatchObject(refused(message))
    }
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([])
    expect(await creditNotesIssued()).toBe(issued)

    const kept = await refundRequest(shop, admin.token, order._id, { amount: 100.01, reason: 'Goodwill' })
    expect(kept.statusCode, kept.body).toBe(201)
    expect(kept.json()).toMatchObject({ amount: 100.01 })
    expect(await creditNotesIssued()).toBe(issued + 1)
  })

  it('refuses a largest cash-on-delivery order below a paisa or with a third decimal (400, not 500), and keeps the saved rules', async () => {
    const rules = { maxOrderValue: 2500.5, blockAfterReturns: 0, confirmationHours: 0 }
    expect((await send('PUT', '/api/cod/settings', rules)).statusCode).toBe(200)
    for (const [maxOrderValue, message] of [
      [0.001, 'The largest order value must be at least ₹0.01 (one paisa)'],
      [100.005, 'The largest order value can have at most 2 decimals (whole paise)'],
    ] as const) {
      const response = await send('PUT', '/api/cod/settings', { ...rules, maxOrderValue })
      expect(response.statusCode, String(maxOrderValue)).toBe(400)
      expect(response.json()).toMatchObject(refused(message))
    }
    const saved = await shop.app.inject({
      method: 'GET',
      url: '/api/cod/settings',
      headers: bearer(admin.token),
    })
    expect(saved.json()).toEqual(rules)
    await send('PUT', '/api/cod/settings', {
      maxOrderValue: null,
      blockAfterReturns: 0,
      confirmationHours: 0,
    })

    const shopper = await signUp(shop.app)
    const asked = await shop.app.inject({
      method: 'GET',
      url: '/api/cod/eligibility?amount=100.005',
      headers: bearer(shopper.token),
    })
    expect(asked.statusCode).toBe(400)
    expect(asked.json()).toMatchObject(refused('amount can have at most 2 decimals (whole paise)'))
  })

  it('refuses such amounts in discount codes and prices, and creates nothing', async () => {
    const discounts = async () =>
      (await shop.database.db.selectFrom('discounts').select('id').execute()).length
    const before = await discounts()
    const tenPercent = { type: 'percentage', value: 10 }
    for (const [fields, message] of [
      [{ type: 'fixed', value: 1e-9 }, 'An amount in ₹ is at least 0.01, with at most 2 decimals'],
      [{ type: 'fixed', value: 100.005 }, 'An amount in ₹ is at least 0.01, with at most 2 decimals'],
      [{ minOrderValue: 100.005 }, 'Minimum order value can have at most 2 decimals (whole paise)'],
      [{ maxDiscount: 0.001 }, 'Maximum discount must be at least ₹0.01 (one paisa)'],
    ] as const) {
      const response = await send('POST', '/api/discounts', {
        code: `PAISA${Date.now().toString(36).toUpperCase()}`,
        ...tenPercent,
        ...fields,
      })
      expect(response.statusCode, JSON.stringify(fields)).toBe(400)
      expect(response.json(), JSON.stringify(fields)).toMatchObject(refused(message))
    }
    expect(await discounts()).toBe(before)

    const products = async () => (await shop.database.db.selectFrom('products').select('id').execute()).length
    const productsBefore = await products()
    for (const price of [1e-9, 100.005]) {
      const response = await send('POST', '/api/products', {
        name: 'Sliver of a Paisa Figure',
        description: 'Priced below what the shop can keep.',
        price,
        stock: 1,
        category: 'figures',
        images: ['https://cdn.example.com/figures/sliver.jpg'],
      })
      expect(response.statusCode, String(price)).toBe(400)
      expect(response.json()).toMatchObject(refused('Price can have at most 2 decimal places'))
    }
    expect(await products()).toBe(productsBefore)

    // A return's refund is checked before the request is even looked up.
    const returnRefund = await send('PUT', `/api/returns/${'0'.repeat(24)}`, {
      status: 'received',
      refundAmount: 0.004,
    })
    expect(returnRefund.statusCode).toBe(400)
    expect(returnRefund.json()).toMatchObject(refused('The amount must be ₹0 or at least ₹0.01 (one paisa)'))
  })
})
