import { expect, it } from 'vitest'
import { newId } from '../../db/ids'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp, signUpAdmin } from '../../test/test-app'
import { orderExportBatches } from './order-lists'

/** RFC 4180, enough for the tests: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (character === '"') quoted = false
      else field += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      record.push(field)
      field = ''
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index += 1
    } else field += character
  }
  return records
}

describeEachDatabase('orders CSV export', (context) => {
  const db = () => context.database.db
  const placeOrder = async (
    token: string,
    productId: string,
    quantity: number,
    address: object = { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' },
  ) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: {
        orderItems: [{ product: productId, qty: quantity }],
        shippingAddress: address,
        paymentMethod: 'COD',
      },
    })
    expect(response.statusCode).toBe(201)
    return response.json() as { _id: string; orderNumber: string; invoiceNumber: string }
  }
  const exportCsv = (token: string | undefined, query = '') =>
    context.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv${query}`,
      headers: token ? bearer(token) : {},
    })
  const rowsOf = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true)
    const [header, ...rows] = parseCsv(body.slice(1))
    return { header: header!, rows }
  }

  it('answers an attachment with a header row and one quoted record per order, amounts in rupees', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const tricky = 'Doe, "Jr"\nSecond line'
    await db().updateTable('users').set({ name: tricky }).where('id', '=', shopper.id).execute()
    const product = await insertProduct(db(), { price_paise: 123_450, stock: 5 })
    const placed = await placeOrder(shopper.token, product.id, 2, {
      address: '4 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    })

    const response = await exportCsv(admin.token, `?userId=${shopper.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const { header, rows } = rowsOf(response.body)
    expect(header).toEqual([
      'Order ID',
      'Order Number',
      'Date',
      'Customer',
      'Email',
      'Status',
      'Payment Method',
      'Payment Status',
      'Paid At',
      'Items',
      'Subtotal',
      'Shipping',
      'Tax',
      'Total',
      'City',
      'State',
      'Postal Code',
      'Tracking Number',
      'Invoice Number',
      'Place of Supply',
      'Taxable Value',
      'CGST',
      'SGST',
      'IGST',
      'COD Fee',
      'Buyer GSTIN',
    ])
    expect(rows).toHaveLength(1)
    const record = Object.fromEntries(header.map((name, index) => [name, rows[0]![index]]))
    expect(record).toMatchObject({
      'Order ID': placed._id,
      'Order Number': placed.orderNumber,
      Customer: tricky,
      Email: shopper.email,
      Status: 'pending',
      'Payment Method': 'COD',
      'Payment Status': 'pending',
      'Paid At': '',
      Items: '2',
      Subtotal: '2469.00',
      Shipping: '0.00',
      'COD Fee': '0.00',
      'Buyer GSTIN': '',
      // 5 % GST inside ₹2,469 sent from Maharashtra to West Bengal: IGST.
      Tax: '117.57',
      Total: '2469.00',
      City: 'Kolkata',
      State: 'West Bengal',
      'Postal Code': '700016',
      'Tracking Number': '',
      'Invoice Number': placed.invoiceNumber,
      'Place of Supply': 'West Bengal (19)',
      'Taxable Value': '2351.43',
      CGST: '0.00',
      SGST: '0.00',
      IGST: '117.57',
    })
    expect(record.Date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(response.body).toContain('"Doe, ""Jr""\nSecond line"')
  })

  it('keeps cells starting with = + - @ from running as formulas, and leaves the amounts numbers', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    await db()
      .updateTable('users')
      .set({ name: '=HYPERLINK("http://x","y")' })
      .where('id', '=', shopper.id)
      .execute()
    const product = await insertProduct(db(), { price_paise: 50_000 })
    const placed = await placeOrder(shopper.token, product.id, 1, {
      address: '1 Road',
      city: '@SUM(A1)',
      state: '-2+3+cmd',
      postalCode: '411001',
    })
    await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'shipped', trackingNumber: '+1 BLUEDART' },
    })
    const response = await exportCsv(admin.token, `?userId=${shopper.id}`)
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`)
    const { header, rows } = rowsOf(response.body)
    const record = Object.fromEntries(header.map((name, index) => [name, rows[0]![index]]))
    expect(record).toMatchObject({
      Customer: `'=HYPERLINK("http://x","y")`,
      City: "'@SUM(A1)",
      State: "'-2+3+cmd",
      'Tracking Number': "'+1 BLUEDART",
      Items: '1',
      Total: '500.00',
    })
  })

  it('exports only the orders matching the status and the search, like the list', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(db(), { stock: 20 })
    const town = `Zunheboto${newId().slice(0, 6)}`
    const inTown = await placeOrder(shopper.token, product.id, 1, {
      address: '1 Hill Road',
      city: town,
      postalCode: '798620',
    })
    const shipped = await placeOrder(shopper.token, product.id, 1, {
      address: '2 Hill Road',
      city: town,
      postalCode: '798620',
    })
    await placeOrder(shopper.token, product.id, 1)
    await context.app.inject({
      method: 'PUT',
      url: `/api/orders/${shipped._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'shipped', trackingNumber: 'BLUEDART-9' },
    })

    const ids = async (query: string) => {
      const { rows } = rowsOf((await exportCsv(admin.token, query)).body)
      return rows.map((row) => row[0]).sort()
    }
    expect(await ids(`?search=${town.toUpperCase()}`)).toEqual([inTown._id, shipped._id].sort())
    expect(await ids(`?search=${town}&status=shipped`)).toEqual([shipped._id])
    const { header, rows } = rowsOf((await exportCsv(admin.token, `?search=${town}&status=shipped`)).body)
    expect(rows[0]![header.indexOf('Tracking Number')]).toBe('BLUEDART-9')
  })

  it('reads every order exactly once across batches, ties in time included', async () => {
    const shopper = await signUp(context.app)
    const sameMoment = '2026-01-05T10:00:00.000Z'
    const ids: string[] = []
    for (let index = 0; index < 5; index += 1) {
      const id = newId()
      ids.push(id)
      await db()
        .insertInto('orders')
        .values({
          id,
          order_number: `ORD-TIE-${id}`,
          user_id: shopper.id,
          status: 'pending',
          payment_method: 'COD',
          payment_status: 'pending',
          items_price_paise: 100,
          shipping_price_paise: 0,
          tax_price_paise: 0,
          total_price_paise: 100,
          shipping_address: '{}',
          tracking_number: null,
          idempotency_key: null,
          paid_at: null,
          delivered_at: null,
          created_at: index < 4 ? sameMoment : '2026-01-04T10:00:00.000Z',
          updated_at: sameMoment,
        })
        .execute()
    }
    const batches: string[][] = []
    for await (const batch of orderExportBatches(db(), { userId: shopper.id }, 2))
      batches.push(batch.map((row) => row.id))
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1])
    expect(batches.flat().sort()).toEqual([...ids].sort())
    expect(batches.flat()[4]).toBe(ids[4])
  })

  it('refuses an unknown filter value with 400, a shopper with 403 and a signed-out caller with 401', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const unknown = await exportCsv(admin.token, '?status=lost')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('status must be one of'),
    })
    expect((await exportCsv(admin.token, `?search=${'x'.repeat(101)}`)).statusCode).toBe(400)
    expect((await exportCsv(shopper.token)).statusCode).toBe(403)
    expect((await exportCsv(undefined)).statusCode).toBe(401)
  })
})
