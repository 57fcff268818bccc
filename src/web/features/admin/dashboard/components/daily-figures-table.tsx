import { formatRupees } from '@common/money'
import type { DailyFigure } from '@common/schemas/admin-stats'
import { adminTableCellClassName, adminTableHeadCellClassName } from '../../shared/components/admin-styles'
import { formatLongDay } from '../daily-figures'

interface DailyFiguresTableProps {
  id: string
  daily: readonly DailyFigure[]
  /** Shown on screen; otherwise it is still read out, so screen-reader users always get the numbers. */
  isVisible: boolean
}

/** The chart's numbers as a table, newest day first. */
export function DailyFiguresTable({ id, daily, isVisible }: DailyFiguresTableProps) {
  const newestFirst = [...daily].reverse()
  return (
    <div
      id={id}
      // Shown, it scrolls inside a box of its own: keyboard users must be able to focus it to scroll it.
      tabIndex={isVisible ? 0 : undefined}
      className={isVisible ? 'mt-4 max-h-80 overflow-y-auto rounded-lg border border-white/10' : 'sr-only'}
    >
      <table className="w-full border-collapse text-left text-sm text-slate-200">
        <caption className="sr-only">Revenue and orders per day, last {daily.length} days</caption>
        <thead className="sticky top-0 bg-night-900">
          <tr>
            <th scope="col" className={adminTableHeadCellClassName}>
              Day
            </th>
            <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
              Revenue
            </th>
            <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
              Orders
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${adminTableCellClassName} font-normal`}>
                {formatLongDay(day.date)}
              </th>
              <td className={`${adminTableCellClassName} text-right tabular-nums`}>
                {formatRupees(day.revenue)}
              </td>
              <td className={`${adminTableCellClassName} text-right tabular-nums`}>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
