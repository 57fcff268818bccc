import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PackageOpen, PackageX, Undo2, type LucideIcon } from 'lucide-react'
import type { AdminStats } from '@common/schemas/admin-stats'

const countFormatter = new Intl.NumberFormat('en-IN')
const percentFormatter = new Intl.NumberFormat('en-IN', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** "5.2%" for 0.052; a dash when there is nothing to divide by (no order delivered or shipped in 30 days). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percentFormatter.format(rate)
}

/**
 * What comes back: the return requests waiting for a decision, and over the last 30 days the share of delivered orders
 * someone asked to return and of cash-on-delivery parcels refused at the door (returned to origin).
 */
export function ReturnFigures({ stats }: { stats: AdminStats }) {
  return (
    <section aria-labelledby="dashboard-returns-heading">
      <h2 id="dashboard-returns-heading" className="sr-only">
        Returns
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4 xl:grid-cols-3">
        <FigureCard
          title="Returns waiting"
          value={countFormatter.format(stats.returnsWaiting)}
          icon={PackageOpen}
        >
          <Link to="/admin?tab=returns&returnStatus=requested" className="text-accent-300 hover:underline">
            {stats.returnsWaiting === 1 ? 'Judge it in Returns' : 'Judge them in Returns'}
          </Link>
        </FigureCard>
        <FigureCard title="Return rate (30 days)" value={formatRate(stats.returnRate)} icon={Undo2}>
          {stats.returnRate === null
            ? 'No order delivered in 30 days'
            : 'Return requests per delivered order'}
        </FigureCard>
        <FigureCard title="Returned to origin (30 days)" value={formatRate(stats.rtoRate)} icon={PackageX}>
          {stats.rtoRate === null
            ? 'No cash-on-delivery order shipped in 30 days'
            : 'Cash-on-delivery parcels refused at the door'}
        </FigureCard>
      </div>
    </section>
  )
}

function FigureCard({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string
  value: string
  icon: LucideIcon
  children: ReactNode
}) {
  return (
    <article className="rounded-2xl border border-white/10 bg-night-900/70 p-4 shadow-lg shadow-black/20 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-sans text-sm font-medium text-slate-300">{title}</h3>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-accent-700 to-accent-violet-700 text-white">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight break-words text-white sm:text-3xl">{value}</p>
      <p className="mt-1.5 text-xs font-medium text-slate-400">{children}</p>
    </article>
  )
}
