export function ProductsTab() {
  return <p className="py-10 text-slate-300">Products coming soon.</p>
}
