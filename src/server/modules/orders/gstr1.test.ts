import { describe, expect, it } from 'vitest'
import type { Order, Refund } from '@common/schemas/order'
import { B2CL_THRESHOLD_PAISE, gstr1Sheets, isCancelledInvoice, placeOfSupplyCell, sectionOf } from './gstr1'

type Supply = { placeOfSupply: string; placeOfSupplyCode: string; supplyType: 'intra-state' | 'inter-state' }
const KARNATAKA: Supply = { placeOfSupply: 'Karnataka', placeOfSupplyCode: '29', supplyType: 'inter-state' }
const MAHARASHTRA: Supply = {
  placeOfSupply: 'Maharashtra',
  placeOfSupplyCode: '27',
  supplyType: 'intra-state',
}

/** One line of `rupees` at 18 % (IGST across states), as the server answers such an order. */
function invoice(rupees: number, supply: Supply, extra: Partial<Order> = {}): Order {
  const paise = Math.round(rupees * 100)
  const tax = Math.round((paise * 18) / 118)
  const igst = supply.supplyType === 'inter-state' ? tax / 100 : 0
  const half = supply.supplyType === 'intra-state' ? Math.round(tax / 2) / 100 : 0
  const taxableValue = (paise - Math.round(igst * 100) - 2 * Math.round(half * 100)) / 100
  const figures = { taxableValue, cgst: half, sgst: half, igst }
  return {
    _id: 'o1',
    invoiceNumber: 'AV/2026-27/000001',
    createdAt: '2026-11-10T06:00:00.000Z',
    status: 'processing',
    totalPrice: rupees,
    refunds: [],
    shippingAddress: { fullName: 'Asha Verma' },
    orderItems: [{ price: rupees, quantity: 1, tax: { hsnCode: '9503', rate: 18, discount: 0, ...figures } }],
    gst: {
      ...supply,
      buyerGstin: null,
      sellerGstin: null,
      sellerState: 'Maharashtra',
      charges: [],
      ...figures,
    },
    ...extra,
  } as unknown as Order
}

const creditNote = (status: Refund['status'], amount: number) =>
  ({
    creditNoteNumber: 'AV/CN/2026-27/000001',
    createdAt: '2026-11-12T06:00:00.000Z',
    status,
    amount,
  }) as Refund

describe('which GSTR-1 sheet an invoice goes to', () => {
  it('B2C Large only above ₹1,00,000, across states, without a GSTIN', () => {
    expect(B2CL_THRESHOLD_PAISE).toBe(10_000_000)
    expect(sectionOf(invoice(100_000, KARNATAKA))).toBe('b2cs')
    expect(sectionOf(invoice(100_000.01, KARNATAKA))).toBe('b2cl')
    expect(sectionOf(invoice(250_000, MAHARASHTRA))).toBe('b2cs')
    const registered = invoice(250_000, KARNATAKA)
    registered.gst!.buyerGstin = '29AAGCB7383J1Z4'
    expect(sectionOf(registered)).toBe('b2b')
  })

  it('counts an invoice cancelled only when its order was cancelled with nothing refunded', () => {
    expect(isCancelledInvoice({ status: 'cancelled', refunds: [], isPaid: false })).toBe(true)
    expect(
      isCancelledInvoice({ status: 'cancelled', refunds: [creditNote('completed', 10)], isPaid: true }),
    ).toBe(false)
    expect(
      isCancelledInvoice({ status: 'cancelled', refunds: [creditNote('failed', 10)], isPaid: true }),
    ).toBe(true)
    expect(isCancelledInvoice({ status: 'delivered', refunds: [], isPaid: true })).toBe(false)
    // A cash-on-delivery parcel back at the shop unpaid was never supplied; a prepaid one's refund reverses it.
    expect(isCancelledInvoice({ status: 'returned', refunds: [], isPaid: false })).toBe(true)
    expect(isCancelledInvoice({ status: 'returned', refunds: [], isPaid: true })).toBe(false)
  })

  it('writes the place of supply as the tool’s list does, "&" for "and"', () => {
    expect(placeOfSupplyCell(invoice(10, KARNATAKA))).toBe('29-Karnataka')
    const kashmir = invoice(10, { ...KARNATAKA, placeOfSupply: 'Jammu and Kashmir', placeOfSupplyCode: '01' })
    expect(placeOfSupplyCell(kashmir)).toBe('01-Jammu & Kashmir')
  })
})

describe('gstr1Sheets', () => {
  it('reports a refused refund’s credit note as cancelled in Table 13 and nowhere else', () => {
    const order = invoice(1180, KARNATAKA)
    const sheets = gstr1Sheets({
      invoices: [order],
      creditNotes: [{ refund: creditNote('failed', 118), order }],
    })
    expect(sheets.b2cs).toEqual([['OE', '29-Karnataka', null, 18, '1000.00', null, null]])
    expect(sheets.docs).toEqual([
      ['Invoices for outward supply', 'AV/2026-27/000001', 'AV/2026-27/000001', 1, 0],
      ['Credit Note', 'AV/CN/2026-27/000001', 'AV/CN/2026-27/000001', 1, 1],
    ])
  })

  it('nets a credit note on a small consumer invoice into b2cs and the HSN summary', () => {
    const order = invoice(1180, KARNATAKA)
    const sheets = gstr1Sheets({
      invoices: [order],
      creditNotes: [{ refund: creditNote('completed', 118), order }],
    })
    expect(sheets.b2cs).toEqual([['OE', '29-Karnataka', null, 18, '900.00', null, null]])
    expect(sheets.cdnur).toEqual([])
    expect(sheets['hsn(b2c)']).toEqual([
      ['9503', null, 'NOS-NUMBERS', 1, '1062.00', 18, '900.00', '162.00', '0.00', '0.00', '0.00'],
    ])
  })
})
