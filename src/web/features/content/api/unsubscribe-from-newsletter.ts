import type { NewsletterInput } from '@common/schemas/messages'
import { api } from '../../../api/http-client'

/** POST /newsletter/unsubscribe: 404 when the address is not on the list. */
export function unsubscribeFromNewsletter(
  input: NewsletterInput,
  signal?: AbortSignal,
): Promise<{ success: true; message: string }> {
  return api.post('/newsletter/unsubscribe', input, signal ? { signal } : undefined)
}
