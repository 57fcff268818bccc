// A variant returned on a phone: a delivered order of a figure's Deluxe edition, the shopper asks to return it
// from the order's page, the admin approves and receives it, and the unit is back in Deluxe's stock (Standard's
// untouched).
import type { APIRequestContext } from '@playwright/test'
import type { Product } from '../src/common/schemas/product'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, placeOrderThroughApi, test } from './fixtures'

const PHONE = { width: 390, height: 844 }

async function setStatus(
  request: APIRequestContext,
  admin: ApiSession,
  orderId: string,
  data: { status: string; trackingNumber?: string },
) {
  const response = await request.put(`/api/orders/${orderId}/status`, { headers: bearer(admin), data })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Each edition's stock, by its label, as the product's page answers it. */
async function editionStocks(request: APIRequestContext, productId: string): Promise<Record<string, number>> {
  const product = (await (await request.get(`/api/products/${productId}`)).json()) as Product
  return Object.fromEntries((product.variants ?? []).map((variant) => [variant.label, variant.stock]))
}

test.use({ viewport: PHONE })

test('a Deluxe edition is returned from the order page, received by the admin, and back in Deluxe’s stock', async ({
  page,
  browser,
  request,
  shopper,
  adminApi,
}) => {
  const admin = await adminApi.session()
  const suffix = Date.now().toString(36).toUpperCase()
  const name = `Megumi Fushiguro Figure ${suffix}`
  const figure = await adminApi.createProduct({ name, stock: 0 })
  const grid = await request.put(`/api/products/${figure._id}/variants`, {
    headers: bearer(admin),
    data: {
      options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
      variants: [
        { options: { Edition: 'Standard' }, sku: `MEG-STD-${suffix}`, price: 2499, stock: 5 },
        { options: { Edition: 'Deluxe' }, sku: `MEG-DLX-${suffix}`, price: 3999, stock: 3 },
      ],
    },
  })
  expect(grid.ok(), await grid.text()).toBe(true)
  const deluxe = ((await grid.json()) as Product).variants!.find((variant) => variant.label === 'Deluxe')!

  const order = await placeOrderThroughApi(request, shopper, figure._id, { variant: deluxe._id })
  await setStatus(request, admin, order._id, { status: 'shipped', trackingNumber: 'DL987654321IN' })
  await setStatus(request, admin, order._id, { status: 'delivered' })
  expect(await editionStocks(request, figure._id)).toEqual({ Standard: 5, Deluxe: 2 })

  // The shopper, on their phone: the line is the Deluxe edition's.
  await openSignedIn(page, shopper)
  await page.goto(`/orders/${order._id}`)
  await page.getByRole('button', { name: 'Return items' }).click()
  const form = page.getByRole('region', { name: 'Return items' })
  await form.getByRole('combobox', { name: `${name} — Deluxe` }).selectOption('1')
  await form.getByRole('radio', { name: 'Changed my mind' }).check()
  await form.getByLabel('Anything we should know? (optional)').fill('Ordered the wrong edition')
  await form.getByRole('button', { name: 'Send return request' }).click()
  const returns = page.getByRole('region', { name: 'Returns' })
  await expect(returns).toContainText("Requested — waiting for the shop's decision")
  await expect(returns).toContainText(`${name} — Deluxe`)

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ viewport: PHONE })
  const adminPage = await adminContext.newPage()
  await openSignedIn(adminPage, admin)
  await adminPage.goto('/admin?tab=returns')
  const returned = adminPage.getByRole('article').filter({ hasText: 'Ordered the wrong edition' })
  await returned.getByRole('button', { name: 'Approve' }).click()
  const approve = adminPage.getByRole('dialog', { name: 'Approve this return?' })
  await approve.getByRole('button', { name: 'Approve return' }).click()
  await expect(approve).toBeHidden()

  await returned.getByRole('button', { name: /Mark received/ }).click()
  const receive = adminPage.getByRole('dialog', { name: 'Mark this return received?' })
  await receive.getByRole('spinbutton', { name: `${name} — Deluxe (1 returned)` }).fill('1')
  await receive.getByRole('radio', { name: 'UPI' }).check()
  await receive.getByRole('textbox', { name: 'Transfer reference' }).fill('UPI-DLX-7731')
  await receive.getByRole('button', { name: 'Mark received' }).click()
  await expect(adminPage.getByText(/Return received/).first()).toBeVisible()
  await adminContext.close()

  // The unit is back on sale as a Deluxe, and the product's stock is the editions' sum again.
  expect(await editionStocks(request, figure._id)).toEqual({ Standard: 5, Deluxe: 3 })
  const product = (await (await request.get(`/api/products/${figure._id}`)).json()) as Product
  expect(product.stock).toBe(8)
})
