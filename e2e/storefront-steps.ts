import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_ADMIN } from './auth-steps'

/**
 * A returning visitor: cookies already chosen (unless this test chooses again) and the first-load splash
 * already seen, so neither the 1 s cookie banner nor the 2 s splash covers the page. Call before goto.
 */
export async function visitAsReturningShopper(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookieConsent') === null) {
      localStorage.setItem('cookieConsent', 'true')
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
      )
    }
    sessionStorage.setItem('splashShown', 'true')
  })
}

/** The cookie banner, in either of its views. */
export function cookieBanner(page: Page) {
  return page.getByRole('region', { name: /We value your privacy|Cookie Preferences/ })
}

/** The floating cart button (bottom right), whose name carries the cart's quantity. */
export function floatingCartButton(page: Page) {
  return page.getByRole('link', { name: /^View cart/ })
}

const HOME_SECTION_FLAGS = ['isFeatured', 'isNewArrival', 'isBestSeller'] as const

/**
 * Makes sure the home page has a product in each of its three sections: the demo catalogue has them;
 * an empty shop gets one product per section, created through the admin API.
 */
export async function ensureHomeSectionProducts(request: APIRequestContext): Promise<void> {
  let token: string | undefined
  for (const flag of HOME_SECTION_FLAGS) {
    const flagQuery = { isFeatured: 'featured', isNewArrival: 'newArrival', isBestSeller: 'bestseller' }[flag]
    const listing = await request.get(`/api/products?limit=1&${flagQuery}=true`)
    expect(listing.ok()).toBe(true)
    const { total } = (await listing.json()) as { total: number }
    if (total > 0) continue

    if (!token) {
      const login = await request.post('/api/auth/login', { data: E2E_ADMIN })
      expect(login.ok()).toBe(true)
      token = ((await login.json()) as { token: string }).token
    }
    const created = await request.post('/api/products', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name: `Home ${flag} figure`,
        description: 'A figure the storefront journeys need on the home page.',
        price: 1299,
        originalPrice: 1599,
        stock: 12,
        category: 'figures',
        images: ['/placeholder-product.jpg'],
        [flag]: true,
      },
    })
    expect(created.status()).toBe(201)
  }
}

/**
 * Opens the menu that holds the account links when they are folded away: the home page's card menu, or
 * the header's menu on a phone. Does nothing where the links are already on show (the desktop header).
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' })
  if (await toggle.isVisible()) await toggle.click()
}
