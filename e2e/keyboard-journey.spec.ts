import type { Page } from '@playwright/test'
import { uniqueShopper, type NewShopper } from './auth-steps'
import { expect, registerThroughApi, test } from './fixtures'
import { expectFocusRing, isFocused, tabTo } from './keyboard-steps'
import { visitAsReturningShopper } from './storefront-steps'

/*
 * A shopper who uses only the keyboard (Tab, Shift+Tab, Enter, Space, the arrow keys and Escape; never the
 * mouse) goes from the home page to a placed cash-on-delivery order. Wherever focus lands, the focused element
 * must show a ring: the browser's computed outline or box-shadow, read in the page.
 */

/** Fails unless a live region (the toasts' aria-live region, a status or an alert) holds `text`. */
async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  const liveRegions = page.locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')
  await expect(liveRegions.filter({ hasText: text }).first()).toBeAttached()
}

/** Fails unless the toasts' own live region (sonner's, aria-live) holds `text`. */
async function expectToastAnnounced(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts).toHaveAttribute('aria-live', 'polite')
  await expect(toasts.getByText(text, { exact: true })).toBeVisible()
}

let shopper: NewShopper

test.beforeAll(async ({ playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
  shopper = uniqueShopper()
  expect((await registerThroughApi(request, shopper)).token).toBeTruthy()
  await request.dispose()
})

test.use({ viewport: { width: 390, height: 844 } })

test('a keyboard-only shopper goes from the home page to a placed cash-on-delivery order', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await visitAsReturningShopper(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The card menu: a disclosure that says whether it is open, opened with Enter, closed with Escape.
  const menu = page.getByRole('navigation', { name: 'Main' })
  const toggle = menu.getByRole('button', { name: 'Open menu' })
  await tabTo(page, toggle)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  const closeToggle = menu.getByRole('button', { name: 'Close menu' })
  await expect(closeToggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await isFocused(toggle)).toBe(true)
  await expectFocusRing(page)

  // Sign in from the menu's Account card.
  await page.keyboard.press('Space')
  await expect(closeToggle).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, menu.getByRole('link', { name: 'Sign In' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/login')
  const form = page.getByRole('main')
  await tabTo(page, form.getByLabel('Email', { exact: true }))
  await page.keyboard.type(shopper.email)
  await tabTo(page, form.getByLabel('Password', { exact: true }))
  await page.keyboard.type(shopper.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/')
  // Each new page takes focus on its main heading; the menu is just before it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

  // To the figures through the menu's Collections card.
  await tabTo(page, toggle, { backwards: true })
  await page.keyboard.press('Enter')
  await tabTo(page, menu.getByRole('link', { name: 'Figurines' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/collections/figures')
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeFocused()
  await expectFocusRing(page)

  // The filter sheet: its toggle says whether it is open; the categories say which one is chosen.
  const showFilters = page.getByRole('button', { name: 'Show Filters' })
  await tabTo(page, showFilters)
  await expect(showFilters).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Space')
  const hideFilters = page.getByRole('button', { name: 'Hide Filters' })
  await expect(hideFilters).toHaveAttribute('aria-expanded', 'true')
  const filters = page.getByRole('complementary', { name: 'Product filters' })
  await expect(filters.getByRole('button', { name: 'Figures' })).toHaveAttribute('aria-pressed', 'true')
  await expect(filters.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false')
  const inStock = filters.getByRole('checkbox', { name: 'In Stock' })
  await tabTo(page, inStock)
  await page.keyboard.press('Space')
  await expect(inStock).toBeChecked()
  await expect(page).toHaveURL(/inStock=true/)
  // A filter changes the page in place: focus stays on it.
  await expect(inStock).toBeFocused()
  await expectAnnounced(page, /item\(s\) found/)
  // On a phone the filters are a sheet: Escape closes it onto the listing, already filtered, and focus goes
  // back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: /^Show Filters/ })).toBeFocused()

  // The first product, opened from its card.
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()
  const productLink = firstCard.getByRole('link')
  const productName = (await productLink.textContent())!.trim()
  await tabTo(page, productLink)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeFocused()

  // Added to the cart: the button says so and a status announces it.
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible()
  await expectAnnounced(page, `${productName} added to your cart`)
  await expectFocusRing(page)

  // The cart, through the floating cart button (after the page's content, so Tab onwards reaches it).
  await tabTo(page, page.getByRole('link', { name: 'View cart, 1 item' }), { maxPresses: 120 })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/cart')
  await expect(page.getByRole('link', { name: productName })).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }))
  await page.keyboard.press('Enter')
  const stepHeading = page.getByRole('heading', { level: 1, name: 'Shipping Address' })
  await expect(stepHeading).toBeVisible()
  // The step replaces the cart in place: focus moves to its heading, which shows the ring.
  expect(await isFocused(stepHeading)).toBe(true)
  await expectFocusRing(page)

  // A new address, typed field by field.
  const address = page.getByRole('form', { name: 'Shipping address' })
  for (const [label, value] of [
    ['Phone Number', '98765 43210'],
    ['Address Line 1', '221 Linking Road'],
    ['City', 'Mumbai'],
    ['State', 'Maharashtra'],
    ['Postal Code', '400050'],
  ] as const) {
    await tabTo(page, address.getByLabel(label))
    await page.keyboard.type(value)
  }
  await tabTo(page, address.getByRole('button', { name: 'Save Address' }))
  await page.keyboard.press('Enter')
  await expectToastAnnounced(page, 'Address saved successfully')

  // Payment: the methods are a radio group the arrow keys move through; cash on delivery is chosen.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  const cod = page.getByRole('radio', { name: 'Cash on Delivery' })
  await expect(cod).toBeChecked()
  await tabTo(page, cod, { maxPresses: 20 })
  await page.keyboard.press('ArrowDown')
  await expect(cod).not.toBeChecked()
  await expectFocusRing(page)
  await page.keyboard.press('ArrowUp')
  await expect(cod).toBeChecked()
  await expectFocusRing(page)

  await tabTo(page, page.getByRole('button', { name: 'Place Order' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/order-confirmation')
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  await expectToastAnnounced(page, 'Order placed successfully!')
  await expect(page.getByText('Cash on Delivery')).toBeVisible()

  // Back up the page with Shift+Tab: every stop still shows its ring.
  await tabTo(page, page.getByRole('link', { name: 'Continue Shopping' }), { backwards: true })
})

test('a dialog keeps focus inside while open and gives it back to its opener on close', async ({ page }) => {
  await visitAsReturningShopper(page)
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About AnimeVerse' })).toBeVisible()

  const email = page.getByLabel('Email address', { exact: true })
  const address = `keyboard-${Date.now()}@example.com`
  await tabTo(page, email, { maxPresses: 120 })
  await page.keyboard.type(address)
  const subscribe = page.getByRole('button', { name: 'Join Now' })
  await tabTo(page, subscribe)
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Thank You for Subscribing!' })
  await expect(dialog).toBeVisible()
  // Tab and Shift+Tab go round the dialog's controls and never leave it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await expectFocusRing(page)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The dialog hands focus back as it finishes closing, a moment after it is hidden: wait for it.
  await expect(subscribe).toBeFocused()
  await expectFocusRing(page)

  // Opened again (the same address: "Already Subscribed") and closed with its own button: focus returns to
  // the opener all the same.
  await tabTo(page, email, { backwards: true, maxPresses: 5 })
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(address)
  await tabTo(page, subscribe, { maxPresses: 5 })
  await page.keyboard.press('Enter')
  const already = page.getByRole('dialog', { name: 'Already Subscribed' })
  await expect(already).toBeVisible()
  await tabTo(page, already.getByRole('button', { name: 'Got It' }), { maxPresses: 5 })
  await page.keyboard.press('Enter')
  await expect(already).toBeHidden()
  await expect(subscribe).toBeFocused()
})

test('a followed link puts focus on the new page’s main heading; a search or a filter keeps its own', async ({
  page,
}) => {
  await visitAsReturningShopper(page)
  await page.goto('/collections/figures')
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible()
  // The first load leaves focus where the browser puts it.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

  // A search changes only the query string: focus stays in the box, ready for the next word.
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.fill('figure')
  await search.press('Enter')
  await expect(page).toHaveURL(/[?&]q=figure/)
  await expect(search).toBeFocused()

  // A category filter changes the path, but the listing stays: focus stays on the filter.
  await page.getByRole('button', { name: 'Show Filters' }).click()
  const keychains = page
    .getByRole('complementary', { name: 'Product filters' })
    .getByRole('button', { name: 'Keychains' })
  await keychains.click()
  await expect(page).toHaveURL(/\/collections\/keychains/)
  await expect(page.getByRole('heading', { level: 1, name: 'Keychains' })).toBeVisible()
  await expect(keychains).toBeFocused()

  // A product opened with a click: its page arrives lazily, then its data, and then focus is on its heading.
  await page.goto('/collections/figures')
  const productLink = page.getByRole('list', { name: 'Products' }).getByRole('link').first()
  const productName = (await productLink.textContent())!.trim()
  await productLink.click()
  const productHeading = page.getByRole('heading', { level: 1, name: productName })
  await expect(productHeading).toBeFocused()

  // Back to the listing: focus is on its heading again.
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeFocused()
})
