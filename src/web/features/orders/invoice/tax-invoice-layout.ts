import type { jsPDF } from 'jspdf'
import { ORDER_CHARGE_NAMES } from '@common/gst'
import { formatRupees, rupeesToPaise } from '@common/money'
import type { Order } from '@common/schemas/order'
import { SHOP_NAME } from '@common/shop-identity'
import {
  closingTop,
  drawBuyerBlocks,
  drawClosingWords,
  drawDocumentHeading,
  drawItemTable,
  drawSupplyDetails,
  drawTotals,
  sellerRegistrationLine,
  type TableColumn,
  type TotalRow,
} from './gst-document-layout'
import type { InvoiceCustomer, InvoiceOrder } from './invoice-document'
import { applyTextStyle, COLORS, drawShopHeader, LEFT, SECOND_COLUMN } from './invoice-drawing'
import {
  capitalizeFirstLetter,
  formatGstRate,
  formatInvoiceAmount,
  formatInvoiceDate,
} from './invoice-format'

/*
 * The GST tax invoice of an order placed with tax figures: invoice number and date, the seller's GSTIN, Bill To with
 * the buyer's GSTIN, Ship To, place of supply, a line per item with its HSN code, taxable value and tax (CGST and
 * SGST within the shop's state, IGST outside it), then shipping and the cash-on-delivery fee when charged, each a
 * line of its own taxed with the goods, the totals and the amount in words, in the layout it shares with
 * the credit note (gst-document-layout.ts). Every figure comes from the server's order (items[].tax and gst); nothing
 * is computed here but sums of printed lines' own columns.
 */

type OrderGst = NonNullable<Order['gst']>
export type TaxInvoiceOrder = InvoiceOrder & { gst: OrderGst; invoiceNumber: string }

/** Orders placed before GST invoicing have neither and keep the plain invoice. */
export function isTaxInvoiceOrder(order: InvoiceOrder): order is TaxInvoiceOrder {
  return Boolean(order.gst && order.invoiceNumber)
}

const TITLE = 'TAX INVOICE'
const PRICES_INCLUDE_GST_NOTE = 'Prices include GST.'

/** Where Bill To and Ship To start, under the heading's rule. */
const BUYER_BLOCKS_TOP = 71
/** The totals, amount in words, notes and thank-you line need this much room above the footer. */
const CLOSING_BLOCK_HEIGHT = 92

type InvoiceLine = InvoiceOrder['orderItems'][number]

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

/**
 * The order's charges as invoice lines: one of each, at its amount, with the tax the server worked out inside it
 * and no HSN code of its own (it is taxed as part of the goods' supply).
 */
function chargeLines(gst: OrderGst): InvoiceLine[] {
  return gst.charges.map((charge) => ({
    _id: charge.charge,
    product: null,
    productId: null,
    name: ORDER_CHARGE_NAMES[charge.charge],
    image: '',
    price: charge.amount,
    qty: 1,
    quantity: 1,
    tax: {
      hsnCode: '',
      rate: charge.rate,
      discount: 0,
      taxableValue: charge.taxableValue,
      cgst: charge.cgst,
      sgst: charge.sgst,
      igst: charge.igst,
    },
  }))
}

/** The line's amount after its share of the discount: taxable value plus its GST. */
function lineAmount(line: InvoiceLine): number {
  const tax = lineTax(line)
  return (rupeesToPaise(tax.taxableValue) + rupeesToPaise(tax.cgst + tax.sgst + tax.igst)) / 100
}

/** The number columns; CGST and SGST within the shop's state, IGST outside it. */
function numberColumns(gst: OrderGst): TableColumn<InvoiceLine>[] {
  const taxColumns: TableColumn<InvoiceLine>[] =
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

export function drawTaxInvoice(doc: jsPDF, order: TaxInvoiceOrder, customer: InvoiceCustomer): void {
  doc.setProperties({ title: `Tax Invoice ${order.invoiceNumber}`, author: SHOP_NAME })
  drawShopHeader(doc, sellerRegistrationLine(order.gst))
  drawDocumentHeading(doc, TITLE, [
    `Invoice Number: ${order.invoiceNumber}`,
    `Invoice Date: ${formatInvoiceDate(order.createdAt)}`,
    `Order Number: ${order.orderNumber || order._id}`,
  ])
  let y = drawBuyerBlocks(
    doc,
    { ...customer, gstin: order.gst.buyerGstin },
    order.shippingAddress,
    BUYER_BLOCKS_TOP,
  )
  y = drawSupplyDetails(doc, order.gst, y)
  y = drawItemTable(doc, numberColumns(order.gst), [...order.orderItems, ...chargeLines(order.gst)], y)
  drawClosing(doc, order, y)
}

/**
 * The totals block as printed: taxable value and the tax by kind (the charges' lines included), and the total the
 * buyer pays, which is their sum.
 */
function taxInvoiceTotalRows(order: TaxInvoiceOrder): TotalRow[] {
  const { gst } = order
  const taxRows =
    gst.supplyType === 'intra-state'
      ? [
          { label: 'CGST', amount: formatRupees(gst.cgst) },
          { label: 'SGST', amount: formatRupees(gst.sgst) },
        ]
      : [{ label: 'IGST', amount: formatRupees(gst.igst) }]
  return [{ label: 'Taxable value', amount: formatRupees(gst.taxableValue) }, ...taxRows]
}

function drawClosing(doc: jsPDF, order: TaxInvoiceOrder, top: number): void {
  const y = closingTop(doc, top, CLOSING_BLOCK_HEIGHT)

  // Left: how it was paid and the discount code, if any (its saving is already in each line's Disc. column).
  applyTextStyle(doc, { size: 10 })
  doc.text(`Payment Method: ${capitalizeFirstLetter(order.paymentMethod)}`, LEFT, y)
  if (order.discountCode && order.discountPrice > 0) {
    applyTextStyle(doc, { size: 9, color: COLORS.muted })
    const note = `Discount code ${order.discountCode}: \u2212${formatRupees(order.discountPrice)}, shared over the lines`
    const lines = doc.splitTextToSize(note, SECOND_COLUMN - LEFT - 6) as string[]
    lines.forEach((line, index) => doc.text(line, LEFT, y + 6 + index * 4.5))
  }

  const totalY = drawTotals(
    doc,
    taxInvoiceTotalRows(order),
    { label: 'Total', amount: formatRupees(order.totalPrice) },
    y,
  )
  drawClosingWords(
    doc,
    rupeesToPaise(order.totalPrice),
    [PRICES_INCLUDE_GST_NOTE, 'This is a computer-generated invoice and needs no signature.'],
    totalY + 12,
  )
}
