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
import {
  capitalizeFirstLetter,
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
    createdAt: '2025-03-09T06:30:00.000Z',
    orderItems: items,
    itemsPrice,
    shippingPrice: 0,
    taxPrice: 0,
    discountPrice: 0,
    discountCode: null,
    totalPrice: itemsPrice,
    paymentMethod: 'COD',
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

  it('capitalises only the first letter of the payment method', () => {
    expect(capitalizeFirstLetter('cod')).toBe('Cod')
    expect(capitalizeFirstLetter('COD')).toBe('COD')
  })

  it('names the file after the order id', () => {
    expect(invoiceFileName('64b7f0c2a1b2c3d4e5f6a7b8')).toBe('invoice-64b7f0c2a1b2c3d4e5f6a7b8.pdf')
  })
})
