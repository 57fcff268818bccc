import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { AxeReport } from './accessibility-steps'
import { signIn, signUp, uniqueShopper } from './auth-steps'
import { expect, test } from './fixtures'
import { tabTo } from './keyboard-steps'
import { visitAsReturningShopper } from './storefront-steps'

interface PlacedOrder {
  _id: string
  totalPrice: number
}

/** Places a cash-on-delivery order as the signed-in shopper, with the token the web app stored. */
async function placeOrderInPage(page: Page, productId: string): Promise<PlacedOrder> {
  return page.evaluate(async (product) => {
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify({
        orderItems: [{ product, qty: 2 }],
        shippingAddress: {
          fullName: 'Asha Verma',
          phone: '98765 43210',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          country: 'India',
        },
        paymentMethod: 'COD',
      }),
    })
    if (response.status !== 201)
      throw new Error(`Order not placed: ${response.status} ${await response.text()}`)
    return (await response.json()) as PlacedOrder
  }, productId)
}

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

test('a shopper finds a placed order, opens it, downloads its invoice and renames the account', async ({
  page,
  orderableProduct,
}) => {
  const shopper = uniqueShopper()
  await page.goto('/signup')
  await signUp(page, shopper)
  await expect(page).toHaveURL('/')

  const order = await placeOrderInPage(page, orderableProduct._id)
  const listNumber = order._id.slice(-6).toUpperCase()
  const detailNumber = order._id.slice(0, 8).toUpperCase()

  // My Orders lists it under the last 6 characters of its id.
  await page.goto('/orders')
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  const card = page.getByRole('link', { name: new RegExp(`Order #${listNumber}`) })
  await expect(card).toBeVisible()
  await expect(card.getByText('Pending', { exact: true }).first()).toBeVisible()
  await expect(card.getByText('12 MG Road, Bengaluru, Karnataka 560001')).toBeVisible()

  // The detail page, under the first 8.
  await card.click()
  await expect(page).toHaveURL(`/orders/${order._id}`)
  await expect(page.getByRole('heading', { name: `Order #${detailNumber}`, level: 1 })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByText('Cash on Delivery'),
  ).toBeVisible()

  // The invoice is made in the browser and saved as invoice-{orderId}.pdf.
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Invoice' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe(`invoice-${order._id}.pdf`)
  const pdfBytes = await readFile(await download.path())
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await expect(page.getByText('Invoice downloaded successfully.')).toBeVisible()

  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdfBytes)), { mergePages: true })
  expect(text).toContain('INVOICE')
  expect(text).toContain(shopper.email)
  expect(text).toMatch(/Total\s+₹[\d,]+\.\d{2}/)

  // Back to the list, then rename the account: the header greets the new name at once.
  await page.getByRole('button', { name: 'Back to Orders' }).click()
  await expect(page).toHaveURL('/orders')

  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  const newName = `Renamed ${shopper.name}`
  await page.getByLabel('Name', { exact: true }).fill(newName)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated successfully!')).toBeVisible()
  await expect(page.getByRole('banner').getByText(newName, { exact: true })).toBeVisible()

  // The new name is the account's: it survives a reload, confirmed by the server.
  await page.reload()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(newName)
  await expect(page.getByRole('banner').getByText(newName, { exact: true })).toBeVisible()
})

test('a shopper sends a support request from the profile', async ({ page }) => {
  await page.goto('/signup')
  await signUp(page, uniqueShopper())
  await expect(page).toHaveURL('/')

  await page.goto('/profile')
  await page.getByRole('tab', { name: 'Support' }).click()
  const send = page.getByRole('button', { name: 'Send Message' })
  await expect(send).toBeDisabled()
  await page.getByLabel('Subject').fill('Missing keychain')
  await page.getByLabel('Your Message').fill('My order arrived without the Luffy keychain.')
  await send.click()

  await expect(page.getByText("Your message has been sent! We'll get back to you soon.")).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue('')
})

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`at ${width} px (${name}), a password changed by keyboard ends the other sign-in and keeps this one`, async ({
    page,
    browser,
    shopper,
  }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width, height })
    const elsewhereContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width, height },
    })
    const elsewhere = await elsewhereContext.newPage()
    for (const browserPage of [page, elsewhere]) {
      await visitAsReturningShopper(browserPage)
      await browserPage.goto('/login')
      await signIn(browserPage, shopper)
      await expect(browserPage).toHaveURL('/')
    }
    await elsewhere.goto('/profile')
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()

    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    const form = page.getByRole('region', { name: 'Change password' })
    const current = form.getByLabel('Current password', { exact: true })
    const newPassword = 'a-brand-new-secret-2025'

    // A wrong current password first: the server's message on that field, which takes focus back.
    await tabTo(page, current)
    await page.keyboard.type('not-my-password')
    await tabTo(page, form.getByLabel('New password', { exact: true }))
    await page.keyboard.type(newPassword)
    await tabTo(page, form.getByLabel('Confirm new password', { exact: true }))
    await page.keyboard.type(newPassword)
    await page.keyboard.press('Enter')
    await expect(form.getByText('Current password is incorrect')).toBeVisible()
    await expect(current).toBeFocused()
    await expect(current).toHaveAttribute('aria-invalid', 'true')
    const report = new AxeReport(page)
    await report.check('profile, wrong current password')

    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(shopper.password)
    await page.keyboard.press('Enter')
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(
      toasts.getByText('Password changed. Other devices have been signed out.', { exact: true }),
    ).toBeVisible()
    await expect(current).toHaveValue('')
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('')
    await report.check('profile, password changed')
    report.expectNone()

    // This browser stays signed in: its next request to the server (its orders) is answered.
    await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click()
    await expect(page).toHaveURL('/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()

    // The other one's next request finds its sign-in ended and sends it to sign in again.
    await elsewhere.getByRole('main').getByRole('link', { name: 'My Orders' }).click()
    await expect(elsewhere).toHaveURL(`/login?returnTo=${encodeURIComponent('/orders')}`)

    // The old password no longer signs in; the new one does, and goes back where it was going.
    await signIn(elsewhere, { email: shopper.email, password: shopper.password })
    await expect(elsewhere.getByText('Invalid email or password. Please try again.').first()).toBeVisible()
    await expect(elsewhere).toHaveURL(/\/login/)
    await signIn(elsewhere, { email: shopper.email, password: newPassword })
    await expect(elsewhere).toHaveURL('/orders')
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()

    await elsewhereContext.close()
  })
}
