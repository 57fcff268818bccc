import type { User } from '@common/schemas/auth'

/** Only a path on this site: one leading '/', never '//' or '/\' which browsers read as another host. */
export function toSafeReturnPath(candidate: string | null | undefined): string | undefined {
  if (!candidate || !/^\/(?![/\\])/.test(candidate)) return undefined
  return candidate
}

/**
 * Where sign-in or sign-up leads: admins to /admin, staff to the orders they run, others back to returnTo (or
 * redirect), else home.
 */
export function resolvePostAuthPath(user: Pick<User, 'role'>, searchParams: URLSearchParams): string {
  if (user.role === 'admin') return '/admin'
  if (user.role === 'staff') return '/admin?tab=orders'
  return readReturnTo(searchParams) ?? '/'
}

/** The returnTo to carry over when moving between /login and /signup. */
export function readReturnTo(searchParams: URLSearchParams): string | undefined {
  return toSafeReturnPath(searchParams.get('returnTo')) ?? toSafeReturnPath(searchParams.get('redirect'))
}
