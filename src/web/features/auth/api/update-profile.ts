import type { UpdateProfileInput, User } from '@common/schemas/auth'
import { api } from '../../../api/http-client'
import { readSuccessfulUser, unsuccessfulAnswer } from './auth-response'

export async function updateProfile(fields: UpdateProfileInput): Promise<User> {
  const body = await api.put<unknown>('/users/profile', fields)
  const user = readSuccessfulUser(body)
  if (!user) throw unsuccessfulAnswer(body, 'Failed to update profile')
  return user
}
