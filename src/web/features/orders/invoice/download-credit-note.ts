import type { CreditNoteOrder, CreditNoteRefund } from './credit-note-document'
import { creditNoteFileName } from './invoice-format'

/** What the order pages (the shopper's and the admin's, composed in app/) call to save a refund's credit note. */
export type DownloadCreditNote = (order: CreditNoteOrder, refund: CreditNoteRefund) => Promise<void>

/**
 * Builds a refund's GST credit note and hands it to the browser as `credit-note-AV-CN-2026-27-000001.pdf`. As for the
 * invoice, jsPDF, the fonts and the layout are loaded here, on demand, so none of them are in the main bundle.
 */
export const downloadCreditNote: DownloadCreditNote = async (order, refund) => {
  const [{ jsPDF }, { loadInvoiceFonts }, { buildCreditNoteDocument }] = await Promise.all([
    import('jspdf'),
    import('./invoice-fonts'),
    import('./credit-note-document'),
  ])
  const fonts = await loadInvoiceFonts()
  const doc = buildCreditNoteDocument(jsPDF, fonts, { order, refund })
  doc.save(creditNoteFileName(refund.creditNoteNumber))
}
