export function OrdersTab() {
  return <p className="py-10 text-slate-300">Orders coming soon.</p>
}
