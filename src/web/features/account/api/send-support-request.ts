import { useMutation } from '@tanstack/react-query'
import type { SupportRequestInput } from '@common/schemas/messages'
import { api } from '../../../api/http-client'

/** POST /messages/support: kept on the server, linked to the signed-in customer. */
export async function sendSupportRequest(input: SupportRequestInput): Promise<void> {
  await api.post<unknown>('/messages/support', input)
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest })
}
