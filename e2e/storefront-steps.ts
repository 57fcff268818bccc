import { expect, type Page } from '@playwright/test'

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

/**
 * Opens the menu that holds the account links when they are folded away: the home page's card menu, or
 * the header's menu on a phone. Does nothing where the links are already on show (the desktop header).
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const banner = page.getByRole('banner')
  const toggle = banner.getByRole('button', { name: 'Open menu' })
  // Wait until the header is drawn (the toggle, or the links it would show), so a page still loading is not
  // taken for one with nothing folded away.
  const accountEntry = banner
    .getByRole('button', { name: 'Sign Out' })
    .or(banner.getByRole('link', { name: 'Sign In' }))
  await expect(toggle.or(accountEntry).first()).toBeVisible()
  if (await toggle.isVisible()) await toggle.click()
}
