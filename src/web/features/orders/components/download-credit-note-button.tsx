import { useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import type { Order, Refund } from '@common/schemas/order'
import { Button } from '../../../components/ui/button'
import { downloadCreditNote } from '../invoice/download-credit-note'

export const CREDIT_NOTE_FAILED_MESSAGE = 'Failed to generate credit note. Please try again.'
export const CREDIT_NOTE_DOWNLOADED_MESSAGE = 'Credit note downloaded successfully.'

/**
 * Makes a refund's GST credit note in the browser, like the invoice; the PDF library is fetched on the first click.
 * With several refunds the button shows which credit note it is.
 */
export function DownloadCreditNoteButton({
  order,
  refund,
  showNumber = false,
}: {
  order: Order
  refund: Refund
  showNumber?: boolean
}) {
  const [isGenerating, setIsGenerating] = useState(false)

  const download = async () => {
    setIsGenerating(true)
    try {
      await downloadCreditNote(order, refund)
      toast.success(CREDIT_NOTE_DOWNLOADED_MESSAGE)
    } catch (error) {
      console.error('Credit note generation failed', error)
      toast.error(CREDIT_NOTE_FAILED_MESSAGE)
    } finally {
      setIsGenerating(false)
    }
  }

  return (
    <Button
      variant="ghost"
      onClick={download}
      disabled={isGenerating}
      aria-busy={isGenerating}
      className="ring-1 ring-white/15 ring-inset"
    >
      {isGenerating ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Credit Note{' '}
      <span className={showNumber ? 'font-mono text-xs text-slate-300' : 'sr-only'}>
        {refund.creditNoteNumber}
      </span>
    </Button>
  )
}
