import { expectNoAxeViolations } from './accessibility-steps'
import { expect, test } from './fixtures'
import { visitAsReturningShopper } from './storefront-steps'

/*
 * Typo-tolerant search against the demo catalogue the e2e server seeds: a shopper who cannot spell a figure's
 * name still finds it as they type, and a search that finds nothing offers the spelling that would.
 */

const ITACHI = 'Itachi Uchiha Akatsuki Cloak Figure – 27 cm'

test.beforeEach(async ({ page }) => {
  await visitAsReturningShopper(page)
})

test('a misspelt figure name is suggested as the shopper types, and Enter lists it', async ({ page }) => {
  await page.goto('/collections')
  const box = page.getByRole('combobox', { name: 'Search products' })
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.pressSequentially('itachi uchia', { delay: 40 })
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' })
  const itachi = suggestions.getByRole('option', { name: `${ITACHI}, ₹4,299.00` })
  await expect(itachi).toBeVisible()
  await expect(itachi.getByRole('img', { name: ITACHI })).toBeVisible()
  await expect(suggestions.getByRole('option').last()).toHaveAccessibleName(
    'See all results for “itachi uchia”',
  )

  await expectNoAxeViolations(page, 'suggestions open')

  // Enter with no option chosen runs the search: the listing shows the figure, and the spelling it found it by.
  await box.press('Enter')
  await expect(page).toHaveURL(/\/collections\?q=itachi\+uchia$/)
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  const grid = page.getByRole('list', { name: 'Products' })
  await expect(grid.getByRole('listitem').first()).toContainText(ITACHI)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance')
  await expect(page.getByText(/^Did you mean/)).toHaveText('Did you mean “itachi uchiha”?')

  // The arrow keys reach the suggestion; Enter opens its page.
  await box.fill('')
  await box.pressSequentially('itachi uchia', { delay: 40 })
  await expect(itachi).toBeVisible()
  await box.press('ArrowDown')
  await expect(itachi).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await itachi.getAttribute('id'))!)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/)
  await expect(page.getByRole('heading', { level: 1, name: ITACHI })).toBeVisible()
})

test('Escape and a press elsewhere close the suggestions', async ({ page }) => {
  await page.goto('/collections')
  const box = page.getByRole('combobox', { name: 'Search products' })
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' })
  // The series a figure belongs to, misspelt, finds its figures too.
  await box.pressSequentially('jujutsu kaisn', { delay: 40 })
  await expect(
    suggestions.getByRole('option', { name: /^Satoru Gojo Domain Expansion Figure/ }),
  ).toBeVisible()

  await box.press('Escape')
  await expect(suggestions).toBeHidden()
  await expect(box).toHaveValue('jujutsu kaisn')

  await box.press('ArrowDown')
  await expect(suggestions).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(suggestions).toBeHidden()
})

test('a search that finds nothing offers "Did you mean", whose link finds the figures', async ({ page }) => {
  await page.goto('/collections?q=uchiha+pokemon')
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
  await expect(page.getByText(/^Did you mean/)).toHaveText('Did you mean “uchiha”?')

  await expectNoAxeViolations(page, 'no results, did you mean')

  await page.getByRole('link', { name: '“uchiha”' }).click()
  await expect(page).toHaveURL(/\/collections\?q=uchiha$/)
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('uchiha')
  const grid = page.getByRole('list', { name: 'Products' })
  await expect(grid.getByRole('link', { name: ITACHI })).toBeVisible()
  await expect(page.getByText(/^Did you mean/)).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a tapped suggestion opens its product', async ({ page }) => {
    await page.goto('/collections')
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.tap()
    await box.pressSequentially('narto', { delay: 40 })
    const naruto = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option', { name: /^Naruto Uzumaki Sage Mode Figure/ })
    await expect(naruto).toBeVisible()
    await expectNoAxeViolations(page, 'suggestions open on a phone')
    await naruto.tap()
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: /^Naruto Uzumaki Sage Mode Figure/ }),
    ).toBeVisible()
  })
})
