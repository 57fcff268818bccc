// After the order: a failed payment paid again from the order page, a paid order cancelled by its shopper and
// refunded, and an admin's partial refund whose GST credit note is read back from the downloaded PDF.
import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { formatRupees } from '../src/common/money'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, payThroughApi, placeOrderThroughApi, test } from './fixtures'

interface OrderAnswer {
  _id: string
  totalPrice: number
  isPaid: boolean
  status: string
  paymentStatus: string
  refunds: { amount: number; status: string; creditNoteNumber: string; creditNote: Record<string, number> }[]
}

async function orderOf(
  request: APIRequestContext,
  session: ApiSession,
  orderId: string,
): Promise<OrderAnswer> {
  const response = await request.get(`/api/orders/my-orders/${orderId}`, { headers: bearer(session) })
  expect(response.ok()).toBe(true)
  return (await response.json()) as OrderAnswer
}

/** An online order paid through the simulator, which confirms a payment 2 s after it started. */
async function paidOnlineOrder(request: APIRequestContext, shopper: ApiSession, productId: string) {
  const order = await placeOrderThroughApi(request, shopper, productId, { paymentMethod: 'PHONEPE' })
  await payThroughApi(request, shopper, order._id)
  return order
}

test('a payment fails, the shopper pays again from the order page and the order is paid', async ({
  page,
  request,
  shopper,
  orderableProduct,
}) => {
  const order = await placeOrderThroughApi(request, shopper, orderableProduct._id, {
    paymentMethod: 'PHONEPE',
  })
  await openSignedIn(page, shopper)
  await page.goto(`/orders/${order._id}`)

  const hold = page.getByRole('region', { name: 'Payment pending' })
  await expect(hold.getByRole('timer')).toHaveText(/^1[45]:\d\d$/)
  // The simulator declines a payment started with 9999999999.
  await hold.getByLabel(/mobile number/i).fill('9999999999')
  await hold.getByRole('button', { name: 'Pay now' }).click()
  await expect(hold.getByRole('alert')).toBeVisible()
  expect((await orderOf(request, shopper, order._id)).isPaid).toBe(false)

  await hold.getByLabel(/mobile number/i).fill('9876543210')
  await hold.getByRole('button', { name: 'Pay now' }).click()
  await expect(page.getByRole('region', { name: 'Payment pending' })).toBeHidden({ timeout: 15_000 })
  await expect.poll(async () => (await orderOf(request, shopper, order._id)).paymentStatus).toBe('completed')
  expect((await orderOf(request, shopper, order._id)).status).toBe('processing')
})

test('a shopper cancels a paid order and sees the refund complete', async ({
  page,
  request,
  shopper,
  orderableProduct,
}) => {
  const stockBefore = (
    (await (await request.get(`/api/products/${orderableProduct._id}`)).json()) as {
      stock: number
    }
  ).stock
  const order = await paidOnlineOrder(request, shopper, orderableProduct._id)
  await openSignedIn(page, shopper)
  await page.goto(`/orders/${order._id}`)

  await page.getByRole('button', { name: 'Cancel order' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'I ordered by mistake' }).check()
  await dialog.getByRole('button', { name: 'Cancel order' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/I ordered by mistake/).first()).toBeVisible()

  // The simulator completes a refund 2 s after it is asked for; the page follows it by itself.
  await expect(page.getByText(/Refunded on/).first()).toBeVisible({ timeout: 15_000 })
  const cancelled = await orderOf(request, shopper, order._id)
  expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
  expect(cancelled.refunds).toHaveLength(1)
  expect(cancelled.refunds[0]).toMatchObject({ amount: order.totalPrice, status: 'completed' })
  const stockAfter = (
    (await (await request.get(`/api/products/${orderableProduct._id}`)).json()) as {
      stock: number
    }
  ).stock
  expect(stockAfter).toBe(stockBefore)
})

test('the admin refunds part of an order and its credit note opens with the right figures', async ({
  page,
  request,
  shopper,
  adminApi,
  orderableProduct,
}) => {
  const order = await paidOnlineOrder(request, shopper, orderableProduct._id)
  await openSignedIn(page, await adminApi.session())
  await page.goto(`/admin/orders/${order._id}`)

  const form = page.getByRole('form', { name: 'Refund this order' })
  await form.getByLabel('Amount (₹)').fill('250')
  await form.getByLabel('Reason').fill('Box arrived dented')
  await form.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(page.getByText('Box arrived dented').first()).toBeVisible()

  await expect
    .poll(async () => (await orderOf(request, shopper, order._id)).refunds[0]?.status, { timeout: 15_000 })
    .toBe('completed')
  const answer = await orderOf(request, shopper, order._id)
  expect(answer.paymentStatus).toBe('partially_refunded')
  const refund = answer.refunds[0]!
  expect(refund.amount).toBe(250)

  const downloadPromise = page.waitForEvent('download')
  await page
    .getByRole('button', { name: /Credit note/ })
    .first()
    .click()
  const download = await downloadPromise
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  expect(text).toContain('CREDIT NOTE')
  expect(text).toContain(refund.creditNoteNumber)
  expect(text).toContain(formatRupees(250))
  expect(text).toContain('Box arrived dented')
  // The tax the note reverses is the server's own split of the refund (Mumbai is in the shop's state).
  expect(text).toContain(formatRupees(refund.creditNote.cgst!))
  expect(text).toContain(formatRupees(refund.creditNote.taxableValue!))
})
