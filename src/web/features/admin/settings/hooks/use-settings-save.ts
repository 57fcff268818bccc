import { useState } from 'react'
import { toast } from 'sonner'
import { isApiError } from '../../../../api/api-error'

/**
 * Shows a refused input's message under its field: `field` is the one the server named (or undefined); answers
 * whether it did, so the form-level alert is left for what no field explains.
 */
export type ShowFieldError = (field: string | undefined, message: string) => boolean

/**
 * How a settings form saves: the server's refusal (or `failed`) shown in the form and as a toast, `saved`
 * as a toast once `save` succeeds. With `showFieldError`, a refused input (400) goes under its field instead.
 */
export function useSettingsSave(
  messages: { saved: string; failed: string },
  showFieldError?: ShowFieldError,
) {
  const [saveError, setSaveError] = useState<string | null>(null)

  async function runSave(save: () => Promise<void>): Promise<void> {
    setSaveError(null)
    try {
      await save()
      toast.success(messages.saved)
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || messages.failed
      const isFieldError =
        isApiError(error) && error.status === 400 && showFieldError?.(error.serverField, message) === true
      if (!isFieldError) setSaveError(message)
      toast.error(message)
    }
  }

  return { saveError, runSave }
}
