import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GST_RATES } from '@common/gst'
import { COD_EXCLUDED_PIN_MESSAGE } from '@common/schemas/cash-on-delivery'
import type { Order } from '@common/schemas/order'
import { newId } from '../../db/ids'
import * as orderSearchInvoiceNumbers from '../../db/migrations/0012-order-search-invoice-numbers'
import { writeTransaction } from '../../db/write-transaction'
import { insertProduct, sampleAddress } from '../../test/fixtures'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testDialects,
  type TestApp,
} from '../../test/test-app'
import { numberWaitingOrders, takeInvoiceNumbers } from './invoice-numbers'

const SHOP_GSTIN = '27AAPFU0939F1ZV'
const MUMBAI = { ...sampleAddress, city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' }
const BENGALURU = sampleAddress
/** 26 November 2026, 11:30 IST: financial year 2026-27. */
const ORDINARY_DAY = new Date('2026-11-26T06:00:00.000Z')

const paise = (rupees: number) => Math.round(rupees * 100)
const lineTaxPaise = (tax: NonNullable<Order['orderItems'][number]['tax']>) =>
  paise(tax.cgst) + paise(tax.sgst) + paise(tax.igst)

describe.each(testDialects)('GST and tax invoices [%s]', (dialect) => {
  const context = { dialect } as TestApp
  let now = ORDINARY_DAY
  const db = () => context.database.db

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { clock: () => now, shopGstin: SHOP_GSTIN }))
  })
  afterAll(async () => {
    await closeTestApp(context)
  })
  beforeEach(() => {
    now = ORDINARY_DAY
  })

  const placeOrder = (
    token: string,
    lines: { product: string; qty: number }[],
    extra: {
      shippingAddress?: object
      paymentMethod?: string
      discountCode?: string
      buyerGstin?: unknown
    } = {},
  ) =>
    context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { orderItems: lines, shippingAddress: BENGALURU, paymentMethod: 'COD', ...extra },
    })
  const placed = async (...args: Parameters<typeof placeOrder>): Promise<Order> => {
    const response = await placeOrder(...args)
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }
  const product = (pricePaise: number, hsnCode: string, gstRate: number) =>
    insertProduct(db(), { price_paise: pricePaise, stock: 10_000, hsn_code: hsnCode, gst_rate: gstRate })
  const figure = (pricePaise: number) => product(pricePaise, '9503', 5)
  const keychain = (pricePaise: number) => product(pricePaise, '3926', 18)

  /** The invariants every order with GST keeps, checked in whole paise. */
  const expectConsistent = (order: Order) => {
    let taxable = 0
    let tax = 0
    for (const item of order.orderItems) {
      const line = item.tax!
      expect(paise(item.price) * item.quantity - paise(line.discount)).toBe(
        paise(line.taxableValue) + lineTaxPaise(line),
      )
      taxable += paise(line.taxableValue)
      tax += lineTaxPaise(line)
    }
    expect(paise(order.taxPrice)).toBe(tax)
    expect(paise(order.gst!.taxableValue)).toBe(taxable)
    expect(paise(order.gst!.cgst) + paise(order.gst!.sgst) + paise(order.gst!.igst)).toBe(tax)
    expect(order.orderItems.reduce((sum, item) => sum + paise(item.tax!.discount), 0)).toBe(
      paise(order.discountPrice),
    )
    // Prices include GST: the total is what the items cost less the discount, never more.
    expect(paise(order.totalPrice)).toBe(
      paise(order.itemsPrice) - paise(order.discountPrice) + paise(order.shippingPrice),
    )
    expect(taxable + tax).toBe(paise(order.totalPrice) - paise(order.shippingPrice))
  }

  it('splits the GST inside a Maharashtra order into CGST and SGST, and stores it with the order', async () => {
    const shopper = await signUp(context.app)
    const item = await keychain(118_000)
    const order = await placed(shopper.token, [{ product: item.id, qty: 1 }], { shippingAddress: MUMBAI })

    expect(order).toMatchObject({
      itemsPrice: 1180,
      taxPrice: 180,
      totalPrice: 1180,
      gst: {
        sellerGstin: SHOP_GSTIN,
        sellerState: 'Maharashtra',
        placeOfSupply: 'Maharashtra',
        placeOfSupplyCode: '27',
        supplyType: 'intra-state',
        buyerGstin: null,
        taxableValue: 1000,
        cgst: 90,
        sgst: 90,
        igst: 0,
      },
    })
    expect(order.orderItems[0]!.tax).toEqual({
      hsnCode: '3926',
      rate: 18,
      discount: 0,
      taxableValue: 1000,
      cgst: 90,
      sgst: 90,
      igst: 0,
    })
    expect(order.invoiceNumber).toMatch(/^AV\/2026-27\/\d{6}$/)

    const row = await db()
      .selectFrom('order_items')
      .select([
        'hsn_code',
        'gst_rate',
        'discount_paise',
        'taxable_paise',
        'cgst_paise',
        'sgst_paise',
        'igst_paise',
      ])
      .where('order_id', '=', order._id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      hsn_code: '3926',
      gst_rate: 18,
      discount_paise: 0,
      taxable_paise: 100_000,
      cgst_paise: 9_000,
      sgst_paise: 9_000,
      igst_paise: 0,
    })
    const stored = await db()
      .selectFrom('orders')
      .select([
        'invoice_number',
        'tax_price_paise',
        'total_price_paise',
        'supply_type',
        'place_of_supply_code',
      ])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({
      invoice_number: order.invoiceNumber,
      tax_price_paise: 18_000,
      total_price_paise: 118_000,
      supply_type: 'intra-state',
      place_of_supply_code: '27',
    })
  })

  it('charges IGST on a Karnataka order with lines at 5 % and 18 %, each rounded to the paisa', async () => {
    const shopper = await signUp(context.app)
    const nezuko = await figure(249_900)
    const tanjiro = await keychain(29_900)
    const order = await placed(shopper.token, [
      { product: nezuko.id, qty: 2 },
      { product: tanjiro.id, qty: 3 },
    ])
    const taxOf = (id: string) => order.orderItems.find((item) => item.productId === id)!.tax
    // 4,998 × 5/105 = 238.00; 897 × 18/118 = 136.83 (136.8305…)
    expect(taxOf(nezuko.id)).toEqual({
      hsnCode: '9503',
      rate: 5,
      discount: 0,
      taxableValue: 4760,
      cgst: 0,
      sgst: 0,
      igst: 238,
    })
    expect(taxOf(tanjiro.id)).toEqual({
      hsnCode: '3926',
      rate: 18,
      discount: 0,
      taxableValue: 760.17,
      cgst: 0,
      sgst: 0,
      igst: 136.83,
    })
    expect(order.gst).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      supplyType: 'inter-state',
    })
    expect(order).toMatchObject({ itemsPrice: 5895, totalPrice: 5895, taxPrice: 374.83 })
    expectConsistent(order)
  })

  it('shares a discount code over the lines in proportion, the paisa left over to the largest remainder', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const code = `GST${Date.now().toString(36).toUpperCase()}`
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code, type: 'fixed', value: 100 },
    })
    expect(created.statusCode).toBe(201)
    const cheap = await figure(100_000)
    const dear = await keychain(200_000)
    const lines = [
      { product: cheap.id, qty: 1 },
      { product: dear.id, qty: 1 },
    ]

    const inter = await placed(shopper.token, lines, { discountCode: code })
    const taxOf = (order: Order, id: string) => order.orderItems.find((item) => item.productId === id)!.tax
    // ₹100 over ₹1,000 and ₹2,000: 33.333… and 66.666…; the second has the larger remainder.
    expect(taxOf(inter, cheap.id)).toMatchObject({ discount: 33.33, taxableValue: 920.64, igst: 46.03 })
    expect(taxOf(inter, dear.id)).toMatchObject({ discount: 66.67, taxableValue: 1638.42, igst: 294.91 })
    expect(inter).toMatchObject({ discountPrice: 100, totalPrice: 2900, taxPrice: 340.94 })
    expectConsistent(inter)

    const intra = await placed(shopper.token, lines, { discountCode: code, shippingAddress: MUMBAI })
    expect(taxOf(intra, cheap.id)).toMatchObject({
      discount: 33.33,
      taxableValue: 920.63,
      cgst: 23.02,
      sgst: 23.02,
    })
    expect(taxOf(intra, dear.id)).toMatchObject({
      discount: 66.67,
      taxableValue: 1638.41,
      cgst: 147.46,
      sgst: 147.46,
    })
    expectConsistent(intra)
  })

  it('takes a category-restricted code off the lines it covers only: the other line keeps its full tax', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const code = `KEY${Date.now().toString(36).toUpperCase()}`
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code, type: 'fixed', value: 500, categories: ['keychains'] },
    })
    expect(created.statusCode, created.body).toBe(201)
    const keyring = await insertProduct(db(), {
      category: 'keychains',
      price_paise: 100_000,
      stock: 10_000,
      hsn_code: '3926',
      gst_rate: 18,
    })
    const statue = await figure(100_000)
    const order = await placed(
      shopper.token,
      [
        { product: keyring.id, qty: 1 },
        { product: statue.id, qty: 1 },
      ],
      { discountCode: code },
    )
    const taxOf = (id: string) => order.orderItems.find((item) => item.productId === id)!.tax
    // ₹500 off the ₹1,000 keychain at 18 %: 500 × 18/118 = 76.27; the figure's ₹1,000 at 5 %: 47.62.
    expect(taxOf(keyring.id)).toMatchObject({ discount: 500, taxableValue: 423.73, igst: 76.27 })
    expect(taxOf(statue.id)).toMatchObject({ discount: 0, taxableValue: 952.38, igst: 47.62 })
    expect(order).toMatchObject({ discountPrice: 500, totalPrice: 1500, taxPrice: 123.89 })
    expectConsistent(order)
  })

  it('rounds each line, so the order adds up exactly where rounding the total would be a paisa off', async () => {
    const shopper = await signUp(context.app)
    // Each holds x.38 paise of 5 % GST: 952.38, 1052.38 and 1152.38. Rounded per line 3156; the total's 3157.14 → 3157.
    const items = await Promise.all([figure(20_000), figure(22_100), figure(24_200)])
    const order = await placed(
      shopper.token,
      items.map((item) => ({ product: item.id, qty: 1 })),
    )
    expect(order.orderItems.map((item) => item.tax!.igst).sort()).toEqual([10.52, 11.52, 9.52])
    expect(order.taxPrice).toBe(31.56)
    expect(order.gst!.taxableValue).toBe(631.44)
    expectConsistent(order)
  })

  it('adds up exactly for many random carts, with and without a discount, within and across states', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const code = `MIX${Date.now().toString(36).toUpperCase()}`
    await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin.token),
      payload: { code, type: 'percentage', value: 7 },
    })
    let seed = 18
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % below
    }
    const catalogue = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        product(1 + random(400_000), '9503', GST_RATES[index % GST_RATES.length]!),
      ),
    )
    for (let cart = 0; cart < 25; cart += 1) {
      const chosen = new Set(
        Array.from({ length: 1 + random(5) }, () => catalogue[random(catalogue.length)]!),
      )
      const order = await placed(
        shopper.token,
        [...chosen].map((item) => ({ product: item.id, qty: 1 + random(4) })),
        {
          shippingAddress: random(2) === 0 ? MUMBAI : BENGALURU,
          ...(random(2) === 0 ? { discountCode: code } : {}),
        },
      )
      expectConsistent(order)
    }
  })

  it('numbers 20 orders placed at once 000001 to 000020 of their financial year, none twice and none skipped', async () => {
    now = new Date('2031-06-15T06:00:00.000Z')
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => signUp(context.app)))
    const item = await figure(49_900)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(shoppers[index % shoppers.length]!.token, [{ product: item.id, qty: 1 }]),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201))
    const numbers = responses.map((response) => (response.json() as Order).invoiceNumber!).sort()
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `AV/2031-32/${String(index + 1).padStart(6, '0')}`),
    )
    const counter = await db()
      .selectFrom('invoice_counters')
      .selectAll()
      .where('financial_year', '=', '2031-32')
      .executeTakeFirstOrThrow()
    expect(counter.last_number).toBe(20)
  })

  it('starts a new series on 1 April in Indian time', async () => {
    const shopper = await signUp(context.app)
    const item = await figure(49_900)
    const line = [{ product: item.id, qty: 1 }]
    now = new Date('2030-03-31T18:29:00.000Z') // 31 March 2030, 23:59 IST
    expect((await placed(shopper.token, line)).invoiceNumber).toBe('AV/2029-30/000001')
    now = new Date('2030-03-31T18:30:00.000Z') // 1 April 2030, 00:00 IST
    const april = await placed(shopper.token, line)
    expect(april.invoiceNumber).toBe('AV/2030-31/000001')
    expect(april.createdAt).toBe('2030-03-31T18:30:00.000Z')
    now = new Date('2030-04-01T10:00:00.000Z')
    expect((await placed(shopper.token, line)).invoiceNumber).toBe('AV/2030-31/000002')
  })

  it('gives the number of an order that fails after taking it to the next order, and takes none for a refused one', async () => {
    now = new Date('2032-05-01T06:00:00.000Z')
    const shopper = await signUp(context.app)
    const item = await insertProduct(db(), { price_paise: 10_000, stock: 1 })
    expect((await placed(shopper.token, [{ product: item.id, qty: 1 }])).invoiceNumber).toBe(
      'AV/2032-33/000001',
    )
    // Refused before a number is taken (out of stock).
    expect((await placeOrder(shopper.token, [{ product: item.id, qty: 1 }])).statusCode).toBe(409)
    // A numbering pass that fails after taking its number (the database went away) gives it back on rollback.
    let taken: string | undefined
    await expect(
      writeTransaction(db(), async (trx) => {
        ;[taken] = await takeInvoiceNumbers(trx, '2032-33', 1)
        throw new Error('the order failed after taking its number')
      }),
    ).rejects.toThrow('the order failed after taking its number')
    expect(taken).toBe('AV/2032-33/000002')

    const other = await figure(10_000)
    expect((await placed(shopper.token, [{ product: other.id, qty: 1 }])).invoiceNumber).toBe(
      'AV/2032-33/000002',
    )
  })

  it('numbers an order whose numbering pass failed with the next pass, before the orders placed after it', async () => {
    const shopper = await signUp(context.app)
    const line = [{ product: (await figure(10_000)).id, qty: 1 }]
    now = new Date('2033-07-01T06:00:00.000Z')
    const first = await placed(shopper.token, line)
    expect(first.invoiceNumber).toBe('AV/2033-34/000001')
    // As the database holds an order committed just before its pass failed: placed, waiting, its number unused.
    await db().updateTable('orders').set({ invoice_number: null }).where('id', '=', first._id).execute()
    await db()
      .updateTable('invoice_counters')
      .set({ last_number: 0 })
      .where('financial_year', '=', '2033-34')
      .execute()

    now = new Date('2033-07-01T07:00:00.000Z')
    const second = await placed(shopper.token, line)
    expect(second.invoiceNumber).toBe('AV/2033-34/000002')
    const firstNow = await db()
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', first._id)
      .executeTakeFirstOrThrow()
    expect(firstNow.invoice_number).toBe('AV/2033-34/000001')
  })

  it('numbers every waiting order in one pass, in the order they were placed, across financial years', async () => {
    const shopper = await signUp(context.app)
    const line = [{ product: (await figure(10_000)).id, qty: 1 }]
    const orders: Order[] = []
    for (const at of ['2045-03-31T10:00:00.000Z', '2045-04-01T10:00:00.000Z', '2045-04-02T10:00:00.000Z']) {
      now = new Date(at)
      orders.push(await placed(shopper.token, line))
    }
    expect(orders.map((order) => order.invoiceNumber)).toEqual([
      'AV/2044-45/000001',
      'AV/2045-46/000001',
      'AV/2045-46/000002',
    ])
    // As after passes that failed: all three waiting, their numbers given back.
    const ids = orders.map((order) => order._id)
    await db().updateTable('orders').set({ invoice_number: null }).where('id', 'in', ids).execute()
    await db()
      .updateTable('invoice_counters')
      .set({ last_number: 0 })
      .where('financial_year', 'in', ['2044-45', '2045-46'])
      .execute()

    const numbered = await numberWaitingOrders(db())
    expect(ids.map((id) => numbered.get(id))).toEqual(orders.map((order) => order.invoiceNumber))
    const rows = await db()
      .selectFrom('orders')
      .select(['id', 'invoice_number', 'search_text'])
      .where('id', 'in', ids)
      .execute()
    for (const order of orders) {
      const row = rows.find((candidate) => candidate.id === order._id)!
      expect(row.invoice_number).toBe(order.invoiceNumber)
      expect(row.search_text.endsWith(`\n${order.invoiceNumber!.toLowerCase()}`)).toBe(true)
    }
  })

  it('lets an admin find an order by its invoice number, as typed or in lower case', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const order = await placed(shopper.token, [{ product: (await figure(10_000)).id, qty: 1 }])
    const search = async (text: string) =>
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/orders?search=${encodeURIComponent(text)}`,
          headers: bearer(admin.token),
        })
      )
        .json()
        .orders.map((entry: { _id: string }) => entry._id)
    expect(await search(order.invoiceNumber!)).toEqual([order._id])
    expect(await search(order.invoiceNumber!.toLowerCase())).toEqual([order._id])
  })

  it('migration 0012 appends the invoice number to the search text of orders numbered before it', async () => {
    const shopper = await signUp(context.app)
    const order = await placed(shopper.token, [{ product: (await figure(10_000)).id, qty: 1 }])
    const searchText = () =>
      db().selectFrom('orders').select('search_text').where('id', '=', order._id).executeTakeFirstOrThrow()
    // As such an order was written: its search text without the number.
    const lowerNumber = order.invoiceNumber!.toLowerCase()
    const withNumber = (await searchText()).search_text
    await db()
      .updateTable('orders')
      .set({ search_text: withNumber.replace(`\n${lowerNumber}`, '') })
      .where('id', '=', order._id)
      .execute()
    expect((await searchText()).search_text).not.toContain(lowerNumber)
    await orderSearchInvoiceNumbers.up(db())
    expect((await searchText()).search_text).toContain(`\n${lowerNumber}`)
  })

  it('leaves an order placed before tax invoices as it was: tax 0, no invoice number, no GST figures', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const item = await figure(99_900)
    const orderId = newId()
    // Written the way the shop wrote orders before migration 0008: none of the GST columns.
    await db()
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: `ORD-OLD-${orderId}`,
        user_id: shopper.id,
        status: 'delivered',
        payment_method: 'COD',
        payment_status: 'completed',
        items_price_paise: 99_900,
        shipping_price_paise: 0,
        tax_price_paise: 0,
        total_price_paise: 99_900,
        shipping_address: JSON.stringify({ ...BENGALURU, address: BENGALURU.addressLine1, phone: null }),
        tracking_number: null,
        idempotency_key: null,
        paid_at: '2026-01-05T10:00:00.000Z',
        delivered_at: '2026-01-05T10:00:00.000Z',
        created_at: '2026-01-02T10:00:00.000Z',
        updated_at: '2026-01-05T10:00:00.000Z',
      })
      .execute()
    await db()
      .insertInto('order_items')
      .values({
        id: newId(),
        order_id: orderId,
        product_id: item.id,
        name: item.name,
        image: '/x.webp',
        unit_price_paise: 99_900,
        quantity: 1,
      })
      .execute()

    for (const [token, url] of [
      [admin.token, `/api/orders/${orderId}`],
      [shopper.token, `/api/orders/my-orders/${orderId}`],
    ] as const) {
      const response = await context.app.inject({ method: 'GET', url, headers: bearer(token) })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ taxPrice: 0, totalPrice: 999, invoiceNumber: null, gst: null })
      expect(response.json().orderItems[0].tax).toBeNull()
    }
    const csv = await context.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?userId=${shopper.id}`,
      headers: bearer(admin.token),
    })
    // No GST figures (empty cells, not made-up zeros); no fee was charged before there were fees; no buyer GSTIN.
    expect(csv.body).toMatch(new RegExp(`^${orderId},.*,Karnataka,560001,,,,,,,,0\\.00,\\r$`, 'm'))
  })

  it("prints a business buyer's GSTIN, refuses an invalid one, and takes none for an empty field", async () => {
    const shopper = await signUp(context.app)
    const item = await figure(49_900)
    const line = [{ product: item.id, qty: 1 }]
    const withGstin = await placed(shopper.token, line, { buyerGstin: ' 29aagcb7383j1z4 ' })
    expect(withGstin.gst!.buyerGstin).toBe('29AAGCB7383J1Z4')
    expect((await placed(shopper.token, line, { buyerGstin: '' })).gst!.buyerGstin).toBeNull()

    for (const buyerGstin of ['29AAGCB7383J1Z5', '29AAGCB7383J1Z', 'not a gstin', 42]) {
      const refused = await placeOrder(shopper.token, line, { buyerGstin })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, message: 'Please enter a valid GSTIN' })
    }
  })

  it('takes the place of supply from the PIN code when the address names no state we know, else the shop state', async () => {
    const shopper = await signUp(context.app)
    const item = await figure(10_500)
    const line = [{ product: item.id, qty: 1 }]
    const byPin = await placed(shopper.token, line, {
      shippingAddress: { ...BENGALURU, state: undefined, postalCode: '560001' },
    })
    expect(byPin.gst).toMatchObject({ placeOfSupply: 'Karnataka', supplyType: 'inter-state', igst: 5 })
    const misspelt = await placed(shopper.token, line, {
      shippingAddress: { ...BENGALURU, state: 'Karnatka', postalCode: '560001' },
    })
    expect(misspelt.gst).toMatchObject({ placeOfSupply: 'Karnataka' })
    const nowhere = await placed(shopper.token, line, {
      shippingAddress: { ...BENGALURU, state: 'Atlantis', postalCode: '999999' },
    })
    expect(nowhere.gst).toMatchObject({
      placeOfSupply: 'Maharashtra',
      supplyType: 'intra-state',
      cgst: 2.5,
      sgst: 2.5,
    })
  })

  it('refuses cash on delivery to a PIN code the delivery settings exclude, and takes an online payment there', async () => {
    const shopper = await signUp(context.app)
    const item = await figure(49_900)
    const portBlair = {
      ...BENGALURU,
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      postalCode: '744101',
    }
    const refused = await placeOrder(shopper.token, [{ product: item.id, qty: 1 }], {
      shippingAddress: portBlair,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ success: false, message: COD_EXCLUDED_PIN_MESSAGE })
    expect(COD_EXCLUDED_PIN_MESSAGE).toBe('Cash on delivery is not available for this PIN code')
    const stock = await db()
      .selectFrom('products')
      .select('stock')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow()
    expect(stock.stock).toBe(10_000)

    const online = await placed(shopper.token, [{ product: item.id, qty: 1 }], {
      shippingAddress: portBlair,
      paymentMethod: 'PHONEPE',
    })
    expect(online.gst).toMatchObject({
      placeOfSupply: 'Andaman and Nicobar Islands',
      placeOfSupplyCode: '35',
    })
  })

  it("gives a product created without an HSN code its category's default, and refuses a malformed code or rate", async () => {
    const admin = await signUpAdmin(context)
    const create = (fields: object) =>
      context.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: bearer(admin.token),
        payload: {
          name: 'Zenitsu Figure',
          description: 'PVC figure.',
          price: 1999,
          stock: 3,
          category: 'figures',
          images: ['/media/0123456789abcdef0123456789abcdef.webp'],
          countryOfOrigin: 'China',
          ...fields,
        },
      })
    expect((await create({})).json()).toMatchObject({ hsnCode: '9503', gstRate: 5 })
    expect((await create({ hsnCode: '', gstRate: '' })).json()).toMatchObject({ hsnCode: '9503', gstRate: 5 })
    expect((await create({ category: 'accessories' })).json()).toMatchObject({ hsnCode: '4202', gstRate: 18 })
    const own = await create({ hsnCode: '95030010', gstRate: 40 })
    expect(own.json()).toMatchObject({ hsnCode: '95030010', gstRate: 40 })

    const badCode = await create({ hsnCode: '95A3' })
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().message).toBe('HSN code must be 4, 6 or 8 digits')
    const badRate = await create({ gstRate: 15 })
    expect(badRate.statusCode).toBe(400)
    expect(badRate.json().message).toBe('GST rate must be one of 0, 5, 18, 40 %')

    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/products/${own.json()._id}`,
      headers: bearer(admin.token),
      payload: { gstRate: 18, category: 'keychains' },
    })
    expect(edited.json()).toMatchObject({ hsnCode: '95030010', gstRate: 18, category: 'keychains' })
  })
})
