// The test runs in Node, not a browser: it reads the font files from disk as the browser fetches them.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs'
// eslint-disable-next-line no-restricted-imports
import { resolve } from 'node:path'
import { jsPDF } from 'jspdf'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { creditNoteSourceLines, creditNoteTotals } from '@common/credit-note'
import { gstOrder, placedOrder, refund } from '../../../test/order-fixtures'
import {
  againstInvoiceLine,
  buildCreditNoteDocument,
  creditNoteRows,
  type CreditNoteOrder,
  type CreditNoteRefund,
} from './credit-note-document'
import type { InvoiceFonts } from './invoice-document'
import { creditNoteFileName } from './invoice-format'

const fontPath = (file: string) => resolve(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf', file)

let fonts: InvoiceFonts
beforeAll(() => {
  fonts = {
    regular: new Uint8Array(readFileSync(fontPath('DejaVuSans.ttf'))),
    bold: new Uint8Array(readFileSync(fontPath('DejaVuSans-Bold.ttf'))),
  }
})

async function creditNoteText(order: CreditNoteOrder, given: CreditNoteRefund) {
  const doc = buildCreditNoteDocument(jsPDF, fonts, { order, refund: given })
  const pdf = await getDocumentProxy(new Uint8Array(doc.output('arraybuffer')))
  const { text } = await extractText(pdf, { mergePages: false })
  return { doc, pages: text, text: text.join('\n') }
}

describe('credit note PDF', () => {
  it('within the shop’s state, a full refund reverses every line’s CGST and SGST exactly as the invoice charged them', async () => {
    const order = gstOrder({ supplyType: 'intra-state' })
    const { doc, text } = await creditNoteText(
      order,
      refund({
        amount: 5348,
        creditNote: { taxableValue: 5056.72, cgst: 145.64, sgst: 145.64, igst: 0 },
        method: 'bank-transfer',
        reference: 'UTR 4455 6677',
        reason: 'Order cancelled',
      }),
    )

    expect(doc.getNumberOfPages()).toBe(1)
    expect(text).toContain('CREDIT NOTE')
    expect(text).not.toContain('TAX INVOICE')
    expect(text).toContain('Credit Note Number: AV/CN/2026-27/000001')
    expect(text).toContain('Credit Note Date: November 26, 2026')
    expect(text).toContain('Order Number: ORD-1741500000000')
    expect(text).toContain('Against tax invoice AV/2026-27/000123 dated November 24, 2026')
    // The supplier as the invoice prints it: the shop, its address and GST registration.
    expect(text).toContain('AnimeVerse')
    expect(text).toContain('2nd Floor, 14 Hill Road')
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV · Maharashtra (27)')
    // The buyer is the account that ordered; the parcel went to Pune.
    expect(text).toMatch(/Bill To\s+Asha Verma\s+asha@example\.com\s+Ship To/)
    expect(text).toMatch(/Ship To\s+Rohan Kulkarni\s+7 FC Road/)
    expect(text).toContain('Place of supply: Maharashtra (27)')
    expect(text).toContain('Supply: Intra-state (CGST + SGST)')

    expect(text).toContain('Item HSN Refunded Taxable GST CGST SGST')
    expect(text).toContain('Gojo Satoru Figure 9503 4,999.00 4,760.96 5% 119.02 119.02')
    expect(text).toContain('Luffy Keychain 3926 349.00 295.76 18% 26.62 26.62')
    expect(text).not.toContain('IGST')
    expect(text).toMatch(
      /Taxable value reversed\s+₹5,056\.72\s+CGST reversed\s+₹145\.64\s+SGST reversed\s+₹145\.64\s+Total refunded\s+₹5,348\.00/,
    )
    expect(text).toContain('Amount in words: Rupees Five Thousand Three Hundred Forty-Eight Only')
    expect(text).toContain('Reason: Order cancelled')
    expect(text).toContain('Refunded by: Bank transfer')
    expect(text).toContain('Reference: UTR 4455 6677')
    expect(text).toContain(`© ${new Date().getFullYear()} AnimeVerse. All rights reserved.`)
  })

  it('outside the shop’s state, a partial refund is shared over the lines by what each was paid, with IGST reversed in proportion', async () => {
    const order = gstOrder({ supplyType: 'inter-state', buyerGstin: '29AAGCB7383J1Z4' })
    const { text } = await creditNoteText(
      order,
      refund({
        amount: 1000,
        creditNote: { taxableValue: 945.53, cgst: 0, sgst: 0, igst: 54.47 },
        reason: 'Box damaged in transit',
      }),
    )

    expect(text).toContain('Place of supply: Karnataka (29)')
    expect(text).toContain('Supply: Inter-state (IGST)')
    expect(text).toMatch(/Bill To\s+Asha Verma\s+asha@example\.com\s+Recipient GSTIN: 29AAGCB7383J1Z4/)
    expect(text).toContain('Item HSN Refunded Taxable GST IGST')
    expect(text).not.toMatch(/CGST|SGST/)
    // ₹1,000 over ₹4,999.00 and ₹349.00: 934.74 and 65.26 (the larger remainder takes the last paisa).
    // IGST = round(238.05 × 934.74 / 4,999.00) = 44.51 and round(53.24 × 65.26 / 349.00) = 9.96.
    expect(text).toContain('Gojo Satoru Figure 9503 934.74 890.23 5% 44.51')
    expect(text).toContain('Luffy Keychain 3926 65.26 55.30 18% 9.96')
    expect(text).toMatch(
      /Taxable value reversed\s+₹945\.53\s+IGST reversed\s+₹54\.47\s+Total refunded\s+₹1,000\.00/,
    )
    expect(text).toContain('Amount in words: Rupees One Thousand Only')
    expect(text).toContain('Reason: Box damaged in transit')
    expect(text).toContain('Refunded by: PhonePe (original payment method)')
    expect(text).not.toContain('Reference:')
  })

  it('prints the totals the server stored with the refund, beside rows shared by the rule it stored them by', async () => {
    const order = gstOrder({ supplyType: 'intra-state' })
    const stored = { taxableValue: 1891.06, cgst: 54.47, sgst: 54.47, igst: 0 }
    const { text } = await creditNoteText(order, refund({ amount: 2000, creditNote: stored }))

    expect(text).toContain('Gojo Satoru Figure 9503 1,869.48 1,780.46 5% 44.51 44.51')
    expect(text).toContain('Luffy Keychain 3926 130.52 110.60 18% 9.96 9.96')
    expect(text).toMatch(
      /Taxable value reversed\s+₹1,891\.06\s+CGST reversed\s+₹54\.47\s+SGST reversed\s+₹54\.47\s+Total refunded\s+₹2,000\.00/,
    )

    // The rows add up to what the server stored: both come from the same split of the order's lines.
    const rows = creditNoteRows(order, { amount: 2000 })
    const sum = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      rows.reduce((total, row) => total + row[field], 0)
    const server = creditNoteTotals(creditNoteSourceLines(order), 200000)
    expect(server).toEqual({ taxablePaise: 189106, cgstPaise: 5447, sgstPaise: 5447, igstPaise: 0 })
    expect({
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
    }).toEqual(server)
  })

  it('refunds shipping and the cash-on-delivery fee on rows of their own, as the invoice charged them', async () => {
    const order = gstOrder({
      supplyType: 'intra-state',
      charges: { shippingPaise: 4_900, codFeePaise: 3_000 },
    })
    const { text } = await creditNoteText(
      order,
      refund({
        amount: 5427,
        creditNote: { taxableValue: 5123.66, cgst: 151.67, sgst: 151.67, igst: 0 },
      }),
    )
    expect(text).toContain('Luffy Keychain 3926 349.00 295.76 18% 26.62 26.62')
    expect(text).toContain('Shipping — 49.00 41.52 18% 3.74 3.74')
    expect(text).toContain('Cash on delivery fee — 30.00 25.42 18% 2.29 2.29')
    // The rows of a full refund are the invoice's lines, and add up to the server's totals.
    const rows = creditNoteRows(order, { amount: 5427 })
    expect(rows.map((row) => row.name)).toEqual([
      'Gojo Satoru Figure',
      'Luffy Keychain',
      'Shipping',
      'Cash on delivery fee',
    ])
    expect(creditNoteTotals(creditNoteSourceLines(order), 542_700)).toEqual({
      taxablePaise: 512_366,
      cgstPaise: 15_167,
      sgstPaise: 15_167,
      igstPaise: 0,
    })
  })

  it('shows the server’s figures as they are, never sums of its own', async () => {
    const order = gstOrder({ supplyType: 'inter-state' })
    const stored = { taxableValue: 950, cgst: 0, sgst: 0, igst: 50 }
    const { text } = await creditNoteText(order, refund({ amount: 1000, creditNote: stored }))

    expect(text).toMatch(
      /Taxable value reversed\s+₹950\.00\s+IGST reversed\s+₹50\.00\s+Total refunded\s+₹1,000\.00/,
    )
  })

  it('against an order from before tax invoices: the order instead of an invoice, each line wholly taxable at no tax', async () => {
    const order = placedOrder()
    const { text } = await creditNoteText(
      order,
      refund({
        amount: 500,
        creditNote: { taxableValue: 500, cgst: 0, sgst: 0, igst: 0 },
        method: 'upi',
        reference: 'UPI-778899',
      }),
    )

    expect(text).toContain('Against order ORD-1741500000000 dated March 9, 2025')
    expect(text).not.toContain('GSTIN 27')
    // ₹500 over ₹4,999.00 and ₹349.00.
    expect(text).toContain('Gojo Satoru Figure — 467.37 467.37 0% 0.00')
    expect(text).toContain('Luffy Keychain — 32.63 32.63 0% 0.00')
    expect(text).toMatch(
      /Taxable value reversed\s+₹500\.00\s+IGST reversed\s+₹0\.00\s+Total refunded\s+₹500\.00/,
    )
    expect(text).toContain('Refunded by: UPI')
    expect(text).toContain('Reference: UPI-778899')
  })

  it('names the invoice it amends and the file after its own number', () => {
    expect(againstInvoiceLine(gstOrder())).toBe(
      'Against tax invoice AV/2026-27/000123 dated November 24, 2026',
    )
    expect(creditNoteFileName('AV/CN/2026-27/000001')).toBe('credit-note-AV-CN-2026-27-000001.pdf')
  })
})
