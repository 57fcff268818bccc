import { describe, expect, it } from 'vitest'
import { userSchema } from '@common/schemas/auth'
import { readUser } from './read-user'

const user = {
  _id: '6500000000000000000000a1',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'user',
  profilePicture: null,
  isActive: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  twoFactorEnabled: false,
}

const candidates: [string, unknown][] = [
  ['a user', user],
  ['an admin with a picture', { ...user, role: 'admin', profilePicture: '/media/a.webp' }],
  ['a user with extra fields', { ...user, token: 'secret', password: 'x' }],
  ['an unknown role', { ...user, role: 'owner' }],
  ['no id', { ...user, _id: undefined }],
  ['a numeric name', { ...user, name: 42 }],
  ['isActive as text', { ...user, isActive: 'true' }],
  ['no createdAt', { ...user, createdAt: undefined }],
  ['a missing picture field', { ...user, profilePicture: undefined }],
  ['a numeric picture', { ...user, profilePicture: 7 }],
  ['two-step sign-in on', { ...user, twoFactorEnabled: true }],
  ['the two-step flag as text', { ...user, twoFactorEnabled: 'true' }],
  ['null', null],
  ['a list', [user]],
  ['text', 'user'],
]

describe('reading a user without zod', () => {
  it.each(candidates)('agrees with the shared user schema on %s', (_name, value) => {
    const parsed = userSchema.safeParse(value)
    expect(readUser(value)).toEqual(parsed.success ? parsed.data : null)
  })

  it('reads a session stored before two-step sign-in existed as having it off', () => {
    const { twoFactorEnabled: _absent, ...storedEarlier } = user
    expect(readUser(storedEarlier)).toEqual({ ...user, twoFactorEnabled: false })
  })

  it('keeps only the fields of a user', () => {
    expect(readUser({ ...user, token: 'secret' })).toEqual(user)
  })
})
