/** The users screens' texts, word for word as the shop's requirements give them (tests check them). */

export const USERS_LOAD_FAILED = 'Failed to load users'
export const NO_USERS_FOUND = 'No users found'
export const USER_STATUS_FAILED = 'Failed to update user status'
export const USER_ROLE_FAILED = 'Failed to update user role'
export const USER_DEACTIVATED = 'User deactivated successfully'
export const USER_ACTIVATED = 'User activated successfully'
export const USER_NOT_FOUND = 'User not found'

export function userRoleUpdatedMessage(role: string): string {
  return `User role updated to ${role}`
}
