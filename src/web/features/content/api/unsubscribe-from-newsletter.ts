import {
  unsubscribeResponseSchema,
  type NewsletterInput,
  type UnsubscribeResponse,
} from '@common/schemas/messages'
import { api } from '../../../api/http-client'

/** POST /newsletter/unsubscribe: 404 when the address is not on the list. */
export function unsubscribeFromNewsletter(
  input: NewsletterInput,
  signal?: AbortSignal,
): Promise<UnsubscribeResponse> {
  return api.post(
    '/newsletter/unsubscribe',
    input,
    unsubscribeResponseSchema,
    signal ? { signal } : undefined,
  )
}
