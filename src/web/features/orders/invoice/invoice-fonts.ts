import dejaVuSansBoldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url'
import dejaVuSansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'
import type { InvoiceFonts } from './invoice-document'

/*
 * Only ever imported dynamically, at the moment of a download: the fonts are about 1.4 MB, so shoppers
 * who never ask for an invoice never fetch them. The files are plain static assets, not API calls.
 */

let fontsInFlight: Promise<InvoiceFonts> | null = null

export function loadInvoiceFonts(): Promise<InvoiceFonts> {
  fontsInFlight ??= Promise.all([fetchFont(dejaVuSansUrl), fetchFont(dejaVuSansBoldUrl)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      // A failed fetch must not be remembered: the next click tries again.
      fontsInFlight = null
      throw error
    })
  return fontsInFlight
}

async function fetchFont(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load the invoice font (${response.status})`)
  return new Uint8Array(await response.arrayBuffer())
}
