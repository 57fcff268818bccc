import { lazy, Suspense, type ComponentType } from 'react'
import { Link } from 'react-router'
import { Plus } from 'lucide-react'
import type { AdminTab } from '@common/constants'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminHeadingClassName, adminPageClassName } from '../shared/components/admin-styles'
import { AdminTabs, adminPanelId, adminTabId } from '../shared/components/admin-tabs'
import { useAdminTab, useAvailableAdminTabs } from '../shared/hooks/use-admin-tab'
import { useUnhandledMessageCount } from '../messages/api/get-messages'
import { useWaitingReturnCount } from '../returns/api/get-returns'

// Each tab is its own chunk: the chart library loads with the dashboard tab only, never for another tab.
const TAB_PANELS: Record<AdminTab, ComponentType> = {
  dashboard: lazy(() => import('../dashboard/dashboard-tab').then((m) => ({ default: m.DashboardTab }))),
  products: lazy(() => import('../products/products-tab').then((m) => ({ default: m.ProductsTab }))),
  orders: lazy(() => import('../orders/orders-tab').then((m) => ({ default: m.OrdersTab }))),
  returns: lazy(() => import('../returns/returns-tab').then((m) => ({ default: m.ReturnsTab }))),
  users: lazy(() => import('../users/users-tab').then((m) => ({ default: m.UsersTab }))),
  messages: lazy(() => import('../messages/messages-tab').then((m) => ({ default: m.MessagesTab }))),
  discounts: lazy(() => import('../discounts/discounts-tab').then((m) => ({ default: m.DiscountsTab }))),
  settings: lazy(() => import('../settings/settings-tab').then((m) => ({ default: m.SettingsTab }))),
  activity: lazy(() => import('../activity/activity-tab').then((m) => ({ default: m.ActivityTab }))),
}

/** /admin: the heading, "Add New Product", and the tabs kept in `?tab=` (staff see only theirs). */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard')
  const { isAdmin } = useSession()
  const tabs = useAvailableAdminTabs()
  const [tab, selectTab] = useAdminTab()
  const unhandledMessages = useUnhandledMessageCount()
  // Returns are the admin's: the server refuses staff the list, so staff never ask for its count.
  const waitingReturns = useWaitingReturnCount({ enabled: isAdmin })
  const Panel = TAB_PANELS[tab]

  return (
    <section className={adminPageClassName}>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className={adminHeadingClassName}>Admin Dashboard</h1>
        <Link to="/admin/products/new" className={buttonClassName('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Product
        </Link>
      </header>

      <AdminTabs
        tabs={tabs}
        current={tab}
        onSelect={selectTab}
        badges={{ messages: unhandledMessages, returns: waitingReturns }}
      />

      <div
        role="tabpanel"
        id={adminPanelId(tab)}
        aria-labelledby={adminTabId(tab)}
        tabIndex={0}
        className="mt-6 focus-visible:outline-none"
      >
        <Suspense fallback={<Spinner label="Loading" />}>
          <Panel />
        </Suspense>
      </div>
    </section>
  )
}
