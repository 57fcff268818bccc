import { useId, useState } from 'react'
import { Table2 } from 'lucide-react'
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatRupees } from '@common/money'
import type { DailyFigure } from '@common/schemas/admin-stats'
import { Button } from '../../../../components/ui/button'
import { adminPanelClassName } from '../../shared/components/admin-styles'
import { formatCompactRupees, formatLongDay, formatShortDay, summarizeDailyFigures } from '../daily-figures'
import { ChartTooltip } from './chart-tooltip'
import { DailyFiguresTable } from './daily-figures-table'

// The theme's accent pink and cyan (styles.css): both above 7:1 on the night background.
const REVENUE_COLOUR = '#f472b6'
const ORDERS_COLOUR = '#67e8f9'
const AXIS_TEXT = { fill: '#94a3b8', fontSize: 12 }
const AXIS_LINE = 'rgba(255, 255, 255, 0.15)'

function ordersText(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`
}

/**
 * Revenue (bars, ₹ on the left) and orders (line, on the right) per day. The drawing is for the eye;
 * the written summary and the figures table carry the same numbers for everyone else.
 */
export function SalesChart({ daily }: { daily: readonly DailyFigure[] }) {
  const headingId = useId()
  const tableId = useId()
  const [isTableShown, setIsTableShown] = useState(false)
  const summary = summarizeDailyFigures(daily)

  return (
    <section aria-labelledby={headingId} className={adminPanelClassName}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-sans text-lg font-bold text-white">
            Revenue and orders, last {daily.length} days
          </h2>
          <p className="mt-1 text-sm text-slate-300">
            {formatRupees(summary.revenue)} paid, {ordersText(summary.orders)} placed
            {summary.bestDay
              ? `; best day ${formatLongDay(summary.bestDay.date)} with ${formatRupees(summary.bestDay.revenue)}.`
              : '.'}
          </p>
        </div>
        <Button
          variant="ghost"
          aria-pressed={isTableShown}
          aria-controls={tableId}
          onClick={() => setIsTableShown((shown) => !shown)}
          className="ring-1 ring-inset ring-white/15"
        >
          <Table2 aria-hidden="true" className="size-4" />
          {isTableShown ? 'Hide table' : 'Show table'}
        </Button>
      </div>

      <div aria-hidden="true" className="mt-4 flex flex-wrap gap-4 text-xs text-slate-300">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ backgroundColor: REVENUE_COLOUR }} />
          Revenue (₹)
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded" style={{ backgroundColor: ORDERS_COLOUR }} />
          Orders
        </span>
      </div>

      <div aria-hidden="true" className="mt-2 h-64 sm:h-72">
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
          <ComposedChart
            data={[...daily]}
            margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="rgba(255, 255, 255, 0.08)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={formatShortDay}
              tick={AXIS_TEXT}
              stroke={AXIS_LINE}
              tickLine={false}
              minTickGap={20}
            />
            <YAxis
              yAxisId="revenue"
              tickFormatter={formatCompactRupees}
              tick={AXIS_TEXT}
              stroke={AXIS_LINE}
              tickLine={false}
              width={52}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={AXIS_TEXT}
              stroke={AXIS_LINE}
              tickLine={false}
              width={32}
            />
            <Tooltip content={ChartTooltip} cursor={{ fill: 'rgba(255, 255, 255, 0.06)' }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              fill={REVENUE_COLOUR}
              radius={[3, 3, 0, 0]}
              maxBarSize={18}
            />
            <Line
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              type="monotone"
              stroke={ORDERS_COLOUR}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>

      <DailyFiguresTable id={tableId} daily={daily} isVisible={isTableShown} />
    </section>
  )
}
