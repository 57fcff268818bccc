// A return on a phone: the shopper asks to return a damaged figure with a photo from the file chooser, the admin
// approves it, receives it without putting it back on sale and refunds it, and the shopper sees the refund and
// its credit note on the order.
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { formatRupees } from '../src/common/money'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, placeOrderThroughApi, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
const PHOTO = fileURLToPath(new URL('../src/web/public/placeholder-product.jpg', import.meta.url))

async function setStatus(
  request: APIRequestContext,
  admin: ApiSession,
  orderId: string,
  data: { status: string; trackingNumber?: string },
) {
  const response = await request.put(`/api/orders/${orderId}/status`, { headers: bearer(admin), data })
  expect(response.ok(), await response.text()).toBe(true)
}

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  return ((await (await request.get(`/api/products/${productId}`)).json()) as { stock: number }).stock
}

test.use({ viewport: PHONE })

test('a damaged figure is returned with a photo, received without restocking and refunded with a credit note', async ({
  page,
  browser,
  request,
  shopper,
  adminApi,
  orderableProduct,
}) => {
  const admin = await adminApi.session()
  const order = await placeOrderThroughApi(request, shopper, orderableProduct._id)
  await setStatus(request, admin, order._id, { status: 'shipped', trackingNumber: 'DL123456789IN' })
  await setStatus(request, admin, order._id, { status: 'delivered' })
  const stockBefore = await stockOf(request, orderableProduct._id)

  // The shopper, on their phone.
  await openSignedIn(page, shopper)
  await page.goto(`/orders/${order._id}`)
  await page.getByRole('button', { name: 'Return items' }).click()
  const form = page.getByRole('region', { name: 'Return items' })
  await form.getByRole('combobox', { name: orderableProduct.name }).selectOption('1')
  await form.getByRole('radio', { name: 'Arrived damaged (box or figure)' }).check()
  await form.getByLabel('Anything we should know? (optional)').fill('The box was crushed in transit')
  const chooser = page.waitForEvent('filechooser')
  await form.getByText('Add photos').click()
  await (await chooser).setFiles(PHOTO)
  await expect(form.getByRole('img', { name: /Photo 1/ })).toBeVisible()
  await form.getByRole('button', { name: 'Send return request' }).click()

  const returns = page.getByRole('region', { name: 'Returns' })
  await expect(returns).toContainText("Requested — waiting for the shop's decision")
  await expect(returns.getByRole('img').first()).toBeVisible()

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: PHONE })
  const adminPage = await adminContext.newPage()
  await openSignedIn(adminPage, admin)
  await adminPage.goto('/admin?tab=returns')
  const request_ = adminPage.getByRole('article').filter({ hasText: 'The box was crushed in transit' })
  await expect(request_.getByRole('img').first()).toBeVisible()
  await request_.getByRole('button', { name: 'Approve' }).click()
  const approve = adminPage.getByRole('dialog', { name: 'Approve this return?' })
  await approve
    .getByRole('textbox', { name: 'Note to the shopper (optional)' })
    .fill('Sorry! Please send it back.')
  await approve.getByRole('button', { name: 'Approve return' }).click()
  await expect(approve).toBeHidden()

  await request_.getByRole('button', { name: /Mark received/ }).click()
  const receive = adminPage.getByRole('dialog', { name: 'Mark this return received?' })
  // Returned as damaged: nothing goes back on sale unless the admin says so.
  await expect(
    receive.getByRole('spinbutton', { name: `${orderableProduct.name} (1 returned)` }),
  ).toHaveValue('0')
  await expect(receive.getByRole('spinbutton', { name: 'Refund (₹)' })).toHaveValue(
    String(orderableProduct.price),
  )
  // Cash on delivery is paid back by the shop: how, and the transfer's reference.
  await receive.getByRole('radio', { name: 'UPI' }).check()
  await receive.getByRole('textbox', { name: 'Transfer reference' }).fill('UPI-RET-4821')
  await receive.getByRole('button', { name: 'Mark received' }).click()
  await expect(
    adminPage.getByText(`Return received, ${formatRupees(orderableProduct.price)} refunded`),
  ).toBeVisible()
  await adminContext.close()

  expect(await stockOf(request, orderableProduct._id)).toBe(stockBefore)

  // Back on the shopper's phone: the return received, the refund and its credit note.
  await page.reload()
  await expect(returns).toContainText('Received')
  await expect(returns).toContainText(formatRupees(orderableProduct.price))
  await expect(page.getByText(/Refunded on/).first()).toBeVisible()
  await expect(page.getByText(/AV\/CN\/\d{4}-\d{2}\/\d{6}/).first()).toBeVisible()
})
