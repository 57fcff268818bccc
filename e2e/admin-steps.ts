import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_ADMIN, uniqueShopper, type NewShopper } from './auth-steps'

export interface ApiSession {
  token: string
  user: { _id: string; name: string; email: string; role: string; isActive: boolean }
}

export type ApiShopper = NewShopper & ApiSession

/*
 * The admin journeys sign in through the API and hand the session to the page, as the web app stores it.
 * Signing in through the screen is a journey of its own (auth.spec.ts); doing it again here would only
 * spend the per-minute sign-in allowance the server grants one address.
 */

export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { email: string; password: string } = E2E_ADMIN,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', { data: credentials })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as ApiSession
}

export async function registerShopperThroughApi(request: APIRequestContext): Promise<ApiShopper> {
  const shopper = uniqueShopper()
  const response = await request.post('/api/auth/register', { data: shopper })
  expect(response.status(), await response.text()).toBe(201)
  return { ...shopper, ...((await response.json()) as ApiSession) }
}

/** The page opens already signed in with `session`, as a returning visitor who chose cookies. */
export async function openSignedIn(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2eSessionGiven')) return
      sessionStorage.setItem('e2eSessionGiven', 'true')
      sessionStorage.setItem('splashShown', 'true')
      localStorage.setItem('token', token)
      localStorage.setItem('user', JSON.stringify(user))
      localStorage.setItem('cookieConsent', 'true')
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
      )
    },
    { token: session.token, user: session.user },
  )
}

export function bearer(session: ApiSession): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` }
}

/** A product created by the admin through the API: the newest in the catalogue. */
export async function createProductThroughApi(
  request: APIRequestContext,
  admin: ApiSession,
  fields: { name: string; stock?: number; price?: number },
): Promise<{ _id: string; name: string }> {
  const response = await request.post('/api/products', {
    headers: bearer(admin),
    data: {
      name: fields.name,
      description: 'A figure made for the admin journeys.',
      price: fields.price ?? 1499,
      stock: fields.stock ?? 20,
      category: 'figures',
      images: ['/placeholder-product.jpg'],
      isNewArrival: false,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { _id: string; name: string }
}

/** A cash-on-delivery order of one product, placed by `shopper` through the API. */
export async function placeCodOrderThroughApi(
  request: APIRequestContext,
  shopper: ApiSession,
  productId: string,
): Promise<{ _id: string }> {
  const response = await request.post('/api/orders', {
    headers: bearer(shopper),
    data: {
      orderItems: [{ product: productId, qty: 1 }],
      shippingAddress: {
        fullName: shopper.user.name,
        phone: '98765 43210',
        address: '7 Marine Drive',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400002',
        country: 'India',
      },
      paymentMethod: 'COD',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { _id: string }
}

/** Replaces the page's signed-in session (or signs out locally with null); takes effect on the next load. */
export async function switchSession(page: Page, session: ApiSession | null): Promise<void> {
  await page.evaluate(
    (next) => {
      localStorage.removeItem('token')
      localStorage.removeItem('user')
      if (!next) return
      localStorage.setItem('token', next.token)
      localStorage.setItem('user', JSON.stringify(next.user))
    },
    session && { token: session.token, user: session.user },
  )
}
