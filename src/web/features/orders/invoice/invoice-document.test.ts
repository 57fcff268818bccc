// The test runs in Node, not a browser: it reads the font files from disk as the browser fetches them.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs'
// eslint-disable-next-line no-restricted-imports
import { resolve } from 'node:path'
import { jsPDF } from 'jspdf'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildInvoiceDocument,
  INVOICE_FONT_FAMILY,
  invoiceTotalRows,
  type InvoiceFonts,
  type InvoiceOrder,
} from './invoice-document'
import { gstOrder, type GstLine } from '../../../test/order-fixtures'
import {
  capitalizeFirstLetter,
  formatInvoiceAmount,
  formatInvoiceDate,
  invoiceFileName,
  truncateInvoiceItemName,
} from './invoice-format'

// The jsdom environment gives import.meta.url an http: address, so the path starts at the project root.
const fontPath = (file: string) => resolve(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf', file)

let fonts: InvoiceFonts
beforeAll(() => {
  fonts = {
    regular: new Uint8Array(readFileSync(fontPath('DejaVuSans.ttf'))),
    bold: new Uint8Array(readFileSync(fontPath('DejaVuSans-Bold.ttf'))),
  }
})

const customer = { name: 'Asha Verma', email: 'asha@example.com' }

function orderWith(items: InvoiceOrder['orderItems'], overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  const itemsPrice = items.reduce((sum, item) => sum + item.price * item.qty, 0)
  return {
    _id: '64b7f0c2a1b2c3d4e5f6a7b8',
    orderNumber: 'ORD-1741500000000',
    invoiceNumber: null,
    createdAt: '2025-03-09T06:30:00.000Z',
    orderItems: items,
    itemsPrice,
    shippingPrice: 0,
    taxPrice: 0,
    discountPrice: 0,
    discountCode: null,
    totalPrice: itemsPrice,
    paymentMethod: 'COD',
    gst: null,
    shippingAddress: {
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '98765 43210',
      address: '12 MG Road',
      addressLine1: '12 MG Road',
      addressLine2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    },
    ...overrides,
  }
}

function item(index: number, name: string, price: number, qty: number): InvoiceOrder['orderItems'][number] {
  return {
    _id: `line-${index}`,
    product: `p${index}`,
    productId: `p${index}`,
    name,
    image: '',
    price,
    qty,
    quantity: qty,
    tax: null,
  }
}

async function pagesOf(doc: jsPDF): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(doc.output('arraybuffer')))
  const { text } = await extractText(pdf, { mergePages: false })
  return text
}

describe('invoice PDF', () => {
  it('holds every field of a two-item order on one page, with rupee amounts in the Indian format', async () => {
    const longName = 'Demon Slayer Tanjiro Kamado Premium Figure 1/7 Scale' // 52 characters
    const order = orderWith([item(1, longName, 124999.5, 2), item(2, 'Luffy Keychain', 349, 1)], {
      shippingPrice: 49,
      taxPrice: 12.5,
      totalPrice: 250409.5,
    })
    const doc = buildInvoiceDocument(jsPDF, fonts, { order, customer })
    const pages = await pagesOf(doc)
    const text = pages.join('\n')

    expect(doc.getNumberOfPages()).toBe(1)
    expect(pages).toHaveLength(1)

    // Shop header: name, postal address, phone and e-mail.
    expect(text).toContain('AnimeVerse')
    expect(text).toContain('2nd Floor, 14 Hill Road')
    expect(text).toContain('Bandra West, Mumbai')
    expect(text).toContain('Maharashtra 400050, India')
    expect(text).toContain('Phone: +91 98765 43210')
    expect(text).toContain('Email: support@animeverse.in')

    expect(text).toContain('INVOICE')
    // An order from before GST invoicing keeps the plain invoice: no tax invoice title, no GST columns.
    expect(text).not.toContain('TAX INVOICE')
    expect(text).not.toContain('GST')
    expect(text).toContain('Order Number: ORD-1741500000000')
    expect(text).toContain('Date: March 9, 2025')

    expect(text).toMatch(/Bill To\s+Asha Verma\s+asha@example\.com/)
    expect(text).toMatch(
      /Shipping Address\s+Asha Verma\s+12 MG Road\s+Indiranagar\s+Bengaluru, Karnataka 560001\s+India\s+Phone: 98765 43210/,
    )

    expect(text).toContain('Item Qty Price Total')
    expect(text).toContain('Demon Slayer Tanjiro Kamado Prem... 2 ₹1,24,999.50 ₹2,49,999.00')
    expect(text).not.toContain(longName)
    expect(text).toContain('Luffy Keychain 1 ₹349.00 ₹349.00')

    expect(text).toMatch(/Subtotal\s+₹2,50,348\.00/)
    expect(text).toMatch(/Shipping\s+₹49\.00/)
    expect(text).toMatch(/Tax\s+₹12\.50/)
    expect(text).toMatch(/Total\s+₹2,50,409\.50/)
    expect(text).toContain('Payment Method: COD')
    expect(text).toContain('Thank you for shopping with AnimeVerse!')
    expect(text).toContain(`© ${new Date().getFullYear()} AnimeVerse. All rights reserved.`)
  })

  it('spreads a sixty-item order over several pages, repeating the header row on each', async () => {
    const items = Array.from({ length: 60 }, (_, index) =>
      index % 2 === 0
        ? item(index, `One Piece Grand Line Collector Edition No. ${index}`, 1499.99, 1)
        : item(index, `Q Posket Figure ${index}`, 899, 3),
    )
    const order = orderWith(items, { orderNumber: '', paymentMethod: 'PHONEPE' })
    const doc = buildInvoiceDocument(jsPDF, fonts, { order, customer })
    const pages = await pagesOf(doc)
    const text = pages.join('\n')

    expect(doc.getNumberOfPages()).toBeGreaterThan(1)
    expect(pages).toHaveLength(doc.getNumberOfPages())
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Item Qty Price Total')
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`)
      expect(page).toContain('AnimeVerse. All rights reserved.')
    }

    // Without an order number the id stands in for it.
    expect(text).toContain('Order Number: 64b7f0c2a1b2c3d4e5f6a7b8')
    for (let index = 0; index < 60; index += 1) {
      const line =
        index % 2 === 0
          ? `${`One Piece Grand Line Collector Edition No. ${index}`.slice(0, 32)}... 1 ₹1,499.99 ₹1,499.99`
          : `Q Posket Figure ${index} 3 ₹899.00 ₹2,697.00`
      expect(text).toContain(line)
    }
    expect(text).toMatch(/Subtotal\s+₹1,25,909\.70/)
    expect(text).toMatch(/Total\s+₹1,25,909\.70/)
    expect(text).toContain('Payment Method: PHONEPE')
    expect(pages.at(-1)).toContain('Thank you for shopping with AnimeVerse!')
  })

  it('prints the discount code and its saving before the total, which is after the discount', async () => {
    const order = orderWith([item(1, 'Nezuko Kamado Figure', 2500, 2)], {
      discountPrice: 1000,
      discountCode: 'FESTIVE20',
      totalPrice: 4000,
    })
    const text = (await pagesOf(buildInvoiceDocument(jsPDF, fonts, { order, customer }))).join('\n')

    expect(text).toMatch(
      /Subtotal\s+₹5,000\.00\s+Shipping\s+₹0\.00\s+Tax\s+₹0\.00\s+Discount \(FESTIVE20\)\s*−₹1,000\.00\s+Total\s+₹4,000\.00/,
    )
  })

  it('embeds a font that really has the rupee sign', () => {
    const doc = buildInvoiceDocument(jsPDF, fonts, { order: orderWith([item(1, 'Figure', 1, 1)]), customer })
    const internal = doc.internal as unknown as {
      getFont: (
        family: string,
        style: string,
      ) => { metadata: { cmap: { unicode: { codeMap: Record<number, number> } } } }
    }
    for (const style of ['normal', 'bold']) {
      const glyph = internal.getFont(INVOICE_FONT_FAMILY, style).metadata.cmap.unicode.codeMap[0x20b9]
      expect(glyph).toBeGreaterThan(0)
    }
  })
})

describe('tax invoice PDF (orders placed with GST figures)', () => {
  async function taxInvoiceText(order: InvoiceOrder) {
    const doc = buildInvoiceDocument(jsPDF, fonts, { order, customer })
    const pages = await pagesOf(doc)
    return { doc, pages, text: pages.join('\n') }
  }

  it('within the shop’s state: CGST and SGST per line and in the totals, the seller’s GSTIN and the amount in words', async () => {
    const order = gstOrder({ supplyType: 'intra-state' })
    const { doc, text } = await taxInvoiceText(order)

    expect(doc.getNumberOfPages()).toBe(1)
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain('Invoice Number: AV/2026-27/000123')
    expect(text).toContain('Invoice Date: November 24, 2026')
    expect(text).toContain('Order Number: ORD-1741500000000')
    // The shop: name, address and its GST registration.
    expect(text).toContain('AnimeVerse')
    expect(text).toContain('2nd Floor, 14 Hill Road')
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV · Maharashtra (27)')

    // No buyer GSTIN given: Bill To has none.
    expect(text).toMatch(/Bill To\s+Asha Verma\s+asha@example\.com\s+Ship To/)
    expect(text).toMatch(
      /Ship To\s+Rohan Kulkarni\s+7 FC Road\s+Shivajinagar\s+Pune, Maharashtra 411005\s+India\s+Phone: 91234 56780/,
    )
    expect(text).toContain('Place of supply: Maharashtra (27)')
    expect(text).toContain('Supply: Intra-state (CGST + SGST)')

    expect(text).toContain('Item HSN Qty Rate Disc. Taxable GST CGST SGST Total')
    // 4,999.00 at 5 %: CGST = SGST = round(4,999.00 × 2.5 / 105) = 119.02, taxable 4,760.96.
    expect(text).toContain('Gojo Satoru Figure 9503 2 2,499.50 0.00 4,760.96 5% 119.02 119.02 4,999.00')
    // 349.00 at 18 %: CGST = SGST = round(349.00 × 9 / 118) = 26.62, taxable 295.76.
    expect(text).toContain('Luffy Keychain 3926 1 349.00 0.00 295.76 18% 26.62 26.62 349.00')
    expect(text).not.toContain('IGST')

    expect(text).toMatch(
      /Taxable value\s+₹5,056\.72\s+CGST\s+₹145\.64\s+SGST\s+₹145\.64\s+Total\s+₹5,348\.00/,
    )
    expect(text).toContain('Amount in words: Rupees Five Thousand Three Hundred Forty-Eight Only')
    expect(text).toContain('Prices include GST.')
    expect(text).toContain('Payment Method: COD')
    expect(text).toContain('Thank you for shopping with AnimeVerse!')
    expect(text).toContain(`© ${new Date().getFullYear()} AnimeVerse. All rights reserved.`)
  })

  it('outside the shop’s state: IGST only, the buyer’s GSTIN, the discount shared over the lines', async () => {
    const order = gstOrder({
      supplyType: 'inter-state',
      discountPrice: 1069.6,
      discountCode: 'FESTIVE20',
      buyerGstin: '29AAGCB7383J1Z4',
      sellerGstin: null,
    })
    const { text } = await taxInvoiceText(order)

    expect(text).toContain('TAX INVOICE')
    // SHOP_GSTIN unset: no seller GSTIN is printed, the shop's state still is.
    expect(text).not.toContain('GSTIN 27')
    expect(text).toContain('Maharashtra (27)')
    expect(text).toMatch(/Bill To\s+Asha Verma\s+asha@example\.com\s+Recipient GSTIN: 29AAGCB7383J1Z4/)
    expect(text).toMatch(/Ship To\s+Asha Verma\s+12 MG Road\s+Indiranagar\s+Bengaluru, Karnataka 560001/)
    expect(text).toContain('Place of supply: Karnataka (29)')
    expect(text).toContain('Supply: Inter-state (IGST)')

    expect(text).toContain('Item HSN Qty Rate Disc. Taxable GST IGST Total')
    expect(text).not.toMatch(/CGST|SGST/)
    // 20 % off each line; IGST = round(3,999.20 × 5 / 105) = 190.44 and round(279.20 × 18 / 118) = 42.59.
    expect(text).toContain('Gojo Satoru Figure 9503 2 2,499.50 999.80 3,808.76 5% 190.44 3,999.20')
    expect(text).toContain('Luffy Keychain 3926 1 349.00 69.80 236.61 18% 42.59 279.20')
    expect(text).toMatch(/Taxable value\s+₹4,045\.37\s+IGST\s+₹233\.03\s+Total\s+₹4,278\.40/)
    expect(text).toMatch(/Discount code FESTIVE20: −₹1,069\.60/)
    expect(text).toContain(
      'Amount in words: Rupees Four Thousand Two Hundred Seventy-Eight and Forty Paise Only',
    )
    expect(text).toContain('Prices include GST.')
  })

  it('prints shipping and the cash-on-delivery fee as lines of their own, taxed at the goods’ highest rate', async () => {
    const order = gstOrder({
      supplyType: 'intra-state',
      charges: { shippingPaise: 4_900, codFeePaise: 3_000 },
    })
    const { text } = await taxInvoiceText(order)

    // 18 % (the keychain's, above the figure's 5 %): CGST = SGST = round(49.00 × 9 / 118) = 3.74 and
    // round(30.00 × 9 / 118) = 2.29; no HSN code of their own.
    expect(text).toContain('Shipping — 1 49.00 0.00 41.52 18% 3.74 3.74 49.00')
    expect(text).toContain('Cash on delivery fee — 1 30.00 0.00 25.42 18% 2.29 2.29 30.00')
    // The totals are the lines', the charges' included: 5,123.66 + 151.67 × 2 = 5,427.00.
    expect(text).toMatch(
      /Taxable value\s+₹5,123\.66\s+CGST\s+₹151\.67\s+SGST\s+₹151\.67\s+Total\s+₹5,427\.00/,
    )
    expect(text).toContain('Amount in words: Rupees Five Thousand Four Hundred Twenty-Seven Only')
  })

  it('cuts long names to 32 characters and three dots, and wraps them inside the item column', async () => {
    const longName = 'Demon Slayer Tanjiro Kamado Premium Figure 1/7 Scale'
    const order = gstOrder({
      supplyType: 'intra-state',
      lines: [{ name: longName, price: 124999.5, qty: 2, hsnCode: '95030090', rate: 5 }],
    })
    const { text } = await taxInvoiceText(order)

    expect(text).not.toContain(longName)
    expect(text).toMatch(
      /Demon Slayer Tanjiro Kamado\s+Prem\.\.\.\s+95030090 2 1,24,999\.50 0\.00 2,38,094\.28 5% 5,952\.36 5,952\.36 2,49,999\.00/,
    )
    expect(text).toContain(
      'Amount in words: Rupees Two Lakh Forty-Nine Thousand Nine Hundred Ninety-Nine Only',
    )
  })

  it('goes on to new pages when the rows pass the break line, with the header row, every line and the totals', async () => {
    const lines: GstLine[] = Array.from({ length: 40 }, (_, index) => ({
      name:
        index % 2 === 0 ? `One Piece Grand Line Collector Edition No. ${index}` : `Q Posket Figure ${index}`,
      price: index % 2 === 0 ? 1499.99 : 899,
      qty: index % 2 === 0 ? 1 : 3,
      hsnCode: index % 2 === 0 ? '9503' : '95030010',
      rate: index % 2 === 0 ? 5 : 12,
    }))
    const order = gstOrder({ supplyType: 'intra-state', lines })
    const { doc, pages, text } = await taxInvoiceText(order)

    expect(doc.getNumberOfPages()).toBeGreaterThan(1)
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('Item HSN Qty Rate Disc. Taxable GST CGST SGST Total')
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`)
    }
    for (const [index, line] of order.orderItems.entries()) {
      const tax = line.tax!
      const cells = [
        line.qty,
        formatInvoiceAmount(line.price),
        formatInvoiceAmount(tax.discount),
        formatInvoiceAmount(tax.taxableValue),
        `${tax.rate}%`,
        formatInvoiceAmount(tax.cgst),
        formatInvoiceAmount(tax.sgst),
      ].join(' ')
      expect(text, `line ${index}`).toContain(`${tax.hsnCode} ${cells}`)
    }
    expect(text).toContain(`Total ${'₹'}`)
    expect(pages.at(-1)).toMatch(/Amount in words: Rupees/)
    expect(pages.at(-1)).toContain('Thank you for shopping with AnimeVerse!')
  })

  it('keeps the plain invoice for an order without an invoice number', async () => {
    const order = gstOrder({ overrides: { invoiceNumber: null, gst: null } })
    const { text } = await taxInvoiceText(order)
    expect(text).not.toContain('TAX INVOICE')
    expect(text).toContain('Item Qty Price Total')
  })
})

describe('invoice totals rows', () => {
  it('lists subtotal, shipping and tax, then the total, when no code was used', () => {
    const { rows, total } = invoiceTotalRows(orderWith([item(1, 'Figure', 1499.5, 2)]))
    expect(rows).toEqual([
      { label: 'Subtotal', amount: '₹2,999.00' },
      { label: 'Shipping', amount: '₹0.00' },
      { label: 'Tax', amount: '₹0.00' },
    ])
    expect(total).toEqual({ label: 'Total', amount: '₹2,999.00' })
  })

  it('adds "Discount (CODE)" with the saving as the last row before the total', () => {
    const order = orderWith([item(1, 'Figure', 1499.5, 2)], {
      discountPrice: 599.8,
      discountCode: 'DROP20',
      totalPrice: 2399.2,
    })
    const { rows, total } = invoiceTotalRows(order)
    expect(rows.at(-1)).toEqual({ label: 'Discount (DROP20)', amount: '−₹599.80' })
    expect(rows).toHaveLength(4)
    expect(total).toEqual({ label: 'Total', amount: '₹2,399.20' })
  })
})

describe('invoice text rules', () => {
  it('cuts names longer than 35 characters to 32 plus three dots', () => {
    expect(truncateInvoiceItemName('a'.repeat(35))).toBe('a'.repeat(35))
    expect(truncateInvoiceItemName('a'.repeat(36))).toBe(`${'a'.repeat(32)}...`)
  })

  it('writes the date as Month D, YYYY', () => {
    expect(formatInvoiceDate('2025-12-01T08:00:00.000Z')).toBe('December 1, 2025')
  })

  it('dates an invoice by the Indian day, as its financial year and number are', () => {
    // 00:30 on 1 April in India is still 31 March in UTC and in every time zone west of it.
    expect(formatInvoiceDate('2026-03-31T19:00:00.000Z')).toBe('April 1, 2026')
  })

  it('capitalises only the first letter of the payment method', () => {
    expect(capitalizeFirstLetter('cod')).toBe('Cod')
    expect(capitalizeFirstLetter('COD')).toBe('COD')
  })

  it('names the file after the order id', () => {
    expect(invoiceFileName('64b7f0c2a1b2c3d4e5f6a7b8')).toBe('invoice-64b7f0c2a1b2c3d4e5f6a7b8.pdf')
  })
})
