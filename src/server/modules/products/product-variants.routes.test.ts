import { beforeAll, expect, it } from 'vitest'
import type { Product } from '@common/schemas/product'
import type { StockMovementsResponse } from '@common/schemas/stock'
import {
  adminCancel,
  describeEachShop,
  placeOrder,
  placeOrderRequest,
  product,
  stockOf,
  type Shop,
} from '../../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import {
  EDITIONS,
  editions,
  productAnswer,
  setVariants,
  sku,
  variantOf,
  withEditions,
} from '../../test/variant-shop'
import { stockLedgerDifferences } from './stock-ledger'

async function expectLedgerAddsUp(shop: Shop, ids: string[]): Promise<void> {
  const differences = await stockLedgerDifferences(shop.database.db)
  expect(differences.filter((difference) => ids.includes(difference.productId))).toEqual([])
}

describeEachShop('editions and variants', (shop) => {
  let admin: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    shopper = await signUp(shop.app)
  })

  it('answers a product without options as before: no options, variants or maxPrice', async () => {
    const plain = await product(shop, { stock: 4 })
    const answer = await productAnswer(shop, plain.id)
    expect(answer).not.toHaveProperty('options')
    expect(answer).not.toHaveProperty('variants')
    expect(answer).not.toHaveProperty('maxPrice')
    expect(answer.stock).toBe(4)
  })

  it('sets two editions: the product answers them, its lowest price, the highest, and their stock summed', async () => {
    const figure = await withEditions(shop, admin.token, 3)
    expect(figure.options).toEqual(EDITIONS)
    expect(figure.price).toBe(4999)
    expect(figure.maxPrice).toBe(7499)
    expect(figure.stock).toBe(7)
    expect(figure.variants!.map((v) => [v.label, v.price, v.originalPrice, v.stock])).toEqual([
      ['Standard', 4999, 4999, 5],
      ['Deluxe', 7499, 7999, 2],
    ])
    expect(await productAnswer(shop, figure.id)).toMatchObject({ stock: 7, maxPrice: 7499 })
    // The product's own 3 units were handed over to its variants, each move in the ledger.
    const ledger = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${figure.id}/stock-movements`,
      headers: bearer(admin.token),
    })
    const movements = ledger.json<StockMovementsResponse>().movements
    expect(movements.map((m) => [m.change, m.stockAfter, m.variant ?? null])).toEqual([
      [2, 7, variantOf(figure, 'Deluxe')._id],
      [5, 5, variantOf(figure, 'Standard')._id],
      [-3, 0, null],
      [3, 3, null],
    ])
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('refuses a grid that is incomplete, repeats a combination, or takes another product’s SKU', async () => {
    const figure = await product(shop)
    const incomplete = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: [{ options: { Edition: 'Limited' }, sku: sku('X'), price: 10, stock: 1 }],
    })
    expect(incomplete.statusCode).toBe(400)
    expect(incomplete.json().message).toContain('must choose one of the offered values of each option')
    const repeated = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: [
        { options: { Edition: 'Standard' }, sku: sku('A'), price: 10, stock: 1 },
        { options: { Edition: 'Standard' }, sku: sku('B'), price: 10, stock: 1 },
      ],
    })
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json().message).toContain('repeats a combination')

    const other = await withEditions(shop, admin.token)
    const taken = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: [
        { options: { Edition: 'Standard' }, sku: variantOf(other, 'Deluxe').sku, price: 10, stock: 1 },
      ],
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe(
      `SKU ${variantOf(other, 'Deluxe').sku} is already used by another product`,
    )

    const shopperTry = await setVariants(shop, shopper.token, figure.id, editions())
    expect(shopperTry.statusCode).toBe(403)
  })

  it('sells a variant at its own price from its own stock, and a cancellation gives it back there', async () => {
    const figure = await withEditions(shop, admin.token)
    const deluxe = variantOf(figure, 'Deluxe')

    const order = await placeOrder(
      shop,
      shopper.token,
      [{ product: figure.id, variant: deluxe._id, qty: 2 }],
      {
        paymentMethod: 'COD',
      },
    )
    expect(order.orderItems[0]).toMatchObject({
      productId: figure.id,
      variant: { _id: deluxe._id, label: 'Deluxe' },
      name: `${figure.name} — Deluxe`,
      price: 7499,
      quantity: 2,
    })
    expect(order.itemsPrice).toBe(14998)
    const after = await productAnswer(shop, figure.id)
    expect(variantOf(after, 'Deluxe').stock).toBe(0)
    expect(variantOf(after, 'Standard').stock).toBe(5)
    expect(await stockOf(shop, figure.id)).toBe(5)

    // Deluxe is sold out even though the product has units left: they are Standard's.
    const soldOut = await placeOrderRequest(shop, shopper.token, [
      { product: figure.id, variant: deluxe._id, qty: 1 },
    ])
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json().message).toBe(`"${figure.name} — Deluxe" is out of stock`)

    // Without a variant the shop cannot know which one is meant.
    const unchosen = await placeOrderRequest(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    expect(unchosen.statusCode).toBe(400)
    expect(unchosen.json().message).toBe(`Choose which of the options of "${figure.name}" you want`)

    const cancelled = await adminCancel(shop, admin.token, order._id)
    expect(cancelled.statusCode).toBe(200)
    expect(variantOf(await productAnswer(shop, figure.id), 'Deluxe').stock).toBe(2)
    expect(await stockOf(shop, figure.id)).toBe(7)
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('refuses a variant of another product', async () => {
    const figure = await withEditions(shop, admin.token)
    const other = await withEditions(shop, admin.token)
    const response = await placeOrderRequest(shop, shopper.token, [
      { product: figure.id, variant: variantOf(other, 'Standard')._id, qty: 1 },
    ])
    expect(response.statusCode).toBe(404)
  })

  it('holds each variant to its own per-customer limit', async () => {
    const figure = await withEditions(shop, admin.token)
    const grid = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: figure.variants!.map((variant) => ({
        ...variant,
        maxPerCustomer: variant.label === 'Deluxe' ? 1 : null,
      })),
    })
    expect(grid.statusCode, grid.body).toBe(200)
    const buyer = await signUp(shop.app)
    const deluxe = variantOf(figure, 'Deluxe')
    await placeOrder(shop, buyer.token, [{ product: figure.id, variant: deluxe._id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const second = await placeOrderRequest(
      shop,
      buyer.token,
      [{ product: figure.id, variant: deluxe._id, qty: 1 }],
      { paymentMethod: 'COD' },
    )
    expect(second.statusCode).toBe(409)
    expect(second.json().message).toContain(`at most 1 of "${figure.name} — Deluxe" per customer`)
    // Standard has no limit of its own.
    await placeOrder(
      shop,
      buyer.token,
      [{ product: figure.id, variant: variantOf(figure, 'Standard')._id, qty: 3 }],
      {
        paymentMethod: 'COD',
      },
    )
  })

  it('edits a variant’s stock only from the figure it was read with, and adjusts one variant by hand', async () => {
    const figure = await withEditions(shop, admin.token)
    const standard = variantOf(figure, 'Standard')
    await placeOrder(shop, shopper.token, [{ product: figure.id, variant: standard._id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const stale = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: figure.variants!.map((variant) => ({ ...variant, stock: 9, stockFrom: variant.stock })),
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().currentStock).toBe(4)

    const adjust = (payload: object) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/products/${figure.id}/stock-adjustments`,
        headers: bearer(admin.token),
        payload,
      })
    expect((await adjust({ change: 3, reason: 'received' })).statusCode).toBe(400)
    const received = await adjust({ change: 3, reason: 'received', variant: standard._id })
    expect(received.statusCode, received.body).toBe(200)
    expect(variantOf(received.json<Product>(), 'Standard').stock).toBe(7)
    expect(received.json<Product>().stock).toBe(9)
    const tooMany = await adjust({ change: -3, reason: 'damaged', variant: variantOf(figure, 'Deluxe')._id })
    expect(tooMany.statusCode).toBe(409)
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('keeps the product form from overwriting the variants’ price and stock, and removes a variant with its units', async () => {
    const figure = await withEditions(shop, admin.token)
    const edit = (payload: object) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/products/${figure.id}`,
        headers: bearer(admin.token),
        payload,
      })
    const same = await edit({ name: 'Renamed figure', price: figure.price, stock: figure.stock })
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json<Product>().variants).toHaveLength(2)
    const changed = await edit({ price: 100 })
    expect(changed.statusCode).toBe(400)
    expect(changed.json().message).toContain('set per variant')

    const onlyStandard = await setVariants(shop, admin.token, figure.id, {
      options: [{ name: 'Edition', values: ['Standard'] }],
      variants: [{ ...variantOf(figure, 'Standard') }],
    })
    expect(onlyStandard.statusCode, onlyStandard.body).toBe(200)
    expect(onlyStandard.json<Product>()).toMatchObject({ stock: 5, price: 4999 })
    expect(onlyStandard.json<Product>()).not.toHaveProperty('maxPrice')
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('reports a variant whose stock was changed behind the ledger’s back, even when its product’s sum still adds up', async () => {
    const figure = await withEditions(shop, admin.token)
    const standard = variantOf(figure, 'Standard')
    const deluxe = variantOf(figure, 'Deluxe')
    const move = (id: string, change: number) =>
      shop.database.db
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', change) }))
        .where('id', '=', id)
        .execute()
    // One unit moved from Deluxe to Standard by hand: the product's stock and ledger agree, its variants do not.
    await move(deluxe._id, -1)
    await move(standard._id, 1)
    try {
      const differences = (await stockLedgerDifferences(shop.database.db)).filter(
        (difference) => difference.productId === figure.id,
      )
      const byVariant = new Map(
        differences.map((difference) => [
          difference.variantId,
          [difference.name, difference.stock, difference.ledgerSum, difference.latestStockAfter],
        ]),
      )
      expect(byVariant).toEqual(
        new Map([
          [standard._id, [`${figure.name} — Standard`, 6, 5, null]],
          [deluxe._id, [`${figure.name} — Deluxe`, 1, 2, null]],
        ]),
      )
    } finally {
      // Put back, so that the suite's own check of the whole ledger finds it adding up.
      await move(deluxe._id, 1)
      await move(standard._id, -1)
    }
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('creates a product with its options and variants in one request, and edits them with the product', async () => {
    const create = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: {
        name: 'Acrylic stand line',
        description: 'One stand per character.',
        category: 'keychains',
        images: ['/images/stand.webp'],
        countryOfOrigin: 'China',
        options: [{ name: 'Character', values: ['Gojo', 'Yuji'] }],
        variants: [
          { options: { Character: 'Gojo' }, sku: sku('GOJO'), price: 899, stock: 4 },
          { options: { Character: 'Yuji' }, sku: sku('YUJI'), price: 799, stock: 0 },
        ],
      },
    })
    expect(create.statusCode, create.body).toBe(201)
    const stand = create.json<Product>()
    expect(stand).toMatchObject({ price: 799, maxPrice: 899, stock: 4 })
    expect(stand.variants!.map((variant) => [variant.label, variant.stock])).toEqual([
      ['Gojo', 4],
      ['Yuji', 0],
    ])

    const edit = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${stand.id}`,
      headers: bearer(admin.token),
      payload: {
        name: 'Acrylic stands',
        price: 1,
        options: [{ name: 'Character', values: ['Gojo', 'Yuji'] }],
        variants: stand.variants!.map((variant) => ({ ...variant, stock: 3, stockFrom: variant.stock })),
      },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json<Product>()).toMatchObject({ name: 'Acrylic stands', price: 799, stock: 6 })

    const incomplete = await shop.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: { name: 'No grid', options: EDITIONS, variants: [] },
    })
    expect(incomplete.statusCode).toBe(400)
    expect(incomplete.json().message).toBe('A product with options needs at least one variant')
    await expectLedgerAddsUp(shop, [stand.id])
  })

  it('swaps two variants’ SKUs in one save, and saves prices while units sell when the stock was left as read', async () => {
    const figure = await withEditions(shop, admin.token)
    const [standard, deluxe] = [variantOf(figure, 'Standard'), variantOf(figure, 'Deluxe')]
    await placeOrder(shop, shopper.token, [{ product: figure.id, variant: standard._id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    // The grid was read before that sale: Standard's 5 is left as read, its price changed, the SKUs swapped.
    const saved = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: [
        { ...standard, sku: deluxe.sku, price: 4599, stockFrom: standard.stock },
        { ...deluxe, sku: standard.sku, stockFrom: deluxe.stock },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = saved.json<Product>()
    expect(variantOf(after, 'Standard')).toMatchObject({ sku: deluxe.sku, price: 4599, stock: 4 })
    expect(variantOf(after, 'Deluxe')).toMatchObject({ sku: standard.sku, stock: 2 })
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('shares the product’s pre-order limit among variants without one of their own', async () => {
    const figure = await product(shop, { stock: 0 })
    await shop.database.db
      .updateTable('products')
      .set({ is_preorder: 1, release_date: '2027-03-15', preorder_limit: 3 })
      .where('id', '=', figure.id)
      .execute()
    const grid = await setVariants(
      shop,
      admin.token,
      figure.id,
      editions({ price: 4999, stock: 0 }, { price: 7499, stock: 0 }),
    )
    expect(grid.statusCode, grid.body).toBe(200)
    const preorder = (variant: string, qty: number) =>
      placeOrderRequest(shop, shopper.token, [{ product: figure.id, variant, qty }])
    expect((await preorder(variantOf(grid.json<Product>(), 'Standard')._id, 2)).statusCode).toBe(201)
    const full = await preorder(variantOf(grid.json<Product>(), 'Deluxe')._id, 2)
    expect(full.statusCode).toBe(409)
    expect(full.json().message).toContain('1')
  })

  it('keeps units of an order placed before the product had options out of its variants’ sum, and the check sees a sum that differs', async () => {
    const figure = await product(shop, { stock: 4 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const grid = await setVariants(shop, admin.token, figure.id, editions())
    expect(grid.statusCode, grid.body).toBe(200)
    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(200)
    expect(await stockOf(shop, figure.id)).toBe(7)
    await expectLedgerAddsUp(shop, [figure.id])

    // A unit written to a variant behind the product's back: the product's own ledger still adds up.
    const standard = variantOf(grid.json<Product>(), 'Standard')
    const bump = (change: number) =>
      shop.database.db
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', change) }))
        .where('id', '=', standard._id)
        .execute()
    await bump(1)
    const differences = await stockLedgerDifferences(shop.database.db)
    expect(
      differences.find((difference) => difference.productId === figure.id && !difference.variantId),
    ).toMatchObject({ stock: 7, ledgerSum: 7, variantSum: 8 })
    await bump(-1)
  })
})
