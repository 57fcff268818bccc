import { Secret, TOTP } from 'otpauth'
import { WRONG_TWO_FACTOR_CODE_MESSAGE } from '../src/common/schemas/two-factor'
import { openSignedIn } from './admin-steps'
import { E2E_ADMIN, signIn, signOut } from './auth-steps'
import { expect, test } from './fixtures'
import { waitForMail } from './mail-capture'
import { shopNow } from './shop-clock'

const TOTP_PERIOD_MS = 30_000

/**
 * The code an authenticator app shows for `secret` at `at`, as the shop's set-up describes it. The journeys read
 * `at` from the shop's clock, which another journey may have moved ahead of this machine's (e2e/shop-clock.ts).
 */
function codeAt(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  })
}

/**
 * The code of the step after the current one: what a phone whose clock runs a little ahead shows. The shop takes a
 * code one step either side of its own clock and refuses a step it has already accepted, so after turning it on
 * with the current step's code, the next step's code signs in at once instead of half a minute later.
 */
const nextStepCode = (secret: string, at: number) => codeAt(secret, at + TOTP_PERIOD_MS)

test('a shopper turns on two-step sign-in from the profile and then signs in with a code from the app', async ({
  page,
  request,
  shopper,
}) => {
  await openSignedIn(page, shopper)

  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Two-step sign-in' })
  await expect(section.getByText('Off', { exact: true })).toBeVisible()
  await section.getByRole('button', { name: 'Set up two-step sign-in' }).click()

  // The QR code is drawn in the page; the same secret is there as text, in groups of four.
  await expect(
    section.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible()
  const groupedSecret = await section.locator('code').first().textContent()
  const secret = (groupedSecret ?? '').replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)

  // The password and the app's code turn it on; a wrong code is refused under its field.
  await section.getByLabel('Password', { exact: true }).fill(shopper.password)
  const codeField = section.getByLabel('6-digit code')
  const appCode = codeAt(secret, await shopNow(request))
  await codeField.fill(appCode === '000000' ? '111111' : '000000')
  await section.getByRole('button', { name: 'Turn on' }).click()
  await expect(section.getByText(WRONG_TWO_FACTOR_CODE_MESSAGE)).toBeVisible()
  await codeField.fill(codeAt(secret, await shopNow(request)))
  await section.getByRole('button', { name: 'Turn on' }).click()

  // The ten recovery codes, shown this once.
  await expect(
    section.getByRole('heading', { name: 'Two-step sign-in is on. Save your recovery codes' }),
  ).toBeVisible()
  const recoveryCodes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(recoveryCodes).toHaveCount(10)
  for (const code of await recoveryCodes.allTextContents()) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
  await section.getByRole('button', { name: 'Done' }).click()
  await expect(section.getByText('On', { exact: true })).toBeVisible()

  // The owner is told by mail.
  await waitForMail(shopper.email, 'Two-step sign-in was turned on')

  // Signing in again: the password alone is not enough. (Signed out from the home page, where signing out leads, so
  // the header does not change under the step.)
  await page.goto('/')
  await signOut(page)
  await page.goto('/login')
  await signIn(page, shopper)
  const main = page.getByRole('main')
  await expect(main.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeAttached()
  const authenticationCode = main.getByLabel('Authentication code')
  await expect(authenticationCode).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(authenticationCode).toHaveAttribute('inputmode', 'numeric')

  // The code that turned it on is used up: the next step's code signs in.
  await authenticationCode.fill(nextStepCode(secret, await shopNow(request)))
  await main.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL('/')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Two-step sign-in' }).getByText('On', { exact: true }),
  ).toBeVisible()
})

test('an admin changes a product’s price and finds the change in Activity and in the product’s History', async ({
  page,
  adminApi,
}) => {
  const product = await adminApi.createProduct({
    name: `Gojo Satoru Blindfold Figure ${Date.now().toString(36)}`,
    price: 1499,
    isNewArrival: false,
  })
  await openSignedIn(page, await adminApi.session())

  await page.goto(`/admin/products/edit/${product._id}`)
  await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible()
  const price = page.getByLabel('Selling Price (₹)')
  await expect(price).toHaveValue('1499')
  await price.fill('1799')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Product updated successfully', { exact: true }).first()).toBeVisible()

  // Admin → Activity: the price change with the admin's e-mail (the update's Record names the product by its id).
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(page).toHaveURL(/tab=activity/)
  const priceChange = page
    .getByRole('row')
    .filter({ hasText: 'Changed product' })
    .filter({ hasText: product._id })
    .first()
  await expect(priceChange).toBeVisible()
  await expect(priceChange.getByText(E2E_ADMIN.email)).toBeVisible()
  // The original price follows (it is never below the selling price), so both are on record.
  await expect(priceChange.getByRole('listitem').filter({ hasText: /^Price:/ })).toHaveText(
    /^Price:\s*₹1,499\.00\s*→\s*to\s*₹1,799\.00$/,
  )

  // The product page's History link shows that product's entries only.
  await page.goto(`/admin/products/edit/${product._id}`)
  await page.getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(
    `/admin?tab=activity&entity=product&entityId=${encodeURIComponent(product._id)}`,
  )
  await expect(page.getByText(`History of Product ${product._id}`)).toBeVisible()
  const entries = page.getByRole('table', { name: 'Activity' }).locator('tbody').getByRole('row')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText('Changed product')
  await expect(entries.nth(0)).toContainText('₹1,799.00')
  await expect(entries.nth(1)).toContainText('Added product')
})
