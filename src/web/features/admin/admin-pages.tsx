import { Navigate, Outlet } from 'react-router'
import { useSession } from '../../lib/session-context'
import { AdminEditProductPage as EditProductPage } from './product-form/product-form-page'
import { ProductRafflesSection } from './raffles/product-raffles-section'
import { TwoFactorSetupGate } from './shared/components/two-factor-setup-gate'

/*
 * The admin area's pages, loaded as their own chunk through route `lazy`: shoppers never download them.
 */

export { AdminDashboardPage } from './pages/admin-dashboard-page'
export { AdminNewProductPage } from './product-form/product-form-page'
export { AdminOrderDetailPage } from './orders/order-detail-page'
export { AdminUserDetailPage } from './users/user-detail-page'
export { AdminRafflesPage } from './raffles/raffles-page'
export { AdminRaffleDetailPage } from './raffles/raffle-detail-page'

/**
 * /admin/products/edit/:id: the product form and its stock history, then the product's raffles. Raffles are the
 * admin's (staff edit products, but the server keeps raffles to the admin), so staff see the page without them.
 */
export function AdminEditProductPage() {
  const { isAdmin } = useSession()
  return (
    <EditProductPage
      moreSections={
        isAdmin
          ? (product) => (
              <ProductRafflesSection
                productId={product._id}
                stock={product.stock}
                variants={product.variants}
              />
            )
          : undefined
      }
    />
  )
}

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
