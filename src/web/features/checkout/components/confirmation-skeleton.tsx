/** The confirmation card's shape while the order details are read. */
export function ConfirmationSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-2xl px-4 py-14">
      <span className="sr-only">Loading your order confirmation</span>
      <div
        aria-hidden="true"
        className="animate-pulse rounded-2xl border border-white/10 bg-night-900/80 p-8"
      >
        <div className="mx-auto size-16 rounded-full bg-night-700" />
        <div className="mx-auto mt-6 h-8 w-2/3 rounded bg-night-700" />
        <div className="mx-auto mt-3 h-4 w-1/2 rounded bg-night-800" />
        <div className="mt-8 space-y-3">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-5 rounded bg-night-800" />
          ))}
        </div>
      </div>
    </div>
  )
}
