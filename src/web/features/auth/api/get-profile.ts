import type { User } from '@common/schemas/auth'
import { api } from '../../../api/http-client'
import { profileReader } from './auth-response'

const readProfile = profileReader('Please sign in')

export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get('/users/profile', readProfile, { signal })
}
