import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { bearer, openSignedIn, switchSession } from './admin-steps'
import { signIn } from './auth-steps'
import { expect, postLogin, test } from './fixtures'

test.beforeEach(async ({ page, adminApi }) => {
  await openSignedIn(page, await adminApi.session())
})

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

async function waitForToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
}

test('the admin creates a product with an uploaded image and shoppers find it in the shop', async ({
  page,
}) => {
  const name = uniqueName('Zenitsu Thunder Breathing Figure')
  const picture = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 240, g: 200, b: 40 } },
  })
    .png()
    .toBuffer()

  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Add New Product' }).click()
  await expect(page).toHaveURL('/admin/products/new')
  await expect(page.getByRole('heading', { name: 'Create Product', level: 1 })).toBeVisible()

  await page.getByLabel('Product Name', { exact: true }).fill(name)
  await page
    .getByLabel('Description', { exact: true })
    .fill('A 1/8 scale figure of Zenitsu mid-strike, lightning and all.')
  await page.getByLabel('Selling Price (₹)').fill('2499')
  await page.getByLabel('Stock', { exact: true }).fill('6')
  await page.getByLabel('Country of origin').selectOption('China')
  await page.getByLabel('Net quantity').fill('1 figure')
  await page.getByLabel('Choose images').setInputFiles({
    name: 'zenitsu.png',
    mimeType: 'image/png',
    buffer: picture,
  })
  await page.getByRole('button', { name: 'Upload image 1' }).click()
  await waitForToast(page, 'Image uploaded successfully!')
  await expect(page.getByRole('list', { name: 'Product images' }).getByText('Uploaded')).toBeVisible()

  await page.getByRole('button', { name: 'Create Product' }).click()
  await waitForToast(page, 'Product created successfully')
  await expect(page).toHaveURL('/admin')

  // A shopper searches the shop for it and opens it: the uploaded picture is served from /media.
  await switchSession(page, null)
  await page.goto('/collections')
  await page.getByPlaceholder('Search products…').fill(name)
  const card = page.getByRole('link', { name }).first()
  await expect(card).toBeVisible()
  await card.click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page.getByText('₹2,499.00').first()).toBeVisible()
  const image = page.getByRole('img', { name }).first()
  await expect(image).toHaveAttribute('src', /\/media\/[0-9a-f]+/)
  // Its label's country of origin and net quantity, among the specifications.
  const specifications = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Specifications' }) })
  await expect(specifications.getByRole('definition').filter({ hasText: /^China$/ })).toBeVisible()
  await expect(specifications.getByRole('definition').filter({ hasText: /^1 figure$/ })).toBeVisible()
})

test('the admin features a product and it appears among the home page’s featured products', async ({
  page,
  adminApi,
}) => {
  const product = await adminApi.createProduct({ name: uniqueName('Rem Crystal Dress'), isNewArrival: false })

  await page.goto('/admin?tab=products')
  await page.getByLabel('Search products').fill(product.name)
  const toggle = page.getByRole('button', { name: `Featured: ${product.name}` })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await waitForToast(page, 'Product added to featured')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured Products' })
  await expect(featured.getByRole('link', { name: product.name }).first()).toBeVisible()
})

test('the admin ships a shopper’s order with a tracking number that the shopper then sees', async ({
  page,
  adminApi,
  shopper,
  placeCodOrder,
}) => {
  const product = await adminApi.createProduct({
    name: uniqueName('Itachi Akatsuki Bust'),
    isNewArrival: false,
  })
  const order = await placeCodOrder(shopper, product._id)
  const orderNumber = order._id.slice(0, 8).toUpperCase()
  const tracking = `DTDC${Date.now()}IN`

  await page.goto('/admin?tab=orders')
  await page.getByLabel('Search orders').fill(order._id)
  await page.getByRole('link', { name: `View order #${orderNumber}` }).click()
  // The link carries the list's search once the search box has written it to the address, which may be before or
  // after the click.
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}(\\?|$)`))
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible()

  await page.getByLabel('New status').selectOption('shipped')
  const update = page.getByRole('button', { name: 'Update Status' })
  await expect(page.getByText('Please enter a tracking number')).toBeVisible()
  await expect(update).toBeDisabled()
  await page.getByLabel('Tracking Number').fill(tracking)
  await page.getByLabel('Carrier', { exact: true }).selectOption('dtdc')
  await update.click()
  await waitForToast(page, 'Order status updated successfully')
  await expect(page.getByText(tracking).first()).toBeVisible()
  await expect(page.getByLabel('New status')).toHaveValue('')

  // The shopper opens the order and reads the same tracking number.
  await switchSession(page, shopper)
  await page.goto(`/orders/${order._id}`)
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Shipped').first()).toBeVisible()
  // As a link to the carrier's own tracking page.
  await expect(page.getByRole('link', { name: new RegExp(tracking) })).toHaveAttribute(
    'href',
    `https://www.dtdc.in/trace.asp?strCnno=${tracking}`,
  )
})

test('the admin deactivates a shopper, who then cannot sign in', async ({ page, request, shopper }) => {
  await page.goto('/admin?tab=users')
  await page.getByLabel('Search users').fill(shopper.email)
  await page.getByRole('button', { name: `Deactivate ${shopper.name}` }).click()
  await waitForToast(page, 'User deactivated successfully')
  await expect(page.getByRole('button', { name: `Activate ${shopper.name}` })).toBeVisible()

  await switchSession(page, null)
  await page.goto('/login')
  await signIn(page, shopper)
  await expect(
    page.getByRole('main').getByText('Your account is not authorized to access this resource.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login/)

  // The server refuses too, whatever the screen does.
  const login = await postLogin(request, { email: shopper.email, password: shopper.password })
  expect(login.status()).toBe(403)
})

test('the admin marks a shopper’s support request handled', async ({ page, request, shopper }) => {
  const subject = uniqueName('Broken box corner')
  const sent = await request.post('/api/messages/support', {
    headers: bearer(shopper),
    data: { subject, message: 'The figure is fine,\nbut the box corner was crushed.' },
  })
  expect(sent.status()).toBe(201)

  await page.goto('/admin?tab=messages')
  await page.getByRole('tab', { name: 'Support requests' }).click()
  await page.getByLabel('Search support requests').fill(subject)
  const request_ = page.getByRole('article', { name: shopper.name })
  await expect(request_.getByText(subject)).toBeVisible()
  await expect(request_.getByText('Not handled')).toBeVisible()
  await request_.getByRole('button', { name: 'Mark handled' }).click()
  await waitForToast(page, 'Message marked as handled')
  await expect(request_.getByRole('button', { name: 'Mark not handled' })).toBeVisible()

  // Handled is kept on the server: the "not handled" filter no longer lists it after a reload.
  await page.reload()
  await page.getByLabel('Search support requests').fill(subject)
  await page.getByLabel('Show').selectOption('not-handled')
  await expect(page.getByText('No messages found')).toBeVisible()
})
