import type { RouteObject } from 'react-router'
import type * as AdminPages from '../features/admin/admin-pages'
import { PagePlaceholder } from '../components/ui/page-placeholder'
import { Spinner } from '../components/ui/spinner'
import { LoginPage } from '../features/auth/pages/login-page'
import { SignUpPage } from '../features/auth/pages/sign-up-page'
import { NotFoundPage } from '../features/content/pages/not-found-page'
import { RequireAdmin } from './guards/require-admin'
import { RequireUser } from './guards/require-user'
import { RootLayout } from './layout/root-layout'
import { RouteErrorPage } from './route-error-page'

function lazyAdminPage(pageName: keyof typeof AdminPages): RouteObject['lazy'] {
  return async () => {
    const pages = await import('../features/admin/admin-pages')
    return { Component: pages[pageName] }
  }
}

const placeholder = (title: string) => <PagePlaceholder title={title} />

/** Every route of storefront.md §2.1 and checkout-and-admin.md §2, under one layout. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: placeholder('Home') },
      { path: 'collections', element: placeholder('Collections') },
      { path: 'collections/:category', element: placeholder('Collection') },
      { path: 'product/:id', element: placeholder('Product') },
      { path: 'products/:id', element: placeholder('Product') },
      { path: 'contact', element: placeholder('Contact Us') },
      { path: 'about', element: placeholder('About Us') },
      { path: 'shipping', element: placeholder('Shipping Policy') },
      { path: 'privacy', element: placeholder('Privacy Policy') },
      { path: 'terms', element: placeholder('Terms of Service') },
      { path: 'coming-soon/:category', element: placeholder('Coming Soon') },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'register', element: <SignUpPage /> },
      { path: 'cart', element: placeholder('Cart') },
      {
        element: <RequireUser />,
        children: [
          { path: 'profile', element: placeholder('My Profile') },
          { path: 'orders', element: placeholder('My Orders') },
          { path: 'orders/:orderId', element: placeholder('Order Details') },
          { path: 'checkout', element: placeholder('Checkout') },
          { path: 'checkout/payment', element: placeholder('Payment') },
          { path: 'order-confirmation', element: placeholder('Order Confirmation') },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          { index: true, lazy: lazyAdminPage('AdminDashboardPage') },
          { path: 'products', lazy: lazyAdminPage('AdminProductsPage') },
          { path: 'products/new', lazy: lazyAdminPage('AdminNewProductPage') },
          { path: 'products/edit/:id', lazy: lazyAdminPage('AdminEditProductPage') },
          { path: 'products/:id/edit', lazy: lazyAdminPage('AdminEditProductPage') },
          { path: 'orders/:orderId', lazy: lazyAdminPage('AdminOrderDetailPage') },
          { path: 'users/:id', lazy: lazyAdminPage('AdminUserDetailPage') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
