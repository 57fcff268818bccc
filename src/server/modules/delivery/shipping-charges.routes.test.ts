import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING_SETTINGS } from '@common/schemas/shipping'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  signUpStaff,
  testDialects,
  type TestApp,
} from '../../test/test-app'

describe.each(testDialects)('shipping charges: the settings and the quote [%s]', (dialect) => {
  const context = {} as TestApp
  let adminToken: string

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect))
    adminToken = (await signUpAdmin(context)).token
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  const get = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
  const putSettings = (settings: unknown, token: string | null = adminToken) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/shipping/settings',
      headers: token ? bearer(token) : {},
      payload: settings as object,
    })
  const quote = async (query: string) => {
    const answer = await get(`/api/shipping/quote?${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json() as unknown
  }

  it('charges nothing until the admin saves charges: the defaults, and a quote of nothing to anyone', async () => {
    const answer = await get('/api/shipping/settings', adminToken)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ flatRate: 0, freeOver: 500, codFee: 0 })
    expect(DEFAULT_SHIPPING_SETTINGS).toEqual({ flatRate: 0, freeOver: 500, codFee: 0 })
    expect(await quote('itemsPrice=100&paymentMethod=COD')).toEqual({
      shippingPrice: 0,
      codFee: 0,
      freeOver: 500,
    })
  })

  it("keeps the settings the admin's: 401 without a token, 403 for a shopper and for staff", async () => {
    const shopper = await signUp(context.app)
    const staff = await signUpStaff(context)
    const settings = { flatRate: 1, freeOver: 1, codFee: 1 }
    expect((await get('/api/shipping/settings')).statusCode).toBe(401)
    expect((await putSettings(settings, null)).statusCode).toBe(401)
    for (const token of [shopper.token, staff.token]) {
      expect((await get('/api/shipping/settings', token)).statusCode).toBe(403)
      expect((await putSettings(settings, token)).statusCode).toBe(403)
    }
    expect((await get('/api/shipping/settings', adminToken)).json()).toEqual(DEFAULT_SHIPPING_SETTINGS)
  })

  it('refuses a negative amount, a third decimal, text or a missing field (400), keeping what was saved', async () => {
    const refused: [unknown, string][] = [
      [{ flatRate: -1, freeOver: 500, codFee: 0 }, 'The flat rate cannot be negative'],
      [
        { flatRate: 49.999, freeOver: 500, codFee: 0 },
        'The flat rate can have at most 2 decimals (whole paise)',
      ],
      [{ flatRate: 49, freeOver: '500', codFee: 0 }, 'The free shipping threshold must be a number'],
      [{ flatRate: 49, freeOver: 500 }, 'The cash on delivery fee must be a number'],
      [{ flatRate: 49, freeOver: 500, codFee: 20_000_000 }, 'The cash on delivery fee must be at most'],
    ]
    for (const [settings, message] of refused) {
      const answer = await putSettings(settings)
      expect(answer.statusCode, JSON.stringify(settings)).toBe(400)
      expect(answer.json().message, JSON.stringify(settings)).toContain(message)
    }
    expect((await get('/api/shipping/settings', adminToken)).json()).toEqual(DEFAULT_SHIPPING_SETTINGS)
  })

  it('saves the charges in rupees and paise, logs the change, and quotes them at once', async () => {
    const saved = await putSettings({ flatRate: 49.5, freeOver: 999.99, codFee: 30 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ flatRate: 49.5, freeOver: 999.99, codFee: 30 })
    expect((await get('/api/shipping/settings', adminToken)).json()).toEqual(saved.json())
    const row = await context.database.db.selectFrom('shipping_charges').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ flat_rate_paise: 4950, free_over_paise: 99_999, cod_fee_paise: 3000 })
    const logged = await context.database.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity_id', '=', 'shipping')
      .execute()
    expect(logged).toHaveLength(1)

    // Below the threshold shipping is the flat rate; at it and above, free. The fee only when paid on delivery.
    expect(await quote('itemsPrice=999.98')).toEqual({ shippingPrice: 49.5, codFee: 0, freeOver: 999.99 })
    expect(await quote('itemsPrice=999.98&paymentMethod=PHONEPE')).toMatchObject({ codFee: 0 })
    expect(await quote('itemsPrice=999.99&paymentMethod=COD')).toEqual({
      shippingPrice: 0,
      codFee: 30,
      freeOver: 999.99,
    })
    expect(await quote('itemsPrice=5000&paymentMethod=COD')).toMatchObject({ shippingPrice: 0, codFee: 30 })

    // Saved again with the same charges, nothing new is logged.
    expect((await putSettings({ flatRate: 49.5, freeOver: 999.99, codFee: 30 })).statusCode).toBe(200)
    const loggedAgain = await context.database.db
      .selectFrom('audit_entries')
      .select('id')
      .where('entity_id', '=', 'shipping')
      .execute()
    expect(loggedAgain).toHaveLength(1)
  })

  it('refuses a quote without a number of rupees or with an unknown payment method (400)', async () => {
    for (const query of [
      '',
      'itemsPrice=abc',
      'itemsPrice=-1',
      'itemsPrice=1.001',
      'itemsPrice=10&paymentMethod=UPI',
    ])
      expect((await get(`/api/shipping/quote?${query}`)).statusCode, query).toBe(400)
  })
})
