import type { jsPDF } from 'jspdf'
import { INVOICE_PAGE_BREAK_Y } from '@common/constants'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME, SHOP_PHONE, SHOP_TAGLINE } from '@common/shop-identity'
import { capitalizeFirstLetter, formatInvoiceDate, truncateInvoiceItemName } from './invoice-format'

/*
 * The invoice as a jsPDF document: shop, customer, address, lines and totals in rupees. The constructor and the font bytes come
 * in as arguments so that the browser can load both lazily and tests can build the same document in Node.
 */

export type JsPdfConstructor = typeof jsPDF

/** DejaVu Sans: the standard PDF fonts have no rupee sign (U+20B9), DejaVu does. */
export interface InvoiceFonts {
  regular: Uint8Array
  bold: Uint8Array
}

export type InvoiceOrder = Pick<
  Order,
  | '_id'
  | 'orderNumber'
  | 'createdAt'
  | 'orderItems'
  | 'itemsPrice'
  | 'shippingPrice'
  | 'taxPrice'
  | 'discountPrice'
  | 'discountCode'
  | 'totalPrice'
  | 'paymentMethod'
  | 'shippingAddress'
>

export interface InvoiceCustomer {
  name: string
  email: string
}

export const INVOICE_FONT_FAMILY = 'DejaVuSans'

type Rgb = readonly [number, number, number]

const COLORS = {
  band: [29, 26, 64],
  bandText: [255, 255, 255],
  bandMuted: [249, 168, 212],
  accent: [190, 24, 93],
  tableHeader: [109, 40, 217],
  zebra: [245, 243, 255],
  text: [30, 27, 46],
  muted: [100, 98, 120],
  rule: [215, 212, 230],
} as const satisfies Record<string, Rgb>

const PAGE_WIDTH = 210
const PAGE_HEIGHT = 297
const LEFT = 18
const RIGHT = PAGE_WIDTH - LEFT
const CONTENT_WIDTH = RIGHT - LEFT
const SECOND_COLUMN = 110
const COLUMN_WIDTH = RIGHT - SECOND_COLUMN
const CONTINUATION_TOP = 24
const ROW_HEIGHT = 8
/** Room the totals (with a discount row), payment method and thank-you line need above the footer. */
const CLOSING_BLOCK_HEIGHT = 63
const FOOTER_Y = PAGE_HEIGHT - 10

const TABLE = {
  item: LEFT + 3,
  qty: 128,
  price: 158,
  total: RIGHT - 3,
} as const

/** One line of the invoice's totals: its label and the amount as printed. */
export interface InvoiceTotalRow {
  label: string
  amount: string
}

/**
 * The totals block as printed, in order: subtotal, shipping, tax, the discount code's saving when one was used, and
 * the total, which the server already computed after the discount.
 */
export function invoiceTotalRows(order: InvoiceOrder): { rows: InvoiceTotalRow[]; total: InvoiceTotalRow } {
  const rows: InvoiceTotalRow[] = [
    { label: 'Subtotal', amount: formatRupees(order.itemsPrice) },
    { label: 'Shipping', amount: formatRupees(order.shippingPrice) },
    { label: 'Tax', amount: formatRupees(order.taxPrice) },
  ]
  if (order.discountCode && order.discountPrice > 0)
    rows.push({
      label: `Discount (${order.discountCode})`,
      amount: `\u2212${formatRupees(order.discountPrice)}`,
    })
  return { rows, total: { label: 'Total', amount: formatRupees(order.totalPrice) } }
}

export function buildInvoiceDocument(
  JsPdf: JsPdfConstructor,
  fonts: InvoiceFonts,
  { order, customer }: { order: InvoiceOrder; customer: InvoiceCustomer },
): jsPDF {
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait' })
  doc.setProperties({ title: `Invoice ${order.orderNumber || order._id}`, author: SHOP_NAME })
  registerFonts(doc, fonts)

  drawShopHeader(doc)
  let y = drawInvoiceHeading(doc, order)
  y = drawParties(doc, order, customer, y)
  y = drawItemTable(doc, order.orderItems, y)
  drawClosing(doc, order, y)
  drawFooters(doc)
  return doc
}

function registerFonts(doc: jsPDF, fonts: InvoiceFonts): void {
  doc.addFileToVFS('DejaVuSans.ttf', bytesToBase64(fonts.regular))
  doc.addFont('DejaVuSans.ttf', INVOICE_FONT_FAMILY, 'normal')
  doc.addFileToVFS('DejaVuSans-Bold.ttf', bytesToBase64(fonts.bold))
  doc.addFont('DejaVuSans-Bold.ttf', INVOICE_FONT_FAMILY, 'bold')
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  // Chunks keep String.fromCharCode's argument list far below engines' limits.
  const chunkSize = 0x8000
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize))
  }
  return btoa(binary)
}

function applyTextStyle(doc: jsPDF, style: { size: number; bold?: boolean; color?: Rgb }): void {
  doc.setFont(INVOICE_FONT_FAMILY, style.bold ? 'bold' : 'normal')
  doc.setFontSize(style.size)
  doc.setTextColor(...(style.color ?? COLORS.text))
}

function drawShopHeader(doc: jsPDF): void {
  doc.setFillColor(...COLORS.band)
  doc.rect(0, 0, PAGE_WIDTH, 40, 'F')

  applyTextStyle(doc, { size: 22, bold: true, color: COLORS.bandText })
  doc.text(SHOP_NAME, LEFT, 19)
  applyTextStyle(doc, { size: 9, color: COLORS.bandMuted })
  doc.text(SHOP_TAGLINE, LEFT, 26)

  const contactLines = [
    SHOP_ADDRESS.line1,
    `${SHOP_ADDRESS.line2}, ${SHOP_ADDRESS.city}`,
    `${SHOP_ADDRESS.state} ${SHOP_ADDRESS.postalCode}, ${SHOP_ADDRESS.country}`,
    `Phone: ${SHOP_PHONE}`,
    `Email: ${SHOP_EMAIL}`,
  ]
  applyTextStyle(doc, { size: 8.5, color: COLORS.bandText })
  contactLines.forEach((line, index) => doc.text(line, RIGHT, 10 + index * 5, { align: 'right' }))
}

function drawInvoiceHeading(doc: jsPDF, order: InvoiceOrder): number {
  applyTextStyle(doc, { size: 24, bold: true, color: COLORS.accent })
  doc.text('INVOICE', LEFT, 57)

  applyTextStyle(doc, { size: 10 })
  doc.text(`Order Number: ${order.orderNumber || order._id}`, RIGHT, 51, { align: 'right' })
  doc.text(`Date: ${formatInvoiceDate(order.createdAt)}`, RIGHT, 57, { align: 'right' })

  drawRule(doc, 63)
  return 73
}

function drawParties(doc: jsPDF, order: InvoiceOrder, customer: InvoiceCustomer, top: number): number {
  const billToEnd = drawBlock(doc, 'Bill To', [customer.name, customer.email], LEFT, top)

  const address = order.shippingAddress
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  const shipToLines = [
    address.fullName,
    address.addressLine1 || address.address,
    address.addressLine2,
    cityLine,
    address.country,
    address.phone ? `Phone: ${address.phone}` : null,
  ].filter((line): line is string => Boolean(line))
  const shipToEnd = drawBlock(doc, 'Shipping Address', shipToLines, SECOND_COLUMN, top)

  return Math.max(billToEnd, shipToEnd) + 8
}

/** A bold title over wrapped lines; returns the y below the last line. */
function drawBlock(doc: jsPDF, title: string, lines: string[], x: number, top: number): number {
  applyTextStyle(doc, { size: 11, bold: true, color: COLORS.accent })
  doc.text(title, x, top)
  applyTextStyle(doc, { size: 10 })
  let y = top + 6
  for (const line of lines) {
    for (const wrapped of doc.splitTextToSize(line, COLUMN_WIDTH) as string[]) {
      doc.text(wrapped, x, y)
      y += 5
    }
  }
  return y
}

function drawTableHeader(doc: jsPDF, y: number): number {
  doc.setFillColor(...COLORS.tableHeader)
  doc.rect(LEFT, y - 5.5, CONTENT_WIDTH, ROW_HEIGHT, 'F')
  applyTextStyle(doc, { size: 10, bold: true, color: COLORS.bandText })
  doc.text('Item', TABLE.item, y)
  doc.text('Qty', TABLE.qty, y, { align: 'right' })
  doc.text('Price', TABLE.price, y, { align: 'right' })
  doc.text('Total', TABLE.total, y, { align: 'right' })
  return y + ROW_HEIGHT
}

function drawItemTable(doc: jsPDF, items: InvoiceOrder['orderItems'], top: number): number {
  let y = drawTableHeader(doc, top)
  items.forEach((item, index) => {
    if (y > INVOICE_PAGE_BREAK_Y) {
      doc.addPage()
      y = drawTableHeader(doc, CONTINUATION_TOP)
    }
    if (index % 2 === 1) {
      doc.setFillColor(...COLORS.zebra)
      doc.rect(LEFT, y - 5.5, CONTENT_WIDTH, ROW_HEIGHT, 'F')
    }
    const quantity = item.qty || item.quantity
    applyTextStyle(doc, { size: 10 })
    doc.text(truncateInvoiceItemName(item.name), TABLE.item, y)
    doc.text(String(quantity), TABLE.qty, y, { align: 'right' })
    doc.text(formatRupees(item.price), TABLE.price, y, { align: 'right' })
    doc.text(formatRupees(item.price * quantity), TABLE.total, y, { align: 'right' })
    y += ROW_HEIGHT
  })
  drawRule(doc, y - 4)
  return y + 4
}

function drawClosing(doc: jsPDF, order: InvoiceOrder, top: number): void {
  let y = top
  if (y + CLOSING_BLOCK_HEIGHT > FOOTER_Y - 8) {
    doc.addPage()
    y = CONTINUATION_TOP
  }

  applyTextStyle(doc, { size: 10 })
  doc.text(`Payment Method: ${capitalizeFirstLetter(order.paymentMethod)}`, LEFT, y)

  const labelX = SECOND_COLUMN
  const { rows, total } = invoiceTotalRows(order)
  for (const { label, amount } of rows) {
    applyTextStyle(doc, { size: 10, color: COLORS.muted })
    // A discount code can be 32 characters long: its label wraps rather than run into the amount.
    const labelWidth = TABLE.total - doc.getTextWidth(amount) - 4 - labelX
    const labelLines = doc.splitTextToSize(label, labelWidth) as string[]
    labelLines.forEach((line, index) => doc.text(line, labelX, y + index * 5))
    applyTextStyle(doc, { size: 10 })
    doc.text(amount, TABLE.total, y, { align: 'right' })
    y += 6 + (labelLines.length - 1) * 5
  }
  drawRule(doc, y - 2, labelX)
  y += 5
  applyTextStyle(doc, { size: 12, bold: true })
  doc.text(total.label, labelX, y)
  doc.text(total.amount, TABLE.total, y, { align: 'right' })

  applyTextStyle(doc, { size: 11, bold: true, color: COLORS.accent })
  doc.text(`Thank you for shopping with ${SHOP_NAME}!`, PAGE_WIDTH / 2, y + 18, { align: 'center' })
}

function drawFooters(doc: jsPDF): void {
  const pageCount = doc.getNumberOfPages()
  const year = new Date().getFullYear()
  for (let page = 1; page <= pageCount; page += 1) {
    doc.setPage(page)
    drawRule(doc, FOOTER_Y - 6)
    applyTextStyle(doc, { size: 8.5, color: COLORS.muted })
    doc.text(`© ${year} ${SHOP_NAME}. All rights reserved.`, PAGE_WIDTH / 2, FOOTER_Y, { align: 'center' })
    doc.text(`Page ${page} of ${pageCount}`, RIGHT, FOOTER_Y, { align: 'right' })
  }
}

function drawRule(doc: jsPDF, y: number, fromX = LEFT): void {
  doc.setDrawColor(...COLORS.rule)
  doc.setLineWidth(0.3)
  doc.line(fromX, y, RIGHT, y)
}
