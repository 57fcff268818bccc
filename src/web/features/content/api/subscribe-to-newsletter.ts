import {
  subscribeResponseSchema,
  type NewsletterInput,
  type SubscribeResponse,
} from '@common/schemas/messages'
import { api } from '../../../api/http-client'

export type SubscribeAnswer = SubscribeResponse

/** POST /newsletter/subscribe: an address already on the list is not an error, the answer says so. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<SubscribeAnswer> {
  return api.post('/newsletter/subscribe', input, subscribeResponseSchema)
}
