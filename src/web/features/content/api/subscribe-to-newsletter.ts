import type { NewsletterInput } from '@common/schemas/messages'
import { api } from '../../../api/http-client'

export interface SubscribeAnswer {
  success: true
  alreadySubscribed: boolean
  message: string
}

/** POST /newsletter/subscribe: an address already on the list is not an error, the answer says so. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<SubscribeAnswer> {
  return api.post<SubscribeAnswer>('/newsletter/subscribe', input)
}
