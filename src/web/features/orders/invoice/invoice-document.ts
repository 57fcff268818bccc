import { shippingAddressLines } from '@common/order-display'
import type { jsPDF } from 'jspdf'
import { INVOICE_PAGE_BREAK_Y } from '@common/constants'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { SHOP_NAME } from '@common/shop-identity'
import {
  applyTextStyle,
  COLORS,
  CONTENT_WIDTH,
  CONTINUATION_TOP,
  drawBlock,
  drawFooters,
  drawRule,
  drawShopHeader,
  FOOTER_Y,
  LEFT,
  PAGE_WIDTH,
  registerFonts,
  RIGHT,
  SECOND_COLUMN,
  type InvoiceFonts,
} from './invoice-drawing'
import { capitalizeFirstLetter, formatInvoiceDate, truncateInvoiceItemName } from './invoice-format'
import { drawTaxInvoice, isTaxInvoiceOrder } from './tax-invoice-layout'

/*
 * The invoice as a jsPDF document. An order placed with GST figures (an invoice number and its `gst` block) gets the
 * tax invoice (tax-invoice-layout.ts); an older order keeps the plain invoice it always had: shop, customer, address,
 * lines and totals in rupees. The constructor and the font bytes come in as arguments so that the browser can load
 * both lazily and tests can build the same document in Node.
 */

export type JsPdfConstructor = typeof jsPDF

export { INVOICE_FONT_FAMILY, type InvoiceFonts } from './invoice-drawing'

export type InvoiceOrder = Pick<
  Order,
  | '_id'
  | 'orderNumber'
  | 'invoiceNumber'
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
  | 'gst'
>

export interface InvoiceCustomer {
  name: string
  email: string
}

/** Room the totals (with a discount row), payment method and thank-you line need above the footer. */
const CLOSING_BLOCK_HEIGHT = 63
const ROW_HEIGHT = 8

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
  registerFonts(doc, fonts)
  if (isTaxInvoiceOrder(order)) {
    drawTaxInvoice(doc, order, customer)
  } else {
    drawPlainInvoice(doc, order, customer)
  }
  drawFooters(doc)
  return doc
}

/** The invoice of an order placed before GST invoicing: exactly as it always was. */
function drawPlainInvoice(doc: jsPDF, order: InvoiceOrder, customer: InvoiceCustomer): void {
  doc.setProperties({ title: `Invoice ${order.orderNumber || order._id}`, author: SHOP_NAME })
  drawShopHeader(doc)
  let y = drawInvoiceHeading(doc, order)
  y = drawParties(doc, order, customer, y)
  y = drawItemTable(doc, order.orderItems, y)
  drawClosing(doc, order, y)
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

  const shipToEnd = drawBlock(
    doc,
    'Shipping Address',
    shippingAddressLines(order.shippingAddress),
    SECOND_COLUMN,
    top,
  )

  return Math.max(billToEnd, shipToEnd) + 8
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
