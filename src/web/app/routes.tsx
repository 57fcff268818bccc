import type { RouteObject } from 'react-router'
import type * as AdminPages from '../features/admin/admin-pages'
import { Spinner } from '../components/ui/spinner'
import { LoginPage } from '../features/auth/pages/login-page'
import { SignUpPage } from '../features/auth/pages/sign-up-page'
import { CartPage } from '../features/cart/pages/cart-page'
import { CollectionPage } from '../features/catalog/pages/collection-page'
import { CheckoutPage } from '../features/checkout/pages/checkout-page'
import { OrderConfirmationPage } from '../features/checkout/pages/order-confirmation-page'
import { PaymentPage } from '../features/checkout/pages/payment-page'
import { AboutPage } from '../features/content/pages/about-page'
import { ComingSoonPage } from '../features/content/pages/coming-soon-page'
import { ContactPage } from '../features/content/pages/contact-page'
import { HomePage } from '../features/content/pages/home-page'
import { NotFoundPage } from '../features/content/pages/not-found-page'
import { PrivacyPage } from '../features/content/pages/privacy-page'
import { ShippingPage } from '../features/content/pages/shipping-page'
import { TermsPage } from '../features/content/pages/terms-page'
import { ProfilePage } from '../features/account/pages/profile-page'
import { MyOrdersPage } from '../features/orders/pages/my-orders-page'
import { OrderDetailPage } from '../features/orders/pages/order-detail-page'
import { ProductPage } from '../features/product/pages/product-page'
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

/** Every route of storefront.md §2.1 and checkout-and-admin.md §2, under one layout. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'collections', element: <CollectionPage /> },
      { path: 'collections/:category', element: <CollectionPage /> },
      { path: 'products', element: <CollectionPage /> },
      { path: 'product/:id', element: <ProductPage /> },
      { path: 'products/:id', element: <ProductPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'shipping', element: <ShippingPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'coming-soon/:category', element: <ComingSoonPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'register', element: <SignUpPage /> },
      { path: 'cart', element: <CartPage /> },
      {
        element: <RequireUser />,
        children: [
          { path: 'profile', element: <ProfilePage /> },
          { path: 'orders', element: <MyOrdersPage /> },
          { path: 'orders/:orderId', element: <OrderDetailPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'checkout/payment', element: <PaymentPage /> },
          { path: 'order-confirmation', element: <OrderConfirmationPage /> },
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
