import { ensureHomeSectionProducts, expect, test } from './fixtures'
import { cookieBanner, visitAsReturningShopper } from './storefront-steps'

const RUPEE_PRICE = /₹\d{1,3}(,\d{2,3})*\.\d{2}/

test.beforeAll(async ({ request, adminApi }) => {
  await ensureHomeSectionProducts(request, adminApi)
})

test('the home page shows its menu, hero and three product sections with rupee prices', async ({ page }) => {
  await visitAsReturningShopper(page)
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring Your Favourite Anime Heroes Home')
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/collections/all')
  for (const figure of ['10K+', '500+', '24/7'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible()

  for (const [title, listing] of [
    ['Featured Products', '/collections/featured'],
    ['New Arrivals', '/collections/new-arrivals'],
    ['Best Sellers', '/collections/bestsellers'],
  ] as const) {
    const section = page.getByRole('region', { name: title })
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const cards = section.getByRole('listitem')
    expect(await cards.count()).toBeGreaterThanOrEqual(1)
    expect(await cards.count()).toBeLessThanOrEqual(4)
    await expect(cards.first().getByText(RUPEE_PRICE).first()).toBeVisible()
    await expect(section.getByRole('link', { name: `View All ${title}` })).toHaveAttribute('href', listing)
  }

  // The card menu opens onto its three groups and closes when a link is followed.
  const menu = page.getByRole('navigation', { name: 'Main' })
  await menu.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu.getByRole('link', { name: 'Create Account' })).toBeVisible()
  await menu.getByRole('link', { name: 'Figurines' }).click()
  await expect(page).toHaveURL('/collections/figures')
})

test('an unknown address shows the 404 page, logs the path and leads home', async ({ page }) => {
  await visitAsReturningShopper(page)
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })

  await page.goto('/figures/no-such-page')

  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  expect(logged.some((line) => line.includes('/figures/no-such-page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('the cookie choice is asked once and kept after a reload', async ({ page }) => {
  await page.clock.install()
  await page.goto('/about')

  // The splash covers the first 2 s, the banner comes after 1 s.
  await page.clock.runFor(2_500)
  const banner = cookieBanner(page)
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Reject Non-Essential' }).click()
  await expect(banner).toBeHidden()
  expect(
    await page.evaluate(() => [
      localStorage.getItem('cookieConsent'),
      localStorage.getItem('cookiePreferences'),
    ]),
  ).toEqual([
    'false',
    JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false }),
  ])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'About AnimeVerse' })).toBeVisible()
  await page.clock.runFor(5_000)
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('false')
})

test('subscribing twice to the newsletter says "Already Subscribed"', async ({ page }) => {
  await visitAsReturningShopper(page)
  const email = `fan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
  await page.goto('/about')
  const newsletter = page.getByRole('region', { name: 'Join Our Anime Community' })
  const emailField = newsletter.getByRole('textbox', { name: 'Email address' })

  await emailField.fill(email)
  await newsletter.getByRole('button', { name: 'Join Now' }).click()
  const welcome = page.getByRole('dialog', { name: 'Thank You for Subscribing!' })
  await expect(welcome).toBeVisible()
  await expect(emailField).toHaveValue('')
  await welcome.getByRole('button', { name: 'Awesome!' }).click()
  await expect(welcome).toBeHidden()

  await emailField.fill(email)
  await newsletter.getByRole('button', { name: 'Join Now' }).click()
  const already = page.getByRole('dialog', { name: 'Already Subscribed' })
  await expect(already).toBeVisible()
  await expect(already).toContainText('This email is already subscribed to our newsletter')
  await page.keyboard.press('Escape')
  await expect(already).toBeHidden()
})
