import { Navigate, Outlet } from 'react-router'
import { TwoFactorSetupGate } from './shared/components/two-factor-setup-gate'

/*
 * The admin area's pages, loaded as their own chunk through route `lazy`: shoppers never download them.
 */

export { AdminDashboardPage } from './pages/admin-dashboard-page'
export { AdminNewProductPage, AdminEditProductPage } from './product-form/product-form-page'
export { AdminOrderDetailPage } from './orders/order-detail-page'
export { AdminUserDetailPage } from './users/user-detail-page'

/** "Back to Products" leads here: the dashboard with its products tab open. */
export function AdminProductsPage() {
  return <Navigate to="/admin?tab=products" replace />
}

/** Wraps every admin page: a person who must set up two-step sign-in first is told so, once, with the way there. */
export function AdminAreaLayout() {
  return (
    <TwoFactorSetupGate>
      <Outlet />
    </TwoFactorSetupGate>
  )
}
