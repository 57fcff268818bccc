export function ProductPageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-8">
      <span className="sr-only">Loading product</span>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-2">
        <div className="aspect-square animate-pulse rounded-2xl bg-night-800" />
        <div className="space-y-4">
          <div className="h-5 w-32 animate-pulse rounded bg-night-700" />
          <div className="h-10 w-4/5 animate-pulse rounded bg-night-700" />
          <div className="h-5 w-40 animate-pulse rounded bg-night-700" />
          <div className="h-9 w-48 animate-pulse rounded bg-night-700" />
          <div className="h-24 w-full animate-pulse rounded bg-night-800" />
          <div className="h-12 w-full animate-pulse rounded-lg bg-night-800" />
        </div>
      </div>
    </div>
  )
}
