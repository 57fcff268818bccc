import type { Page } from '@playwright/test'
import { bearer, type ApiSession } from './admin-steps'
import { AxeReport } from './accessibility-steps'
import {
  expect,
  listProducts,
  placeOrderThroughApi,
  registerShopperThroughApi,
  test,
  type CatalogueProduct,
} from './fixtures'
import { cookieBanner } from './storefront-steps'

/*
 * axe over every storefront page a shopper meets, at a phone's width and a desktop's, once with the cookie
 * banner asking (a first visit) and once with it answered. One shopper, signed up once, with one saved
 * address and one placed order, serves every run; each run loops over the pages and reports every finding
 * at its end, so one failing run names all the pages that need work.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

const BANNER_STATES = ['open', 'closed'] as const

/**
 * A walk runs axe over up to ten pages: under a minute on a quiet machine, and close to two when the machine is busy
 * with something else too (two test runs at once took 1.7 minutes). Its budget covers the busy machine.
 */
const WALK_TIMEOUT_MS = 180_000
type BannerState = (typeof BANNER_STATES)[number]

let shopper: ApiSession
let product: CatalogueProduct
let orderId: string

test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
  shopper = await registerShopperThroughApi(request)

  const products = await listProducts(request, 'limit=50&inStock=true')
  const orderable = products.find((candidate) => candidate.stock >= 10)
  expect(orderable, 'a demo product with stock to spare').toBeDefined()
  product = orderable!

  const saved = await request.post('/api/addresses', {
    headers: bearer(shopper),
    data: {
      fullName: shopper.user.name,
      email: shopper.user.email,
      phone: '98765 43210',
      addressLine1: '7 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400002',
      isDefault: true,
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  orderId = (await placeOrderThroughApi(request, shopper, product._id))._id
  await request.dispose()
})

/** A visitor who has seen the splash; the cookie choice made already, or still to make (banner open). */
async function visit(page: Page, banner: BannerState): Promise<void> {
  await page.addInitScript((answered) => {
    sessionStorage.setItem('splashShown', 'true')
    if (answered && localStorage.getItem('cookieConsent') === null) {
      localStorage.setItem('cookieConsent', 'true')
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
      )
    }
  }, banner === 'closed')
}

async function expectBanner(page: Page, banner: BannerState): Promise<void> {
  if (banner === 'open') await expect(cookieBanner(page)).toBeVisible()
  else await expect(cookieBanner(page)).toBeHidden()
}

/** Opens `path` in full and waits for its main heading (and, on a first visit, the cookie banner). */
async function open(page: Page, path: string, heading: string | RegExp, banner: BannerState): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expectBanner(page, banner)
}

for (const { name, width, height } of WIDTHS) {
  for (const banner of BANNER_STATES) {
    test.describe(`at ${width} px (${name}) with the cookie banner ${banner}`, () => {
      test.use({ viewport: { width, height } })

      test('the shop pages, signed out: axe finds nothing', async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT_MS)
        await visit(page, banner)
        const report = new AxeReport(page)

        await open(page, '/', 'Bring Your Favourite Anime Heroes Home', banner)
        await expect(
          page.getByRole('region', { name: 'Featured Products' }).getByRole('listitem').first(),
        ).toBeVisible()
        await report.check('home')
        if (banner === 'open') {
          await cookieBanner(page).getByRole('button', { name: 'Customize Preferences' }).click()
          await expect(cookieBanner(page).getByRole('heading', { name: 'Cookie Preferences' })).toBeVisible()
          await report.check('home, cookie preferences')
        }

        await open(page, '/collections/figures', 'Figures', banner)
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
        await report.check('listing')

        await open(page, `/products/${product._id}`, product.name, banner)
        await report.check('product')

        for (const [path, heading] of [
          ['/login', 'Welcome Back'],
          ['/signup', 'Create your account'],
          ['/about', 'About AnimeVerse'],
          ['/contact', "Let's Connect"],
          // Its cash-on-delivery and returns sections are drawn from the shop's settings once they arrive.
          ['/shipping', 'Shipping Policy'],
          ['/coming-soon/clothing', /Clothing/],
          ['/figures/no-such-page', '404'],
        ] as const) {
          await open(page, path, heading, banner)
          await report.check(path)
        }

        report.expectNone()
      })

      test('the account pages and every checkout step, signed in: axe finds nothing', async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT_MS)
        await visit(page, banner)
        await page.addInitScript(
          ({ token, user }) => {
            localStorage.setItem('token', token)
            localStorage.setItem('user', JSON.stringify(user))
          },
          { token: shopper.token, user: shopper.user },
        )
        const report = new AxeReport(page)

        await open(page, '/profile', /My Account|Profile/, banner)
        await report.check('profile')
        await open(page, '/orders', /My Orders/, banner)
        await expect(page.getByRole('heading', { level: 2, name: /^Order #/ }).first()).toBeVisible()
        await report.check('my orders')
        await open(page, `/orders/${orderId}`, /Order/, banner)
        await report.check('order detail')

        // The cart with one item, then each step of checkout in the cart's screen.
        await open(page, `/products/${product._id}`, product.name, banner)
        await page.getByRole('button', { name: 'Add to Cart' }).click()
        await open(page, '/cart', 'Shopping Cart', banner)
        await expect(page.getByRole('link', { name: product.name })).toBeVisible()
        await report.check('cart')

        await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
        await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()
        await expect(page.getByText('7 Marine Drive')).toBeVisible()
        await report.check('checkout, shipping address')
        await page.getByRole('button', { name: '+ Add New Address' }).click()
        await expect(page.getByRole('form', { name: /address/i })).toBeVisible()
        await report.check('checkout, new address form')

        await page.getByRole('button', { name: 'Continue with Selected Address' }).click()
        await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
        await report.check('checkout, payment method')

        await page.getByRole('button', { name: 'Place Order' }).click()
        await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
        await report.check('order confirmation')

        report.expectNone()
      })
    })
  }
}
