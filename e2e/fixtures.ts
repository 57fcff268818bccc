import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { bearer, type ApiSession } from './admin-steps'
import { E2E_ADMIN, uniqueShopper, type NewShopper } from './auth-steps'

/*
 * The journeys' shared set-up as Playwright fixtures: a spec asks for `adminApi`, `orderableProduct`,
 * `shopper` or `placeCodOrder` by name and gets it ready. The admin signs in through the API only when a
 * fixture first needs it, once per worker.
 */

export interface CatalogueProduct {
  _id: string
  name: string
  price: number
  stock: number
}

export type ApiShopper = NewShopper & ApiSession

/** A product as the admin form sends it; `createProduct` fills in what a journey leaves out. */
export type NewProduct = { name: string } & Record<string, unknown>

const PRODUCT_DEFAULTS = {
  description: 'A figure made for the journeys.',
  price: 1499,
  stock: 20,
  category: 'figures',
  images: ['/placeholder-product.jpg'],
  // A new product must say where it was made.
  countryOfOrigin: 'China',
}

/** The admin, through the API: signed in on first use. */
export class AdminApi {
  private signedIn: Promise<ApiSession> | undefined

  constructor(private readonly request: APIRequestContext) {}

  session(): Promise<ApiSession> {
    this.signedIn ??= signInThroughApi(this.request)
    return this.signedIn
  }

  /** A product created by the admin: the newest in the catalogue. */
  async createProduct(product: NewProduct): Promise<CatalogueProduct> {
    const response = await this.request.post('/api/products', {
      headers: bearer(await this.session()),
      data: { ...PRODUCT_DEFAULTS, ...product },
    })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()) as CatalogueProduct
  }
}

async function signInThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string } = E2E_ADMIN,
): Promise<ApiSession> {
  const response = await postLogin(request, credentials)
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as ApiSession
}

/** POST /api/auth/login, as the sign-in form sends it. */
export function postLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<APIResponse> {
  return request.post('/api/auth/login', { data: credentials })
}

/** The catalogue's products matching `query` (a query string without `?`). */
export async function listProducts(request: APIRequestContext, query: string): Promise<CatalogueProduct[]> {
  const response = await request.get(`/api/products?${query}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { products: CatalogueProduct[] }).products
}

const HOME_SECTION_FLAGS = ['isFeatured', 'isNewArrival', 'isBestSeller'] as const

/**
 * Makes sure the home page has a product in each of its three sections: the demo catalogue has them;
 * an empty shop gets one product per section, created through the admin API.
 */
export async function ensureHomeSectionProducts(
  request: APIRequestContext,
  adminApi: AdminApi,
): Promise<void> {
  for (const flag of HOME_SECTION_FLAGS) {
    const flagQuery = { isFeatured: 'featured', isNewArrival: 'newArrival', isBestSeller: 'bestseller' }[flag]
    const listing = await request.get(`/api/products?limit=1&${flagQuery}=true`)
    expect(listing.ok()).toBe(true)
    const { total } = (await listing.json()) as { total: number }
    if (total > 0) continue

    await adminApi.createProduct({
      name: `Home ${flag} figure`,
      description: 'A figure the storefront journeys need on the home page.',
      price: 1299,
      originalPrice: 1599,
      stock: 12,
      [flag]: true,
    })
  }
}

/** A sign-up through the API. The journeys' shop allows more a minute than production does (scripts/e2e-server.mjs). */
export async function registerThroughApi(
  request: APIRequestContext,
  shopper: NewShopper,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/register', { data: shopper })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ApiSession
}

/** A new shopper, registered through the API. */
export async function registerShopperThroughApi(request: APIRequestContext): Promise<ApiShopper> {
  const shopper = uniqueShopper()
  return { ...shopper, ...(await registerThroughApi(request, shopper)) }
}

/** An order placed through the API (of one variant, for a product with options), shipped to a Mumbai address in the shopper's name. */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  shopper: ApiSession,
  productId: string,
  {
    qty = 1,
    paymentMethod = 'COD',
    variant,
  }: { qty?: number; paymentMethod?: 'COD' | 'PHONEPE'; variant?: string } = {},
): Promise<{ _id: string; totalPrice: number }> {
  const response = await request.post('/api/orders', {
    headers: bearer(shopper),
    data: {
      orderItems: [{ product: productId, qty, ...(variant && { variant }) }],
      shippingAddress: {
        fullName: shopper.user.name,
        phone: '98765 43210',
        address: '7 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400002',
        country: 'India',
      },
      paymentMethod,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { _id: string; totalPrice: number }
}

/** Pays an online order through the payment simulator, which confirms a payment 2 s after it started. */
export async function payThroughApi(
  request: APIRequestContext,
  shopper: ApiSession,
  orderId: string,
): Promise<void> {
  const started = await request.post('/api/payments/phonepe/initiate', {
    headers: bearer(shopper),
    data: { orderId, mobileNumber: '9876543210' },
  })
  expect(started.ok(), await started.text()).toBe(true)
  const { transactionId } = (await started.json()) as { transactionId: string }
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/payments/phonepe/status/${transactionId}`, {
          headers: bearer(shopper),
        })
        return ((await status.json()) as { data: { transactionStatus: string } }).data.transactionStatus
      },
      { intervals: [500], timeout: 10_000 },
    )
    .toBe('PAYMENT_SUCCESS')
}

export type PlaceCodOrder = (
  shopper: ApiSession,
  productId: string,
  options?: { qty?: number },
) => Promise<{ _id: string; totalPrice: number }>

type TestFixtures = {
  /** A new shopper, registered through the API. */
  shopper: ApiShopper
  placeCodOrder: PlaceCodOrder
}

type WorkerFixtures = {
  adminApi: AdminApi
  /**
   * A product with stock to spare: one of the demo catalogue, or, when the server runs without the seed,
   * one the admin creates through the API.
   */
  orderableProduct: CatalogueProduct
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      await use(new AdminApi(request))
      await request.dispose()
    },
    { scope: 'worker' },
  ],

  orderableProduct: [
    async ({ adminApi, playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
      const products = await listProducts(request, 'limit=50&inStock=true')
      await request.dispose()
      const demoProduct = products.find((product) => product.stock >= 5)
      await use(
        demoProduct ??
          (await adminApi.createProduct({
            name: 'Nezuko Kamado Bamboo Figure',
            description: 'A 1/8 scale PVC figure of Nezuko Kamado, for the order journeys.',
            price: 1899.5,
            stock: 50,
          })),
      )
    },
    { scope: 'worker' },
  ],

  shopper: async ({ request }, use) => {
    await use(await registerShopperThroughApi(request))
  },

  placeCodOrder: async ({ request }, use) => {
    await use((shopper, productId, { qty = 1 } = {}) =>
      placeOrderThroughApi(request, shopper, productId, { qty, paymentMethod: 'COD' }),
    )
  },
})

export { expect }
