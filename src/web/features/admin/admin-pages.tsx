import { PagePlaceholder } from '../../components/ui/page-placeholder'

/*
 * The admin area, loaded as its own chunk through route `lazy`: shoppers never download it.
 * Each screen is specified in checkout-and-admin.md and replaces its placeholder when built.
 */

export function AdminDashboardPage() {
  return <PagePlaceholder title="Admin Dashboard" />
}

export function AdminProductsPage() {
  return <PagePlaceholder title="Manage Products" />
}

export function AdminNewProductPage() {
  return <PagePlaceholder title="Add New Product" />
}

export function AdminEditProductPage() {
  return <PagePlaceholder title="Edit Product" />
}

export function AdminOrderDetailPage() {
  return <PagePlaceholder title="Order Details" />
}

export function AdminUserDetailPage() {
  return <PagePlaceholder title="User Details" />
}
