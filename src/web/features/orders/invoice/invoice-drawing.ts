import type { jsPDF } from 'jspdf'
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME, SHOP_PHONE, SHOP_TAGLINE } from '@common/shop-identity'

/*
 * What both invoice layouts (the plain invoice of older orders and the GST tax invoice) draw alike: fonts, colours,
 * the page grid, the shop's band, titled blocks, rules and the footers.
 */

/** DejaVu Sans: the standard PDF fonts have no rupee sign (U+20B9), DejaVu does. */
export interface InvoiceFonts {
  regular: Uint8Array
  bold: Uint8Array
}

export const INVOICE_FONT_FAMILY = 'DejaVuSans'

export type Rgb = readonly [number, number, number]

export const COLORS = {
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

export const PAGE_WIDTH = 210
export const PAGE_HEIGHT = 297
export const LEFT = 18
export const RIGHT = PAGE_WIDTH - LEFT
export const CONTENT_WIDTH = RIGHT - LEFT
export const SECOND_COLUMN = 110
export const COLUMN_WIDTH = RIGHT - SECOND_COLUMN
/** Where a table goes on after a page break. */
export const CONTINUATION_TOP = 24
export const FOOTER_Y = PAGE_HEIGHT - 10
const BAND_HEIGHT = 40

export function registerFonts(doc: jsPDF, fonts: InvoiceFonts): void {
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

export function applyTextStyle(doc: jsPDF, style: { size: number; bold?: boolean; color?: Rgb }): void {
  doc.setFont(INVOICE_FONT_FAMILY, style.bold ? 'bold' : 'normal')
  doc.setFontSize(style.size)
  doc.setTextColor(...(style.color ?? COLORS.text))
}

/**
 * The dark band at the top: the shop's name and tagline, its postal address, phone and e-mail, and on a tax invoice
 * the line that says under which GST registration it sells (`registrationLine`).
 */
export function drawShopHeader(doc: jsPDF, registrationLine?: string): void {
  doc.setFillColor(...COLORS.band)
  doc.rect(0, 0, PAGE_WIDTH, BAND_HEIGHT, 'F')

  applyTextStyle(doc, { size: 22, bold: true, color: COLORS.bandText })
  doc.text(SHOP_NAME, LEFT, 19)
  applyTextStyle(doc, { size: 9, color: COLORS.bandMuted })
  doc.text(SHOP_TAGLINE, LEFT, 26)
  if (registrationLine) {
    applyTextStyle(doc, { size: 9, bold: true, color: COLORS.bandText })
    doc.text(registrationLine, LEFT, 33)
  }

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

/** A bold title over wrapped lines; returns the y below the last line. */
export function drawBlock(doc: jsPDF, title: string, lines: string[], x: number, top: number): number {
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

/** The copyright line and "Page n of m" on every page, drawn last so that the page count is known. */
export function drawFooters(doc: jsPDF): void {
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

export function drawRule(doc: jsPDF, y: number, fromX = LEFT): void {
  doc.setDrawColor(...COLORS.rule)
  doc.setLineWidth(0.3)
  doc.line(fromX, y, RIGHT, y)
}
