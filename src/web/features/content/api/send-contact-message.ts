import type { ContactMessageInput } from '@common/schemas/messages'
import { api } from '../../../api/http-client'

/** POST /messages/contact: the message is kept on the server and read in the admin area. */
export function sendContactMessage(input: ContactMessageInput): Promise<{ success: true; message: string }> {
  return api.post('/messages/contact', input)
}
