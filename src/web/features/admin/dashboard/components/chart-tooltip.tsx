import type { TooltipContentProps } from 'recharts'
import { formatRupees } from '@common/money'
import type { DailyFigure } from '@common/schemas/admin-stats'
import { formatLongDay } from '../daily-figures'

/** The hovered day's figures, on the dark theme (recharts' own tooltip is white). */
export function ChartTooltip({ active, payload }: TooltipContentProps) {
  const day = payload?.[0]?.payload as DailyFigure | undefined
  if (!active || !day) return null
  return (
    <div className="rounded-lg border border-white/15 bg-night-950/95 px-3 py-2 text-xs text-slate-200 shadow-xl">
      <p className="font-semibold text-white">{formatLongDay(day.date)}</p>
      <p className="mt-1">
        <span className="text-accent-300">Revenue:</span> {formatRupees(day.revenue)}
      </p>
      <p>
        <span className="text-accent-cyan-300">Orders:</span> {day.orders}
      </p>
    </div>
  )
}
