import { expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import type { Order, Refund } from '@common/schemas/order'
import { sampleAddress } from '../../test/fixtures'
import {
  describeEachShop,
  MUMBAI,
  paise,
  payOrder,
  product,
  refund,
  shopperCancel,
} from '../../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin, signUpStaff } from '../../test/test-app'
import { GSTR1_SHEETS } from './gstr1'

const BENGALURU = sampleAddress
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4'
/** The last minute of November 2026 in IST, and the first of December (18:30 UTC is midnight IST). */
const LAST_NOVEMBER_MINUTE = new Date('2026-11-30T18:29:00.000Z')
const FIRST_DECEMBER_MINUTE = new Date('2026-11-30T18:30:00.000Z')

type Sheet = Record<string, string>[]

/** The ZIP's files as rows keyed by heading (no cell in these orders holds a comma or a quote). */
function sheetsOf(zip: Buffer): Record<string, { headings: string[]; rows: Sheet }> {
  const files = unzipSync(new Uint8Array(zip))
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => {
      const [headingLine, ...lines] = strFromU8(bytes).trimEnd().split('\r\n')
      const headings = headingLine!.split(',')
      const rows = lines.map((line) =>
        Object.fromEntries(line.split(',').map((cell, i) => [headings[i], cell])),
      )
      return [name, { headings, rows }]
    }),
  )
}

const total = (rows: Sheet, column: string) => rows.reduce((sum, row) => sum + paise(Number(row[column])), 0)

describeEachShop('GSTR-1: a month’s sheets', (shop) => {
  const download = (token: string | undefined, query: string) =>
    shop.app.inject({
      method: 'GET',
      url: `/api/orders/export/gstr1${query}`,
      ...(token ? { headers: bearer(token) } : {}),
    })
  const placed = async (
    token: string,
    lines: { product: string; qty: number }[],
    extra: object,
  ): Promise<Order> => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { orderItems: lines, shippingAddress: MUMBAI, paymentMethod: 'PHONEPE', ...extra },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }
  const adminView = async (admin: string, orderId: string): Promise<Order> =>
    (await shop.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(admin) })).json()
  const moveTo = (instant: Date) => shop.clock.advance(instant.getTime() - shop.clock.now().getTime())

  it('answers admins only, for a valid month', async () => {
    const staff = await signUpStaff(shop)
    const shopper = await signUp(shop.app)
    const admin = await signUpAdmin(shop)
    expect((await download(undefined, '?month=2026-11')).statusCode).toBe(401)
    expect((await download(shopper.token, '?month=2026-11')).statusCode).toBe(403)
    expect((await download(staff.token, '?month=2026-11')).statusCode).toBe(403)
    for (const month of ['2026-13', '2026-1', 'november', '2017-06', '']) {
      const refused = await download(admin.token, `?month=${month}`)
      expect(refused.statusCode, month).toBe(400)
    }
    const empty = await download(admin.token, '?month=2017-07')
    expect(empty.statusCode).toBe(200)
    expect(empty.headers['content-type']).toBe('application/zip')
    expect(empty.headers['content-disposition']).toBe('attachment; filename="gstr1-2017-07.zip"')
    const sheets = sheetsOf(empty.rawPayload)
    expect(Object.keys(sheets).sort()).toEqual(
      Object.keys(GSTR1_SHEETS)
        .map((name) => `${name}.csv`)
        .sort(),
    )
    for (const [name, headings] of Object.entries(GSTR1_SHEETS)) {
      expect(sheets[`${name}.csv`]!.headings).toEqual(headings)
      expect(sheets[`${name}.csv`]!.rows).toEqual([])
    }
  })

  it('reconciles with the month’s invoices less its credit notes, and leaves the next month out', async () => {
    const admin = (await signUpAdmin(shop)).token
    const consumer = await signUp(shop.app)
    const business = await signUp(shop.app)
    const figure = await product(shop, { pricePaise: 129_900, stock: 100, gstRate: 5 })
    const keychain = await product(shop, { pricePaise: 29_900, stock: 100, gstRate: 18 })
    const statue = await product(shop, { pricePaise: 12_000_000, stock: 5, gstRate: 18 })
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/shipping/settings',
      headers: bearer(admin),
      payload: { flatRate: 49, freeOver: 500, codFee: 30 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const office = (
      await shop.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: bearer(business.token),
        payload: { ...BENGALURU, fullName: 'Chai Point Cafe', gstin: KARNATAKA_GSTIN },
      })
    ).json()

    const paid = async (token: string, order: Order) => {
      await payOrder(shop, token, order._id)
      return order
    }
    const intraState = await paid(
      consumer.token,
      await placed(consumer.token, [{ product: figure.id, qty: 2 }], {}),
    )
    const interState = await paid(
      consumer.token,
      await placed(consumer.token, [{ product: keychain.id, qty: 3 }], { shippingAddress: BENGALURU }),
    )
    const b2b = await paid(
      business.token,
      await placed(
        business.token,
        [
          { product: figure.id, qty: 1 },
          { product: keychain.id, qty: 4 },
        ],
        {
          addressId: office._id,
        },
      ),
    )
    const large = await paid(
      consumer.token,
      await placed(consumer.token, [{ product: statue.id, qty: 1 }], { shippingAddress: BENGALURU }),
    )
    // Below the free-shipping threshold, paid on delivery: shipping and the fee are lines of their own.
    const charged = await placed(consumer.token, [{ product: keychain.id, qty: 1 }], { paymentMethod: 'COD' })
    expect(charged.gst!.charges.map((charge) => charge.charge)).toEqual(['shipping', 'cod-fee'])
    const cancelled = await placed(consumer.token, [{ product: figure.id, qty: 1 }], {})
    expect((await shopperCancel(shop, consumer.token, cancelled._id)).statusCode).toBe(200)

    const transfer = { reason: 'Part of the order returned', method: 'bank-transfer', reference: 'NEFT-1' }
    const refunds: Refund[] = [
      await refund(shop, admin, b2b._id, { ...transfer, amount: 500 }),
      await refund(shop, admin, large._id, { ...transfer, amount: 20_000 }),
      await refund(shop, admin, interState._id, { ...transfer, amount: 299 }),
    ]
    moveTo(LAST_NOVEMBER_MINUTE)
    const lastMinute = await paid(
      consumer.token,
      await placed(consumer.token, [{ product: figure.id, qty: 1 }], {}),
    )
    moveTo(FIRST_DECEMBER_MINUTE)
    const december = await paid(
      consumer.token,
      await placed(consumer.token, [{ product: figure.id, qty: 1 }], {}),
    )
    const decemberRefund = await refund(shop, admin, intraState._id, { ...transfer, amount: 100 })

    const response = await download(admin, '?month=2026-11')
    expect(response.statusCode, response.body).toBe(200)
    const sheets = sheetsOf(response.rawPayload)
    const rows = (name: keyof typeof GSTR1_SHEETS) => sheets[`${name}.csv`]!.rows

    const invoices = await Promise.all(
      [intraState, interState, b2b, large, charged, lastMinute].map((order) => adminView(admin, order._id)),
    )
    const expected = (field: 'taxableValue' | 'cgst' | 'sgst' | 'igst') =>
      invoices.reduce((sum, order) => sum + paise(order.gst![field]), 0) -
      refunds.reduce((sum, note) => sum + paise(note.creditNote[field]), 0)

    // Sections: the GSTIN's invoice in b2b, the large inter-state one in b2cl, the rest summed in b2cs.
    expect(new Set(rows('b2b').map((row) => row['Invoice Number']))).toEqual(new Set([b2b.invoiceNumber]))
    expect(rows('b2b')[0]).toMatchObject({
      'GSTIN/UIN of Recipient': KARNATAKA_GSTIN,
      'Receiver Name': 'Chai Point Cafe',
      'Invoice date': '26-Nov-2026',
      'Invoice Value': b2b.totalPrice.toFixed(2),
      'Place Of Supply': '29-Karnataka',
      'Reverse Charge': 'N',
      'Invoice Type': 'Regular B2B',
    })
    expect(
      rows('b2b')
        .map((row) => row.Rate)
        .sort(),
    ).toEqual(['18', '5'])
    expect(rows('b2cl')).toEqual([
      expect.objectContaining({
        'Invoice Number': large.invoiceNumber,
        'Place Of Supply': '29-Karnataka',
        Rate: '18',
      }),
    ])
    expect(rows('cdnr')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          'Note Number': refunds[0]!.creditNoteNumber,
          'Note Type': 'C',
          'Note Value': '500.00',
        }),
      ]),
    )
    expect(rows('cdnur')).toEqual([
      expect.objectContaining({
        'UR Type': 'B2CL',
        'Note Number': refunds[1]!.creditNoteNumber,
        'Note Value': '20000.00',
      }),
    ])
    expect(rows('b2cs').map((row) => `${row['Place Of Supply']} ${row.Rate}`)).toEqual([
      '27-Maharashtra 5',
      '27-Maharashtra 18',
      '29-Karnataka 18',
    ])

    // The figures: the sheets' taxable values, and the HSN summary's taxes, are the invoices' less the notes'.
    const sheetTaxable =
      total(rows('b2b'), 'Taxable Value') +
      total(rows('b2cl'), 'Taxable Value') +
      total(rows('b2cs'), 'Taxable Value') -
      total(rows('cdnr'), 'Taxable Value') -
      total(rows('cdnur'), 'Taxable Value')
    expect(sheetTaxable).toBe(expected('taxableValue'))
    const hsn = [...rows('hsn(b2b)'), ...rows('hsn(b2c)')]
    // hsn.csv is the two together, each row naming its side.
    expect(rows('hsn')).toEqual([
      ...rows('hsn(b2b)').map((row) => ({ 'Supply Type': 'B2B', ...row })),
      ...rows('hsn(b2c)').map((row) => ({ 'Supply Type': 'B2C', ...row })),
    ])
    expect(total(hsn, 'Taxable Value')).toBe(expected('taxableValue'))
    expect(total(hsn, 'Integrated Tax Amount')).toBe(expected('igst'))
    expect(total(hsn, 'Central Tax Amount')).toBe(expected('cgst'))
    expect(total(hsn, 'State/UT Tax Amount')).toBe(expected('sgst'))
    expect(total(hsn, 'Total Value')).toBe(
      expected('taxableValue') + expected('igst') + expected('cgst') + expected('sgst'),
    )
    expect(total(rows('hsn(b2b)'), 'Taxable Value')).toBe(
      total(rows('b2b'), 'Taxable Value') - total(rows('cdnr'), 'Taxable Value'),
    )
    // One HSN at two rates is two rows (the test's products all carry 9503).
    expect(rows('hsn(b2b)').map((row) => `${row.HSN} ${row.Rate} ${row['Total Quantity']}`)).toEqual([
      '9503 5 1',
      '9503 18 4',
    ])

    // Table 13: every number of the month, the unpaid cancelled order's among them; the next month's are not.
    const numbers = [...invoices, cancelled].map((order) => order.invoiceNumber!).sort()
    expect(rows('docs')).toEqual([
      {
        'Nature of Document': 'Invoices for outward supply',
        'Sr. No. From': numbers[0],
        'Sr. No. To': numbers.at(-1),
        'Total Number': '7',
        Cancelled: '1',
      },
      {
        'Nature of Document': 'Credit Note',
        'Sr. No. From': refunds[0]!.creditNoteNumber,
        'Sr. No. To': refunds[2]!.creditNoteNumber,
        'Total Number': '3',
        Cancelled: '0',
      },
    ])
    const everything = JSON.stringify(sheets)
    expect(everything).not.toContain(december.invoiceNumber)
    expect(everything).not.toContain(decemberRefund.creditNoteNumber)
    expect(everything).not.toContain(cancelled.invoiceNumber)
    expect(everything.split(lastMinute.invoiceNumber!).length).toBe(2)

    const next = sheetsOf((await download(admin, '?month=2026-12')).rawPayload)
    expect(next['docs.csv']!.rows.map((row) => row['Total Number'])).toEqual(['1', '1'])
  })
})
