import { creditNoteLines, creditNoteSourceLines } from '@common/credit-note'
import { findIndianState } from '@common/indian-states'
import { paiseToRupees } from '@common/money'
import type { Order, Refund } from '@common/schemas/order'
import { csvRecords, type CsvCell } from '../../csv'
import { gstSheetDate } from '../../shop-calendar'

/**
 * GSTR-1 for one month as the GST offline tool's CSV sheets (decision 0045): which invoice goes to which sheet,
 * what each row holds, and the sheets' text. Pure: gstr1-reads.ts reads the month's invoices and credit notes.
 */

/**
 * B2C Large: an inter-state supply to an unregistered buyer whose invoice is above ₹1,00,000 (Notification
 * 12/2024-Central Tax, from 1 August 2024; ₹2,50,000 before).
 */
export const B2CL_THRESHOLD_PAISE = 100_000_00

/** Table 12's sheets, B2B and B2C alike. */
const HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const

export const GSTR1_SHEETS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  'hsn(b2b)': HSN_COLUMNS,
  'hsn(b2c)': HSN_COLUMNS,
  // Table 12 whole, business and consumer supplies apart by their first column, for reading: the offline tool
  // imports the two sheets above.
  hsn: ['Supply Type', ...HSN_COLUMNS],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const satisfies Record<string, readonly string[]>

export type Gstr1SheetName = keyof typeof GSTR1_SHEETS
export type Gstr1Sheets = Record<Gstr1SheetName, CsvCell[][]>

/** Figures in paise. */
type Figures = { taxable: number; cgst: number; sgst: number; igst: number }
type RatedFigures = Figures & { rate: number; hsn: string; quantity: number }

export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs'

/** Where an invoice goes: to a registered buyer (B2B), a large inter-state consumer invoice (B2CL), else B2CS. */
export function sectionOf(order: Pick<Order, 'gst' | 'totalPrice'>): Gstr1Section {
  if (order.gst?.buyerGstin) return 'b2b'
  const large = Math.round(order.totalPrice * 100) > B2CL_THRESHOLD_PAISE
  return order.gst?.supplyType === 'inter-state' && large ? 'b2cl' : 'b2cs'
}

/**
 * An invoice is cancelled when no supply was made on it: its order was cancelled with nothing ever refunded on it
 * (it was never paid), or its cash-on-delivery parcel came back undelivered and unpaid. It stays in the series
 * (docs.csv counts it) and out of the sheets. An order refunded in part or in full keeps its invoice; its credit
 * notes reverse it.
 */
export function isCancelledInvoice(order: Pick<Order, 'status' | 'refunds' | 'isPaid'>): boolean {
  const notSupplied = order.status === 'cancelled' || (order.status === 'returned' && !order.isPaid)
  return notSupplied && !(order.refunds ?? []).some(countsAsCreditNote)
}

/** A refund the gateway finally refused returned nothing: its credit note is cancelled, not a reversal. */
export function countsAsCreditNote(refund: Pick<Refund, 'status'>): boolean {
  return refund.status !== 'failed'
}

const paiseOf = (rupees: number) => Math.round(rupees * 100)

/**
 * The invoice's lines with their HSN and rate: the goods, then shipping and the cash-on-delivery fee, which go
 * with the goods as one supply (decision 0025) and so are reported under the HSN of the order's first line at
 * their rate, the highest; they add no quantity.
 */
function invoiceLines(order: Order): RatedFigures[] {
  const goods = order.orderItems.map((item) => ({
    hsn: item.tax?.hsnCode ?? '',
    rate: item.tax?.rate ?? 0,
    quantity: item.quantity,
    taxable: paiseOf(item.tax?.taxableValue ?? 0),
    cgst: paiseOf(item.tax?.cgst ?? 0),
    sgst: paiseOf(item.tax?.sgst ?? 0),
    igst: paiseOf(item.tax?.igst ?? 0),
  }))
  const principal = [...goods].sort((a, b) => b.rate - a.rate)[0]
  const charges = (order.gst?.charges ?? []).map((charge) => ({
    hsn: goods.find((line) => line.rate === charge.rate)?.hsn ?? principal?.hsn ?? '',
    rate: charge.rate,
    quantity: 0,
    taxable: paiseOf(charge.taxableValue),
    cgst: paiseOf(charge.cgst),
    sgst: paiseOf(charge.sgst),
    igst: paiseOf(charge.igst),
  }))
  return [...goods, ...charges]
}

/** A credit note's lines as the refund's share of the invoice's lines (credit-note.ts), in the same order. */
function creditNoteRatedLines(order: Order, refund: Refund): RatedFigures[] {
  const lines = invoiceLines(order)
  const reversed = creditNoteLines(creditNoteSourceLines(order), paiseOf(refund.amount))
  return reversed.map((line, index) => ({
    hsn: lines[index]!.hsn,
    rate: lines[index]!.rate,
    quantity: 0,
    taxable: line.taxablePaise,
    cgst: line.cgstPaise,
    sgst: line.sgstPaise,
    igst: line.igstPaise,
  }))
}

/** Lines added up per key (rate, or HSN and rate), in the order the keys first appear. */
function addUp(lines: readonly RatedFigures[], keyOf: (line: RatedFigures) => string): RatedFigures[] {
  const sums = new Map<string, RatedFigures>()
  for (const line of lines) {
    const key = keyOf(line)
    const sum = sums.get(key)
    if (!sum) sums.set(key, { ...line })
    else
      Object.assign(sum, {
        quantity: sum.quantity + line.quantity,
        taxable: sum.taxable + line.taxable,
        cgst: sum.cgst + line.cgst,
        sgst: sum.sgst + line.sgst,
        igst: sum.igst + line.igst,
      })
  }
  return [...sums.values()]
}

const negated = (line: RatedFigures): RatedFigures => ({
  ...line,
  taxable: -line.taxable,
  cgst: -line.cgst,
  sgst: -line.sgst,
  igst: -line.igst,
})

/** Rupees with two decimals, as the tool reads them: 1234.50, -12.00. */
const amount = (paise: number) => paiseToRupees(paise).toFixed(2)

/**
 * "27-Maharashtra": the state's code and name as the tool's list of states writes them ("&" for "and":
 * "01-Jammu & Kashmir").
 */
export function placeOfSupplyCell(order: Pick<Order, 'gst'>): string {
  const code = order.gst?.placeOfSupplyCode ?? ''
  const name = findIndianState(code)?.name ?? order.gst?.placeOfSupply ?? ''
  return `${code}-${name.replace(/ and /g, ' & ')}`
}

const receiverName = (order: Order) => order.shippingAddress?.fullName ?? order.user?.name ?? ''

export type Gstr1Input = {
  /** Orders whose invoices were issued in the month (numbered, created in the month in IST), by number. */
  invoices: readonly Order[]
  /** Credit notes issued in the month, each with the order whose invoice it amends, by number. */
  creditNotes: readonly { refund: Refund; order: Order }[]
}

/** The month's sheets as rows (no heading): what the CSV files and the reconciliation read. */
export function gstr1Sheets({ invoices, creditNotes }: Gstr1Input): Gstr1Sheets {
  const sheets: Gstr1Sheets = {
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    'hsn(b2b)': [],
    'hsn(b2c)': [],
    hsn: [],
    docs: [],
  }
  const hsnLines: Record<'b2b' | 'b2c', RatedFigures[]> = { b2b: [], b2c: [] }
  const smallConsumer: (RatedFigures & { pos: string })[] = []
  const issued = invoices.filter((order) => order.invoiceNumber && order.gst)

  for (const order of issued) {
    if (isCancelledInvoice(order)) continue
    const section = sectionOf(order)
    const lines = invoiceLines(order)
    hsnLines[section === 'b2b' ? 'b2b' : 'b2c'].push(...lines)
    const pos = placeOfSupplyCell(order)
    if (section === 'b2cs') {
      smallConsumer.push(...lines.map((line) => ({ ...line, pos })))
      continue
    }
    for (const byRate of addUp(lines, (line) => String(line.rate))) {
      const date = gstSheetDate(order.createdAt)
      const value = amount(paiseOf(order.totalPrice))
      sheets[section].push(
        section === 'b2b'
          ? [
              order.gst!.buyerGstin,
              receiverName(order),
              order.invoiceNumber,
              date,
              value,
              pos,
              'N',
              null,
              'Regular B2B',
              null,
              byRate.rate,
              amount(byRate.taxable),
              null,
            ]
          : [order.invoiceNumber, date, value, pos, null, byRate.rate, amount(byRate.taxable), null, null],
      )
    }
  }

  for (const { refund, order } of creditNotes) {
    if (!countsAsCreditNote(refund) || !order.gst) continue
    const section = sectionOf(order)
    const lines = creditNoteRatedLines(order, refund)
    hsnLines[section === 'b2b' ? 'b2b' : 'b2c'].push(...lines.map(negated))
    const pos = placeOfSupplyCell(order)
    // A credit note on a small consumer invoice is netted in b2cs, by place of supply and rate; cdnur is for
    // notes on B2C Large invoices only.
    if (section === 'b2cs') {
      smallConsumer.push(...lines.map((line) => ({ ...negated(line), pos })))
      continue
    }
    for (const byRate of addUp(lines, (line) => String(line.rate))) {
      const date = gstSheetDate(refund.createdAt)
      const value = amount(paiseOf(refund.amount))
      sheets[section === 'b2b' ? 'cdnr' : 'cdnur'].push(
        section === 'b2b'
          ? [
              order.gst.buyerGstin,
              receiverName(order),
              refund.creditNoteNumber,
              date,
              'C',
              pos,
              'N',
              'Regular B2B',
              value,
              null,
              byRate.rate,
              amount(byRate.taxable),
              null,
            ]
          : [
              'B2CL',
              refund.creditNoteNumber,
              date,
              'C',
              pos,
              value,
              null,
              byRate.rate,
              amount(byRate.taxable),
              null,
            ],
      )
    }
  }

  const byPlaceAndRate = new Map<string, { pos: string; rate: number; taxable: number }>()
  for (const line of smallConsumer) {
    const key = `${line.pos}|${line.rate}`
    const sum = byPlaceAndRate.get(key) ?? { pos: line.pos, rate: line.rate, taxable: 0 }
    sum.taxable += line.taxable
    byPlaceAndRate.set(key, sum)
  }
  sheets.b2cs = [...byPlaceAndRate.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
    .map((sum) => ['OE', sum.pos, null, sum.rate, amount(sum.taxable), null, null])

  for (const kind of ['b2b', 'b2c'] as const) {
    sheets[`hsn(${kind})`] = addUp(hsnLines[kind], (line) => `${line.hsn}|${line.rate}`)
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
      .map((sum) => [
        sum.hsn,
        null,
        'NOS-NUMBERS',
        sum.quantity,
        amount(sum.taxable + sum.cgst + sum.sgst + sum.igst),
        sum.rate,
        amount(sum.taxable),
        amount(sum.igst),
        amount(sum.cgst),
        amount(sum.sgst),
        amount(0),
      ])
  }

  sheets.docs = [
    documentRow(
      'Invoices for outward supply',
      issued.map((order) => order.invoiceNumber!),
      issued.filter(isCancelledInvoice).length,
    ),
    documentRow(
      'Credit Note',
      creditNotes.map(({ refund }) => refund.creditNoteNumber),
      creditNotes.filter(({ refund }) => !countsAsCreditNote(refund)).length,
    ),
  ].filter((row) => row !== null)
  sheets.hsn = [
    ...sheets['hsn(b2b)'].map((row) => ['B2B', ...row]),
    ...sheets['hsn(b2c)'].map((row) => ['B2C', ...row]),
  ]
  return sheets
}

/** Table 13's row of one series: its first and last number in the month, how many, how many cancelled. */
function documentRow(nature: string, numbers: readonly string[], cancelled: number): CsvCell[] | null {
  if (numbers.length === 0) return null
  const sorted = [...numbers].sort()
  return [nature, sorted[0], sorted.at(-1), numbers.length, cancelled]
}

/** Each sheet as its file: the tool's headings, then its rows (CRLF, no byte-order mark, which the tool would read as part of the first heading). */
export function gstr1Files(sheets: Gstr1Sheets): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(GSTR1_SHEETS) as Gstr1SheetName[]).map((name) => [
      `${name}.csv`,
      csvRecords([[...GSTR1_SHEETS[name]], ...sheets[name]]),
    ]),
  )
}
