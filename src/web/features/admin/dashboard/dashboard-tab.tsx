export function DashboardTab() {
  return <p className="py-10 text-slate-300">Dashboard coming soon.</p>
}
