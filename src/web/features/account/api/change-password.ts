import { useMutation } from '@tanstack/react-query'
import { changePasswordResponseSchema, type ChangePasswordInput } from '@common/schemas/auth'
import { api } from '../../../api/http-client'

/**
 * PUT /users/password: answers the server's confirmation. The server ends the account's other sign-ins and keeps
 * this one, so nothing changes in the session here.
 */
export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const answer = await api.put('/users/password', input, changePasswordResponseSchema)
  return answer.message
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
