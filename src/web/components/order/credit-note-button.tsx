import { useState } from 'react'
import { Download, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import type { Refund } from '@common/schemas/order'
import { Button } from '../ui/button'

export const CREDIT_NOTE_FAILED_MESSAGE = 'Failed to generate credit note. Please try again.'
export const CREDIT_NOTE_DOWNLOADED_MESSAGE = 'Credit note downloaded successfully.'

/**
 * Saves a refund's GST credit note, made in the browser by `download` (the shopper's and the admin's screens hand
 * in the same PDF code, whose library is fetched on the first click). Its number is read out, or shown with
 * `showNumber` when there are several.
 */
export function CreditNoteButton({
  refund,
  download,
  label = 'Credit Note',
  showNumber = false,
  className = '',
}: {
  refund: Refund
  download: () => Promise<void>
  label?: string
  showNumber?: boolean
  className?: string
}) {
  const [isGenerating, setIsGenerating] = useState(false)

  const save = async () => {
    setIsGenerating(true)
    try {
      await download()
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
      onClick={save}
      disabled={isGenerating}
      aria-busy={isGenerating}
      className={`ring-1 ring-white/15 ring-inset ${className}`}
    >
      {isGenerating ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}{' '}
      <span className={showNumber ? 'font-mono text-xs text-slate-300' : 'sr-only'}>
        {refund.creditNoteNumber}
      </span>
    </Button>
  )
}
