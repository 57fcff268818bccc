import type { User } from '@common/schemas/auth'
import { api } from '../../../api/http-client'
import { readSuccessfulUser, unsuccessfulAnswer } from './auth-response'

export async function getProfile(signal?: AbortSignal): Promise<User> {
  const body = await api.get<unknown>('/users/profile', { signal })
  const user = readSuccessfulUser(body)
  if (!user) throw unsuccessfulAnswer(body, 'Please sign in')
  return user
}
