import { IndianRupee, Package, ShoppingBag, Users } from 'lucide-react'
import { formatRupees } from '@common/money'
import type { AdminStats } from '@common/schemas/admin-stats'
import { StatCard } from './stat-card'

const countFormatter = new Intl.NumberFormat('en-IN')

/** Total Sales, Products, Customers and Orders: two per row on a phone, four on a wide screen. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <section aria-labelledby="dashboard-totals-heading">
      <h2 id="dashboard-totals-heading" className="sr-only">
        Totals
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        <StatCard
          title="Total Sales"
          value={formatRupees(stats.totalSales)}
          icon={IndianRupee}
          growth={stats.growth.sales}
          subject="sales"
        />
        <StatCard
          title="Products"
          value={countFormatter.format(stats.totalProducts)}
          icon={Package}
          growth={stats.growth.products}
          subject="products"
        />
        <StatCard
          title="Customers"
          value={countFormatter.format(stats.totalUsers)}
          icon={Users}
          growth={stats.growth.users}
          subject="customers"
        />
        <StatCard
          title="Orders"
          value={countFormatter.format(stats.totalOrders)}
          icon={ShoppingBag}
          growth={stats.growth.orders}
          subject="orders"
        />
      </div>
    </section>
  )
}
