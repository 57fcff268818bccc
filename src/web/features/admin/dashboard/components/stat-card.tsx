import type { LucideIcon } from 'lucide-react'
import { Minus, TrendingDown, TrendingUp } from 'lucide-react'
import type { MonthGrowth } from '@common/schemas/admin-stats'
import { formatGrowthCaption, growthTrend, type GrowthSubject, type GrowthTrend } from '../growth-caption'

const TREND_STYLES: Record<GrowthTrend, { className: string; icon: LucideIcon | null }> = {
  up: { className: 'text-emerald-300', icon: TrendingUp },
  down: { className: 'text-rose-300', icon: TrendingDown },
  flat: { className: 'text-slate-400', icon: Minus },
  unknown: { className: 'text-slate-400', icon: null },
}

interface StatCardProps {
  title: string
  value: string
  icon: LucideIcon
  growth: MonthGrowth
  subject: GrowthSubject
}

/** One headline figure with how it moved against last month. */
export function StatCard({ title, value, icon: Icon, growth, subject }: StatCardProps) {
  const trend = TREND_STYLES[growthTrend(growth)]
  const TrendIcon = trend.icon
  return (
    <article className="rounded-2xl border border-white/10 bg-night-900/70 p-4 shadow-lg shadow-black/20 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-sans text-sm font-medium text-slate-300">{title}</h3>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-accent-700 to-accent-violet-700 text-white">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight break-words text-white sm:text-3xl">{value}</p>
      <p className={`mt-1.5 flex items-center gap-1.5 text-xs font-medium ${trend.className}`}>
        {TrendIcon && <TrendIcon aria-hidden="true" className="size-3.5 shrink-0" />}
        {formatGrowthCaption(growth, subject)}
      </p>
    </article>
  )
}
