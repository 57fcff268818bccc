import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { signUp, uniqueShopper } from './auth-steps'
import { expect, listProducts, test, type AdminApi, type CatalogueProduct } from './fixtures'

const LISTING_PAGE_SIZE = 20
const CATEGORY = 'figures'

function figures(request: APIRequestContext, query: string): Promise<CatalogueProduct[]> {
  return listProducts(request, `category=${CATEGORY}&limit=100${query}`)
}

/**
 * The journey needs more figures in stock than one page holds, and one sold out. The demo catalogue may
 * or may not be seeded on the test server, so whatever is missing is created through the admin API.
 */
async function ensureFigures(request: APIRequestContext, adminApi: AdminApi): Promise<void> {
  const inStock = await figures(request, '&inStock=true')
  const soldOut = (await figures(request, '')).filter((product) => product.stock === 0)
  const missing = Math.max(0, LISTING_PAGE_SIZE + 3 - inStock.length)
  if (missing === 0 && soldOut.length > 0) return

  const create = (name: string, price: number, stock: number) =>
    adminApi.createProduct({
      name,
      description: `${name}: a PVC figure made for the catalogue journey.`,
      price,
      originalPrice: price + 200,
      stock,
      category: CATEGORY,
    })
  for (let index = 0; index < missing; index += 1) {
    await create(`Journey Figure ${String(index + 1).padStart(2, '0')}`, 399 + ((index * 617) % 4000), 8)
  }
  if (soldOut.length === 0) await create('Journey Figure Sold Out', 149, 0)
}

/** The rupee amounts of the cards' selling prices, in the order shown. */
async function shownPrices(grid: Locator): Promise<number[]> {
  const texts = await grid.getByRole('listitem').allInnerTexts()
  return texts.map((text) => {
    const match = /₹([\d,]+\.\d{2})/.exec(text)
    expect(match, `a price in "${text}"`).not.toBeNull()
    return Number(match![1]!.replaceAll(',', ''))
  })
}

const isAscending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value)

test.beforeAll(async ({ request, adminApi }) => {
  await ensureFigures(request, adminApi)
})

test.beforeEach(async ({ page }) => {
  // A returning visitor who already chose cookies: the banner would otherwise cover the page's foot.
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'true')
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
    )
  })
})

test('a shopper narrows the figures to those in stock, sorts by price, loads more, fills the cart and reviews', async ({
  page,
}) => {
  await page.goto('/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()

  // Open a category from the filter panel: the address carries it.
  await page.getByRole('button', { name: 'Figures', exact: true }).click()
  await expect(page).toHaveURL(/\/collections\?category=figures$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible()
  const grid = page.getByRole('list', { name: 'Products' })
  await expect(grid.getByRole('listitem')).toHaveCount(LISTING_PAGE_SIZE)

  // Only what can be bought.
  // A click, not check(): the box follows the address, which changes a moment after the click.
  await page.getByRole('checkbox', { name: 'In Stock' }).click()
  await expect(page).toHaveURL(/inStock=true/)
  await expect(page.getByRole('checkbox', { name: 'In Stock' })).toBeChecked()
  await expect(grid.getByRole('listitem')).toHaveCount(LISTING_PAGE_SIZE)
  await expect(grid.getByText('Out of Stock', { exact: true })).toHaveCount(0)

  // Cheapest first.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' })
  await expect(page).toHaveURL(/sort=price-asc/)
  await expect(async () => expect(isAscending(await shownPrices(grid))).toBe(true)).toPass()
  const firstPage = await shownPrices(grid)
  expect(firstPage).toHaveLength(LISTING_PAGE_SIZE)

  // The next page follows on, still in price order and still in stock.
  await page.getByRole('button', { name: 'Load More Products' }).click()
  await expect(async () =>
    expect((await shownPrices(grid)).length).toBeGreaterThan(LISTING_PAGE_SIZE),
  ).toPass()
  const allPrices = await shownPrices(grid)
  expect(isAscending(allPrices)).toBe(true)
  await expect(grid.getByText('Out of Stock', { exact: true })).toHaveCount(0)

  // The address is the state: a reload shows the same filters.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc')
  await expect(page.getByRole('checkbox', { name: 'In Stock' })).toBeChecked()

  // Open the cheapest figure and put two in the cart.
  const firstCard = grid.getByRole('listitem').first()
  const productName = (await firstCard.getByRole('heading').innerText()).trim()
  await firstCard.getByRole('link', { name: productName }).click()
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/)
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible()
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(page.getByRole('group', { name: 'Quantity' }).getByRole('status')).toHaveText('2')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible()
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
  await expect(page.getByRole('link', { name: 'View cart, 2 items' })).toBeVisible()
  const productUrl = page.url()

  // Write a review as a new shopper; it is listed first. The reviews load as the shopper scrolls down to them.
  const signInToReview = page.getByRole('link', { name: 'Sign in to write a review' })
  await scrollToReviews(page, signInToReview)
  await signInToReview.click()
  await expect(page).toHaveURL(/\/login\?returnTo=/)
  await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/signup/)
  const shopper = uniqueShopper()
  await signUp(page, shopper)
  await expect(page).toHaveURL(productUrl)

  const comment = `Crisp paint and a sturdy base — ${shopper.name}`
  // Back on the product page, at its top again: the form loads once the reviews are scrolled to.
  const fourStars = page.getByRole('radio', { name: '4 stars' })
  await scrollToReviews(page, fourStars)
  await fourStars.check()
  await page.getByRole('textbox', { name: 'Your review' }).fill(comment)
  await page.getByRole('button', { name: 'Submit Review' }).click()
  await expect(page.getByText('Review submitted successfully')).toBeVisible()
  const firstReview = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()
  await expect(firstReview).toContainText(comment)
  await expect(firstReview).toContainText(shopper.name)
  await expect(firstReview.getByText('You', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveValue('')

  // The review survives a reload, and so does the cart.
  await page.reload()
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toContainText(
    comment,
  )
  await expect(page.getByTestId('cart-badge')).toHaveText('2')
})

/**
 * Scrolls to the Customer Reviews section until `shown` appears: the section loads its contents only when near the
 * screen, and the page above it may still grow (pictures, details) after the first scroll.
 */
async function scrollToReviews(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded()
    await expect(shown).toBeVisible({ timeout: 1_000 })
  }).toPass()
}
