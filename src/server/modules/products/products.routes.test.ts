import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'
import type { Product } from '@common/schemas/product'
import { newId, nowIso } from '../../db/ids'
import { bearer, describeEachDatabase, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'

const IMAGE = 'https://cdn.example.com/figures/naruto.jpg'

function productInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Naruto Sage Mode Figure',
    description: 'A 25 cm PVC statue.',
    price: 3499,
    originalPrice: 4499,
    stock: 12,
    category: 'figures',
    rating: 4.5,
    isFeatured: true,
    isBestSeller: false,
    isNewArrival: true,
    images: [IMAGE],
    features: [{ name: 'Height', value: '25 cm' }],
    details: [{ title: 'Material', content: 'PVC' }],
    countryOfOrigin: 'China',
    ...overrides,
  }
}

function png(colour: string, size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

type FormEntry = [name: string, value: string] | [name: string, file: Buffer, filename: string]

/** The bytes and content type a browser would send for this form. */
async function multipart(
  entries: FormEntry[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData()
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([new Uint8Array(value)], { type: 'image/png' }), filename)
  }
  const request = new Response(form)
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  }
}

describeEachDatabase('product administration', (context) => {
  let admin: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(context)
    shopper = await signUp(context.app)
  })

  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = admin.token,
  ) => context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  const sendForm = async (method: 'POST' | 'PUT', url: string, entries: FormEntry[], token = admin.token) => {
    const { payload, headers } = await multipart(entries)
    return context.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } })
  }
  const create = async (overrides: Record<string, unknown> = {}): Promise<Product> => {
    const response = await send('POST', '/api/products', productInput(overrides))
    expect(response.statusCode).toBe(201)
    return response.json()
  }
  const fetchProduct = (id: string) => context.app.inject({ method: 'GET', url: `/api/products/${id}` })
  const countMedia = async () =>
    Number(
      (
        await context.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('creates a product from JSON and answers it with 201', async () => {
    const response = await send('POST', '/api/products', productInput())
    expect(response.statusCode).toBe(201)
    const product = response.json()
    expect(product).toMatchObject({
      name: 'Naruto Sage Mode Figure',
      price: 3499,
      originalPrice: 4499,
      stock: 12,
      category: 'figures',
      rating: 4.5,
      numReviews: 0,
      isFeatured: true,
      isBestSeller: false,
      isNewArrival: true,
      isNew: true,
      images: [IMAGE],
      tags: [],
      features: [{ name: 'Height', value: '25 cm' }],
      details: [{ title: 'Material', content: 'PVC' }],
    })
    expect(product._id).toMatch(/^[0-9a-f]{24}$/)
    expect(product.id).toBe(product._id)
    expect((await fetchProduct(product._id)).json()).toEqual(product)
    const row = await context.database.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', product._id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ price_paise: 349_900, original_price_paise: 449_900, is_featured: 1 })
  })

  it('keeps prices to the paisa', async () => {
    const product = await create({ price: 19.99, originalPrice: 24.5 })
    expect(product).toMatchObject({ price: 19.99, originalPrice: 24.5 })
  })

  it('sets an empty or lower original price to the selling price', async () => {
    expect(await create({ originalPrice: '' })).toMatchObject({ price: 3499, originalPrice: 3499 })
    expect(await create({ originalPrice: null })).toMatchObject({ originalPrice: 3499 })
    expect(await create({ originalPrice: undefined })).toMatchObject({ originalPrice: 3499 })
    expect(await create({ originalPrice: 999 })).toMatchObject({ price: 3499, originalPrice: 3499 })
  })

  it('keeps feature and detail rows only when both sides are filled', async () => {
    const product = await create({
      features: [
        { name: 'Height', value: '25 cm' },
        { name: 'Scale', value: '' },
        { name: '', value: '1/8' },
        { name: '  ', value: ' ' },
      ],
      details: [
        { title: '', content: 'orphan' },
        { title: 'Series', content: ' Naruto ' },
        { title: 'Empty' },
      ],
    })
    expect(product.features).toEqual([{ name: 'Height', value: '25 cm' }])
    expect(product.details).toEqual([{ title: 'Series', content: 'Naruto' }])
  })

  it('reads keychain as keychains, flags sent as text, and drops fields the server owns', async () => {
    const product = await create({
      category: 'Keychain',
      isFeatured: 'false',
      numReviews: 99,
      _id: 'x',
      createdAt: 'yesterday',
    })
    expect(product).toMatchObject({ category: 'keychains', isFeatured: false, numReviews: 0 })
    expect(product._id).not.toBe('x')
  })

  it('accepts http(s) URLs, relative paths and /media URLs as images, once each', async () => {
    const images = [
      'http://example.com/a.png',
      '/images/b.jpg',
      `/media/${'a'.repeat(32)}.webp`,
      '/images/b.jpg',
    ]
    expect((await create({ images })).images).toEqual(images.slice(0, 3))
  })

  it.each([
    [{ name: undefined }, 'Product name is required'],
    [{ name: '   ' }, 'Product name is required'],
    [{ description: '' }, 'Description is required'],
    [{ price: undefined }, 'Price is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: 'cheap' }, 'Price must be a number'],
    [{ price: -1 }, 'Price must be positive'],
    [{ originalPrice: -0.5 }, 'Price must be positive'],
    [{ price: 10.005 }, 'Price can have at most 2 decimal places'],
    [{ stock: undefined }, 'Stock is required'],
    [{ stock: -1 }, 'Stock cannot be negative'],
    [{ stock: 2.5 }, 'Stock must be a whole number'],
    [{ category: undefined }, 'Category is required'],
    [{ category: '' }, 'Category is required'],
    [
      { category: 'weapons' },
      'Category must be one of figures, keychains, qposket, clothing, accessories, other',
    ],
    [{ rating: 4.2 }, 'Rating must be between 0 and 5 in steps of 0.5'],
    [{ rating: 5.5 }, 'Rating must be between 0 and 5 in steps of 0.5'],
    [{ images: undefined }, 'Please upload at least one image'],
    [{ images: [] }, 'Please upload at least one image'],
    [
      { images: ['data:image/png;base64,iVBORw0KGgo='] },
      'Images must be uploaded files or web addresses, not data: or blob: URIs',
    ],
    [
      { images: ['blob:http://localhost:5173/1d2c'] },
      'Images must be uploaded files or web addresses, not data: or blob: URIs',
    ],
    [{ images: ['ftp://example.com/a.png'] }, 'Each image must be an http(s) URL or a path starting with /'],
    [{ images: ['//evil.example.com/a.png'] }, 'Each image must be an http(s) URL or a path starting with /'],
    [{ isFeatured: 'sometimes' }, 'isFeatured must be true or false'],
  ])('refuses %o with 400 "%s"', async (overrides, message) => {
    const before = await countProducts()
    const response = await send('POST', '/api/products', productInput(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    expect(await countProducts()).toBe(before)
  })

  const countProducts = async () =>
    Number(
      (
        await context.database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('creates a product from the first form: JSON text lists and image0, image1 files', async () => {
    const response = await sendForm('POST', '/api/products', [
      ['name', 'Gojo Domain Expansion Figure'],
      ['countryOfOrigin', 'China'],
      ['description', 'Infinite Void on an acrylic panel.'],
      ['price', '5999.50'],
      ['originalPrice', ''],
      ['stock', '7'],
      ['category', 'keychain'],
      ['rating', '4.5'],
      ['isFeatured', 'true'],
      ['isBestSeller', 'false'],
      ['isNewArrival', 'true'],
      [
        'features',
        JSON.stringify([
          { name: 'Height', value: '30 cm' },
          { name: '', value: '' },
        ]),
      ],
      ['details', JSON.stringify([{ title: 'Series', content: 'Jujutsu Kaisen' }])],
      ['images', JSON.stringify([IMAGE])],
      ['image0', await png('#3366ff'), 'front.png'],
      ['image1', await png('#ff3366'), 'back.png'],
    ])
    expect(response.statusCode).toBe(201)
    const product = response.json()
    expect(product).toMatchObject({
      name: 'Gojo Domain Expansion Figure',
      price: 5999.5,
      originalPrice: 5999.5,
      stock: 7,
      category: 'keychains',
      rating: 4.5,
      isFeatured: true,
      isBestSeller: false,
      isNewArrival: true,
      features: [{ name: 'Height', value: '30 cm' }],
      details: [{ title: 'Series', content: 'Jujutsu Kaisen' }],
    })
    expect(product.images).toHaveLength(3)
    expect(product.images[0]).toBe(IMAGE)
    for (const url of product.images.slice(1)) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/)
      const image = await context.app.inject({ method: 'GET', url })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
    }
  })

  it('creates a product from the second form: repeated image entries and an images file', async () => {
    const response = await sendForm('POST', '/api/products', [
      ['name', 'Pochita Plush'],
      ['countryOfOrigin', 'China'],
      ['description', 'Soft and round.'],
      ['price', '799'],
      ['stock', '40'],
      ['category', 'other'],
      ['images', 'https://cdn.example.com/pochita-1.jpg'],
      ['images', 'https://cdn.example.com/pochita-2.jpg'],
      ['image', '/images/pochita-3.jpg'],
      ['images', await png('#ff9900'), 'pochita.png'],
    ])
    expect(response.statusCode).toBe(201)
    const product = response.json()
    expect(product.images.slice(0, 3)).toEqual([
      'https://cdn.example.com/pochita-1.jpg',
      'https://cdn.example.com/pochita-2.jpg',
      '/images/pochita-3.jpg',
    ])
    expect(product.images[3]).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/)
    expect(product).toMatchObject({
      price: 799,
      originalPrice: 799,
      isFeatured: false,
      features: [],
      details: [],
    })
  })

  it('counts an uploaded file as the one required image', async () => {
    const response = await sendForm('POST', '/api/products', [
      ['name', 'Anya Keychain'],
      ['countryOfOrigin', 'China'],
      ['description', 'Heh.'],
      ['price', '149'],
      ['stock', '3'],
      ['category', 'keychains'],
      ['image0', await png('#22aa55'), 'anya.png'],
    ])
    expect(response.statusCode).toBe(201)
    expect(response.json().images).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/)])
  })

  it.each([
    [[['price', '']], 'Price is required'],
    [[['price', '-3']], 'Price must be positive'],
    [[['stock', '']], 'Stock is required'],
    [[['stock', '-2']], 'Stock cannot be negative'],
    [[['stock', '1.5']], 'Stock must be a whole number'],
    [[['category', '']], 'Category is required'],
    [[['name', '']], 'Product name is required'],
    [[['features', '{not json']], 'Features must be sent as JSON text'],
  ] as [FormEntry[], string][])(
    'refuses a form with %j as "%s" and stores none of its files',
    async (changes, message) => {
      const fields = new Map<string, string>([
        ['name', 'Form Product'],
        ['countryOfOrigin', 'China'],
        ['description', 'From a form.'],
        ['price', '100'],
        ['stock', '1'],
        ['category', 'figures'],
      ])
      for (const [name, value] of changes) fields.set(name, value as string)
      const mediaBefore = await countMedia()
      const response = await sendForm('POST', '/api/products', [
        ...[...fields].map(([name, value]): FormEntry => [name, value]),
        ['image0', await png('#123456', 80), 'never-stored.png'],
      ])
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
      expect(await countMedia()).toBe(mediaBefore)
    },
  )

  it('refuses a form without any image', async () => {
    const response = await sendForm('POST', '/api/products', [
      ['name', 'Imageless'],
      ['countryOfOrigin', 'China'],
      ['description', 'Nothing to see.'],
      ['price', '100'],
      ['stock', '1'],
      ['category', 'figures'],
      ['images', '[]'],
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please upload at least one image',
      field: 'images',
    })
  })

  it('refuses an uploaded file that is not an image', async () => {
    const response = await sendForm('POST', '/api/products', [
      ['name', 'Sneaky'],
      ['countryOfOrigin', 'China'],
      ['description', 'Text pretending to be a picture.'],
      ['price', '100'],
      ['stock', '1'],
      ['category', 'figures'],
      ['image0', Buffer.from('just some text, not a picture'), 'photo.png'],
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/Only image files/)
  })

  it('updates only the fields sent', async () => {
    const product = await create()
    const response = await send('PUT', `/api/products/${product._id}`, { name: 'Renamed Figure', stock: 0 })
    expect(response.statusCode).toBe(200)
    const updated = response.json()
    expect(updated).toMatchObject({
      ...product,
      name: 'Renamed Figure',
      stock: 0,
      updatedAt: expect.any(String),
    })
    expect((await fetchProduct(product._id)).json()).toEqual(updated)
  })

  it('raises the original price with a selling price above it, and resets it when sent empty', async () => {
    const product = await create({ price: 1000, originalPrice: 1200 })
    const raised = await send('PUT', `/api/products/${product._id}`, { price: 1500 })
    expect(raised.json()).toMatchObject({ price: 1500, originalPrice: 1500 })
    const discounted = await send('PUT', `/api/products/${product._id}`, { originalPrice: 2000 })
    expect(discounted.json()).toMatchObject({ price: 1500, originalPrice: 2000 })
    const cleared = await send('PUT', `/api/products/${product._id}`, { originalPrice: '' })
    expect(cleared.json()).toMatchObject({ price: 1500, originalPrice: 1500 })
  })

  it.each([
    [{ images: [] }, 'Please upload at least one image'],
    [{ stock: -4 }, 'Stock cannot be negative'],
    [{ price: '' }, 'Price is required'],
    [{ name: '' }, 'Product name is required'],
    [
      { category: 'weapons' },
      'Category must be one of figures, keychains, qposket, clothing, accessories, other',
    ],
  ])('refuses the edit %o with 400 "%s" and changes nothing', async (changes, message) => {
    const product = await create()
    const response = await send('PUT', `/api/products/${product._id}`, changes)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
    expect((await fetchProduct(product._id)).json()).toEqual(product)
  })

  it('adds uploaded files after the current images when an edit form sends no image list', async () => {
    const product = await create()
    const response = await sendForm('PUT', `/api/products/${product._id}`, [
      ['stock', '5'],
      ['image0', await png('#aa00aa'), 'new.png'],
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ stock: 5, images: [IMAGE, expect.stringMatching(/^\/media\//)] })
  })

  it('replaces the images with the sent list followed by the uploads', async () => {
    const product = await create()
    const response = await sendForm('PUT', `/api/products/${product._id}`, [
      ['images', '[]'],
      ['image0', await png('#00aaaa'), 'only.png'],
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json().images).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/)])
  })

  it('answers 404 for an edit, flag, or deletion of an unknown or malformed id', async () => {
    for (const id of [newId(), 'nope']) {
      for (const [method, payload] of [
        ['PUT', { name: 'Ghost' }],
        ['PATCH', { isFeatured: true }],
        ['DELETE', undefined],
      ] as const) {
        const response = await send(method, `/api/products/${id}`, payload)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ success: false, message: 'Product not found' })
      }
    }
  })

  it.each(['isFeatured', 'isBestSeller', 'isNewArrival'] as const)(
    'sets %s with PATCH and answers the product',
    async (flag) => {
      const product = await create({ isFeatured: false, isBestSeller: false, isNewArrival: false })
      const on = await send('PATCH', `/api/products/${product._id}`, { [flag]: true })
      expect(on.statusCode).toBe(200)
      expect(on.json()).toMatchObject({ _id: product._id, [flag]: true })
      const off = await send('PATCH', `/api/products/${product._id}`, { [flag]: false })
      expect(off.json()[flag]).toBe(false)
      expect((await fetchProduct(product._id)).json()[flag]).toBe(false)
    },
  )

  it('keeps isNew equal to isNewArrival', async () => {
    const product = await create({ isNewArrival: false })
    const response = await send('PATCH', `/api/products/${product._id}`, { isNewArrival: true })
    expect(response.json()).toMatchObject({ isNewArrival: true, isNew: true })
  })

  it.each([
    [{}, 'Send exactly one of isFeatured, isBestSeller or isNewArrival'],
    [
      { isFeatured: true, isBestSeller: true },
      'Send exactly one of isFeatured, isBestSeller or isNewArrival',
    ],
    [{ isFeatured: 'yes' }, 'isFeatured must be true or false'],
    [{ stock: 3 }, 'Send exactly one of isFeatured, isBestSeller or isNewArrival'],
  ])('refuses the PATCH %o with 400', async (payload, message) => {
    const product = await create()
    const response = await send('PATCH', `/api/products/${product._id}`, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
  })

  it('deletes a product with its reviews, and placed orders keep their item snapshot', async () => {
    const product = await create({ name: 'Soon Gone', price: 250.75 })
    const db = context.database.db
    const buyer = await signUp(context.app)
    const now = nowIso()
    const orderId = newId()
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: `ORD-${Date.now()}-${newId().slice(0, 6)}`,
        user_id: buyer.id,
        status: 'pending',
        payment_method: 'COD',
        payment_status: 'pending',
        items_price_paise: 50_150,
        shipping_price_paise: 0,
        tax_price_paise: 0,
        total_price_paise: 50_150,
        shipping_address: JSON.stringify({
          address: '1 MG Road',
          city: 'Pune',
          postalCode: '411001',
          country: 'India',
        }),
        tracking_number: null,
        idempotency_key: null,
        paid_at: null,
        delivered_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('order_items')
      .values({
        id: newId(),
        order_id: orderId,
        product_id: product._id,
        name: 'Soon Gone',
        image: IMAGE,
        unit_price_paise: 25_075,
        quantity: 2,
      })
      .execute()
    await db
      .insertInto('reviews')
      .values({
        id: newId(),
        product_id: product._id,
        user_id: buyer.id,
        author_name: 'Buyer',
        rating: 5,
        comment: 'Great',
        created_at: now,
      })
      .execute()

    const response = await send('DELETE', `/api/products/${product._id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Product deleted successfully' })

    expect((await fetchProduct(product._id)).statusCode).toBe(404)
    const reviews = await db.selectFrom('reviews').selectAll().where('product_id', '=', product._id).execute()
    expect(reviews).toEqual([])
    const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute()
    expect(items).toEqual([
      expect.objectContaining({
        product_id: null,
        name: 'Soon Gone',
        image: IMAGE,
        unit_price_paise: 25_075,
        quantity: 2,
      }),
    ])
    expect((await send('DELETE', `/api/products/${product._id}`)).statusCode).toBe(404)
  })

  it('refuses every write without a token (401) and from a shopper (403), changing nothing', async () => {
    const product = await create()
    const form = await multipart([
      ['name', 'Form'],
      ['description', 'x'],
      ['price', '1'],
      ['stock', '1'],
      ['category', 'figures'],
      ['images', IMAGE],
    ])
    const writes = [
      { method: 'POST', url: '/api/products', payload: productInput() },
      { method: 'POST', url: '/api/products', payload: form.payload, headers: form.headers },
      { method: 'PUT', url: `/api/products/${product._id}`, payload: { name: 'Hijacked' } },
      { method: 'PUT', url: `/api/products/${product._id}`, payload: form.payload, headers: form.headers },
      { method: 'PATCH', url: `/api/products/${product._id}`, payload: { isFeatured: false } },
      { method: 'DELETE', url: `/api/products/${product._id}` },
    ] as const
    const before = await countProducts()
    for (const write of writes) {
      const headers = 'headers' in write ? write.headers : {}
      const anonymous = await context.app.inject({ ...write, headers })
      expect(anonymous.statusCode, `${write.method} ${write.url} anonymous`).toBe(401)
      const asShopper = await context.app.inject({
        ...write,
        headers: { ...headers, ...bearer(shopper.token) },
      })
      expect(asShopper.statusCode, `${write.method} ${write.url} as a shopper`).toBe(403)
      expect(asShopper.json()).toMatchObject({ success: false })
    }
    expect(await countProducts()).toBe(before)
    expect((await fetchProduct(product._id)).json()).toEqual(product)
  })
})
