// The invoice is read back in Node: the journey takes the downloaded PDF and extracts its text.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { formatRupees } from '../src/common/money'
import { openSignedIn, switchSession } from './admin-steps'
import { expect, test } from './fixtures'

interface MyOrder {
  _id: string
  orderNumber: string
  itemsPrice: number
  discountPrice: number
  discountCode: string | null
  totalPrice: number
}

const PERCENT_OFF = 20

/** What the server takes off: the percentage of the items in paise, rounded down. */
function percentOff(rupees: number, percent: number): number {
  return Math.floor((Math.round(rupees * 100) * percent) / 100) / 100
}

async function myOrders(page: Page): Promise<MyOrder[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/orders/my-orders', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    })
    if (!response.ok) throw new Error(`My orders: ${response.status}`)
    return (await response.json()) as MyOrder[]
  })
}

async function enterAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Shipping address' })
  await form.getByLabel('Phone Number').fill('98765 43210')
  await form.getByLabel('Address Line 1').fill('221 Linking Road')
  await form.getByLabel('City').fill('Mumbai')
  await form.getByLabel('State').fill('Maharashtra')
  await form.getByLabel('Postal Code').fill('400050')
  await form.getByRole('button', { name: 'Save Address' }).click()
}

/** The value of the definition-list row labelled exactly `label`. */
function summaryRow(page: Page, label: string) {
  const exactly = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`)
  return page.getByRole('term').filter({ hasText: exactly }).locator('xpath=following-sibling::dd[1]')
}

test('a shopper uses the admin’s 20 % code from the cart to the invoice', async ({
  page,
  adminApi,
  shopper,
  orderableProduct: product,
}) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`
  const saving = percentOff(product.price, PERCENT_OFF)
  const total = Math.round((product.price - saving) * 100) / 100

  // The admin creates the code in the Discounts tab.
  await openSignedIn(page, await adminApi.session())
  await page.goto('/admin?tab=discounts')
  await page.getByRole('button', { name: 'New code' }).click()
  const form = page.getByRole('form', { name: 'New discount code' })
  await form.getByLabel('Code', { exact: true }).fill(code)
  await form.getByRole('radio', { name: 'Percentage (%)' }).check()
  await form.getByLabel('Percent off').fill(String(PERCENT_OFF))
  await form.getByRole('button', { name: 'Create Code' }).click()
  await expect(page.getByRole('heading', { name: 'Discount codes' })).toBeVisible()
  await expect(page.getByRole('rowheader').getByText(code, { exact: true })).toBeVisible()

  // A shopper puts the product in the cart and applies the code.
  await switchSession(page, shopper)
  await page.goto(`/products/${product._id}`)
  await page.getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL('/cart')
  await page.getByLabel('Discount code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Apply code' }).click()
  await expect(page.getByText(`Code applied: you save ${formatRupees(saving)}`)).toBeVisible()
  const cartSummary = page.getByRole('region', { name: 'Order Summary' })
  await expect(summaryRow(page, `Discount (${code})`)).toHaveText(`−${formatRupees(saving)}`)
  await expect(cartSummary.getByText(formatRupees(total), { exact: true })).toBeVisible()

  // Checkout with cash on delivery: the code is checked again and goes with the order.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()
  await enterAddress(page)
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await expect(summaryRow(page, `Discount (${code})`)).toHaveText(`−${formatRupees(saving)}`)
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page).toHaveURL('/order-confirmation')
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  await expect(summaryRow(page, `Discount (${code})`)).toHaveText(`−${formatRupees(saving)}`)
  await expect(summaryRow(page, 'Total')).toHaveText(formatRupees(total))
  const [order] = await myOrders(page)
  expect(order).toMatchObject({ discountCode: code, discountPrice: saving, totalPrice: total })

  // The order detail shows the saving before the total.
  await page.goto(`/orders/${order!._id}`)
  await expect(summaryRow(page, `Discount (${code})`)).toHaveText(`−${formatRupees(saving)}`)
  await expect(summaryRow(page, 'Total')).toHaveText(formatRupees(total))

  // The tax invoice shares the saving over its lines and names the code beside the totals.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Invoice' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`invoice-${order!._id}.pdf`)
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())))
  const { text } = await extractText(pdf, { mergePages: true })
  const rupees = (amount: number) => formatRupees(amount).replace(/[.]/g, '\\.')
  expect(text).toMatch(new RegExp(`Discount code ${code}: −${rupees(saving)}`))
  expect(text).toMatch(new RegExp(`Total\\s+${rupees(total)}`))
})
