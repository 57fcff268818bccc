import { shippingAddressLines } from '@common/order-display'
import type { jsPDF } from 'jspdf'
import { amountInWords } from '@common/amount-in-words'
import { INVOICE_PAGE_BREAK_Y } from '@common/constants'
import { findIndianState } from '@common/indian-states'
import type { Order, ShippingAddress } from '@common/schemas/order'
import { SHOP_NAME } from '@common/shop-identity'
import {
  applyTextStyle,
  COLORS,
  CONTENT_WIDTH,
  CONTINUATION_TOP,
  drawBlock,
  drawRule,
  FOOTER_Y,
  LEFT,
  PAGE_WIDTH,
  RIGHT,
  SECOND_COLUMN,
} from './invoice-drawing'
import { formatStateWithCode, truncateInvoiceItemName } from './invoice-format'

/*
 * The one layout of the GST documents, the tax invoice and the credit note that amends it: under the shop's band a
 * heading with the document's numbers, Bill To and Ship To, the supply line, a table with a row per line, the totals,
 * the amount in words and the closing notes. Each document says only what it prints in them.
 */

type OrderGst = NonNullable<Order['gst']>

const TABLE_FONT_SIZE = 7
const TABLE_LINE_HEIGHT = 3.2
const TABLE_ROW_PADDING = 4.2
const CELL_PADDING = 1.5
/** Where the totals' amounts end: the table's last column. */
const AMOUNT_X = RIGHT - CELL_PADDING

/** "GSTIN 27AAPFU0939F1ZV · Maharashtra (27)"; without a registration (SHOP_GSTIN unset) no GSTIN is printed. */
export function sellerRegistrationLine(gst: Pick<OrderGst, 'sellerGstin' | 'sellerState'>): string {
  const state = formatStateWithCode(gst.sellerState, findIndianState(gst.sellerState)?.code)
  return gst.sellerGstin ? `GSTIN ${gst.sellerGstin} · ${state}` : state
}

/** The title on the left, the document's number, date and order number on the right, and a rule under them. */
export function drawDocumentHeading(
  doc: jsPDF,
  title: string,
  numbers: readonly [string, string, string],
): void {
  applyTextStyle(doc, { size: 22, bold: true, color: COLORS.accent })
  doc.text(title, LEFT, 57)

  applyTextStyle(doc, { size: 10 })
  numbers.forEach((line, index) => doc.text(line, RIGHT, 49 + index * 5, { align: 'right' }))
  drawRule(doc, 63)
}

/** Bill To (the buyer, with a GSTIN when the buyer gave one) beside Ship To; returns the y below the taller. */
export function drawBuyerBlocks(
  doc: jsPDF,
  buyer: { name: string; email: string; gstin: string | null | undefined },
  shippingAddress: ShippingAddress,
  top: number,
): number {
  const billTo = [buyer.name, buyer.email]
  // A business buyer's invoice is a B2B supply: it names the recipient's GSTIN (the place of supply follows).
  if (buyer.gstin) billTo.push(`Recipient GSTIN: ${buyer.gstin}`)
  const billToEnd = drawBlock(doc, 'Bill To', billTo, LEFT, top)
  const shipToEnd = drawBlock(doc, 'Ship To', shippingAddressLines(shippingAddress), SECOND_COLUMN, top)
  return Math.max(billToEnd, shipToEnd) + 2
}

/** Place of supply, the kind of supply and reverse charge on one line, "Amounts in ₹" under its end. */
export function drawSupplyDetails(
  doc: jsPDF,
  gst: Pick<OrderGst, 'placeOfSupply' | 'placeOfSupplyCode' | 'supplyType'>,
  top: number,
): number {
  const supply = gst.supplyType === 'intra-state' ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)'
  const details: [string, string][] = [
    ['Place of supply', formatStateWithCode(gst.placeOfSupply, gst.placeOfSupplyCode)],
    ['Supply', supply],
    ['Reverse charge', 'No'],
  ]
  let x = LEFT
  for (const [label, value] of details) {
    applyTextStyle(doc, { size: 9, color: COLORS.muted })
    doc.text(`${label}:`, x, top)
    x += doc.getTextWidth(`${label}: `)
    applyTextStyle(doc, { size: 9, bold: true })
    doc.text(value, x, top)
    x += doc.getTextWidth(value) + 8
  }
  applyTextStyle(doc, { size: 8, color: COLORS.muted })
  doc.text('Amounts in ₹', RIGHT, top + 5.5, { align: 'right' })
  return top + 12
}

/** A number column of the table, right-aligned; the item column before them takes what they leave. */
export interface TableColumn<Row> {
  header: string
  /** Millimetres. */
  width: number
  cell: (row: Row) => string
}

interface TableLayout<Row> {
  itemX: number
  itemWidth: number
  columns: { column: TableColumn<Row>; right: number }[]
}

function tableLayout<Row>(columns: TableColumn<Row>[]): TableLayout<Row> {
  const numbersWidth = columns.reduce((sum, column) => sum + column.width, 0)
  let right = RIGHT - numbersWidth - CELL_PADDING
  return {
    itemX: LEFT + CELL_PADDING,
    itemWidth: CONTENT_WIDTH - numbersWidth - 2 * CELL_PADDING,
    columns: columns.map((column) => {
      right += column.width
      return { column, right }
    }),
  }
}

function drawTableHeader<Row>(doc: jsPDF, layout: TableLayout<Row>, y: number): number {
  const height = TABLE_LINE_HEIGHT + TABLE_ROW_PADDING
  doc.setFillColor(...COLORS.tableHeader)
  doc.rect(LEFT, y - 4.6, CONTENT_WIDTH, height, 'F')
  applyTextStyle(doc, { size: TABLE_FONT_SIZE, bold: true, color: COLORS.bandText })
  doc.text('Item', layout.itemX, y)
  for (const { column, right } of layout.columns) doc.text(column.header, right, y, { align: 'right' })
  return y + height
}

/**
 * The table: "Item" and the columns' headers on the accent band, then a row per line, zebra-striped; past the break
 * line it goes on on a new page under the header row again. Returns the y below the rule that closes it.
 */
export function drawItemTable<Row extends { name: string }>(
  doc: jsPDF,
  columns: TableColumn<Row>[],
  rows: readonly Row[],
  top: number,
): number {
  const layout = tableLayout(columns)
  let y = drawTableHeader(doc, layout, top)
  rows.forEach((row, index) => {
    if (y > INVOICE_PAGE_BREAK_Y) {
      doc.addPage()
      y = drawTableHeader(doc, layout, CONTINUATION_TOP)
    }
    applyTextStyle(doc, { size: TABLE_FONT_SIZE })
    // The spec's cut to 35 characters first; a name that is still wider than its column wraps within the row.
    const nameLines = doc.splitTextToSize(truncateInvoiceItemName(row.name), layout.itemWidth) as string[]
    const height = nameLines.length * TABLE_LINE_HEIGHT + TABLE_ROW_PADDING
    if (index % 2 === 1) {
      doc.setFillColor(...COLORS.zebra)
      doc.rect(LEFT, y - 4.6, CONTENT_WIDTH, height, 'F')
    }
    applyTextStyle(doc, { size: TABLE_FONT_SIZE })
    nameLines.forEach((text, lineIndex) => doc.text(text, layout.itemX, y + lineIndex * TABLE_LINE_HEIGHT))
    for (const { column, right } of layout.columns) doc.text(column.cell(row), right, y, { align: 'right' })
    y += height
  })
  drawRule(doc, y - 4)
  return y + 4
}

/** Where the closing part starts: on a new page when the `height` it needs does not fit above the footer. */
export function closingTop(doc: jsPDF, top: number, height: number): number {
  if (top + height <= FOOTER_Y - 8) return top
  doc.addPage()
  return CONTINUATION_TOP
}

/** One line of the totals as printed. */
export interface TotalRow {
  label: string
  amount: string
}

/** The totals in the right column, a rule, and the total in bold; returns the total's baseline. */
export function drawTotals(doc: jsPDF, rows: readonly TotalRow[], total: TotalRow, top: number): number {
  const labelX = SECOND_COLUMN
  let y = top
  for (const { label, amount } of rows) {
    applyTextStyle(doc, { size: 10, color: COLORS.muted })
    doc.text(label, labelX, y)
    applyTextStyle(doc, { size: 10 })
    doc.text(amount, AMOUNT_X, y, { align: 'right' })
    y += 6
  }
  drawRule(doc, y - 2, labelX)
  y += 5
  applyTextStyle(doc, { size: 12, bold: true })
  doc.text(total.label, labelX, y)
  doc.text(total.amount, AMOUNT_X, y, { align: 'right' })
  return y
}

/**
 * Under a rule, "Amount in words:" and the total in words, then the two notes and the thank-you line. `top` is the
 * baseline of the words.
 */
export function drawClosingWords(
  doc: jsPDF,
  totalPaise: number,
  notes: readonly [string, string],
  top: number,
): void {
  let y = top
  drawRule(doc, y - 5)
  applyTextStyle(doc, { size: 9.5, bold: true })
  doc.text('Amount in words:', LEFT, y)
  const labelWidth = doc.getTextWidth('Amount in words: ')
  applyTextStyle(doc, { size: 9.5 })
  const words = doc.splitTextToSize(amountInWords(totalPaise), CONTENT_WIDTH - labelWidth) as string[]
  words.forEach((line, index) => doc.text(line, LEFT + labelWidth, y + index * 5))
  y += words.length * 5 + 2

  applyTextStyle(doc, { size: 9, color: COLORS.muted })
  doc.text(notes[0], LEFT, y)
  doc.text(notes[1], LEFT, y + 5)

  applyTextStyle(doc, { size: 11, bold: true, color: COLORS.accent })
  doc.text(`Thank you for shopping with ${SHOP_NAME}!`, PAGE_WIDTH / 2, y + 18, { align: 'center' })
}
