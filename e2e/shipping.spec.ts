// Shipping with the carrier on a phone: the admin books a paid order's parcel from its weight and sides, prints its
// label and follows the simulator's events to its delivery, which the shopper's order page tells; and a
// cash-on-delivery parcel whose delivery fails comes back to the shop at the admin's word.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { waitForSettledPage } from './accessibility-steps'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, payThroughApi, placeOrderThroughApi, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
const PARCEL = { weightGrams: 650, lengthCm: 22, breadthCm: 16, heightCm: 12 }

test.use({ viewport: PHONE })

async function adminPageFor(browser: Browser, admin: ApiSession, orderId: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  await openSignedIn(page, admin)
  await page.goto(`/admin/orders/${orderId}`)
  return page
}

/** axe over the admin's Shipment section as it stands, with every rule axe enables by default. */
async function expectShipmentSectionAxeClean(page: Page): Promise<void> {
  await waitForSettledPage(page)
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-labelledby="shipment-heading"]')
    .analyze()
  expect(violations).toEqual([])
}

async function bookThroughApi(request: APIRequestContext, admin: ApiSession, orderId: string) {
  const response = await request.post(`/api/orders/${orderId}/shipment`, {
    headers: bearer(admin),
    data: PARCEL,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { awb: string }
}

test("the admin books a paid order's parcel, prints its label and sends its events; the shopper follows it to delivery", async ({
  page,
  browser,
  request,
  shopper,
  adminApi,
  orderableProduct,
}) => {
  const admin = await adminApi.session()
  const order = await placeOrderThroughApi(request, shopper, orderableProduct._id, {
    paymentMethod: 'PHONEPE',
  })
  await payThroughApi(request, shopper, order._id)

  // The admin, on their phone, weighs and measures the packed parcel.
  const adminPage = await adminPageFor(browser, admin, order._id)
  const shipment = adminPage.getByRole('region', { name: 'Shipment' })
  await shipment.getByRole('spinbutton', { name: 'Weight (g)' }).fill(String(PARCEL.weightGrams))
  await shipment.getByRole('spinbutton', { name: 'Length (cm)' }).fill(String(PARCEL.lengthCm))
  await shipment.getByRole('spinbutton', { name: 'Breadth (cm)' }).fill(String(PARCEL.breadthCm))
  await shipment.getByRole('spinbutton', { name: 'Height (cm)' }).fill(String(PARCEL.heightCm))
  await shipment.getByRole('button', { name: 'Book shipment' }).click()

  await expect(adminPage.getByText(/^Shipment booked: AWB \S+$/)).toBeVisible()
  const awb = (await adminPage.getByText(/^Shipment booked: AWB \S+$/).textContent())!.replace(
    'Shipment booked: AWB ',
    '',
  )
  await expect(shipment.getByText(awb, { exact: true })).toBeVisible()
  await expect(shipment.getByText('Expected delivery')).toBeVisible()
  await expect(adminPage.getByText('Shipped', { exact: true }).first()).toBeVisible()
  await expectShipmentSectionAxeClean(adminPage)

  // The label opens in a tab of its own, with the AWB and where the parcel goes.
  const [label] = await Promise.all([
    adminPage.context().waitForEvent('page'),
    shipment.getByRole('link', { name: /Print label/ }).click(),
  ])
  await label.waitForLoadState()
  await expect(label.locator('body')).toContainText(awb)
  await expect(label.locator('body')).toContainText('7 Marine Drive')
  await expect(label.locator('body')).toContainText('400002')
  await label.close()

  // The shopper sees the parcel on its way and the day it is expected.
  await openSignedIn(page, shopper)
  await page.goto(`/orders/${order._id}`)
  await expect(page.getByText(/^Expected by \d{1,2} \w{3} \d{4}$/)).toBeVisible()
  await expect(page.getByText(awb, { exact: true }).first()).toBeVisible()

  // The carrier's events, sent from the simulator.
  const events = shipment.getByRole('group', { name: /send the carrier's event/ })
  await events.getByRole('button', { name: 'Out for delivery' }).click()
  const adminTimeline = adminPage.getByRole('region', { name: 'Timeline' })
  await expect(adminTimeline.getByRole('listitem').filter({ hasText: /^Out for delivery/ })).toBeVisible()
  await events.getByRole('button', { name: 'Delivered' }).click()
  await expect(adminPage.getByText('Carrier event sent: Delivered')).toBeVisible()
  await expect(adminTimeline.getByRole('listitem').filter({ hasText: /^Delivered/ })).toBeVisible()
  await expect(events).toBeHidden()
  await adminPage.context().close()

  await page.reload()
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Order placed/,
    /^Payment received/,
    /^Shipped/,
    /^Out for delivery/,
    /^Delivered/,
  ])
  await expect(page.getByText(/Tracking Number:/)).toContainText(awb)
  await expect(page.getByText(/Expected by/)).toBeHidden()
})

test('a cash-on-delivery parcel nobody could take is sent back at the admin’s word and returns to origin', async ({
  browser,
  request,
  shopper,
  adminApi,
  placeCodOrder,
  orderableProduct,
}) => {
  const admin = await adminApi.session()
  const order = await placeCodOrder(shopper, orderableProduct._id)
  await bookThroughApi(request, admin, order._id)

  const adminPage = await adminPageFor(browser, admin, order._id)
  const shipment = adminPage.getByRole('region', { name: 'Shipment' })
  const events = shipment.getByRole('group', { name: /send the carrier's event/ })
  await events.getByRole('button', { name: 'Delivery failed' }).click()
  await expect(shipment.getByText(/^Delivery attempt failed on .+: .+/)).toBeVisible()
  await expectShipmentSectionAxeClean(adminPage)

  // Sending the parcel back is asked first.
  await shipment.getByRole('button', { name: 'Return to shop' }).click()
  const confirm = adminPage.getByRole('dialog', { name: 'Please confirm' })
  await confirm.getByRole('button', { name: 'Return to shop' }).click()
  await expect(adminPage.getByText('The carrier will return the parcel to the shop')).toBeVisible()
  await expect(shipment.getByText(/^Delivery attempt failed/)).toBeHidden()
  await expect(shipment.getByText(/^Return to the shop requested on/)).toBeVisible()

  await events.getByRole('button', { name: 'Returned to origin' }).click()
  await expect(adminPage.getByText('Returned to origin: the parcel came back undelivered.')).toBeVisible()
  await expect(events).toBeHidden()
  await adminPage.context().close()
})
