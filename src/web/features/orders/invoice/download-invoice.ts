import type { InvoiceCustomer, InvoiceOrder } from './invoice-document'
import { invoiceFileName } from './invoice-format'

/**
 * Builds the invoice and hands it to the browser as `invoice-{orderId}.pdf`. jsPDF, the fonts and the
 * layout are all loaded here, on demand, so none of them are in the main bundle.
 */
export async function downloadInvoice(order: InvoiceOrder, customer: InvoiceCustomer): Promise<void> {
  const [{ jsPDF }, { loadInvoiceFonts }, { buildInvoiceDocument }] = await Promise.all([
    import('jspdf'),
    import('./invoice-fonts'),
    import('./invoice-document'),
  ])
  const fonts = await loadInvoiceFonts()
  const doc = buildInvoiceDocument(jsPDF, fonts, { order, customer })
  doc.save(invoiceFileName(order._id))
}
