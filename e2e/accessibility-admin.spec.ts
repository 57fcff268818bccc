import type { APIRequestContext, Page } from '@playwright/test'
import { axeFindings, dimDisabledControls } from './accessibility-steps'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import {
  expect,
  listProducts,
  payThroughApi,
  placeOrderThroughApi,
  registerShopperThroughApi,
  test,
  type CatalogueProduct,
} from './fixtures'

/*
 * axe-core, with all its default rules (WCAG 2.0/2.1/2.2 A and AA plus best practices), over every admin tab,
 * form, detail page and confirmation, at a phone's width and a desktop's, with the cookie banner closed and,
 * once per width, open. The admin signs in through the API once (the worker's `adminApi`) and every page
 * reuses that session. Disabled controls, which axe leaves out, are measured for contrast too. Each page's
 * findings are collected softly, so one run lists them all.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

interface AdminData {
  product: CatalogueProduct
  /** A cash-on-delivery order, not yet paid: its detail page and the status form. */
  codOrderId: string
  /** A PhonePe order the simulator has paid: the orders tab offers "Mark as Delivered" for it. */
  paidOrderId: string
  shopper: ApiSession
}

let data: AdminData

test.beforeAll(async ({ adminApi, playwright }, workerInfo) => {
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL })
  await adminApi.session()
  const [product] = await listProducts(request, 'limit=5&inStock=true')
  if (!product) throw new Error('The accessibility journey needs a product in stock (SEED_DEMO)')
  const shopper = await registerShopperThroughApi(request)
  const codOrderId = (await placeOrderThroughApi(request, shopper, product._id))._id
  const paidOrderId = (
    await placeOrderThroughApi(request, shopper, product._id, { paymentMethod: 'PHONEPE' })
  )._id
  await payThroughApi(request, shopper, paidOrderId)
  await sendMessages(request, shopper)
  await saveAddress(request, shopper)
  data = { product, codOrderId, paidOrderId, shopper }
  await request.dispose()
})

for (const { name, width, height } of WIDTHS) {
  test.describe(`admin at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } })
    // Many pages and an axe run on each: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 120_000 })

    test.beforeEach(async ({ page, adminApi }) => {
      await openSignedIn(page, await adminApi.session())
    })

    test('the dashboard tabs and their confirmations have no axe violation', async ({ page }) => {
      await page.goto('/admin')
      await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
      await expect(page.getByText('Total Sales').first()).toBeVisible()
      await checkPage(page, 'dashboard tab')
      await page.getByRole('button', { name: 'Show table' }).click()
      await checkPage(page, 'dashboard tab with its table of days shown')

      await selectTab(page, 'Products')
      const products = page.getByRole('table', { name: 'Products' })
      await expect(products.getByRole('row').nth(1)).toBeVisible()
      await checkPage(page, 'products tab')
      await products
        .getByRole('button', { name: /^Delete / })
        .first()
        .click()
      await checkDialog(page, 'products tab: delete confirmation')
      await page.getByLabel('Search products').fill('no such figure anywhere')
      await expect(page.getByText('No products found')).toBeVisible()
      await checkPage(page, 'products tab: nothing found')

      await selectTab(page, 'Orders')
      const orders = page.getByRole('table', { name: 'Orders' })
      await expect(orders.getByRole('row').nth(1)).toBeVisible()
      await checkPage(page, 'orders tab')
      await orders
        .getByRole('button', { name: /^Mark as Delivered/ })
        .first()
        .click()
      await checkDialog(page, 'orders tab: mark-as-delivered confirmation')

      await selectTab(page, 'Returns')
      await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible()
      await expect(page.getByText(/waiting/).first()).toBeVisible()
      await checkPage(page, 'returns tab')

      await selectTab(page, 'Users')
      const users = page.getByRole('table', { name: 'Users' })
      await expect(users.getByRole('row').nth(1)).toBeVisible()
      await checkPage(page, 'users tab')

      await selectTab(page, 'Messages')
      for (const section of ['Contact messages', 'Support requests', 'Newsletter subscribers']) {
        await page.getByRole('tab', { name: section }).click()
        await expect(page.getByRole('tab', { name: section })).toHaveAttribute('aria-selected', 'true')
        await expect(page.getByRole('tabpanel').last().getByRole('status')).toHaveCount(0)
        await checkPage(page, `messages tab: ${section}`)
      }

      await selectTab(page, 'Discounts')
      await expect(page.getByRole('heading', { name: 'Discount codes', level: 2 })).toBeVisible()
      await checkPage(page, 'discounts tab')

      await selectTab(page, 'Settings')
      await expect(page.getByRole('form', { name: 'Tax defaults' })).toBeVisible()
      for (const form of ['Delivery settings', 'Return settings', 'Cash-on-delivery settings'])
        await expect(page.getByRole('form', { name: form, exact: true })).toBeVisible()
      await checkPage(page, 'settings tab')
    })

    test('the product forms, order and user details have no axe violation', async ({ page }) => {
      await page.goto('/admin/products/new')
      await expect(page.getByRole('heading', { name: 'Create Product', level: 1 })).toBeVisible()
      await checkPage(page, 'new product form')
      await page.getByRole('button', { name: 'Create Product' }).click()
      await expect(page.getByRole('alert').first()).toBeVisible()
      await checkPage(page, 'new product form with its errors')

      await page.goto(`/admin/products/edit/${data.product._id}`)
      await expect(page.getByRole('heading', { name: 'Edit Product', level: 1 })).toBeVisible()
      await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue(data.product.name)
      await checkPage(page, 'edit product form')

      await page.goto(`/admin/orders/${data.codOrderId}`)
      await expect(page.getByRole('heading', { name: /^Order #/, level: 1 })).toBeVisible()
      await checkPage(page, 'order detail')
      const status = page.getByRole('combobox').first()
      await status.selectOption('shipped')
      await checkPage(page, 'order detail: shipping status with its tracking number')
      await status.selectOption('processing')
      await page.getByRole('button', { name: 'Update Status' }).click()
      await expect(page.getByText('Order status updated successfully')).toBeVisible()
      await checkPage(page, 'order detail: status updated, its toast shown')

      await page.goto('/admin/orders/ffffffffffffffffffffffff')
      await expect(page.getByRole('heading', { name: 'Order not found', level: 1 })).toBeVisible()
      await checkPage(page, 'order detail: not found')

      await page.goto(`/admin/users/${data.shopper.user._id}`)
      await expect(page.getByRole('heading', { name: data.shopper.user.name })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      await checkPage(page, 'user detail')

      await page.goto('/admin/users/ffffffffffffffffffffffff')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await checkPage(page, 'user detail: not found')
    })

    test('with the cookie banner open, the admin pages have no axe violation', async ({ page }) => {
      await page.goto('/admin')
      await page.evaluate(() => {
        localStorage.removeItem('cookieConsent')
        localStorage.removeItem('cookiePreferences')
      })
      await page.reload()
      await expect(page.getByText('Total Sales').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible()
      await checkPage(page, 'dashboard tab, cookie banner open')

      await page.goto(`/admin/products/edit/${data.product._id}`)
      await expect(page.getByLabel('Product Name', { exact: true })).toHaveValue(data.product.name)
      await page.getByRole('button', { name: 'Customize Preferences' }).click()
      await expect(page.getByRole('region', { name: 'Cookie Preferences' })).toBeVisible()
      await checkPage(page, 'edit product form, cookie preferences open')
    })
  })
}

async function selectTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
}

/** Checks the open confirmation, then closes it with Cancel. */
async function checkDialog(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' })
  await expect(dialog).toBeVisible()
  await checkPage(page, label)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
}

/** Runs axe (the shared steps wait for the page to settle first) and measures disabled controls; softly. */
async function checkPage(page: Page, label: string): Promise<void> {
  expect.soft(await axeFindings(page, label), `axe on ${label}`).toEqual([])
  expect.soft(await dimDisabledControls(page), `disabled controls on ${label}`).toEqual([])
}

/** A saved address, so the user detail page lists one. */
async function saveAddress(request: APIRequestContext, shopper: ApiSession): Promise<void> {
  const response = await request.post('/api/addresses', {
    headers: bearer(shopper),
    data: {
      fullName: shopper.user.name,
      email: shopper.user.email,
      phone: '9876543210',
      country: 'India',
      addressLine1: '7 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400002',
      isDefault: true,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** One contact message, one support request and one newsletter subscriber, so no section is empty. */
async function sendMessages(request: APIRequestContext, shopper: ApiSession): Promise<void> {
  const contact = await request.post('/api/messages/contact', {
    data: { name: shopper.user.name, email: shopper.user.email, message: 'Is the Nezuko figure back soon?' },
  })
  expect(contact.status(), await contact.text()).toBe(201)
  const support = await request.post('/api/messages/support', {
    headers: bearer(shopper),
    data: { subject: 'Delivery to Pune', message: 'Can my order be delivered to my office instead?' },
  })
  expect(support.status(), await support.text()).toBe(201)
  const newsletter = await request.post('/api/newsletter/subscribe', { data: { email: shopper.user.email } })
  expect(newsletter.ok(), await newsletter.text()).toBe(true)
}
