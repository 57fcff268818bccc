import { beforeAll, expect, it } from 'vitest'
import type { Product } from '@common/schemas/product'
import { COUNTRY_OF_ORIGIN_MESSAGE, COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE } from '@common/schemas/product'
import { bearer, describeEachDatabase, signUpAdmin, type SignedUpUser } from '../../test/test-app'

const IMPORTER = 'AnimeVerse, 2nd Floor, 14 Hill Road,\nBandra West, Mumbai, Maharashtra 400050, India'

function productInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Gojo Satoru Prize Figure',
    description: 'A 20 cm PVC prize figure.',
    price: 1999,
    stock: 4,
    category: 'figures',
    images: ['https://cdn.example.com/figures/gojo.jpg'],
    countryOfOrigin: 'China',
    ...overrides,
  }
}

const removedMessage = (rate: number) =>
  `GST rate ${rate} % was removed on 22 September 2025: choose one of 0, 5, 18, 40 %`

/** The bytes and content type a browser sends for a form of text fields. */
async function multipart(entries: [string, string][]) {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  const request = new Response(form)
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}

describeEachDatabase('product labelling and GST slabs', (context) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(context)
  })

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    context.app.inject({ method, url, headers: bearer(admin.token), payload })
  const sendForm = async (method: 'POST' | 'PUT', url: string, entries: [string, string][]) => {
    const { payload, headers } = await multipart(entries)
    return context.app.inject({ method, url, payload, headers: { ...headers, ...bearer(admin.token) } })
  }
  const fetchProduct = async (id: string): Promise<Product> =>
    (await context.app.inject({ method: 'GET', url: `/api/products/${id}` })).json()
  const create = async (overrides: Record<string, unknown> = {}): Promise<Product> => {
    const response = await send('POST', '/api/products', productInput(overrides))
    expect(response.statusCode).toBe(201)
    return response.json()
  }
  /** A product given its rate before 22 September 2025, and listed before countries were recorded. */
  const productOfBefore = async (gstRate: number): Promise<Product> => {
    const product = await create()
    await context.database.db
      .updateTable('products')
      .set({ gst_rate: gstRate, country_of_origin: null })
      .where('id', '=', product.id)
      .execute()
    return fetchProduct(product.id)
  }

  it('gives new products 0, 5, 18 or 40 % and refuses 12 and 28 % as removed slabs', async () => {
    for (const gstRate of [0, 5, 18, 40]) expect((await create({ gstRate })).gstRate).toBe(gstRate)
    for (const gstRate of [12, 28, '28']) {
      const refused = await send('POST', '/api/products', productInput({ gstRate }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, message: removedMessage(Number(gstRate)) })
    }
    const form = await sendForm('POST', '/api/products', [
      ...Object.entries(productInput({ images: undefined, gstRate: '12' })).flatMap(([name, value]) =>
        typeof value === 'string' || typeof value === 'number'
          ? [[name, String(value)] as [string, string]]
          : [],
      ),
      ['images', 'https://cdn.example.com/figures/gojo.jpg'],
    ])
    expect(form.statusCode).toBe(400)
    expect(form.json().message).toBe(removedMessage(12))

    const product = await create({ gstRate: 5 })
    for (const gstRate of [12, 28]) {
      const edit = await send('PUT', `/api/products/${product.id}`, { gstRate })
      expect(edit.statusCode).toBe(400)
      expect(edit.json().message).toBe(removedMessage(gstRate))
    }
    expect((await send('PUT', `/api/products/${product.id}`, { gstRate: 40 })).json().gstRate).toBe(40)
  })

  it('lets a product holding 12 % be edited without touching its rate, and moves it only to a current slab', async () => {
    const product = await productOfBefore(12)
    expect(product).toMatchObject({ gstRate: 12, countryOfOrigin: null })

    // Its form sends nothing for the rate, or the rate it was read with: neither is a change.
    const renamed = await send('PUT', `/api/products/${product.id}`, { name: 'Gojo (renamed)' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Gojo (renamed)', gstRate: 12, countryOfOrigin: null })
    const sentBack = await send('PUT', `/api/products/${product.id}`, { name: 'Gojo', gstRate: '12 %' })
    expect(sentBack.statusCode).toBe(200)
    expect(sentBack.json()).toMatchObject({ name: 'Gojo', gstRate: 12 })

    const toOther = await send('PUT', `/api/products/${product.id}`, { gstRate: 28, name: 'Not saved' })
    expect(toOther.statusCode).toBe(400)
    expect(toOther.json().message).toBe(removedMessage(28))
    expect(await fetchProduct(product.id)).toMatchObject({ name: 'Gojo', gstRate: 12 })

    const moved = await send('PUT', `/api/products/${product.id}`, { gstRate: 5, countryOfOrigin: 'china' })
    expect(moved.json()).toMatchObject({ gstRate: 5, countryOfOrigin: 'China' })
    // Once off a removed slab, it cannot go back.
    const back = await send('PUT', `/api/products/${product.id}`, { gstRate: 12 })
    expect(back.statusCode).toBe(400)
    expect(back.json().message).toBe(removedMessage(12))
  })

  it('requires a new product’s country of origin and refuses what is no country', async () => {
    const before = await context.database.db.selectFrom('products').select('id').execute()
    for (const countryOfOrigin of [undefined, '', '   ']) {
      const refused = await send('POST', '/api/products', productInput({ countryOfOrigin }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({
        success: false,
        message: COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE,
        field: 'countryOfOrigin',
      })
    }
    const unknown = await send('POST', '/api/products', productInput({ countryOfOrigin: 'Made in Japan' }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(COUNTRY_OF_ORIGIN_MESSAGE)
    const form = await sendForm('POST', '/api/products', [
      ['name', 'Unlabelled'],
      ['description', 'No country.'],
      ['price', '100'],
      ['stock', '1'],
      ['category', 'figures'],
      ['images', 'https://cdn.example.com/x.jpg'],
    ])
    expect(form.statusCode).toBe(400)
    expect(form.json().message).toBe(COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE)
    expect(await context.database.db.selectFrom('products').select('id').execute()).toHaveLength(
      before.length,
    )
  })

  it('stores and answers the labelling from JSON, edits it, a blank country keeping the product’s own', async () => {
    const product = await create({
      countryOfOrigin: 'viet nam',
      importer: `  ${IMPORTER} `,
      netQuantity: '1 figure',
    })
    const labelling = { countryOfOrigin: 'Vietnam', importer: IMPORTER, netQuantity: '1 figure' }
    expect(product).toMatchObject(labelling)
    expect(await fetchProduct(product.id)).toMatchObject(labelling)
    const listed = await context.app.inject({ method: 'GET', url: '/api/products?limit=100' })
    expect(listed.json().products.find((entry: Product) => entry.id === product.id)).toMatchObject(labelling)

    const edited = await send('PUT', `/api/products/${product.id}`, {
      countryOfOrigin: '',
      importer: '',
      netQuantity: '2 figures',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      countryOfOrigin: 'Vietnam',
      importer: null,
      netQuantity: '2 figures',
    })
    const untouched = await send('PUT', `/api/products/${product.id}`, { name: 'Renamed' })
    expect(untouched.json()).toMatchObject({ countryOfOrigin: 'Vietnam', netQuantity: '2 figures' })
  })

  it('reads the labelling from both multipart forms, on create and edit', async () => {
    const fields: [string, string][] = [
      ['name', 'Pochita Plush'],
      ['description', 'Soft.'],
      ['price', '799'],
      ['stock', '5'],
      ['category', 'other'],
      ['countryOfOrigin', 'China'],
      ['importer', IMPORTER],
      ['netQuantity', '1 plush toy'],
    ]
    // The first form sends its lists as JSON text, the second repeats `images`.
    const first = await sendForm('POST', '/api/products', [
      ...fields,
      ['images', JSON.stringify(['https://cdn.example.com/pochita.jpg'])],
      ['features', JSON.stringify([{ name: 'Height', value: '30 cm' }])],
    ])
    const second = await sendForm('POST', '/api/products', [
      ...fields,
      ['images', 'https://cdn.example.com/pochita-1.jpg'],
      ['images', 'https://cdn.example.com/pochita-2.jpg'],
    ])
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject({
        countryOfOrigin: 'China',
        importer: IMPORTER,
        netQuantity: '1 plush toy',
      })
    }
    const edited = await sendForm('PUT', `/api/products/${first.json().id}`, [
      ['countryOfOrigin', 'Japan'],
      ['netQuantity', ''],
    ])
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ countryOfOrigin: 'Japan', importer: IMPORTER, netQuantity: null })
  })
})
