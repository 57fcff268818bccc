import { useState } from 'react'
import { toast } from 'sonner'
import { isApiError } from '../../../../api/api-error'

/**
 * How a settings form saves: the server's refusal (or `failed`) shown in the form and as a toast, `saved`
 * as a toast once `save` succeeds.
 */
export function useSettingsSave(messages: { saved: string; failed: string }) {
  const [saveError, setSaveError] = useState<string | null>(null)

  async function runSave(save: () => Promise<void>): Promise<void> {
    setSaveError(null)
    try {
      await save()
      toast.success(messages.saved)
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || messages.failed
      setSaveError(message)
      toast.error(message)
    }
  }

  return { saveError, runSave }
}
