import { CircleAlert } from 'lucide-react'
import { useAdminStats } from './api/get-admin-stats'
import { LowStockList } from './components/low-stock-list'
import { ReturnFigures } from './components/return-figures'
import { SalesChart } from './components/sales-chart'
import { StatCards } from './components/stat-cards'
import { TopSellersList } from './components/top-sellers-list'
import { DashboardSkeleton } from './components/dashboard-skeleton'

export const DASHBOARD_LOAD_ERROR = 'Failed to load dashboard statistics'

/**
 * The owner's morning view: totals against last month, what comes back, the last 30 days, what is running low, what
 * sells.
 */
export function DashboardTab() {
  const stats = useAdminStats()

  if (stats.isPending) return <DashboardSkeleton />
  if (stats.isError)
    return (
      <p role="alert" className="flex items-center gap-2 py-6 text-sm font-medium text-rose-300">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {DASHBOARD_LOAD_ERROR}
      </p>
    )

  const { data } = stats
  return (
    <div className="space-y-4 sm:space-y-6">
      <StatCards stats={data} />
      <ReturnFigures stats={data} />
      <SalesChart daily={data.daily} />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <LowStockList products={data.lowStock} />
        <TopSellersList sellers={data.topSellers} />
      </div>
    </div>
  )
}
