import type { UpdateProfileInput, User } from '@common/schemas/auth'
import { api } from '../../../api/http-client'
import { profileReader } from './auth-response'

const readUpdatedProfile = profileReader('Failed to update profile')

export function updateProfile(fields: UpdateProfileInput): Promise<User> {
  return api.put('/users/profile', fields, readUpdatedProfile)
}
