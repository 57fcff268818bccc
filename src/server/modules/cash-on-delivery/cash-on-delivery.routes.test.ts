import { beforeAll, expect, it } from 'vitest'
import {
  codAboveLimitMessage,
  COD_BLOCKED_MESSAGE,
  COD_EXCLUDED_PIN_MESSAGE,
  DEFAULT_COD_SETTINGS,
  MAX_COD_CONFIRMATION_HOURS,
  type CodSettings,
} from '@common/schemas/cash-on-delivery'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import {
  describeEachShop,
  MUMBAI,
  placeOrder,
  placeOrderRequest,
  product,
  setStatus,
  stockOf,
  type Line,
} from '../../test/lifecycle-shop'

const PORT_BLAIR = {
  ...MUMBAI,
  city: 'Port Blair',
  state: 'Andaman and Nicobar Islands',
  postalCode: '744101',
}

describeEachShop('cash-on-delivery rules', (shop) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  const putSettings = (token: string | undefined, payload: unknown) =>
    shop.app.inject({
      method: 'PUT',
      url: '/api/cod/settings',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    })

  async function useRules(rules: Partial<CodSettings>): Promise<void> {
    const response = await putSettings(admin.token, { ...DEFAULT_COD_SETTINGS, ...rules })
    expect(response.statusCode, response.body).toBe(200)
  }

  const savedSettings = async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/cod/settings',
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as CodSettings
  }

  const eligibility = (token: string | undefined, query: string) =>
    shop.app.inject({
      method: 'GET',
      url: `/api/cod/eligibility?${query}`,
      headers: token ? bearer(token) : {},
    })

  /** A cash-on-delivery order of the shopper's that was shipped and came back undelivered. */
  async function returnedParcel(shopper: SignedUpUser): Promise<void> {
    const figure = await product(shop, { pricePaise: 49_900 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const shipped = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'RTO1',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    const returned = await setStatus(shop, admin.token, order._id, { status: 'returned' })
    expect(returned.statusCode, returned.body).toBe(200)
  }

  const refusal = (message: string) => ({ success: false, message })

  it('answers the built-in rules until an admin saves some, then what was saved', async () => {
    expect(await savedSettings()).toEqual(DEFAULT_COD_SETTINGS)
    const rules = { maxOrderValue: 2500.5, blockAfterReturns: 2, confirmationHours: 1.5 }
    const saved = await putSettings(admin.token, rules)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual(rules)
    expect(await savedSettings()).toEqual(rules)
    await useRules({})
    expect(await savedSettings()).toEqual(DEFAULT_COD_SETTINGS)
  })

  it("refuses rules that are not valid with the field's message, and keeps the saved ones", async () => {
    const saved = { maxOrderValue: 5000, blockAfterReturns: 3, confirmationHours: 0 }
    await useRules(saved)
    const cases: [object, string][] = [
      [{ ...saved, maxOrderValue: 0 }, 'The largest order value must be more than ₹0'],
      [{ ...saved, maxOrderValue: -10 }, 'The largest order value must be more than ₹0'],
      [
        { ...saved, maxOrderValue: '5000' },
        'Please enter the largest order value, or leave it empty for no limit',
      ],
      [{ ...saved, blockAfterReturns: 1.5 }, 'Please enter a whole number of parcels (0 never blocks)'],
      [{ ...saved, blockAfterReturns: -1 }, 'Please enter a whole number of parcels (0 never blocks)'],
      [
        { ...saved, confirmationHours: MAX_COD_CONFIRMATION_HOURS + 1 },
        `At most ${MAX_COD_CONFIRMATION_HOURS} hours`,
      ],
      [{ ...saved, confirmationHours: -1 }, 'Please enter the hours (0 for no confirmation)'],
      [{ maxOrderValue: 5000, blockAfterReturns: 3 }, 'Please enter the hours (0 for no confirmation)'],
    ]
    for (const [payload, message] of cases) {
      const response = await putSettings(admin.token, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().message, JSON.stringify(payload)).toContain(message)
    }
    expect(await savedSettings()).toEqual(saved)
    await useRules({})
  })

  it('lets only an admin read or change the rules', async () => {
    const shopper = await signUp(shop.app)
    for (const token of [undefined, shopper.token]) {
      const read = await shop.app.inject({
        method: 'GET',
        url: '/api/cod/settings',
        headers: token ? bearer(token) : {},
      })
      const write = await putSettings(token, { ...DEFAULT_COD_SETTINGS, blockAfterReturns: 1 })
      expect([read.statusCode, write.statusCode]).toEqual(token ? [403, 403] : [401, 401])
    }
    expect(await savedSettings()).toEqual(DEFAULT_COD_SETTINGS)
  })

  it('keeps the rules between orders until a change is published, and follows a saved change at once', async () => {
    await useRules({})
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { pricePaise: 300_000, stock: 10 })
    const order = () =>
      placeOrderRequest(shop, shopper.token, [{ product: figure.id, qty: 1 }], { paymentMethod: 'COD' })
    expect((await order()).statusCode).toBe(201)
    // Behind the shop's back, no change is published: the kept rules still decide (they are read once, not
    // in every order's transaction), and an order, a change of stock only, keeps them too.
    await shop.database.db.updateTable('cod_settings').set({ max_order_value_paise: 100 }).execute()
    expect((await order()).statusCode).toBe(201)
    expect((await order()).statusCode).toBe(201)
    await useRules({ maxOrderValue: 2000 })
    const refused = await order()
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toEqual(refusal(codAboveLimitMessage('₹2,000.00')))
    await useRules({})
  })

  it('refuses cash on delivery above the limit (the total after the discount) with 409, and takes the same cart paid with PhonePe', async () => {
    await useRules({ maxOrderValue: 2000 })
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { pricePaise: 129_900, stock: 10 })
    const cart: Line[] = [{ product: figure.id, qty: 2 }]

    const refused = await placeOrderRequest(shop, shopper.token, cart, { paymentMethod: 'COD' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual(refusal(codAboveLimitMessage('₹2,000.00')))
    expect(await stockOf(shop, figure.id)).toBe(10)

    const online = await placeOrder(shop, shopper.token, cart, { paymentMethod: 'PHONEPE' })
    expect(online.totalPrice).toBe(2598)
    expect(await stockOf(shop, figure.id)).toBe(8)

    // ₹2,598 less 30 % is ₹1,818.60: under the limit once the discount is taken off.
    const code = `COD${Date.now().toString(36).toUpperCase()}`
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code, type: 'percentage', value: 30 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const discounted = await placeOrder(shop, shopper.token, cart, {
      paymentMethod: 'COD',
      discountCode: code,
    })
    expect(discounted).toMatchObject({ paymentMethod: 'COD', totalPrice: 1818.6 })

    // At the limit exactly is still allowed.
    await useRules({ maxOrderValue: 1299 })
    await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], { paymentMethod: 'COD' })
    await useRules({})
    expect((await placeOrderRequest(shop, shopper.token, cart, { paymentMethod: 'COD' })).statusCode).toBe(
      201,
    )
  })

  it('stops cash on delivery for a customer once their returned parcels reach the number, and only for them', async () => {
    await useRules({})
    const repeat = await signUp(shop.app)
    const careful = await signUp(shop.app)
    await returnedParcel(repeat)
    await useRules({ blockAfterReturns: 2 })
    const figure = await product(shop, { pricePaise: 49_900, stock: 20 })
    const cart: Line[] = [{ product: figure.id, qty: 1 }]
    // One returned parcel of two allowed.
    await placeOrder(shop, repeat.token, cart, { paymentMethod: 'COD' })
    await returnedParcel(repeat)

    const refused = await placeOrderRequest(shop, repeat.token, cart, { paymentMethod: 'COD' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual(refusal(COD_BLOCKED_MESSAGE))
    await placeOrder(shop, repeat.token, cart, { paymentMethod: 'PHONEPE' })
    await placeOrder(shop, careful.token, cart, { paymentMethod: 'COD' })

    // 0 never blocks.
    await useRules({ blockAfterReturns: 0 })
    await placeOrder(shop, repeat.token, cart, { paymentMethod: 'COD' })
    await useRules({})
  })

  it('refuses cash on delivery to a PIN code the delivery settings exclude with 409, and takes PhonePe there', async () => {
    await useRules({})
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 5 })
    const order = (paymentMethod: 'COD' | 'PHONEPE') =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: { orderItems: [{ product: figure.id, qty: 1 }], shippingAddress: PORT_BLAIR, paymentMethod },
      })
    const refused = await order('COD')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual(refusal(COD_EXCLUDED_PIN_MESSAGE))
    expect((await order('PHONEPE')).statusCode).toBe(201)
    expect(await stockOf(shop, figure.id)).toBe(4)
  })

  it('answers whether cash on delivery may be chosen with each reason and the message the order would get', async () => {
    await useRules({ maxOrderValue: 1000, blockAfterReturns: 1 })
    const shopper = await signUp(shop.app)
    const blocked = await signUp(shop.app)
    await useRules({})
    await returnedParcel(blocked)
    await useRules({ maxOrderValue: 1000, blockAfterReturns: 1 })
    const answer = async (token: string, query: string) => {
      const response = await eligibility(token, query)
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }

    expect(await answer(shopper.token, 'amount=999.99&postalCode=400050')).toEqual({
      available: true,
      reason: null,
      message: null,
    })
    expect(await answer(shopper.token, 'amount=1000')).toMatchObject({ available: true })
    expect(await answer(shopper.token, 'amount=1000.01&postalCode=400050')).toEqual({
      available: false,
      reason: 'above-limit',
      message: codAboveLimitMessage('₹1,000.00'),
    })
    expect(await answer(shopper.token, 'amount=500&postalCode=744101')).toEqual({
      available: false,
      reason: 'pin-code',
      message: COD_EXCLUDED_PIN_MESSAGE,
    })
    expect(await answer(blocked.token, 'amount=500&postalCode=400050')).toEqual({
      available: false,
      reason: 'returned-parcels',
      message: COD_BLOCKED_MESSAGE,
    })

    // The order itself is refused with the same words.
    const figure = await product(shop, { pricePaise: 50_000, stock: 5 })
    const refused = await placeOrderRequest(shop, blocked.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(refused.json()).toEqual(refusal(COD_BLOCKED_MESSAGE))

    expect((await eligibility(undefined, 'amount=500')).statusCode).toBe(401)
    for (const query of ['', 'amount=abc', 'amount=-1', 'amount=500&postalCode=4000', 'amount=1e9']) {
      const response = await eligibility(shopper.token, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().success).toBe(false)
    }
    await useRules({})
  })
})
