export function UsersTab() {
  return <p className="py-10 text-slate-300">Users coming soon.</p>
}
