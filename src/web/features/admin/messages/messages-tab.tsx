export function MessagesTab() {
  return <p className="py-10 text-slate-300">Messages coming soon.</p>
}
