import type { jsPDF } from 'jspdf'
import { amountInWords } from '@common/amount-in-words'
import { INVOICE_PAGE_BREAK_Y } from '@common/constants'
import { creditNoteLines, type CreditNoteSourceLine } from '@common/credit-note'
import { findIndianState } from '@common/indian-states'
import { formatRupees, paiseToRupees, rupeesToPaise } from '@common/money'
import { refundMethodLabel, shippingAddressLines } from '@common/order-display'
import type { Order, Refund } from '@common/schemas/order'
import { SHOP_ADDRESS, SHOP_NAME } from '@common/shop-identity'
import type { InvoiceOrder, JsPdfConstructor } from './invoice-document'
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
import {
  formatGstRate,
  formatInvoiceAmount,
  formatInvoiceDate,
  truncateInvoiceItemName,
} from './invoice-format'
import { drawSupplyDetails, sellerRegistrationLine } from './tax-invoice-layout'

/*
 * The GST credit note of one refund: it amends the tax invoice by what was refunded, shared over the invoice's lines
 * in proportion to what each was paid, with each line's CGST and SGST (or IGST) reversed in the line's own proportion
 * (creditNoteLines in @common/credit-note, the split the server stores). Drawn like the tax invoice: the same band,
 * blocks, table and footers.
 */

export type CreditNoteOrder = InvoiceOrder & Pick<Order, 'user'>
export type CreditNoteRefund = Pick<
  Refund,
  'amount' | 'method' | 'reason' | 'reference' | 'creditNoteNumber' | 'createdAt'
>

type SupplyType = NonNullable<Order['gst']>['supplyType']

const TITLE = 'CREDIT NOTE'
const TABLE_FONT_SIZE = 7
const TABLE_LINE_HEIGHT = 3.2
const TABLE_ROW_PADDING = 4.2
const CELL_PADDING = 1.5
/** The totals, amount in words, reason, refund details and notes need this much room above the footer. */
const CLOSING_BLOCK_HEIGHT = 100

/** One printed line: which invoice line it amends and, in paise, what is refunded and reversed there. */
export interface CreditNoteRow {
  name: string
  hsnCode: string
  rate: number
  refundPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

export interface CreditNoteFigures {
  supplyType: SupplyType
  rows: CreditNoteRow[]
  /** What the refund covers beyond the lines (shipping), untaxed; 0 on every order the shop takes today. */
  otherPaise: number
  totals: {
    refundPaise: number
    taxablePaise: number
    cgstPaise: number
    sgstPaise: number
    igstPaise: number
  }
}

/** What a line was paid and the tax inside it; a line without tax figures is wholly taxable at no tax. */
function sourceLine(line: InvoiceOrder['orderItems'][number]): CreditNoteSourceLine {
  const tax = line.tax
  if (!tax) {
    const quantity = line.qty || line.quantity
    return { taxablePaise: rupeesToPaise(line.price * quantity), cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }
  }
  return {
    taxablePaise: rupeesToPaise(tax.taxableValue),
    cgstPaise: rupeesToPaise(tax.cgst),
    sgstPaise: rupeesToPaise(tax.sgst),
    igstPaise: rupeesToPaise(tax.igst),
  }
}

/** The order's own supply type; for an order from before tax invoices, whether it went to the shop's own state. */
function supplyTypeOf(order: CreditNoteOrder): SupplyType {
  if (order.gst) return order.gst.supplyType
  const destination = findIndianState(order.shippingAddress.state)
  return destination && destination === findIndianState(SHOP_ADDRESS.state) ? 'intra-state' : 'inter-state'
}

/**
 * Every figure the credit note prints, in paise: the refund shared over the order's lines (lines that get no share
 * are left out), each line's tax reversed, and the sums. A refund larger than the lines were paid (an order that
 * charged shipping) prints the rest as an untaxed row.
 */
export function creditNoteFigures(order: CreditNoteOrder, refund: Pick<Refund, 'amount'>): CreditNoteFigures {
  const sources = order.orderItems.map(sourceLine)
  const paid = sources.reduce(
    (sum, line) => sum + line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
    0,
  )
  const refundPaise = rupeesToPaise(refund.amount)
  const linesPaise = Math.min(refundPaise, paid)
  const reversed = creditNoteLines(sources, linesPaise)
  const rows = order.orderItems
    .map((line, index): CreditNoteRow => {
      const share = reversed[index]!
      return {
        name: line.name,
        hsnCode: line.tax?.hsnCode ?? '',
        rate: line.tax?.rate ?? 0,
        ...share,
      }
    })
    .filter((row) => row.refundPaise > 0)
  const sum = (field: keyof Omit<CreditNoteRow, 'name' | 'hsnCode' | 'rate'>) =>
    rows.reduce((total, row) => total + row[field], 0)
  const otherPaise = refundPaise - linesPaise
  return {
    supplyType: supplyTypeOf(order),
    rows,
    otherPaise,
    totals: {
      refundPaise,
      taxablePaise: sum('taxablePaise') + otherPaise,
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
    },
  }
}

const amount = (paise: number) => formatInvoiceAmount(paiseToRupees(paise))

interface TableColumn {
  header: string
  width: number
  cell: (row: CreditNoteRow) => string
}

function numberColumns(supplyType: SupplyType): TableColumn[] {
  const taxColumns: TableColumn[] =
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

interface TableLayout {
  itemX: number
  itemWidth: number
  columns: { column: TableColumn; right: number }[]
}

function tableLayout(supplyType: SupplyType): TableLayout {
  const columns = numberColumns(supplyType)
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

export function buildCreditNoteDocument(
  JsPdf: JsPdfConstructor,
  fonts: InvoiceFonts,
  { order, refund }: { order: CreditNoteOrder; refund: CreditNoteRefund },
): jsPDF {
  const doc = new JsPdf({ unit: 'mm', format: 'a4', orientation: 'portrait' })
  registerFonts(doc, fonts)
  doc.setProperties({ title: `Credit Note ${refund.creditNoteNumber}`, author: SHOP_NAME })
  const figures = creditNoteFigures(order, refund)

  drawShopHeader(doc, order.gst ? sellerRegistrationLine(order.gst) : undefined)
  let y = drawHeading(doc, order, refund)
  y = drawParties(doc, order, y)
  y = drawSupplyDetails(doc, placeOfSupply(order, figures.supplyType), y)
  y = drawLineTable(doc, figures, y)
  drawClosing(doc, figures, refund, y)
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

function drawHeading(doc: jsPDF, order: CreditNoteOrder, refund: CreditNoteRefund): number {
  applyTextStyle(doc, { size: 22, bold: true, color: COLORS.accent })
  doc.text(TITLE, LEFT, 57)

  applyTextStyle(doc, { size: 10 })
  doc.text(`Credit Note Number: ${refund.creditNoteNumber}`, RIGHT, 49, { align: 'right' })
  doc.text(`Credit Note Date: ${formatInvoiceDate(refund.createdAt)}`, RIGHT, 54, { align: 'right' })
  doc.text(`Order Number: ${order.orderNumber || order._id}`, RIGHT, 59, { align: 'right' })
  drawRule(doc, 63)

  applyTextStyle(doc, { size: 10, bold: true })
  doc.text(againstInvoiceLine(order), LEFT, 70)
  return 79
}

function drawParties(doc: jsPDF, order: CreditNoteOrder, top: number): number {
  const billTo = [order.user.name, order.user.email]
  if (order.gst?.buyerGstin) billTo.push(`GSTIN: ${order.gst.buyerGstin}`)
  const billToEnd = drawBlock(doc, 'Bill To', billTo, LEFT, top)
  const shipToEnd = drawBlock(doc, 'Ship To', shippingAddressLines(order.shippingAddress), SECOND_COLUMN, top)
  return Math.max(billToEnd, shipToEnd) + 2
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

function drawLineTable(doc: jsPDF, figures: CreditNoteFigures, top: number): number {
  const layout = tableLayout(figures.supplyType)
  let y = drawTableHeader(doc, layout, top)
  const rows: CreditNoteRow[] = [...figures.rows]
  if (figures.otherPaise > 0)
    rows.push({
      name: 'Shipping and other charges',
      hsnCode: '',
      rate: 0,
      refundPaise: figures.otherPaise,
      taxablePaise: figures.otherPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    })
  rows.forEach((row, index) => {
    if (y > INVOICE_PAGE_BREAK_Y) {
      doc.addPage()
      y = drawTableHeader(doc, layout, CONTINUATION_TOP)
    }
    applyTextStyle(doc, { size: TABLE_FONT_SIZE })
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

/** The totals as printed: the taxable value and the tax reversed, by kind; the total refunded comes after. */
export function creditNoteTotalRows(figures: CreditNoteFigures): { label: string; amount: string }[] {
  const { totals } = figures
  const taxRows =
    figures.supplyType === 'intra-state'
      ? [
          { label: 'CGST reversed', amount: formatRupees(paiseToRupees(totals.cgstPaise)) },
          { label: 'SGST reversed', amount: formatRupees(paiseToRupees(totals.sgstPaise)) },
        ]
      : [{ label: 'IGST reversed', amount: formatRupees(paiseToRupees(totals.igstPaise)) }]
  return [
    { label: 'Taxable value reversed', amount: formatRupees(paiseToRupees(totals.taxablePaise)) },
    ...taxRows,
  ]
}

function drawClosing(doc: jsPDF, figures: CreditNoteFigures, refund: CreditNoteRefund, top: number): void {
  let y = top
  if (y + CLOSING_BLOCK_HEIGHT > FOOTER_Y - 8) {
    doc.addPage()
    y = CONTINUATION_TOP
  }

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

  const labelX = SECOND_COLUMN
  const amountX = RIGHT - CELL_PADDING
  for (const row of creditNoteTotalRows(figures)) {
    applyTextStyle(doc, { size: 10, color: COLORS.muted })
    doc.text(row.label, labelX, y)
    applyTextStyle(doc, { size: 10 })
    doc.text(row.amount, amountX, y, { align: 'right' })
    y += 6
  }
  drawRule(doc, y - 2, labelX)
  y += 5
  applyTextStyle(doc, { size: 12, bold: true })
  doc.text('Total refunded', labelX, y)
  doc.text(formatRupees(paiseToRupees(figures.totals.refundPaise)), amountX, y, { align: 'right' })

  y = Math.max(y, detailY) + 12
  drawRule(doc, y - 5)
  applyTextStyle(doc, { size: 9.5, bold: true })
  doc.text('Amount in words:', LEFT, y)
  const labelWidth = doc.getTextWidth('Amount in words: ')
  applyTextStyle(doc, { size: 9.5 })
  const words = doc.splitTextToSize(
    amountInWords(figures.totals.refundPaise),
    CONTENT_WIDTH - labelWidth,
  ) as string[]
  words.forEach((line, index) => doc.text(line, LEFT + labelWidth, y + index * 5))
  y += words.length * 5 + 2

  applyTextStyle(doc, { size: 9, color: COLORS.muted })
  doc.text('The tax above is reversed from the invoice it amends, in proportion to the refund.', LEFT, y)
  doc.text('This is a computer-generated credit note and needs no signature.', LEFT, y + 5)

  applyTextStyle(doc, { size: 11, bold: true, color: COLORS.accent })
  doc.text(`Thank you for shopping with ${SHOP_NAME}!`, PAGE_WIDTH / 2, y + 18, { align: 'center' })
}
