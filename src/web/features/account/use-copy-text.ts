import { useEffect, useState } from 'react'
import { COPIED_LABEL_MS } from '@common/constants'

export type CopyOutcome = 'idle' | 'copied' | 'failed'

/**
 * Copies text to the clipboard and says how it went: 'copied' for COPIED_LABEL_MS, or 'failed' (no clipboard in
 * this browser, or permission refused) until the next try, so the screen can offer another way.
 */
export function useCopyText(): { outcome: CopyOutcome; copy: (text: string) => Promise<void> } {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle')

  useEffect(() => {
    if (outcome !== 'copied') return
    const timer = setTimeout(() => setOutcome('idle'), COPIED_LABEL_MS)
    return () => clearTimeout(timer)
  }, [outcome])

  const copy = async (text: string) => {
    try {
      // Absent outside a secure context (http on a phone on the local network): that is a failure too.
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard')
      await navigator.clipboard.writeText(text)
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }

  return { outcome, copy }
}
