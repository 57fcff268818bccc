import { useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import type { User } from '@common/schemas/auth'
import type { Order } from '@common/schemas/order'
import { Button } from '../../../components/ui/button'
import { downloadInvoice } from '../invoice/download-invoice'

export const INVOICE_MISSING_INFO_MESSAGE = 'User or order information not available'
export const INVOICE_FAILED_MESSAGE = 'Failed to generate invoice. Please try again.'
export const INVOICE_DOWNLOADED_MESSAGE = 'Invoice downloaded successfully.'

/** Makes the invoice PDF in the browser; the PDF library is fetched on the first click only. */
export function DownloadInvoiceButton({ order, user }: { order: Order | null; user: User | null }) {
  const [isGenerating, setIsGenerating] = useState(false)

  const download = async () => {
    if (!order || !user) {
      toast.error(INVOICE_MISSING_INFO_MESSAGE)
      return
    }
    setIsGenerating(true)
    try {
      await downloadInvoice(order, { name: user.name, email: user.email })
      toast.success(INVOICE_DOWNLOADED_MESSAGE)
    } catch (error) {
      console.error('Invoice generation failed', error)
      toast.error(INVOICE_FAILED_MESSAGE)
    } finally {
      setIsGenerating(false)
    }
  }

  return (
    <Button onClick={download} disabled={isGenerating} aria-busy={isGenerating}>
      {isGenerating ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Download Invoice
    </Button>
  )
}
