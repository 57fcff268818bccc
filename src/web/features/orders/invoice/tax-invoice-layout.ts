import { shippingAddressLines } from '@common/order-display'
import type { jsPDF } from 'jspdf'
import { amountInWords } from '@common/amount-in-words'
import { INVOICE_PAGE_BREAK_Y } from '@common/constants'
import { findIndianState } from '@common/indian-states'
import { formatRupees, rupeesToPaise } from '@common/money'
import type { Order } from '@common/schemas/order'
import { SHOP_NAME } from '@common/shop-identity'
import type { InvoiceCustomer, InvoiceOrder } from './invoice-document'
import {
  applyTextStyle,
  COLORS,
  CONTENT_WIDTH,
  CONTINUATION_TOP,
  drawBlock,
  drawRule,
  drawShopHeader,
  FOOTER_Y,
  LEFT,
  PAGE_WIDTH,
  RIGHT,
  SECOND_COLUMN,
} from './invoice-drawing'
import {
  capitalizeFirstLetter,
  formatGstRate,
  formatInvoiceAmount,
  formatInvoiceDate,
  formatStateWithCode,
  truncateInvoiceItemName,
} from './invoice-format'

/*
 * The GST tax invoice of an order placed with tax figures: invoice number and date, the seller's GSTIN, Bill To with
 * the buyer's GSTIN, Ship To, place of supply, a line per item with its HSN code, taxable value and tax (CGST and
 * SGST within the shop's state, IGST outside it), the totals and the amount in words. Every figure comes from the
 * server's order (items[].tax and gst); nothing is computed here but sums of printed lines' own columns.
 */

type OrderGst = NonNullable<Order['gst']>
export type TaxInvoiceOrder = InvoiceOrder & { gst: OrderGst; invoiceNumber: string }

/** Orders placed before GST invoicing have neither and keep the plain invoice. */
export function isTaxInvoiceOrder(order: InvoiceOrder): order is TaxInvoiceOrder {
  return Boolean(order.gst && order.invoiceNumber)
}

const TITLE = 'TAX INVOICE'
const PRICES_INCLUDE_GST_NOTE = 'Prices include GST.'

const TABLE_FONT_SIZE = 7
const TABLE_LINE_HEIGHT = 3.2
const TABLE_ROW_PADDING = 4.2
const CELL_PADDING = 1.5
/** The totals, amount in words, notes and thank-you line need this much room above the footer. */
const CLOSING_BLOCK_HEIGHT = 92

type InvoiceLine = InvoiceOrder['orderItems'][number]

interface TableColumn {
  header: string
  /** Millimetres; the item column takes what the others leave. */
  width: number
  cell: (line: InvoiceLine) => string
}

/** What a line's tax columns print when its tax is missing: the line is then wholly taxable at no tax. */
function lineTax(line: InvoiceLine) {
  const quantity = line.qty || line.quantity
  return (
    line.tax ?? {
      hsnCode: '',
      rate: 0,
      discount: 0,
      taxableValue: line.price * quantity,
      cgst: 0,
      sgst: 0,
      igst: 0,
    }
  )
}

/** The line's amount after its share of the discount: taxable value plus its GST. */
function lineAmount(line: InvoiceLine): number {
  const tax = lineTax(line)
  return (rupeesToPaise(tax.taxableValue) + rupeesToPaise(tax.cgst + tax.sgst + tax.igst)) / 100
}

/** The number columns, right-aligned; CGST and SGST within the shop's state, IGST outside it. */
function numberColumns(gst: OrderGst): TableColumn[] {
  const taxColumns: TableColumn[] =
    gst.supplyType === 'intra-state'
      ? [
          { header: 'CGST', width: 15, cell: (line) => formatInvoiceAmount(lineTax(line).cgst) },
          { header: 'SGST', width: 15, cell: (line) => formatInvoiceAmount(lineTax(line).sgst) },
        ]
      : [{ header: 'IGST', width: 18, cell: (line) => formatInvoiceAmount(lineTax(line).igst) }]
  return [
    { header: 'HSN', width: 14, cell: (line) => lineTax(line).hsnCode || '—' },
    { header: 'Qty', width: 8, cell: (line) => String(line.qty || line.quantity) },
    { header: 'Rate', width: 18, cell: (line) => formatInvoiceAmount(line.price) },
    { header: 'Disc.', width: 15, cell: (line) => formatInvoiceAmount(lineTax(line).discount) },
    { header: 'Taxable', width: 18, cell: (line) => formatInvoiceAmount(lineTax(line).taxableValue) },
    { header: 'GST', width: 9, cell: (line) => formatGstRate(lineTax(line).rate) },
    ...taxColumns,
    { header: 'Total', width: 18, cell: (line) => formatInvoiceAmount(lineAmount(line)) },
  ]
}

interface TableLayout {
  itemX: number
  itemWidth: number
  columns: { column: TableColumn; right: number }[]
}

function tableLayout(gst: OrderGst): TableLayout {
  const columns = numberColumns(gst)
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

export function drawTaxInvoice(doc: jsPDF, order: TaxInvoiceOrder, customer: InvoiceCustomer): void {
  doc.setProperties({ title: `Tax Invoice ${order.invoiceNumber}`, author: SHOP_NAME })
  drawShopHeader(doc, sellerRegistrationLine(order.gst))
  let y = drawHeading(doc, order)
  y = drawParties(doc, order, customer, y)
  y = drawSupplyDetails(doc, order.gst, y)
  y = drawLineTable(doc, order, y)
  drawClosing(doc, order, y)
}

/** "GSTIN 27AAPFU0939F1ZV · Maharashtra (27)"; without a registration (SHOP_GSTIN unset) no GSTIN is printed. */
export function sellerRegistrationLine(gst: Pick<OrderGst, 'sellerGstin' | 'sellerState'>): string {
  const state = formatStateWithCode(gst.sellerState, findIndianState(gst.sellerState)?.code)
  return gst.sellerGstin ? `GSTIN ${gst.sellerGstin} · ${state}` : state
}

function drawHeading(doc: jsPDF, order: TaxInvoiceOrder): number {
  applyTextStyle(doc, { size: 22, bold: true, color: COLORS.accent })
  doc.text(TITLE, LEFT, 57)

  applyTextStyle(doc, { size: 10 })
  doc.text(`Invoice Number: ${order.invoiceNumber}`, RIGHT, 49, { align: 'right' })
  doc.text(`Invoice Date: ${formatInvoiceDate(order.createdAt)}`, RIGHT, 54, { align: 'right' })
  doc.text(`Order Number: ${order.orderNumber || order._id}`, RIGHT, 59, { align: 'right' })

  drawRule(doc, 63)
  return 71
}

function drawParties(doc: jsPDF, order: TaxInvoiceOrder, customer: InvoiceCustomer, top: number): number {
  const billTo = [customer.name, customer.email]
  if (order.gst.buyerGstin) billTo.push(`GSTIN: ${order.gst.buyerGstin}`)
  const billToEnd = drawBlock(doc, 'Bill To', billTo, LEFT, top)
  const shipToEnd = drawBlock(doc, 'Ship To', shippingAddressLines(order.shippingAddress), SECOND_COLUMN, top)
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

function drawTableHeader(doc: jsPDF, layout: TableLayout, y: number): number {
  const height = TABLE_LINE_HEIGHT + TABLE_ROW_PADDING
  doc.setFillColor(...COLORS.tableHeader)
  doc.rect(LEFT, y - 4.6, CONTENT_WIDTH, height, 'F')
  applyTextStyle(doc, { size: TABLE_FONT_SIZE, bold: true, color: COLORS.bandText })
  doc.text('Item', layout.itemX, y)
  for (const { column, right } of layout.columns) doc.text(column.header, right, y, { align: 'right' })
  return y + height
}

function drawLineTable(doc: jsPDF, order: TaxInvoiceOrder, top: number): number {
  const layout = tableLayout(order.gst)
  let y = drawTableHeader(doc, layout, top)
  order.orderItems.forEach((line, index) => {
    if (y > INVOICE_PAGE_BREAK_Y) {
      doc.addPage()
      y = drawTableHeader(doc, layout, CONTINUATION_TOP)
    }
    applyTextStyle(doc, { size: TABLE_FONT_SIZE })
    // The spec's cut to 35 characters first; a name that is still wider than its column wraps within the row.
    const nameLines = doc.splitTextToSize(truncateInvoiceItemName(line.name), layout.itemWidth) as string[]
    const height = nameLines.length * TABLE_LINE_HEIGHT + TABLE_ROW_PADDING
    if (index % 2 === 1) {
      doc.setFillColor(...COLORS.zebra)
      doc.rect(LEFT, y - 4.6, CONTENT_WIDTH, height, 'F')
    }
    applyTextStyle(doc, { size: TABLE_FONT_SIZE })
    nameLines.forEach((text, lineIndex) => doc.text(text, layout.itemX, y + lineIndex * TABLE_LINE_HEIGHT))
    for (const { column, right } of layout.columns) doc.text(column.cell(line), right, y, { align: 'right' })
    y += height
  })
  drawRule(doc, y - 4)
  return y + 4
}

/** The totals block as printed: taxable value, the tax by kind, shipping and the total the buyer pays. */
function taxInvoiceTotalRows(order: TaxInvoiceOrder): { label: string; amount: string }[] {
  const { gst } = order
  const taxRows =
    gst.supplyType === 'intra-state'
      ? [
          { label: 'CGST', amount: formatRupees(gst.cgst) },
          { label: 'SGST', amount: formatRupees(gst.sgst) },
        ]
      : [{ label: 'IGST', amount: formatRupees(gst.igst) }]
  return [
    { label: 'Taxable value', amount: formatRupees(gst.taxableValue) },
    ...taxRows,
    { label: 'Shipping', amount: formatRupees(order.shippingPrice) },
  ]
}

function drawClosing(doc: jsPDF, order: TaxInvoiceOrder, top: number): void {
  let y = top
  if (y + CLOSING_BLOCK_HEIGHT > FOOTER_Y - 8) {
    doc.addPage()
    y = CONTINUATION_TOP
  }

  // Left: how it was paid and the discount code, if any (its saving is already in each line's Disc. column).
  applyTextStyle(doc, { size: 10 })
  doc.text(`Payment Method: ${capitalizeFirstLetter(order.paymentMethod)}`, LEFT, y)
  if (order.discountCode && order.discountPrice > 0) {
    applyTextStyle(doc, { size: 9, color: COLORS.muted })
    const note = `Discount code ${order.discountCode}: \u2212${formatRupees(order.discountPrice)}, shared over the lines`
    const lines = doc.splitTextToSize(note, SECOND_COLUMN - LEFT - 6) as string[]
    lines.forEach((line, index) => doc.text(line, LEFT, y + 6 + index * 4.5))
  }

  const labelX = SECOND_COLUMN
  const amountX = RIGHT - CELL_PADDING
  for (const { label, amount } of taxInvoiceTotalRows(order)) {
    applyTextStyle(doc, { size: 10, color: COLORS.muted })
    doc.text(label, labelX, y)
    applyTextStyle(doc, { size: 10 })
    doc.text(amount, amountX, y, { align: 'right' })
    y += 6
  }
  drawRule(doc, y - 2, labelX)
  y += 5
  applyTextStyle(doc, { size: 12, bold: true })
  doc.text('Total', labelX, y)
  doc.text(formatRupees(order.totalPrice), amountX, y, { align: 'right' })

  y += 12
  drawRule(doc, y - 5)
  applyTextStyle(doc, { size: 9.5, bold: true })
  doc.text('Amount in words:', LEFT, y)
  const labelWidth = doc.getTextWidth('Amount in words: ')
  applyTextStyle(doc, { size: 9.5 })
  const words = doc.splitTextToSize(
    amountInWords(rupeesToPaise(order.totalPrice)),
    CONTENT_WIDTH - labelWidth,
  ) as string[]
  words.forEach((line, index) => doc.text(line, LEFT + labelWidth, y + index * 5))
  y += words.length * 5 + 2

  applyTextStyle(doc, { size: 9, color: COLORS.muted })
  doc.text(PRICES_INCLUDE_GST_NOTE, LEFT, y)
  doc.text('This is a computer-generated invoice and needs no signature.', LEFT, y + 5)

  applyTextStyle(doc, { size: 11, bold: true, color: COLORS.accent })
  doc.text(`Thank you for shopping with ${SHOP_NAME}!`, PAGE_WIDTH / 2, y + 18, { align: 'center' })
}
