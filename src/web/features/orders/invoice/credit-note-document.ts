import type { jsPDF } from 'jspdf'
import { creditNoteLines, creditNoteSourceLines, type CreditNoteLine } from '@common/credit-note'
import { ORDER_CHARGE_NAMES } from '@common/gst'
import { findIndianState } from '@common/indian-states'
import { formatRupees, paiseToRupees, rupeesToPaise } from '@common/money'
import { refundMethodLabel } from '@common/order-display'
import type { Order, Refund } from '@common/schemas/order'
import { SHOP_ADDRESS, SHOP_NAME } from '@common/shop-identity'
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
import type { InvoiceOrder, JsPdfConstructor } from './invoice-document'
import {
  applyTextStyle,
  drawFooters,
  drawShopHeader,
  LEFT,
  registerFonts,
  SECOND_COLUMN,
  type InvoiceFonts,
} from './invoice-drawing'
import { formatGstRate, formatInvoiceAmount, formatInvoiceDate } from './invoice-format'

/*
 * The GST credit note of one refund, in the tax invoice's layout (gst-document-layout.ts). Its totals are the ones the
 * server stored with the refund (`refund.creditNote`: the taxable value and the tax reversed); its rows show how the
 * refund falls on the invoice's lines, by the rule the server used for those totals (creditNoteLines in
 * @common/credit-note: shared by what each line was paid, each line's tax reversed in its own proportion).
 */

export type CreditNoteOrder = InvoiceOrder & Pick<Order, 'user'>
export type CreditNoteRefund = Pick<
  Refund,
  'amount' | 'method' | 'reason' | 'reference' | 'creditNoteNumber' | 'creditNote' | 'createdAt'
>

type SupplyType = NonNullable<Order['gst']>['supplyType']

const TITLE = 'CREDIT NOTE'
/** The line naming the invoice it amends, under the heading's rule; Bill To and Ship To start below it. */
const AGAINST_LINE_Y = 70
const BUYER_BLOCKS_TOP = 79
/** The totals, amount in words, reason, refund details and notes need this much room above the footer. */
const CLOSING_BLOCK_HEIGHT = 100

/** One printed row: the invoice line it amends and, in paise, what is refunded and reversed there. */
type CreditNoteRow = CreditNoteLine & { name: string; hsnCode: string; rate: number }

/**
 * The refund shared over the order's lines, its charges (shipping, the cash-on-delivery fee) after its goods as on
 * the invoice; lines that get no share are left out.
 */
export function creditNoteRows(order: CreditNoteOrder, refund: Pick<Refund, 'amount'>): CreditNoteRow[] {
  const shares = creditNoteLines(creditNoteSourceLines(order), rupeesToPaise(refund.amount))
  const lines = [
    ...order.orderItems.map((line) => ({
      name: line.name,
      hsnCode: line.tax?.hsnCode ?? '',
      rate: line.tax?.rate ?? 0,
    })),
    ...(order.gst?.charges ?? []).map((charge) => ({
      name: ORDER_CHARGE_NAMES[charge.charge],
      hsnCode: '',
      rate: charge.rate,
    })),
  ]
  return lines
    .map((line, index): CreditNoteRow => ({ ...line, ...shares[index]! }))
    .filter((row) => row.refundPaise > 0)
}

/** The order's own supply type; for an order from before tax invoices, whether it went to the shop's own state. */
function supplyTypeOf(order: CreditNoteOrder): SupplyType {
  if (order.gst) return order.gst.supplyType
  const destination = findIndianState(order.shippingAddress.state)
  return destination && destination === findIndianState(SHOP_ADDRESS.state) ? 'intra-state' : 'inter-state'
}

const amount = (paise: number) => formatInvoiceAmount(paiseToRupees(paise))

function numberColumns(supplyType: SupplyType): TableColumn<CreditNoteRow>[] {
  const taxColumns: TableColumn<CreditNoteRow>[] =
    supplyType === 'intra-state'
      ? [
          { header: 'CGST', width: 18, cell: (row) => amount(row.cgstPaise) },
          { header: 'SGST', width: 18, cell: (row) => amount(row.sgstPaise) },
        ]
      : [{ header: 'IGST', width: 22, cell: (row) => amount(row.igstPaise) }]
  return [
    { header: 'HSN', width: 16, cell: (row) => row.hsnCode || '—' },
    { header: 'Refunded', width: 22, cell: (row) => amount(row.refundPaise) },
    { header: 'Taxable', width: 22, cell: (row) => amount(row.taxablePaise) },
    { header: 'GST', width: 10, cell: (row) => formatGstRate(row.rate) },
    ...taxColumns,
  ]
}

export function buildCreditNoteDocument(
  JsPdf: JsPdfConstructor,
  fonts: InvoiceFonts,
  { order, refund }: { order: CreditNoteOrder; refund: CreditNoteRefund },
): jsPDF {
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait' })
  registerFonts(doc, fonts)
  doc.setProperties({ title: `Credit Note ${refund.creditNoteNumber}`, author: SHOP_NAME })
  const supplyType = supplyTypeOf(order)

  drawShopHeader(doc, order.gst ? sellerRegistrationLine(order.gst) : undefined)
  drawDocumentHeading(doc, TITLE, [
    `Credit Note Number: ${refund.creditNoteNumber}`,
    `Credit Note Date: ${formatInvoiceDate(refund.createdAt)}`,
    `Order Number: ${order.orderNumber || order._id}`,
  ])
  applyTextStyle(doc, { size: 10, bold: true })
  doc.text(againstInvoiceLine(order), LEFT, AGAINST_LINE_Y)
  const buyer = { ...order.user, gstin: order.gst?.buyerGstin }
  let y = drawBuyerBlocks(doc, buyer, order.shippingAddress, BUYER_BLOCKS_TOP)
  y = drawSupplyDetails(doc, placeOfSupply(order, supplyType), y)
  y = drawItemTable(doc, numberColumns(supplyType), creditNoteRows(order, refund), y)
  drawClosing(doc, supplyType, refund, y)
  drawFooters(doc)
  return doc
}

function placeOfSupply(order: CreditNoteOrder, supplyType: SupplyType) {
  if (order.gst) return order.gst
  const state = findIndianState(order.shippingAddress.state)
  return {
    placeOfSupply: state?.name ?? order.shippingAddress.state ?? order.shippingAddress.country,
    placeOfSupplyCode: state?.code ?? '',
    supplyType,
  }
}

/** "Against tax invoice AV/2026-27/000123 dated November 24, 2026"; an order before tax invoices names the order. */
export function againstInvoiceLine(
  order: Pick<InvoiceOrder, 'invoiceNumber' | 'orderNumber' | '_id' | 'createdAt'>,
) {
  const dated = `dated ${formatInvoiceDate(order.createdAt)}`
  return order.invoiceNumber
    ? `Against tax invoice ${order.invoiceNumber} ${dated}`
    : `Against order ${order.orderNumber || order._id} ${dated}`
}

/** The server's totals as printed: the taxable value and the tax reversed, by kind; the total refunded comes after. */
function creditNoteTotalRows(supplyType: SupplyType, { creditNote }: Pick<Refund, 'creditNote'>): TotalRow[] {
  const taxRows =
    supplyType === 'intra-state'
      ? [
          { label: 'CGST reversed', amount: formatRupees(creditNote.cgst) },
          { label: 'SGST reversed', amount: formatRupees(creditNote.sgst) },
        ]
      : [{ label: 'IGST reversed', amount: formatRupees(creditNote.igst) }]
  return [{ label: 'Taxable value reversed', amount: formatRupees(creditNote.taxableValue) }, ...taxRows]
}

function drawClosing(doc: jsPDF, supplyType: SupplyType, refund: CreditNoteRefund, top: number): void {
  const y = closingTop(doc, top, CLOSING_BLOCK_HEIGHT)

  // Left: why and how the money goes back.
  const details = [
    `Reason: ${refund.reason}`,
    `Refunded by: ${refundMethodLabel(refund.method)}`,
    ...(refund.reference ? [`Reference: ${refund.reference}`] : []),
  ]
  applyTextStyle(doc, { size: 9.5 })
  let detailY = y
  for (const detail of details) {
    for (const line of doc.splitTextToSize(detail, SECOND_COLUMN - LEFT - 6) as string[]) {
      doc.text(line, LEFT, detailY)
      detailY += 5
    }
  }

  const totalY = drawTotals(
    doc,
    creditNoteTotalRows(supplyType, refund),
    { label: 'Total refunded', amount: formatRupees(refund.amount) },
    y,
  )
  drawClosingWords(
    doc,
    rupeesToPaise(refund.amount),
    [
      'The tax above is reversed from the invoice it amends, in proportion to the refund.',
      'This is a computer-generated credit note and needs no signature.',
    ],
    Math.max(totalY, detailY) + 12,
  )
}
