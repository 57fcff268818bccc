import { expect, it } from 'vitest'
import { CATEGORY_TAX_DEFAULTS } from '@common/gst'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { bearer, describeEachDatabase, signUp, signUpAdmin, type TestApp } from '../../test/test-app'

describeEachDatabase('GST defaults per category', (context: TestApp) => {
  const getDefaults = (token?: string) =>
    context.app.inject({
      method: 'GET',
      url: '/api/tax/category-defaults',
      ...(token ? { headers: bearer(token) } : {}),
    })
  const putDefaults = (payload: unknown, token?: string) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/tax/category-defaults',
      ...(token ? { headers: bearer(token) } : {}),
      payload: payload as object,
    })
  const createProduct = (token: string, fields: object) =>
    context.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(token),
      payload: {
        name: 'Rengoku Keychain',
        description: 'Acrylic keychain.',
        price: 299,
        stock: 5,
        category: 'keychains',
        images: ['/media/0123456789abcdef0123456789abcdef.webp'],
        countryOfOrigin: 'China',
        ...fields,
      },
    })

  it('answers the built-in default of every category before an admin changes one', async () => {
    const admin = await signUpAdmin(context)
    const response = await getDefaults(admin.token)
    expect(response.statusCode).toBe(200)
    expect(response.json().defaults).toEqual(
      PRODUCT_CATEGORIES.map((category) => ({ category, ...CATEGORY_TAX_DEFAULTS[category] })),
    )
    expect(response.json().defaults[0]).toEqual({ category: 'figures', hsnCode: '9503', gstRate: 5 })
  })

  it('lets only an admin read or change the defaults', async () => {
    const shopper = await signUp(context.app)
    expect((await getDefaults()).statusCode).toBe(401)
    expect((await getDefaults(shopper.token)).statusCode).toBe(403)
    const change = { defaults: [{ category: 'clothing', hsnCode: '6109', gstRate: 18 }] }
    expect((await putDefaults(change)).statusCode).toBe(401)
    expect((await putDefaults(change, shopper.token)).statusCode).toBe(403)
  })

  it.each([
    [
      { defaults: [{ category: 'figures', hsnCode: '9503', gstRate: 10 }] },
      'GST rate must be one of 0, 5, 18, 40 %',
    ],
    [
      { defaults: [{ category: 'figures', hsnCode: '9503', gstRate: 12 }] },
      'GST rate 12 % was removed on 22 September 2025: choose one of 0, 5, 18, 40 %',
    ],
    [
      { defaults: [{ category: 'keychains', hsnCode: '3926', gstRate: '28%' }] },
      'GST rate 28 % was removed on 22 September 2025: choose one of 0, 5, 18, 40 %',
    ],
    [
      { defaults: [{ category: 'figures', hsnCode: '95030', gstRate: 5 }] },
      'HSN code must be 4, 6 or 8 digits',
    ],
    [{ defaults: [{ category: 'swords', hsnCode: '9503', gstRate: 5 }] }, undefined],
    [{ defaults: [] }, 'Send at least one category'],
    [
      {
        defaults: [
          { category: 'figures', hsnCode: '9503', gstRate: 5 },
          { category: 'figures', hsnCode: '9503', gstRate: 18 },
        ],
      },
      'Each category may appear once',
    ],
    [{}, undefined],
    [['figures'], undefined],
  ])('refuses %j with a 400', async (payload, message) => {
    const admin = await signUpAdmin(context)
    const response = await putDefaults(payload, admin.token)
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
    if (message) expect(response.json().message).toBe(message)
  })

  it("stores an admin's change, which new products of the category take while others keep theirs", async () => {
    const admin = await signUpAdmin(context)
    const before = await createProduct(admin.token, {})
    expect(before.statusCode).toBe(201)
    expect(before.json()).toMatchObject({ hsnCode: '3926', gstRate: 18 })

    const changed = await putDefaults(
      { defaults: [{ category: 'keychains', hsnCode: '7117.19', gstRate: '40' }] },
      admin.token,
    )
    expect(changed.statusCode).toBe(200)
    const keychains = changed
      .json()
      .defaults.find((entry: { category: string }) => entry.category === 'keychains')
    expect(keychains).toEqual({ category: 'keychains', hsnCode: '711719', gstRate: 40 })
    expect(changed.json().defaults).toHaveLength(PRODUCT_CATEGORIES.length)
    expect((await getDefaults(admin.token)).json()).toEqual(changed.json())

    const after = await createProduct(admin.token, {})
    expect(after.json()).toMatchObject({ hsnCode: '711719', gstRate: 40 })
    const own = await createProduct(admin.token, { hsnCode: '3926', gstRate: 0 })
    expect(own.json()).toMatchObject({ hsnCode: '3926', gstRate: 0 })
    const untouched = await context.app.inject({ method: 'GET', url: `/api/products/${before.json()._id}` })
    expect(untouched.json()).toMatchObject({ hsnCode: '3926', gstRate: 18 })

    // Put back for the other tests of this suite, which share the database.
    await putDefaults({ defaults: [{ category: 'keychains', hsnCode: '3926', gstRate: 18 }] }, admin.token)
  })

  it('reads a default saved at a rate GST 2.0 removed with its HSN code and the category’s built-in rate', async () => {
    const admin = await signUpAdmin(context)
    // Saved before 22 September 2025, when 12 % was a slab: written as the shop did then.
    await context.database.db
      .insertInto('category_tax_defaults')
      .values({
        category: 'qposket',
        hsn_code: '950300',
        gst_rate: 12,
        updated_at: '2025-06-01T00:00:00.000Z',
      })
      .execute()
    const listed = (await getDefaults(admin.token)).json().defaults
    expect(listed.find((entry: { category: string }) => entry.category === 'qposket')).toEqual({
      category: 'qposket',
      hsnCode: '950300',
      gstRate: 5,
    })
    const created = await createProduct(admin.token, { category: 'qposket' })
    expect(created.json()).toMatchObject({ hsnCode: '950300', gstRate: 5 })
    await context.database.db.deleteFrom('category_tax_defaults').where('category', '=', 'qposket').execute()
  })
})
