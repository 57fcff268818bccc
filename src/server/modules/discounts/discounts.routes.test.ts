import { expect, it } from 'vitest'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'
import { insertProduct, sampleAddress } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp, signUpAdmin, type TestApp } from '../../test/test-app'

let codeCounter = 0
const freshCode = (prefix = 'SALE') =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${(codeCounter += 1)}`

describeEachDatabase('discount codes', (context: TestApp) => {
  const createCode = async (adminToken: string, fields: object) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(adminToken),
      payload: { code: freshCode(), type: 'percentage', value: 20, ...fields },
    })
    return response
  }
  const validate = (token: string, code: string, lines: { product: string; qty: number }[]) =>
    context.app.inject({
      method: 'POST',
      url: '/api/discounts/validate',
      headers: bearer(token),
      payload: { code, orderItems: lines },
    })
  const order = (token: string, lines: { product: string; qty: number }[], extra: object = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { orderItems: lines, shippingAddress: sampleAddress, paymentMethod: 'COD', ...extra },
    })

  it('lets an admin create, list, pause, resume and delete a code, and refuses a taken code or a bad value', async () => {
    const admin = await signUpAdmin(context)
    const code = freshCode('DIWALI')
    const created = await createCode(admin.token, {
      code: code.toLowerCase(),
      description: 'Diwali sale',
      maxDiscount: 500,
    })
    expect(created.statusCode).toBe(201)
    const discount = created.json().discount
    expect(discount).toMatchObject({
      code,
      type: 'percentage',
      value: 20,
      maxDiscount: 500,
      isActive: true,
      timesUsed: 0,
    })

    expect((await createCode(admin.token, { code })).statusCode).toBe(409)
    const tooMuch = await createCode(admin.token, { value: 120 })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().message).toBe('A percentage must be a whole number from 1 to 100')
    const backwards = await createCode(admin.token, {
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-11-01T00:00:00.000Z',
    })
    expect(backwards.json().message).toBe('The end must be after the start')

    const paused = await context.app.inject({
      method: 'PUT',
      url: `/api/discounts/${discount._id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    })
    expect(paused.json().discount.isActive).toBe(false)
    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/discounts',
      headers: bearer(admin.token),
    })
    expect(listed.json().discounts.find((entry: { code: string }) => entry.code === code).isActive).toBe(
      false,
    )

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${discount._id}`,
      headers: bearer(admin.token),
    })
    expect(removed.statusCode).toBe(200)
    const again = await context.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${discount._id}`,
      headers: bearer(admin.token),
    })
    expect(again.statusCode).toBe(404)
  })

  it('explains every reason a code does not apply, and prices the ones that do from the database', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const figure = await insertProduct(context.database.db, { price_paise: 100_000, category: 'figures' })
    const keychain = await insertProduct(context.database.db, { price_paise: 25_000, category: 'keychains' })
    const cart = [
      { product: figure.id, qty: 1 },
      { product: keychain.id, qty: 2 },
    ]
    const make = async (fields: object) =>
      (await createCode(admin.token, fields)).json().discount.code as string
    const day = 24 * 60 * 60 * 1000

    const cases: [object, { valid: boolean; message: string; discount?: number }][] = [
      [{ isActive: false }, { valid: false, message: DISCOUNT_MESSAGES.paused }],
      [
        { startsAt: new Date(Date.now() + day).toISOString() },
        { valid: false, message: DISCOUNT_MESSAGES.notStarted },
      ],
      [
        {
          startsAt: new Date(Date.now() - 2 * day).toISOString(),
          endsAt: new Date(Date.now() - day).toISOString(),
        },
        { valid: false, message: DISCOUNT_MESSAGES.expired },
      ],
      [{ minOrderValue: 1750 }, { valid: false, message: 'Add ₹250.00 more to use this code' }],
      [{ categories: ['clothing'] }, { valid: false, message: DISCOUNT_MESSAGES.notApplicable }],
      // 20 % of ₹1,500.00
      [{}, { valid: true, message: 'Code applied: you save ₹300.00', discount: 300 }],
      // only the keychains: 20 % of ₹500.00
      [
        { categories: ['keychains'] },
        { valid: true, message: 'Code applied: you save ₹100.00', discount: 100 },
      ],
      [
        { productIds: [figure.id] },
        { valid: true, message: 'Code applied: you save ₹200.00', discount: 200 },
      ],
      [{ maxDiscount: 150 }, { valid: true, message: 'Code applied: you save ₹150.00', discount: 150 }],
      [
        { type: 'fixed', value: 250.5 },
        { valid: true, message: 'Code applied: you save ₹250.50', discount: 250.5 },
      ],
      [
        { type: 'fixed', value: 5000 },
        { valid: true, message: 'Code applied: you save ₹1,500.00', discount: 1500 },
      ],
      [{ minOrderValue: 1500 }, { valid: true, message: 'Code applied: you save ₹300.00', discount: 300 }],
    ]
    for (const [fields, expected] of cases) {
      const code = await make(fields)
      const answer = await validate(shopper.token, code.toLowerCase(), cart)
      expect(answer.statusCode, JSON.stringify(fields)).toBe(200)
      expect(answer.json(), JSON.stringify(fields)).toMatchObject({ ...expected, code, itemsPrice: 1500 })
    }
    const unknown = await validate(shopper.token, 'NO-SUCH-CODE', cart)
    expect(unknown.json()).toMatchObject({ valid: false, message: DISCOUNT_MESSAGES.unknown, discount: 0 })
  })

  it('computes the order from the database whatever the client sends, records the code, and gives the use back on cancel', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { price_paise: 129_900, stock: 5 })
    const code = (await createCode(admin.token, { usageLimit: 5 })).json().discount
    const placed = await order(shopper.token, [{ product: product.id, qty: 2 }], {
      discountCode: ` ${code.code.toLowerCase()} `,
      itemsPrice: 1,
      totalPrice: 1,
    })
    expect(placed.statusCode).toBe(201)
    expect(placed.json()).toMatchObject({
      itemsPrice: 2598,
      discountPrice: 519.6,
      discountCode: code.code,
      totalPrice: 2078.4,
    })
    const used = async () =>
      (await context.app.inject({ method: 'GET', url: '/api/discounts', headers: bearer(admin.token) }))
        .json()
        .discounts.find((entry: { _id: string }) => entry._id === code._id).timesUsed
    expect(await used()).toBe(1)

    const mine = await context.app.inject({
      method: 'GET',
      url: `/api/orders/my-orders/${placed.json()._id}`,
      headers: bearer(shopper.token),
    })
    expect(mine.json()).toMatchObject({ discountPrice: 519.6, discountCode: code.code, totalPrice: 2078.4 })

    const cancelled = await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json()._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled' },
    })
    expect(cancelled.statusCode).toBe(200)
    expect(await used()).toBe(0)

    // The admin takes the cancel back: the order is as it was, its code counted again.
    const reinstated = await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json()._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'processing' },
    })
    expect(reinstated.json()).toMatchObject({ discountPrice: 519.6, totalPrice: 2078.4 })
    expect(await used()).toBe(1)
  })

  it('takes a code down to nothing only for cash on delivery, and holds a fixed amount to paise', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { price_paise: 50_000, stock: 5 })
    const everything = (await createCode(admin.token, { value: 100 })).json().discount.code
    const online = await order(shopper.token, [{ product: product.id, qty: 1 }], {
      discountCode: everything,
      paymentMethod: 'PHONEPE',
    })
    expect(online.statusCode).toBe(400)
    expect(online.json().message).toBe(
      'An order paid online must come to at least ₹1.00 after the discount: please choose Cash on Delivery',
    )
    const cash = await order(shopper.token, [{ product: product.id, qty: 1 }], { discountCode: everything })
    expect(cash.json()).toMatchObject({ discountPrice: 500, totalPrice: 0 })

    const tiny = await createCode(admin.token, { type: 'fixed', value: 0.004 })
    expect(tiny.statusCode).toBe(400)
    expect(tiny.json().message).toBe('An amount in ₹ is at least 0.01, with at most 2 decimals')
  })

  it('refuses an order whose code no longer applies, with the reason, and writes nothing', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { price_paise: 10_000, stock: 5 })
    const code = (await createCode(admin.token, { minOrderValue: 1000 })).json().discount.code
    const refused = await order(shopper.token, [{ product: product.id, qty: 1 }], { discountCode: code })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('Add ₹900.00 more to use this code')
    const stock = await context.database.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow()
    expect(stock.stock).toBe(5)
  })

  it('gives the last use of a code to exactly one of ten buyers racing for it', async () => {
    const admin = await signUpAdmin(context)
    const code = (await createCode(admin.token, { usageLimit: 1 })).json().discount.code
    const product = await insertProduct(context.database.db, { stock: 50 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signUp(context.app)))
    const answers = await Promise.all(
      buyers.map((buyer) => order(buyer.token, [{ product: product.id, qty: 1 }], { discountCode: code })),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 400)).toHaveLength(9)
    for (const answer of answers.filter((entry) => entry.statusCode === 400))
      expect(answer.json().message).toBe(DISCOUNT_MESSAGES.usedUp)
  })

  it('holds a customer to the uses per customer, also when two tabs order at once', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const code = (await createCode(admin.token, { perCustomerLimit: 1 })).json().discount.code
    const product = await insertProduct(context.database.db, { stock: 50 })
    const answers = await Promise.all(
      [1, 2].map(() => order(shopper.token, [{ product: product.id, qty: 1 }], { discountCode: code })),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400])
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(
      DISCOUNT_MESSAGES.alreadyUsed,
    )
    const preview = await validate(shopper.token, code, [{ product: product.id, qty: 1 }])
    expect(preview.json()).toMatchObject({ valid: false, message: DISCOUNT_MESSAGES.alreadyUsed })
  })
})

describeEachDatabase('fair drops: a maximum per customer', (context: TestApp) => {
  const order = (token: string, productId: string, qty: number) =>
    context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: {
        orderItems: [{ product: productId, qty }],
        shippingAddress: sampleAddress,
        paymentMethod: 'COD',
      },
    })

  it('counts every order that is not cancelled, and says how many the customer already has', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, {
      name: 'Limited Rem Figure',
      stock: 20,
      max_per_customer: 2,
    })
    expect((await order(shopper.token, product.id, 3)).json().message).toBe(
      'You can buy at most 2 of "Limited Rem Figure" per customer.',
    )
    const first = await order(shopper.token, product.id, 1)
    expect(first.statusCode).toBe(201)
    const over = await order(shopper.token, product.id, 2)
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(
      'You can buy at most 2 of "Limited Rem Figure" per customer. You already have 1 in earlier orders.',
    )
    await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${first.json()._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled' },
    })
    expect((await order(shopper.token, product.id, 2)).statusCode).toBe(201)
    // Another customer has a maximum of their own.
    expect((await order((await signUp(context.app)).token, product.id, 2)).statusCode).toBe(201)
  })

  it('lets only one of two tabs of the same customer take the last allowed one', async () => {
    const shopper = await signUp(context.app)
    const product = await insertProduct(context.database.db, { stock: 20, max_per_customer: 1 })
    const answers = await Promise.all([
      order(shopper.token, product.id, 1),
      order(shopper.token, product.id, 1),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
  })

  it('is set and cleared through the product form', async () => {
    const admin = await signUpAdmin(context)
    const product = await insertProduct(context.database.db)
    const put = (payload: object) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: bearer(admin.token),
        payload,
      })
    expect((await put({ maxPerCustomer: '2' })).json().maxPerCustomer).toBe(2)
    expect((await put({ maxPerCustomer: '' })).json().maxPerCustomer).toBeNull()
    const bad = await put({ maxPerCustomer: 0 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Maximum per customer must be at least 1')
  })
})
