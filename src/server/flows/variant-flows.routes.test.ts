import { beforeAll, expect, it } from 'vitest'
import { RESTOCK_CHOOSE_VARIANT_MESSAGE } from '@common/schemas/cash-on-delivery'
import type { Order } from '@common/schemas/order'
import type { ReleasePreorderResponse } from '@common/schemas/preorder'
import type { Product } from '@common/schemas/product'
import type { Raffle } from '@common/schemas/raffle'
import { RETURN_CHOOSE_VARIANT_MESSAGE, type ReturnRequest } from '@common/schemas/returns'
import { DEFAULT_SHOP_STATE } from '../config'
import { keptShippingRates } from '../modules/delivery'
import { createInvoiceNumbering } from '../modules/orders'
import { sampleAddress } from '../test/fixtures'
import { multipartBody } from '../test/hostile-files'
import {
  adminCancel,
  describeEachShop,
  expireHolds,
  HOLD_MINUTES,
  HOLD_MS,
  myOrder,
  payOrder,
  placeOrder,
  product,
  refundsOf,
  setStatus,
  SHOP_GSTIN,
  stockOf,
} from '../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../test/test-app'
import { editions, EDITIONS, setVariants, variantOf, variantStock, withEditions } from '../test/variant-shop'
import { RAFFLE_CHOOSE_VARIANT_MESSAGE } from './raffles'
import { type RaffleDrawContext, runRaffles } from './raffle-draw'
import { markReturnedToOrigin } from './return-to-origin'

/*
 * What follows an order, for a product sold as variants (two editions: Standard ₹4,999 with 5 in stock, Deluxe
 * ₹7,499 with 2): each return, parcel back at the shop, raffle, pre-order release and discount preview works on the
 * variant's own stock and price, and the suite's ledger check (describeEachShop) covers every variant's stock.
 */

const MINUTE = 60_000

describeEachShop('after the order, per variant', (shop) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  const deliver = async (orderId: string): Promise<Order> => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/deliver`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  /** A cash-on-delivery order of one Standard and two Deluxe. */
  async function placedEditions(shopper: SignedUpUser) {
    const figure = await withEditions(shop, admin.token)
    const standard = variantOf(figure, 'Standard')
    const deluxe = variantOf(figure, 'Deluxe')
    const order = await placeOrder(
      shop,
      shopper.token,
      [
        { product: figure.id, variant: standard._id, qty: 1 },
        { product: figure.id, variant: deluxe._id, qty: 2 },
      ],
      { paymentMethod: 'COD' },
    )
    return { figure, standard, deluxe, order }
  }

  /** A cash-on-delivery order of one of each edition (Deluxe twice), delivered. */
  async function deliveredEditions(shopper: SignedUpUser) {
    const { order, ...editions } = await placedEditions(shopper)
    return { ...editions, order: await deliver(order._id) }
  }

  const askReturn = async (token: string, orderId: string, items: object[]) => {
    const { payload, contentType } = await multipartBody([], {
      items: JSON.stringify(items),
      reason: 'changed-mind',
    })
    return shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${orderId}/returns`,
      payload,
      headers: { 'content-type': contentType, ...bearer(token) },
    })
  }

  const updateReturn = (returnId: string, payload: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/returns/${returnId}`,
      headers: bearer(admin.token),
      payload,
    })

  it('returns a variant: the request names it, the receipt restocks that variant, and the refund follows its line', async () => {
    const shopper = await signUp(shop.app)
    const { figure, standard, deluxe, order } = await deliveredEditions(shopper)
    expect([
      await variantStock(shop, figure.id, 'Standard'),
      await variantStock(shop, figure.id, 'Deluxe'),
    ]).toEqual([4, 0])
    // Deluxe is sold out: someone waits for it.
    const waiting = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${figure.id}/notify-me`,
      payload: { email: `deluxe-${order._id}@example.com`, variant: deluxe._id },
    })
    expect(waiting.statusCode).toBe(201)

    // The order holds two editions of the product: a line naming none of them cannot say which.
    const unnamed = await askReturn(shopper.token, order._id, [{ product: figure.id, qty: 1 }])
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().message).toBe(RETURN_CHOOSE_VARIANT_MESSAGE)
    const tooMany = await askReturn(shopper.token, order._id, [
      { product: figure.id, variant: standard._id, qty: 2 },
    ])
    expect(tooMany.statusCode).toBe(400)

    const asked = await askReturn(shopper.token, order._id, [
      { product: figure.id, variant: deluxe._id, qty: 2 },
    ])
    expect(asked.statusCode, asked.body).toBe(201)
    const request = asked.json<ReturnRequest>()
    expect(request.items).toEqual([
      {
        product: figure.id,
        variant: { _id: deluxe._id, label: 'Deluxe' },
        name: `${figure.name} — Deluxe`,
        image: expect.any(String),
        price: 7499,
        qty: 2,
        restocked: 0,
      },
    ])
    // Deluxe is asked back in full; Standard's unit is still the shopper's to return.
    const again = await askReturn(shopper.token, order._id, [
      { product: figure.id, variant: deluxe._id, qty: 1 },
    ])
    expect(again.statusCode).toBe(400)

    expect((await updateReturn(request._id, { status: 'approved' })).statusCode).toBe(200)
    const received = await updateReturn(request._id, {
      status: 'received',
      restock: [{ product: figure.id, variant: deluxe._id, qty: 1 }],
      refundAmount: 7499,
      refundMethod: 'upi',
      refundReference: 'UPI-VARIANT-1',
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json<ReturnRequest>().items[0]).toMatchObject({
      variant: { label: 'Deluxe' },
      restocked: 1,
    })
    // The one unit put back went to Deluxe, not Standard, and the product's sum with it.
    expect(await variantStock(shop, figure.id, 'Deluxe')).toBe(1)
    expect(await variantStock(shop, figure.id, 'Standard')).toBe(4)
    expect(await stockOf(shop, figure.id)).toBe(5)
    // Back from none: whoever waited for Deluxe is told, in the receipt's transaction.
    const told = await shop.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'back-in-stock')
      .where('html', 'like', `%/product/${figure.id}%`)
      .execute()
    expect(told).toEqual([
      { to_address: `deluxe-${order._id}@example.com`, subject: `Back in stock: ${figure.name} — Deluxe` },
    ])
    const movement = await shop.database.db
      .selectFrom('stock_movements')
      .select(['change', 'variant_id'])
      .where('product_id', '=', figure.id)
      .where('reason', '=', 'return')
      .executeTakeFirstOrThrow()
    expect(movement).toEqual({ change: 1, variant_id: deluxe._id })

    // The refund's credit note is shared over the order's lines, named as they were sold.
    const [refund] = await refundsOf(shop, admin.token, order._id)
    expect(refund).toMatchObject({ amount: 7499, creditNoteNumber: expect.any(String) })
    const lines = (await myOrder(shop, shopper.token, order._id)).orderItems.map((item) => item.name)
    expect(lines.sort()).toEqual([`${figure.name} — Deluxe`, `${figure.name} — Standard`])
  })

  it('accepts a return line naming no variant when the order holds one variant of the product', async () => {
    const shopper = await signUp(shop.app)
    const figure = await withEditions(shop, admin.token)
    const placed = await placeOrder(
      shop,
      shopper.token,
      [{ product: figure.id, variant: variantOf(figure, 'Standard')._id, qty: 2 }],
      { paymentMethod: 'COD' },
    )
    await deliver(placed._id)
    const asked = await askReturn(shopper.token, placed._id, [{ product: figure.id, qty: 1 }])
    expect(asked.statusCode, asked.body).toBe(201)
    const request = asked.json<ReturnRequest>()
    expect(request.items[0]!.variant).toEqual({ _id: variantOf(figure, 'Standard')._id, label: 'Standard' })
    expect((await updateReturn(request._id, { status: 'approved' })).statusCode).toBe(200)
    const received = await updateReturn(request._id, {
      status: 'received',
      restock: [{ product: figure.id, qty: 1 }],
    })
    expect(received.statusCode, received.body).toBe(200)
    expect(await variantStock(shop, figure.id, 'Standard')).toBe(4)
  })

  /** A shipped cash-on-delivery parcel of one Standard and two Deluxe. */
  async function shippedEditions(shopper: SignedUpUser) {
    const { figure, standard, deluxe, order } = await placedEditions(shopper)
    const shipped = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'DL9',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    return { figure, standard, deluxe, order }
  }

  /** Standard's stock, Deluxe's, and the product's (their sum). */
  const editionStocks = async ({ id }: { id: string }) => [
    await variantStock(shop, id, 'Standard'),
    await variantStock(shop, id, 'Deluxe'),
    await stockOf(shop, id),
  ]

  it('puts a parcel back at the shop per variant: the admin names each variant, the carrier’s report restocks each', async () => {
    const shopper = await signUp(shop.app)
    const named = await shippedEditions(shopper)
    expect(await editionStocks(named.figure)).toEqual([4, 0, 4])

    const unnamed = await setStatus(shop, admin.token, named.order._id, {
      status: 'returned',
      restock: [{ product: named.figure.id, qty: 1 }],
    })
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().message).toBe(RESTOCK_CHOOSE_VARIANT_MESSAGE)
    const tooMany = await setStatus(shop, admin.token, named.order._id, {
      status: 'returned',
      restock: [{ product: named.figure.id, variant: named.standard._id, qty: 2 }],
    })
    expect(tooMany.statusCode).toBe(400)

    // One Deluxe came back damaged: one of two goes back on sale, Standard's unit not at all.
    const returned = await setStatus(shop, admin.token, named.order._id, {
      status: 'returned',
      restock: [
        { product: named.figure.id, variant: named.deluxe._id, qty: 1 },
        { product: named.figure.id, variant: named.standard._id, qty: 0 },
      ],
    })
    expect(returned.statusCode, returned.body).toBe(200)
    expect(await editionStocks(named.figure)).toEqual([4, 1, 5])

    const reported = await shippedEditions(shopper)
    await markReturnedToOrigin(
      shop.database.db,
      reported.order._id,
      undefined,
      shop.clock.now(),
      { id: null, email: null, ip: null, userAgent: null },
      'carrier',
    )
    expect(await editionStocks(reported.figure)).toEqual([5, 2, 7])
  })

  const inMinutes = (minutes: number) => new Date(shop.clock.now().getTime() + minutes * MINUTE).toISOString()

  const createRaffle = (productId: string, body: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/raffles`,
      headers: bearer(admin.token),
      payload: { opensAt: inMinutes(1), closesAt: inMinutes(11), ...body },
    })

  const drawContext = (): RaffleDrawContext => ({
    lifecycle: shop.lifecycle,
    seller: { gstin: SHOP_GSTIN, state: DEFAULT_SHOP_STATE },
    holdMinutes: HOLD_MINUTES,
    invoices: createInvoiceNumbering(shop.database.db, shop.app.log),
    mail: () => shop.app.backgroundMailContext(),
    shippingRates: keptShippingRates(shop.app.changes),
  })

  let entrants = 0
  /** A shopper with a saved address of their own (a raffle takes one entry per address and per phone). */
  async function entrant(): Promise<SignedUpUser & { addressId: string }> {
    const user = await signUp(shop.app)
    entrants += 1
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(user.token),
      payload: {
        ...sampleAddress,
        addressLine1: `${entrants} Variant Lane`,
        phone: `97${String(entrants).padStart(8, '0')}`,
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    return { ...user, addressId: response.json()._id }
  }

  it('raffles one variant: its units leave that variant, a winner’s order is a line of it, a forfeited unit goes to the next entry and those left go back to it', async () => {
    const figure = await withEditions(shop, admin.token, 3, editions(undefined, { price: 7499, stock: 4 }))
    const deluxe = variantOf(figure, 'Deluxe')

    const unchosen = await createRaffle(figure.id, { units: 1 })
    expect(unchosen.statusCode).toBe(400)
    expect(unchosen.json().message).toBe(RAFFLE_CHOOSE_VARIANT_MESSAGE)
    const other = await withEditions(shop, admin.token)
    const foreign = await createRaffle(figure.id, { units: 1, variant: variantOf(other, 'Deluxe')._id })
    expect(foreign.statusCode).toBe(404)
    const plain = await product(shop, { stock: 3 })
    expect((await createRaffle(plain.id, { units: 1, variant: deluxe._id })).statusCode).toBe(400)
    expect((await createRaffle(figure.id, { units: 5, variant: deluxe._id })).statusCode).toBe(409)

    const created = await createRaffle(figure.id, { units: 3, variant: deluxe._id })
    expect(created.statusCode, created.body).toBe(201)
    const raffle = created.json<Raffle>()
    expect(raffle.product).toMatchObject({
      _id: figure.id,
      name: figure.name,
      price: 7499,
      variant: { _id: deluxe._id, label: 'Deluxe' },
    })
    expect(await editionStocks(figure)).toEqual([5, 1, 6])

    // Two entries for three units: both win, the third unit has nobody to go to.
    const first = await entrant()
    const second = await entrant()
    shop.clock.advance(2 * MINUTE)
    for (const who of [first, second]) {
      const entered = await shop.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle._id}/entries`,
        headers: bearer(who.token),
        payload: { addressId: who.addressId },
      })
      expect(entered.statusCode, entered.body).toBe(201)
    }
    shop.clock.advance(10 * MINUTE)
    await runRaffles(drawContext())

    const orders = await shop.database.db
      .selectFrom('order_items')
      .innerJoin('raffle_entries', 'raffle_entries.order_id', 'order_items.order_id')
      .select([
        'order_items.order_id',
        'order_items.variant_id',
        'order_items.name',
        'order_items.unit_price_paise',
      ])
      .where('raffle_entries.raffle_id', '=', raffle._id)
      .execute()
    expect(orders).toHaveLength(2)
    for (const line of orders)
      expect(line).toMatchObject({
        variant_id: deluxe._id,
        name: `${figure.name} — Deluxe`,
        unit_price_paise: 749_900,
      })
    // The unit nobody was left to take went back to Deluxe.
    expect(await editionStocks(figure)).toEqual([5, 2, 7])

    // One winner pays; the other's hold runs out: their unit goes back to the raffle (no entry is left to offer it
    // to, so on to Deluxe's shelf), never to Standard's.
    const entries = await shop.database.db
      .selectFrom('raffle_entries')
      .select(['order_id', 'user_id'])
      .where('raffle_id', '=', raffle._id)
      .execute()
    const orderOf = (who: SignedUpUser) => entries.find((entry) => entry.user_id === who.id)!.order_id!
    await payOrder(shop, first.token, orderOf(first))
    shop.clock.advance(HOLD_MS + MINUTE)
    await expireHolds(shop)
    expect((await myOrder(shop, second.token, orderOf(second))).status).toBe('cancelled')
    // Held by the raffle until its next run finds no entry left, then back on sale as Deluxe.
    expect(await editionStocks(figure)).toEqual([5, 2, 7])
    await runRaffles(drawContext())
    expect(await editionStocks(figure)).toEqual([5, 3, 8])
    const answer = await shop.app.inject({ method: 'GET', url: `/api/raffles/${raffle._id}` })
    expect(answer.json<Raffle>().product.variant).toEqual({ _id: deluxe._id, label: 'Deluxe' })
  })

  const release = (productId: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/release`,
      headers: bearer(admin.token),
      payload,
    })

  it('releases a pre-order per variant: each variant’s units go to its own pre-orders in the order placed, the rest on sale as its stock', async () => {
    const figure = await product(shop, { stock: 0 })
    await shop.database.db
      .updateTable('products')
      .set({ is_preorder: 1, release_date: '2027-03-15', preorder_limit: 10 })
      .where('id', '=', figure.id)
      .execute()
    const grid = await setVariants(shop, admin.token, figure.id, {
      options: EDITIONS,
      variants: [
        { options: { Edition: 'Standard' }, sku: `PRE-STD-${figure.id}`, price: 4999, stock: 0 },
        { options: { Edition: 'Deluxe' }, sku: `PRE-DLX-${figure.id}`, price: 7499, stock: 0 },
      ],
    })
    expect(grid.statusCode, grid.body).toBe(200)
    const standard = variantOf(grid.json<Product>(), 'Standard')
    const deluxe = variantOf(grid.json<Product>(), 'Deluxe')

    const buyers = [await signUp(shop.app), await signUp(shop.app), await signUp(shop.app)]
    const preorder = async (buyer: SignedUpUser, variant: string, qty: number) => {
      const order = await placeOrder(shop, buyer.token, [{ product: figure.id, variant, qty }])
      await payOrder(shop, buyer.token, order._id)
      shop.clock.advance(1_000)
      return order
    }
    const firstDeluxe = await preorder(buyers[0]!, deluxe._id, 2)
    const standardOrder = await preorder(buyers[1]!, standard._id, 1)
    const secondDeluxe = await preorder(buyers[2]!, deluxe._id, 2)
    expect(await stockOf(shop, figure.id)).toBe(0)

    expect((await release(figure.id, { received: 4 })).statusCode).toBe(400)
    expect(
      (await release(figure.id, { received: 4, variants: [{ variant: deluxe._id, received: 3 }] }))
        .statusCode,
    ).toBe(400)

    // Three Deluxe and two Standard arrive: Deluxe serves its first buyer in full and its second in part, although
    // Standard has a unit to spare; Standard's unit left goes on sale as Standard.
    const response = await release(figure.id, {
      received: 5,
      variants: [
        { variant: deluxe._id, received: 3 },
        { variant: standard._id, received: 2 },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const released = response.json<ReleasePreorderResponse>()
    expect(released).toMatchObject({ allocated: 4, refunded: 1, stock: 1 })
    expect(released.orders.map((order) => [order._id, order.allocated, order.outcome])).toEqual([
      [firstDeluxe._id, 2, 'allocated'],
      [standardOrder._id, 1, 'allocated'],
      [secondDeluxe._id, 1, 'partly-allocated'],
    ])
    expect(await editionStocks(figure)).toEqual([1, 0, 1])
  })

  it('prices a variant’s line of the discount preview at the variant’s price', async () => {
    const shopper = await signUp(shop.app)
    const figure = await withEditions(shop, admin.token)
    const code = `VARIANT${Date.now().toString(36).toUpperCase()}`
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code, type: 'percentage', value: 10 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const preview = (orderItems: object[]) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/discounts/validate',
        headers: bearer(shopper.token),
        payload: { code, orderItems },
      })
    const both = await preview([
      { product: figure.id, variant: variantOf(figure, 'Deluxe')._id, qty: 2 },
      { product: figure.id, variant: variantOf(figure, 'Standard')._id, qty: 1 },
    ])
    expect(both.statusCode, both.body).toBe(200)
    expect(both.json()).toMatchObject({
      valid: true,
      itemsPrice: 19997,
      discount: 1999.7,
      totalPrice: 17997.3,
    })
    const foreign = await preview([
      { product: figure.id, variant: variantOf(await withEditions(shop, admin.token), 'Deluxe')._id, qty: 1 },
    ])
    expect(foreign.statusCode).toBe(400)
  })

  it('cancels a raffle winner’s order giving its unit back to the raffle, not to the variant’s stock', async () => {
    const figure = await withEditions(shop, admin.token)
    const deluxe = variantOf(figure, 'Deluxe')
    const created = await createRaffle(figure.id, { units: 1, variant: deluxe._id })
    expect(created.statusCode, created.body).toBe(201)
    const raffle = created.json<Raffle>()
    const [winner, next] = [await entrant(), await entrant()]
    shop.clock.advance(2 * MINUTE)
    for (const who of [winner, next])
      await shop.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle._id}/entries`,
        headers: bearer(who.token),
        payload: { addressId: who.addressId },
      })
    shop.clock.advance(10 * MINUTE)
    await runRaffles(drawContext())
    const [offered] = await shop.database.db
      .selectFrom('raffle_entries')
      .select('order_id')
      .where('raffle_id', '=', raffle._id)
      .where('order_id', 'is not', null)
      .execute()
    expect(await editionStocks(figure)).toEqual([5, 1, 6])
    expect((await adminCancel(shop, admin.token, offered!.order_id!)).statusCode).toBe(200)
    // Still set aside: the next run offers it to the other entry, as a line of Deluxe.
    expect(await editionStocks(figure)).toEqual([5, 1, 6])
    await runRaffles(drawContext())
    const orders = await shop.database.db
      .selectFrom('raffle_entries')
      .innerJoin('order_items', 'order_items.order_id', 'raffle_entries.order_id')
      .select(['raffle_entries.forfeited_at', 'order_items.variant_id'])
      .where('raffle_entries.raffle_id', '=', raffle._id)
      .execute()
    expect(orders).toHaveLength(2)
    expect(orders.every((line) => line.variant_id === deluxe._id)).toBe(true)
    expect(await editionStocks(figure)).toEqual([5, 1, 6])
  })
})
