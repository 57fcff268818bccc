import type { User } from '@common/schemas/auth'

const pill = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset'

export function UserRoleBadge({ role }: { role: User['role'] }) {
  if (role === 'admin')
    return <span className={`${pill} bg-accent-violet-700/30 text-violet-200 ring-violet-300/30`}>Admin</span>
  if (role === 'staff')
    return <span className={`${pill} bg-sky-500/15 text-sky-200 ring-sky-300/30`}>Staff</span>
  return <span className={`${pill} bg-white/5 text-slate-200 ring-white/15`}>User</span>
}

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <span className={`${pill} bg-emerald-500/15 text-emerald-300 ring-emerald-400/30`}>Active</span>
  ) : (
    <span className={`${pill} bg-rose-500/15 text-rose-300 ring-rose-400/30`}>Inactive</span>
  )
}

/** Marks the signed-in admin's own account, which the server will not let them demote or deactivate. */
export function YouBadge() {
  return (
    <span className={`${pill} bg-accent-cyan-300/10 text-accent-cyan-300 ring-accent-cyan-300/30`}>You</span>
  )
}
