const pulse = 'animate-pulse rounded-2xl border border-white/5 bg-night-900/70'

/** The dashboard's shape while the figures load, so nothing jumps when they arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4 sm:space-y-6">
      <span className="sr-only">Loading dashboard statistics</span>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className={`${pulse} h-32`} />
        ))}
      </div>
      <div className={`${pulse} h-96`} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <div className={`${pulse} h-64`} />
        <div className={`${pulse} h-64`} />
      </div>
    </div>
  )
}
