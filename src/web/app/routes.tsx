import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import type * as AdminPages from '../features/admin/admin-pages'
import type { DownloadCreditNote } from '../features/orders/invoice/download-credit-note'
import { Spinner } from '../components/ui/spinner'
import { HomePage } from '../features/content/pages/home-page'
import { NotFoundPage } from '../features/content/pages/not-found-page'
import { isKnownCollection } from '@common/collections'
import { RequireAdmin } from './guards/require-admin'
import { RequireUser } from './guards/require-user'
import { KnownCollection, namedCollection } from './known-collection'
import { RootLayout } from './layout/root-layout'
import { RouteErrorPage } from './route-error-page'
import { prefetchCollection as prefetchCollectionData } from '../features/catalog/collection-route-data'
import { prefetchProductPage as prefetchProductData } from '../features/product/product-route-data'

/** A refund's credit note, made by the orders feature's PDF code, fetched on the first download only. */
const downloadCreditNote: DownloadCreditNote = (order, refund) =>
  import('../features/orders/invoice/download-credit-note').then((module) =>
    module.downloadCreditNote(order, refund),
  )

function lazyAdminPage(pageName: keyof typeof AdminPages): RouteObject['lazy'] {
  return async () => {
    const pages = await import('../features/admin/admin-pages')
    return { Component: pages[pageName] }
  }
}

/*
 * Only the home and not-found pages ship in the first bundle: every other page is its own chunk, loaded when
 * visited, so a shopper's first visit downloads as little as possible. Admin pages are behind the same boundary.
 *
 * The storefront's data pages have loaders that start their API calls the moment the route matches, so the data
 * travels while the page's chunk does instead of after it. They return at once rather than wait for the data:
 * a loader that waited would hold the previous page on screen with no sign of progress, and each page already
 * shows its own loading and error states. The loaders' code (the listing's address rules among it, ≈1 kB) is in
 * the first bundle: imported on the way, it cost a phone a round trip before the listing's products were asked for.
 */

function prefetchCollection(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    // An unknown collection shows the not-found page: there is no listing to fetch.
    if (isKnownCollection(namedCollection(params.category, url.searchParams))) {
      prefetchCollectionData(queryClient, url, params.category, params.slug)
    }
    return null
  }
}

function prefetchProductPage(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.id) prefetchProductData(queryClient, params.id)
    return null
  }
}

/** Every route of the shop, storefront, checkout, account and admin, under one layout. */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      // No loader: the home page ships in the first bundle and asks for its products on its first render.
      { index: true, element: <HomePage /> },
      {
        path: 'collections',
        loader: prefetchCollection(queryClient),
        lazy: () =>
          import('../features/catalog/pages/collection-page').then((page) => ({
            element: <KnownCollection Listing={page.CollectionPage} />,
          })),
      },
      {
        path: 'collections/:category',
        loader: prefetchCollection(queryClient),
        lazy: () =>
          import('../features/catalog/pages/collection-page').then((page) => ({
            element: <KnownCollection Listing={page.CollectionPage} />,
          })),
      },
      {
        // A series page: the listing fixed to one series; an unknown series shows the not-found page.
        path: 'collections/series/:slug',
        loader: prefetchCollection(queryClient),
        lazy: () =>
          import('../features/catalog/pages/collection-page').then((page) => ({
            element: <page.SeriesPage NotFound={NotFoundPage} />,
          })),
      },
      {
        path: 'products',
        loader: prefetchCollection(queryClient),
        lazy: () =>
          import('../features/catalog/pages/collection-page').then((page) => ({
            element: <KnownCollection Listing={page.CollectionPage} />,
          })),
      },
      {
        path: 'product/:id',
        loader: prefetchProductPage(queryClient),
        lazy: () =>
          import('../features/product/pages/product-page').then((page) => ({ Component: page.ProductPage })),
      },
      {
        path: 'products/:id',
        loader: prefetchProductPage(queryClient),
        lazy: () =>
          import('../features/product/pages/product-page').then((page) => ({ Component: page.ProductPage })),
      },
      {
        path: 'contact',
        lazy: () =>
          import('../features/content/pages/contact-page').then((page) => ({ Component: page.ContactPage })),
      },
      {
        path: 'about',
        lazy: () =>
          import('../features/content/pages/about-page').then((page) => ({ Component: page.AboutPage })),
      },
      {
        path: 'shipping',
        lazy: () =>
          import('../features/content/pages/shipping-page').then((page) => ({
            Component: page.ShippingPage,
          })),
      },
      {
        path: 'privacy',
        lazy: () =>
          import('../features/content/pages/privacy-page').then((page) => ({ Component: page.PrivacyPage })),
      },
      {
        path: 'terms',
        lazy: () =>
          import('../features/content/pages/terms-page').then((page) => ({ Component: page.TermsPage })),
      },
      {
        path: 'coming-soon/:category',
        lazy: () =>
          import('../features/content/pages/coming-soon-page').then((page) => ({
            Component: page.ComingSoonPage,
          })),
      },
      {
        path: 'login',
        lazy: () =>
          import('../features/auth/pages/login-page').then((page) => ({ Component: page.LoginPage })),
      },
      {
        path: 'signup',
        lazy: () =>
          import('../features/auth/pages/sign-up-page').then((page) => ({ Component: page.SignUpPage })),
      },
      {
        path: 'register',
        lazy: () =>
          import('../features/auth/pages/sign-up-page').then((page) => ({ Component: page.SignUpPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/auth/pages/forgot-password-page').then((page) => ({
            Component: page.ForgotPasswordPage,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/pages/reset-password-page').then((page) => ({
            Component: page.ResetPasswordPage,
          })),
      },
      {
        path: 'cart',
        // The cart page continues into checkout in the same screen: app/ composes the two features.
        lazy: async () => {
          const [{ CartPage }, { CartCheckout }] = await Promise.all([
            import('../features/cart/pages/cart-page'),
            import('../features/checkout/components/cart-checkout'),
          ])
          return { element: <CartPage CheckoutFlow={CartCheckout} /> }
        },
      },
      {
        // The link in a cash-on-delivery order's mail: it works signed out, the token names the order.
        path: 'orders/confirm-cod',
        lazy: () =>
          import('../features/orders/pages/confirm-cod-page').then((page) => ({
            Component: page.ConfirmCodPage,
          })),
      },
      {
        // The link in the mail telling a pre-order's buyer of a new release date: it works signed out.
        path: 'orders/cancel-preorder',
        lazy: () =>
          import('../features/orders/pages/cancel-preorder-page').then((page) => ({
            Component: page.CancelPreorderPage,
          })),
      },
      {
        element: <RequireUser />,
        children: [
          {
            path: 'profile',
            lazy: () =>
              import('../features/account/pages/profile-page').then((page) => ({
                Component: page.ProfilePage,
              })),
          },
          {
            path: 'orders',
            lazy: () =>
              import('../features/orders/pages/my-orders-page').then((page) => ({
                Component: page.MyOrdersPage,
              })),
          },
          {
            path: 'wishlist',
            lazy: () =>
              import('../features/wishlist/pages/wishlist-page').then((page) => ({
                Component: page.WishlistPage,
              })),
          },
          {
            path: 'orders/:orderId',
            lazy: () =>
              import('../features/orders/pages/order-detail-page').then((page) => ({
                Component: page.OrderDetailPage,
              })),
          },
          {
            path: 'checkout',
            lazy: () =>
              import('../features/checkout/pages/checkout-page').then((page) => ({
                Component: page.CheckoutPage,
              })),
          },
          {
            path: 'checkout/payment',
            lazy: () =>
              import('../features/checkout/pages/payment-page').then((page) => ({
                Component: page.PaymentPage,
              })),
          },
          {
            path: 'order-confirmation',
            lazy: () =>
              import('../features/checkout/pages/order-confirmation-page').then((page) => ({
                Component: page.OrderConfirmationPage,
              })),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            // Every admin page inside one layout: it tells a person without two-step sign-in why the area refuses.
            lazy: lazyAdminPage('AdminAreaLayout'),
            children: [
              { index: true, lazy: lazyAdminPage('AdminDashboardPage') },
              { path: 'products', lazy: lazyAdminPage('AdminProductsPage') },
              { path: 'products/new', lazy: lazyAdminPage('AdminNewProductPage') },
              { path: 'products/edit/:id', lazy: lazyAdminPage('AdminEditProductPage') },
              { path: 'products/:id/edit', lazy: lazyAdminPage('AdminEditProductPage') },
              {
                path: 'orders/:orderId',
                // The refunds' credit notes are the orders feature's PDF: app/ hands it to the admin page.
                lazy: async () => {
                  const pages = await import('../features/admin/admin-pages')
                  return { element: <pages.AdminOrderDetailPage downloadCreditNote={downloadCreditNote} /> }
                },
              },
              { path: 'users/:id', lazy: lazyAdminPage('AdminUserDetailPage') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
