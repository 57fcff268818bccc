import { INVOICE_NAME_CUT, INVOICE_NAME_LIMIT } from '@common/constants'

/** Item names longer than 35 characters are cut to 32 plus "..." so they fit the item column. */
export function truncateInvoiceItemName(name: string): string {
  return name.length > INVOICE_NAME_LIMIT ? `${name.slice(0, INVOICE_NAME_CUT)}...` : name
}

// The shop's days are Indian days (its financial year and invoice numbers follow them), wherever the buyer is.
const invoiceDateFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})

/** "March 9, 2025"; an unreadable date falls back to the text as stored rather than "Invalid Date". */
export function formatInvoiceDate(isoDate: string): string {
  const date = new Date(isoDate)
  return Number.isNaN(date.getTime()) ? isoDate : invoiceDateFormatter.format(date)
}

/** "cod" → "Cod", "COD" stays "COD": only the first letter changes. */
export function capitalizeFirstLetter(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function invoiceFileName(orderId: string): string {
  return `invoice-${orderId}.pdf`
}

/** "credit-note-AV-CN-2026-27-000001.pdf": the credit note's number, its slashes made dashes. */
export function creditNoteFileName(creditNoteNumber: string): string {
  return `credit-note-${creditNoteNumber.replace(/[^\w.-]+/g, '-')}.pdf`
}

const invoiceAmountFormatter = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "1,24,999.50": rupees in the Indian format with 2 decimals and no sign, for the tax invoice's narrow columns. */
export function formatInvoiceAmount(rupees: number): string {
  return invoiceAmountFormatter.format(rupees)
}

/** "18%", "0%". */
export function formatGstRate(rate: number): string {
  return `${rate}%`
}

/** "Karnataka (29)": a state as a tax invoice names it, with its GST state code when known. */
export function formatStateWithCode(state: string, code: string | undefined): string {
  return code ? `${state} (${code})` : state
}
