import type { ComponentType, ReactElement } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router'
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

/** The exports of a page module that are pages: components drawn without props. */
type PageName<Module> = {
  [Name in keyof Module]: Module[Name] extends ComponentType ? Name : never
}[keyof Module]

/** The page a route draws from its module: an export's name, or a function for a page given props. */
type PageOf<Module> = NoInfer<PageName<Module>> | ((module: Module) => ReactElement)

/**
 * A page loaded the first time its route matches. `load` must be a dynamic `import()` (or several): that is
 * what makes the bundler put the page in a chunk of its own, out of the first bundle.
 */
function lazyPage<Module>(load: () => Promise<Module>, page: PageOf<Module>): RouteObject['lazy'] {
  return async () => {
    const module = await load()
    return typeof page === 'function'
      ? { element: page(module) }
      : { Component: module[page] as ComponentType }
  }
}

/** A route stated once: its path, its page, and the loader that starts the page's API calls, if any. */
function pageRoute<Module>(
  path: string,
  load: () => Promise<Module>,
  page: PageOf<Module>,
  loader?: LoaderFunction,
): RouteObject {
  return { path, ...(loader && { loader }), lazy: lazyPage(load, page) }
}

// Pages reached by more than one address, the admin area's one chunk, and the cart with its checkout.
const collectionPage = () => import('../features/catalog/pages/collection-page')
const productPage = () => import('../features/product/pages/product-page')
const signUpPage = () => import('../features/auth/pages/sign-up-page')
const adminPages = () => import('../features/admin/admin-pages')
const cartWithCheckout = () =>
  Promise.all([
    import('../features/cart/pages/cart-page'),
    import('../features/checkout/components/cart-checkout'),
  ]).then(([cart, checkout]) => ({ CartPage: cart.CartPage, CartCheckout: checkout.CartCheckout }))

// A raffle is entered with a saved address: the raffle page is handed checkout's address book.
const rafflePage = () =>
  Promise.all([
    import('../features/raffles/pages/raffle-page'),
    import('../features/checkout/components/saved-address-choice'),
  ]).then(([raffle, addresses]) => ({
    RafflePage: raffle.RafflePage,
    SavedAddressChoice: addresses.SavedAddressChoice,
  }))

const knownListing = (page: Awaited<ReturnType<typeof collectionPage>>) => (
  <KnownCollection Listing={page.CollectionPage} />
)

/** A refund's credit note, made by the orders feature's PDF code, fetched on the first download only. */
const downloadCreditNote: DownloadCreditNote = (order, refund) =>
  import('../features/orders/invoice/download-credit-note').then((module) =>
    module.downloadCreditNote(order, refund),
  )

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
      pageRoute('collections', collectionPage, knownListing, prefetchCollection(queryClient)),
      pageRoute('collections/:category', collectionPage, knownListing, prefetchCollection(queryClient)),
      // A series page: the listing fixed to one series; an unknown series shows the not-found page.
      pageRoute(
        'collections/series/:slug',
        collectionPage,
        (page) => <page.SeriesPage NotFound={NotFoundPage} />,
        prefetchCollection(queryClient),
      ),
      pageRoute('products', collectionPage, knownListing, prefetchCollection(queryClient)),
      pageRoute('product/:id', productPage, 'ProductPage', prefetchProductPage(queryClient)),
      pageRoute('products/:id', productPage, 'ProductPage', prefetchProductPage(queryClient)),
      pageRoute('raffles/:id', rafflePage, (page) => (
        <page.RafflePage AddressChoice={page.SavedAddressChoice} />
      )),
      pageRoute('contact', () => import('../features/content/pages/contact-page'), 'ContactPage'),
      pageRoute('about', () => import('../features/content/pages/about-page'), 'AboutPage'),
      pageRoute('shipping', () => import('../features/content/pages/shipping-page'), 'ShippingPage'),
      pageRoute('privacy', () => import('../features/content/pages/privacy-page'), 'PrivacyPage'),
      // After the account's deletion: outside the signed-in pages, whose guard would send the visitor to sign in.
      pageRoute(
        'account-deleted',
        () => import('../features/account/pages/account-deleted-page'),
        'AccountDeletedPage',
      ),
      pageRoute('terms', () => import('../features/content/pages/terms-page'), 'TermsPage'),
      pageRoute(
        'coming-soon/:category',
        () => import('../features/content/pages/coming-soon-page'),
        'ComingSoonPage',
      ),
      pageRoute('login', () => import('../features/auth/pages/login-page'), 'LoginPage'),
      pageRoute('signup', signUpPage, 'SignUpPage'),
      pageRoute('register', signUpPage, 'SignUpPage'),
      pageRoute(
        'forgot-password',
        () => import('../features/auth/pages/forgot-password-page'),
        'ForgotPasswordPage',
      ),
      pageRoute(
        'reset-password',
        () => import('../features/auth/pages/reset-password-page'),
        'ResetPasswordPage',
      ),
      // The cart page continues into checkout in the same screen: app/ composes the two features.
      pageRoute('cart', cartWithCheckout, (page) => <page.CartPage CheckoutFlow={page.CartCheckout} />),
      // The link in a cash-on-delivery order's mail: it works signed out, the token names the order.
      pageRoute(
        'orders/confirm-cod',
        () => import('../features/orders/pages/confirm-cod-page'),
        'ConfirmCodPage',
      ),
      // The link in the mail telling a pre-order's buyer of a new release date: it works signed out.
      pageRoute(
        'orders/cancel-preorder',
        () => import('../features/orders/pages/cancel-preorder-page'),
        'CancelPreorderPage',
      ),
      {
        element: <RequireUser />,
        children: [
          pageRoute('profile', () => import('../features/account/pages/profile-page'), 'ProfilePage'),
          pageRoute('orders', () => import('../features/orders/pages/my-orders-page'), 'MyOrdersPage'),
          pageRoute('wishlist', () => import('../features/wishlist/pages/wishlist-page'), 'WishlistPage'),
          pageRoute(
            'orders/:orderId',
            () => import('../features/orders/pages/order-detail-page'),
            'OrderDetailPage',
          ),
          pageRoute('checkout', () => import('../features/checkout/pages/checkout-page'), 'CheckoutPage'),
          pageRoute(
            'checkout/payment',
            () => import('../features/checkout/pages/payment-page'),
            'PaymentPage',
          ),
          pageRoute(
            'order-confirmation',
            () => import('../features/checkout/pages/order-confirmation-page'),
            'OrderConfirmationPage',
          ),
        ],
      },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            // Every admin page inside one layout: it tells a person without two-step sign-in why the area refuses.
            lazy: lazyPage(adminPages, 'AdminAreaLayout'),
            children: [
              { index: true, lazy: lazyPage(adminPages, 'AdminDashboardPage') },
              pageRoute('products', adminPages, 'AdminProductsPage'),
              pageRoute('products/new', adminPages, 'AdminNewProductPage'),
              pageRoute('products/edit/:id', adminPages, 'AdminEditProductPage'),
              pageRoute('products/:id/edit', adminPages, 'AdminEditProductPage'),
              // The refunds' credit notes are the orders feature's PDF: app/ hands it to the admin page.
              pageRoute('orders/:orderId', adminPages, (pages) => (
                <pages.AdminOrderDetailPage downloadCreditNote={downloadCreditNote} />
              )),
              pageRoute('users/:id', adminPages, 'AdminUserDetailPage'),
              pageRoute('raffles', adminPages, 'AdminRafflesPage'),
              pageRoute('raffles/:id', adminPages, 'AdminRaffleDetailPage'),
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
