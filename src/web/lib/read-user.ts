import { USER_ROLES } from '@common/constants'
import type { User } from '@common/schemas/auth'

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isUserRole = (value: unknown): value is User['role'] =>
  (USER_ROLES as readonly unknown[]).includes(value)

/**
 * A user as the API sends it (or as it was stored), or null when the value is not one. The shared `userSchema`
 * describes the same shape; this reader checks it by hand because every page restores the session at start, and
 * zod would otherwise be part of the first download (read-user.test.ts holds the two together).
 */
export function readUser(value: unknown): User | null {
  if (!isRecord(value)) return null
  const { _id, name, email, role, profilePicture, isActive, createdAt, twoFactorEnabled } = value
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null
  if (!isUserRole(role) || typeof isActive !== 'boolean' || typeof createdAt !== 'string') return null
  if (profilePicture !== null && typeof profilePicture !== 'string') return null
  // A session stored before two-step sign-in existed has no flag: that account had it off.
  if (twoFactorEnabled !== undefined && typeof twoFactorEnabled !== 'boolean') return null
  return {
    _id,
    name,
    email,
    role,
    profilePicture,
    isActive,
    createdAt,
    twoFactorEnabled: twoFactorEnabled ?? false,
  }
}
