import { useMutation } from '@tanstack/react-query'
import { eraseAccountResponseSchema, type EraseAccountInput } from '@common/schemas/personal-data'
import { api } from '../../../api/http-client'

/**
 * POST /users/me/delete: erases the account once the password is given again; answers the server's
 * confirmation. The server has ended every sign-in and cleared the refresh cookie; the caller ends the session
 * on this device.
 */
export async function deleteAccount(input: EraseAccountInput): Promise<string> {
  const answer = await api.post('/users/me/delete', input, eraseAccountResponseSchema)
  return answer.message
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
