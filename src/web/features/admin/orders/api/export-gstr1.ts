import { api } from '../../../../api/http-client'

/** A month's invoices and credit notes are read and zipped at once: more than the usual 10 s allowance. */
const EXPORT_TIMEOUT_MS = 120_000

/** The client hands back a ZIP answer as a Blob (http-client's BINARY_ANSWER); anything else is no file. */
function readZip(body: unknown): Blob {
  if (body instanceof Blob) return body
  throw new Error('The server did not answer with a ZIP file')
}

/** GET /orders/export/gstr1?month=YYYY-MM (admins): the month's GSTR-1 sheets in a ZIP. */
export function getGstr1Zip(month: string): Promise<Blob> {
  return api.get(`/orders/export/gstr1?month=${encodeURIComponent(month)}`, readZip, {
    headers: { Accept: 'application/zip' },
    timeoutMs: EXPORT_TIMEOUT_MS,
  })
}
