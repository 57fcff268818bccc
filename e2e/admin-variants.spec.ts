import { AxeReport } from './accessibility-steps'
import { bearer, openSignedIn } from './admin-steps'
import { expect, test } from './fixtures'

/*
 * The admin sells a figure in two editions: on its edit page, an option Edition with Standard and Deluxe, the
 * variants generated, their SKUs and prices typed, one stock set for both, the grid saved; the products table then
 * shows the two variants with their SKUs and stock.
 */

test('the admin gives a product two editions from its edit page, and the products table lists them', async ({
  page,
  request,
  adminApi,
}) => {
  const suffix = Date.now().toString(36).toUpperCase()
  const name = `Yuji Itadori Figure ${suffix}`
  const product = await adminApi.createProduct({ name, stock: 3 })
  const admin = await adminApi.session()
  await openSignedIn(page, admin)
  const axe = new AxeReport(page)

  await page.goto(`/admin/products/edit/${product._id}`)
  const section = page.getByRole('region', { name: 'Options and variants' })
  await expect(section.getByText('Add an option and its values, then generate the variants.')).toBeVisible()

  await section.getByRole('button', { name: 'Add option' }).click()
  await section.getByLabel('Option 1 name').fill('Edition')
  await section.getByLabel('Add values to Edition').fill('Standard, Deluxe')
  await section.getByLabel('Add values to Edition').press('Enter')
  await expect(section.getByRole('list', { name: 'Values of Edition' }).getByRole('listitem')).toHaveText([
    'Standard',
    'Deluxe',
  ])
  await section.getByRole('button', { name: 'Generate variants' }).click()

  const grid = section.getByRole('table')
  await expect(grid.getByRole('rowheader')).toHaveText(['StandardNew', 'DeluxeNew'])
  await grid.getByLabel('SKU of Standard', { exact: true }).fill(`YUJI-STD-${suffix}`)
  await grid.getByLabel('SKU of Deluxe', { exact: true }).fill(`YUJI-DLX-${suffix}`)
  await grid.getByLabel('Price (₹) of Standard', { exact: true }).fill('2499')
  await grid.getByLabel('Price (₹) of Deluxe', { exact: true }).fill('3999')
  await grid.getByLabel('Original price (₹) of Deluxe', { exact: true }).fill('4499')
  await section.getByLabel('Stock for the variants').fill('6')
  await section.getByRole('button', { name: 'Set stock for all' }).click()
  await expect(grid.getByLabel('Stock of Deluxe', { exact: true })).toHaveValue('6')
  await axe.check('variant grid filled in')

  await section.getByRole('button', { name: 'Save variants' }).click()
  await expect(page.getByText('Variants saved', { exact: true }).first()).toBeVisible()
  await expect(grid.getByRole('rowheader')).toHaveText(['StandardSaved: 6', 'DeluxeSaved: 6'])
  // The product form shows the figures the grid now sets, and no longer edits them.
  await expect(page.getByText('₹2,499.00 – ₹3,999.00')).toBeVisible()
  await expect(page.getByLabel('Selling Price (₹)', { exact: true })).toHaveCount(0)

  const saved = await (await request.get(`/api/products/${product._id}`)).json()
  expect(saved).toMatchObject({ price: 2499, maxPrice: 3999, stock: 12 })
  expect(
    (
      saved as {
        variants: { label: string; sku: string; price: number; originalPrice: number; stock: number }[]
      }
    ).variants,
  ).toMatchObject([
    { label: 'Standard', sku: `YUJI-STD-${suffix}`, price: 2499, stock: 6 },
    { label: 'Deluxe', sku: `YUJI-DLX-${suffix}`, price: 3999, originalPrice: 4499, stock: 6 },
  ])
  // The product's own 3 units went to its variants, each move in the ledger.
  const ledger = await request.get(`/api/products/${product._id}/stock-movements`, { headers: bearer(admin) })
  expect((await ledger.json()).movements).toHaveLength(4)

  await page.goto('/admin/products')
  await page.getByLabel('Search products').fill(name)
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
  const toggle = row.getByRole('button', { name: /^2 variants/ })
  await expect(toggle).toBeVisible()
  await expect(row.getByText('₹2,499.00 – ₹3,999.00')).toBeVisible()
  await toggle.click()
  await expect(row.getByRole('list', { name: `Variants of ${name}` }).getByRole('listitem')).toHaveText([
    `StandardSKU YUJI-STD-${suffix} · Stock 6`,
    `DeluxeSKU YUJI-DLX-${suffix} · Stock 6`,
  ])
  await axe.check('products table with a product’s variants open')
  axe.expectNone()
})
