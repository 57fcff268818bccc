import { INVOICE_NAME_CUT, INVOICE_NAME_LIMIT } from '@common/constants'

/** Item names longer than 35 characters are cut to 32 plus "..." so they fit the item column. */
export function truncateInvoiceItemName(name: string): string {
  return name.length > INVOICE_NAME_LIMIT ? `${name.slice(0, INVOICE_NAME_CUT)}...` : name
}

const invoiceDateFormatter = new Intl.DateTimeFormat('en-US', {
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
