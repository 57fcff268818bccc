import { bearer, openSignedIn } from './admin-steps'
import { expect, test } from './fixtures'

/*
 * The admin's product form open while shoppers buy: a save never puts sold units back on sale, and a stock typed
 * from a figure that has moved is refused beside the field with the figure now, keeping everything else typed.
 */

test('a product form left open while a shopper orders keeps the units sold, and a stale stock is refused beside the field', async ({
  page,
  request,
  adminApi,
  shopper,
  placeCodOrder,
}) => {
  const name = `Maki Zenin Figure ${Date.now().toString(36)}`
  const product = await adminApi.createProduct({ name, stock: 5 })
  const admin = await adminApi.session()
  await openSignedIn(page, admin)

  await page.goto(`/admin/products/edit/${product._id}`)
  const nameField = page.getByLabel('Product Name', { exact: true })
  await expect(nameField).toHaveValue(name)
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('5')

  // While the form is open, a shopper orders 3: 2 are left.
  await placeCodOrder(shopper, product._id, { qty: 3 })

  // The owner fixes the name and saves without touching the stock: the 3 sold stay sold.
  await nameField.fill(`${name} (1/7)`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Product updated successfully', { exact: true }).first()).toBeVisible()
  await expect(page).toHaveURL('/admin')
  const saved = await request.get(`/api/products/${product._id}`)
  expect(await saved.json()).toMatchObject({ name: `${name} (1/7)`, stock: 2 })

  // Opened again at 2; one more sells; the owner counts the shelf and types 10.
  await page.goto(`/admin/products/edit/${product._id}`)
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('2')
  await placeCodOrder(shopper, product._id, { qty: 1 })
  await page.getByLabel('Description', { exact: true }).fill('Counted on the shelf today.')
  await page.getByLabel('Stock', { exact: true }).fill('10')
  await page.getByRole('button', { name: 'Save Changes' }).click()

  const message = 'Stock changed from 2 to 1 while you were editing; it is now 1.'
  const stock = page.getByLabel('Stock', { exact: true })
  await expect(stock).toHaveAccessibleDescription(new RegExp(message.replaceAll('.', '\\.')))
  await expect(stock).toBeFocused()
  await expect(stock).toHaveValue('10')
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Counted on the shelf today.')
  expect((await (await request.get(`/api/products/${product._id}`)).json()).stock).toBe(1)

  // Saved again, from the figure now shown: the count stands, and the ledger says why each unit moved.
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL('/admin')
  expect(await (await request.get(`/api/products/${product._id}`)).json()).toMatchObject({
    stock: 10,
    description: 'Counted on the shelf today.',
  })
  const ledger = await request.get(`/api/products/${product._id}/stock-movements`, { headers: bearer(admin) })
  const { movements } = (await ledger.json()) as { movements: { reason: string; stockAfter: number }[] }
  expect(movements.map(({ reason, stockAfter }) => `${reason} ${stockAfter}`)).toEqual([
    'edit 10',
    'order 1',
    'order 2',
    'opening 5',
  ])
})
