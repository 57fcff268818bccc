import { readFile } from 'node:fs/promises'
import { signIn, signUp, uniqueShopper } from './auth-steps'
import { expect, test } from './fixtures'
import { waitForMail } from './mail-capture'

/**
 * A shopper's data on a phone: the newsletter consent they give is in the file they download, and once they
 * delete their account they cannot sign in with it again, and a last mail says so.
 */

test.use({ viewport: { width: 390, height: 844 } })

test.beforeEach(async ({ page }) => {
  // A returning visitor who already chose cookies: the banner would otherwise cover the page's foot.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'true')
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
    )
  })
})

test('a shopper joins the newsletter, downloads their data, deletes the account and cannot sign in again', async ({
  page,
}) => {
  const shopper = uniqueShopper()
  await page.goto('/signup')
  await signUp(page, shopper)
  await expect(page).toHaveURL('/')

  // The newsletter's consent, from its form on the About page.
  await page.goto('/about')
  await page.getByLabel('Email address').fill(shopper.email)
  await page.getByRole('button', { name: 'Join Now' }).click()
  const subscribed = page.getByRole('dialog', { name: 'Thank You for Subscribing!' })
  await expect(subscribed).toBeVisible()
  await page.keyboard.press('Escape')

  // The file holds the account and the consent, with where it was given.
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; name: string }
    consents: { purpose: string; given: boolean; source: string }[]
    newsletter: { subscribed: boolean }
  }
  expect(data.account).toMatchObject({ email: shopper.email, name: shopper.name })
  expect(data.newsletter.subscribed).toBe(true)
  expect(data.consents).toEqual([
    expect.objectContaining({ purpose: 'newsletter', given: true, source: 'newsletter-form' }),
  ])

  // Deleting asks for the password; a wrong one keeps the account.
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toContainText('Your orders and their invoices are kept')
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeFocused()
  const password = dialog.getByLabel('Your password')
  await password.fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(password).toHaveAccessibleDescription(
    'That password is not correct. Your account has not been deleted.',
  )
  await password.fill(shopper.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()

  await expect(page).toHaveURL('/account-deleted')
  await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeFocused()
  await expect(page.getByRole('status')).toContainText('orders and invoices are kept')
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

  const farewell = await waitForMail(shopper.email, 'has been deleted')
  expect(farewell.text).toContain('You had no orders, so nothing about you is kept.')

  // The account is gone: signing in with it is refused.
  await page.goto('/login')
  await signIn(page, shopper)
  await expect(page.getByRole('main').getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
})
