import { useMutation } from '@tanstack/react-query'
import type { SupportRequestInput } from '@common/schemas/messages'
import { api, ignoreAnswer } from '../../../api/http-client'

/** POST /messages/support: kept on the server, linked to the signed-in customer. The form shows its own thanks. */
export async function sendSupportRequest(input: SupportRequestInput): Promise<void> {
  await api.post('/messages/support', input, ignoreAnswer)
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest })
}
