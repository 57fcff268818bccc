import { NOTIFY_ME_MESSAGE } from '../src/common/schemas/stock-alerts'
import { bearer } from './admin-steps'
import { signIn } from './auth-steps'
import { expect, test } from './fixtures'
import { openAccountMenu, visitAsReturningShopper } from './storefront-steps'

test.beforeEach(async ({ page }) => {
  await visitAsReturningShopper(page)
})

test('a visitor’s heart leads through sign-in back to the product, which is then saved, listed and removed', async ({
  page,
  adminApi,
  shopper,
}) => {
  const product = await adminApi.createProduct({ name: `Wishlist Journey Figure ${Date.now()}` })
  const productPath = `/product/${product._id}`

  await page.goto(productPath)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${product.name} to wishlist` })
    .click()

  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(productPath)}`)
  await signIn(page, shopper)
  await expect(page).toHaveURL(productPath)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()

  const heart = page.getByRole('main').getByRole('button', { name: `Add ${product.name} to wishlist` })
  await heart.click()
  const savedHeart = page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${product.name} from wishlist` })
  await expect(savedHeart).toHaveAttribute('aria-pressed', 'true')

  await openAccountMenu(page)
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 saved' }).click()
  await expect(page).toHaveURL('/wishlist')
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible()
  const saved = page.getByRole('main').getByRole('listitem').filter({ hasText: product.name })
  await expect(saved).toBeVisible()
  await expect(saved.getByText('In stock')).toBeVisible()

  await saved.getByRole('button', { name: `Remove: ${product.name}` }).click()
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse the collections' })).toHaveAttribute(
    'href',
    '/collections/all',
  )
  // The server holds the removal: a reload shows the list empty too.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
})

test('a sold-out product offers "Notify me when available" and shows the shop’s answer', async ({
  page,
  request,
  adminApi,
}) => {
  const product = await adminApi.createProduct({ name: `Sold Out Journey Plush ${Date.now()}` })
  const soldOut = await request.put(`/api/products/${product._id}`, {
    headers: bearer(await adminApi.session()),
    data: { stock: 0 },
  })
  expect(soldOut.ok(), await soldOut.text()).toBe(true)

  await page.goto(`/product/${product._id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0)

  await page.getByLabel('Your e-mail').fill('waiting-fan@example.com')
  await page.getByRole('button', { name: 'Notify me when available' }).click()
  await expect(page.getByRole('status').filter({ hasText: NOTIFY_ME_MESSAGE })).toBeVisible()
})
