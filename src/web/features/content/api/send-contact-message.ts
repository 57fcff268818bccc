import type { ContactMessageInput } from '@common/schemas/messages'
import { api, ignoreAnswer } from '../../../api/http-client'

/** POST /messages/contact: the message is kept on the server and read in the admin area; the form shows its own thanks. */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await api.post('/messages/contact', input, ignoreAnswer)
}
