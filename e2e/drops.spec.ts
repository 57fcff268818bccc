import type { Page } from '@playwright/test'
import { openSignedIn } from './admin-steps'
import { expect, listProducts, test } from './fixtures'
import { visitAsReturningShopper } from './storefront-steps'

/*
 * A drop on a phone: the admin schedules a product a day ahead with a teaser page; a signed-out shopper finds its
 * page counting down with "Notify me at launch", and nowhere in the listing; the admin brings the launch forward
 * to now, and the same product is on sale, listed, and goes into the cart.
 */

const PHONE = { width: 390, height: 844 }
const IST_OFFSET_MS = 330 * 60_000

test.use({ viewport: PHONE })

/** The datetime-local value of a moment as the shop's clock (IST) reads it, to the minute. */
function istInputValue(time: number): string {
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16)
}

async function saveLaunch(page: Page, productId: string, launch: string, { teaser }: { teaser: boolean }) {
  await page.goto(`/admin/products/edit/${productId}`)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('scheduled')
  await page.getByLabel('Launch time (IST)').fill(launch)
  await page.getByRole('checkbox', { name: /Show a teaser page before launch/ }).setChecked(teaser)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL('/admin')
}

test('a teaser counts down a day ahead, takes a notify-me, stays out of the listing and goes on sale when brought forward', async ({
  page,
  browser,
  request,
  adminApi,
}) => {
  const name = `Reze Drop Figure ${Date.now().toString(36)}`
  const product = await adminApi.createProduct({ name, stock: 10 })
  await openSignedIn(page, await adminApi.session())

  // A day and two minutes ahead, so the countdown reads a day and a minute or two whatever the seconds.
  await saveLaunch(page, product._id, istInputValue(Date.now() + 24 * 3_600_000 + 120_000), { teaser: true })

  const shopperContext = await browser.newContext({ viewport: PHONE })
  const shopper = await shopperContext.newPage()
  await visitAsReturningShopper(shopper)
  await shopper.goto(`/product/${product._id}`)
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(shopper.getByRole('timer')).toHaveText(/^Launches in 1d 00h 0[12]m \d\ds$/)
  await expect(shopper.getByRole('timer')).toHaveAccessibleName(
    /^Launches \w{3}, \d{1,2} \w{3} \d{4}, .* IST$/,
  )
  await expect(shopper.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0)

  const notify = shopper.getByRole('form', { name: 'Notify me at launch' })
  await notify.getByLabel('Your e-mail').fill(`drop-${Date.now().toString(36)}@example.in`)
  await notify.getByRole('button', { name: 'Notify me at launch' }).click()
  await expect(notify.getByRole('status')).not.toBeEmpty()

  expect(
    (await listProducts(request, `limit=100&search=${encodeURIComponent(name)}`)).map((p) => p.name),
  ).not.toContain(name)

  // Brought forward to this minute: the shop launches a scheduled product whose time has passed at once.
  await saveLaunch(page, product._id, istInputValue(Date.now()), { teaser: true })

  await shopper.goto(`/collections?q=${encodeURIComponent(name)}`)
  await expect(shopper.getByRole('list', { name: 'Products' }).getByRole('link', { name })).toBeVisible()
  await shopper.goto(`/product/${product._id}`)
  await expect(shopper.getByRole('timer')).toHaveCount(0)
  await shopper.getByRole('button', { name: /Add to Cart/ }).click()
  await shopper.goto('/cart')
  await expect(shopper.getByText(name).first()).toBeVisible()
  await shopperContext.close()
})
