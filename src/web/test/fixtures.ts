import type { User } from '@common/schemas/auth'

export const shopper: User = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Asha Verma',
  email: 'asha@example.com',
  role: 'user',
  profilePicture: null,
  isActive: true,
  createdAt: '2025-01-15T10:00:00.000Z',
  twoFactorEnabled: false,
}

export const admin: User = {
  ...shopper,
  _id: '64b7f0c2a1b2c3d4e5f60719',
  name: 'Shop Admin',
  email: 'admin@example.com',
  role: 'admin',
}

export function storeSignedInUser(user: User, token = 'stored-token'): void {
  localStorage.setItem('token', token)
  localStorage.setItem('user', JSON.stringify(user))
}
