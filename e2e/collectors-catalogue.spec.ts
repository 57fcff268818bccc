// A collector's catalogue: on a phone, the listing narrowed by series and maker in the filters sheet, shared by its
// address and stepped back; a figure not out yet pre-ordered and paid with PhonePe, seen in My Orders with its
// expected month, released by the admin with the units received, and then shipped like any other order.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { releaseMonth } from '../src/common/catalogue-attributes'
import { AxeReport } from './accessibility-steps'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, listProducts, test, type CatalogueProduct } from './fixtures'
import { visitAsReturningShopper } from './storefront-steps'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** The demo catalogue's series and maker the journey narrows to: several figures, and not all of the series. */
const SERIES = { name: 'Demon Slayer', slug: 'demon-slayer' }
const MAKER = 'Banpresto'

type CollectorProduct = CatalogueProduct & { series: string | null; manufacturer: string | null }

interface MyOrder {
  _id: string
  orderNumber: string
  status: string
  isPaid: boolean
  preorder: {
    productId: string | null
    status: string
    expectedRelease: string | null
    allocatedQuantity: number | null
  } | null
}

/** A filter of the sheet or panel by its legend: "Series", "Manufacturer". */
function filterGroup(scope: Locator, legend: string): Locator {
  return scope.getByRole('group', { name: legend })
}

/** Ticks `value` in a filter, opening its "Show all" first when the value is beyond the first few shown. */
async function tick(scope: Locator, legend: string, value: string): Promise<void> {
  const group = filterGroup(scope, legend)
  // The values come with their counts: until then the filter is not drawn.
  await expect(group.getByRole('checkbox').first()).toBeVisible()
  // The label carries the count: "Demon Slayer (7)".
  const box = group.getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) })
  if (!(await box.isVisible())) await group.getByRole('button', { name: /^Show all/ }).click()
  // A click, not check(): the box follows the address, which changes a moment after the click.
  await box.click()
  await expect(box).toBeChecked()
}

/** The names on the grid's cards (every card: the journey's filters leave fewer than a page). */
function gridNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .getByRole('heading')
    .allInnerTexts()
}

async function expectGridOf(page: Page, products: readonly CatalogueProduct[]): Promise<void> {
  const expected = products.map((product) => product.name).sort()
  await expect(async () =>
    expect((await gridNames(page)).map((name) => name.trim()).sort()).toEqual(expected),
  ).toPass()
  await expect(page.getByText(`${products.length} item(s) found`)).toBeVisible()
}

function activeChips(page: Page): Locator {
  return page.getByRole('list', { name: 'Active filters' }).getByRole('button')
}

/** The chip row shows exactly these filters, each a button that says what it removes. */
async function expectChips(page: Page, labels: string[]): Promise<void> {
  await expect(activeChips(page)).toHaveText(labels.map((label) => `Remove ${label}`))
}

test.describe('filters on a phone', () => {
  test.use({ viewport: PHONE })

  test('a collector narrows the catalogue by series and maker in the sheet, shares the address and steps back', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    // What the shop has, asked of the API: every product of the series, and those of the series by the maker.
    const ofSeries = (await listProducts(request, `limit=100&series=${SERIES.slug}`)) as CollectorProduct[]
    const ofSeriesAndMaker = (await listProducts(
      request,
      `limit=100&series=${SERIES.slug}&manufacturer=${MAKER}`,
    )) as CollectorProduct[]
    expect(ofSeries.every((product) => product.series === SERIES.name)).toBe(true)
    expect(ofSeriesAndMaker.every((product) => product.manufacturer === MAKER)).toBe(true)
    // The journey means something only if each filter narrows: the maker leaves some of the series, not all.
    expect(ofSeriesAndMaker.length).toBeGreaterThan(1)
    expect(ofSeriesAndMaker.length).toBeLessThan(ofSeries.length)
    const everything = (await (await request.get('/api/products?limit=1')).json()) as { total: number }
    expect(ofSeries.length).toBeLessThan(everything.total)

    const axe = new AxeReport(page)
    await visitAsReturningShopper(page)
    await page.goto('/collections')
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
    await expect(page.getByText(`${everything.total} item(s) found`)).toBeVisible()
    // On a phone the filters are folded into a sheet; the side panel is not shown.
    await expect(page.getByRole('complementary', { name: 'Product filters' })).toBeHidden()

    await page.getByRole('button', { name: 'Show Filters' }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await axe.check('filters sheet open')

    await tick(sheet, 'Series', SERIES.name)
    await expect(page).toHaveURL(`/collections?series=${SERIES.slug}`)
    await tick(sheet, 'Manufacturer', MAKER)
    await expect(page).toHaveURL(`/collections?series=${SERIES.slug}&manufacturer=${MAKER}`)
    // The counts are of what the other filters leave: the maker's count is within the series.
    await expect(
      filterGroup(sheet, 'Manufacturer').getByRole('checkbox', { name: MAKER }),
    ).toHaveAccessibleName(`${MAKER} (${ofSeriesAndMaker.length})`)
    await expect(
      filterGroup(sheet, 'Series').getByRole('checkbox', { name: SERIES.name }),
    ).toHaveAccessibleName(new RegExp(`^${SERIES.name} \\(\\d+\\)$`))
    await axe.check('filters sheet with a series and a maker ticked')

    const show = sheet.getByRole('button', { name: `Show ${ofSeriesAndMaker.length} products` })
    await show.click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('button', { name: 'Show Filters (2 active)' })).toBeFocused()

    await expectChips(page, [SERIES.name, MAKER])
    await expectGridOf(page, ofSeriesAndMaker)
    await axe.check('listing narrowed, with its chips')

    // Shared: the address opened by someone else shows the same filters, chips and products, and again on reload.
    const sharedUrl = page.url()
    const friend = await browser.newContext({ viewport: PHONE })
    const friendPage = await friend.newPage()
    await visitAsReturningShopper(friendPage)
    await friendPage.goto(sharedUrl)
    await expectChips(friendPage, [SERIES.name, MAKER])
    await expectGridOf(friendPage, ofSeriesAndMaker)
    await friendPage.reload()
    await expectChips(friendPage, [SERIES.name, MAKER])
    await expectGridOf(friendPage, ofSeriesAndMaker)
    await friendPage.getByRole('button', { name: 'Show Filters (2 active)' }).click()
    const friendSheet = friendPage.getByRole('dialog', { name: 'Filters' })
    await expect(
      filterGroup(friendSheet, 'Series').getByRole('checkbox', { name: SERIES.name }),
    ).toBeChecked()
    await expect(
      filterGroup(friendSheet, 'Manufacturer').getByRole('checkbox', { name: MAKER }),
    ).toBeChecked()
    await friend.close()

    // Back removes the last filter ticked: the whole series again, with its one chip.
    await page.goBack()
    await expect(page).toHaveURL(`/collections?series=${SERIES.slug}`)
    await expectChips(page, [SERIES.name])
    await expectGridOf(page, ofSeries)

    // A chip removes its own filter: the whole catalogue again.
    await page.getByRole('button', { name: `Remove ${SERIES.name}` }).click()
    await expect(page).toHaveURL('/collections')
    await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden()
    await expect(page.getByText(`${everything.total} item(s) found`)).toBeVisible()

    axe.expectNone()
  })
})

/** A date about four months ahead (YYYY-MM-DD): a figure announced, not out yet. */
function releaseDateAhead(): string {
  const date = new Date()
  date.setUTCDate(15)
  date.setUTCMonth(date.getUTCMonth() + 4)
  return date.toISOString().slice(0, 10)
}

function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

async function myOrders(request: APIRequestContext, shopper: ApiSession): Promise<MyOrder[]> {
  const response = await request.get('/api/orders/my-orders', { headers: bearer(shopper) })
  expect(response.ok()).toBe(true)
  return (await response.json()) as MyOrder[]
}

async function enterAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Shipping address' })
  await form.getByLabel('Phone Number').fill('98765 43210')
  await form.getByLabel('Address Line 1').fill('221 Linking Road')
  await form.getByLabel('City').fill('Mumbai')
  await form.getByLabel('State').fill('Maharashtra')
  await form.getByLabel('Postal Code').fill('400050')
  await form.getByRole('checkbox', { name: 'Save this address for future use' }).uncheck()
  await form.getByRole('button', { name: 'Use This Address' }).click()
}

test('a shopper pre-orders a figure on a phone, the admin releases it and the order moves on to shipping', async ({
  page,
  browser,
  request,
  shopper,
  adminApi,
}) => {
  test.setTimeout(120_000)
  const releaseDate = releaseDateAhead()
  const expected = `Pre-order — expected ${releaseMonth(releaseDate)}`
  // A product of its own, so this journey neither takes nor is taken by the demo pre-orders' places.
  const product = await adminApi.createProduct({
    name: uniqueName('Satoru Gojo Unlimited Void Figure'),
    description: 'A 1/7 scale figure of Gojo, announced and not out yet.',
    price: 3499,
    stock: 0,
    series: 'Jujutsu Kaisen',
    character: 'Satoru Gojo',
    manufacturer: 'Good Smile Company',
    scale: '1/7',
    isPreorder: true,
    releaseDate,
    preorderLimit: 5,
  })
  const axe = new AxeReport(page)

  // The shopper, on their phone: the product page says when it is expected and takes the pre-order.
  await page.setViewportSize(PHONE)
  await openSignedIn(page, shopper)
  await page.goto(`/products/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByText(expected, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
  await axe.check('pre-order product page')
  await page.getByRole('button', { name: 'Pre-order', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible()

  await page.goto('/cart')
  const items = page.getByRole('region', { name: 'Cart items' })
  await expect(items.getByRole('link', { name: product.name })).toBeVisible()
  await expect(items.getByText(expected)).toBeVisible()
  await expect(page.getByText('Pre-orders are paid online when you order').first()).toBeVisible()
  await axe.check('cart with a pre-order')
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await enterAddress(page)

  // Paid online only: cash on delivery is offered disabled, with the reason.
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled()
  await expect(page.getByText('Pre-orders are paid online when you order').first()).toBeVisible()
  await page.getByRole('radio', { name: 'PhonePe UPI/Cards' }).check()
  await axe.check('payment step of a pre-order')
  await page.getByRole('button', { name: 'Place Order' }).click()
  await page.getByLabel('Mobile Number').fill('9876543210')
  await page.getByRole('button', { name: /with PhonePe/ }).click()
  // The simulator confirms the payment 2 s after it started; the screen checks by itself.
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({
    timeout: 15_000,
  })

  const [order] = (await myOrders(request, shopper)).filter(
    (mine) => mine.preorder?.productId === product._id,
  )
  expect(order).toMatchObject({
    isPaid: true,
    preorder: { status: 'awaiting', expectedRelease: releaseDate, allocatedQuantity: null },
  })

  // My Orders shows it with its expected month.
  await page.getByRole('link', { name: 'View My Orders' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  const card = page.getByRole('link').filter({ hasText: product.name })
  await expect(card).toContainText(expected)
  await axe.check('My Orders with a pre-order')

  // The admin, at a desk: the products list offers the release; the units received are entered.
  const admin = await adminApi.session()
  const adminContext = await browser.newContext({ viewport: DESKTOP })
  const adminPage = await adminContext.newPage()
  const adminAxe = new AxeReport(adminPage)
  await openSignedIn(adminPage, admin)
  await adminPage.goto('/admin?tab=products')
  await adminPage.getByLabel('Search products').fill(product.name)
  await adminPage.getByRole('button', { name: `Release ${product.name}` }).click()
  const dialog = adminPage.getByRole('dialog', { name: `Release ${product.name}` })
  await dialog.getByRole('spinbutton', { name: 'Units received' }).fill('3')
  await dialog.getByRole('button', { name: 'Release units' }).click()
  await expect(dialog.getByRole('heading', { name: 'Released' })).toBeFocused()
  await expect(dialog.getByRole('definition')).toHaveText(['1 unit', '0 units', '2 units'])
  const row = dialog.getByRole('row', { name: order!.orderNumber })
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '—', 'Allocated in full'])
  await adminAxe.check('release result')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(adminPage.getByRole('button', { name: `Release ${product.name}` })).toHaveCount(0)

  // What was left over is on sale; the product is no longer a pre-order.
  const released = (await (await request.get(`/api/products/${product._id}`)).json()) as {
    stock: number
    isPreorder: boolean
  }
  expect(released).toMatchObject({ stock: 2, isPreorder: false })

  // The buyer's order now has its unit.
  await page.reload()
  await expect(card).toContainText('Pre-order released: allocated to you and on its way to shipping')
  await card.click()
  await expect(
    page.getByText('Pre-order released: allocated to you and on its way to shipping'),
  ).toBeVisible()

  // And it moves on to shipping like any other order.
  const tracking = `DTDC${Date.now()}IN`
  await adminPage.goto(`/admin/orders/${order!._id}`)
  await adminPage.getByLabel('New status').selectOption('shipped')
  await adminPage.getByLabel('Tracking Number').fill(tracking)
  await adminPage.getByLabel('Carrier', { exact: true }).selectOption('dtdc')
  await adminPage.getByRole('button', { name: 'Update Status' }).click()
  await expect(adminPage.getByText('Order status updated successfully').first()).toBeVisible()
  await adminContext.close()

  await page.reload()
  await expect(page.getByText('Shipped').first()).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(tracking) })).toBeVisible()
  expect((await myOrders(request, shopper)).find((mine) => mine._id === order!._id)?.status).toBe('shipped')

  axe.expectNone()
  adminAxe.expectNone()
})
