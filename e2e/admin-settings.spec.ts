import { bearer, openSignedIn } from './admin-steps'
import { expect, test } from './fixtures'

interface TaxDefault {
  category: string
  hsnCode: string
  gstRate: number
}

interface DeliverySettings {
  codExcludedPinPrefixes: string[]
}

test('the admin sets a category’s GST default and a COD exclusion in Settings; a new product and the PIN check follow', async ({
  page,
  adminApi,
}) => {
  const session = await adminApi.session()
  const headers = bearer(session)
  const before = {
    tax: (await (await page.request.get('/api/tax/category-defaults', { headers })).json()) as {
      defaults: TaxDefault[]
    },
    delivery: (await (
      await page.request.get('/api/delivery/settings', { headers })
    ).json()) as DeliverySettings,
  }

  try {
    await openSignedIn(page, session)
    await page.goto('/admin?tab=settings')
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true')

    // Accessories: a more precise HSN code at 40 %.
    const tax = page.getByRole('form', { name: 'Tax defaults' })
    const accessories = tax.getByRole('group', { name: 'Accessories' })
    await accessories.getByLabel('HSN code').fill('42029200')
    await accessories.getByLabel('GST rate').selectOption('40')
    await tax.getByRole('button', { name: 'Save tax defaults' }).click()
    await expect(page.getByText('Tax defaults saved')).toBeVisible()

    // No cash on delivery in Ladakh (PIN codes 194…), typed by keyboard.
    const delivery = page.getByRole('form', { name: 'Delivery settings', exact: true })
    const prefixes = delivery.getByLabel('COD not available for PIN prefixes')
    await prefixes.press('ControlOrMeta+End')
    await prefixes.press('Enter')
    await prefixes.pressSequentially('194')
    await delivery.getByRole('button', { name: 'Save delivery settings' }).click()
    await expect(page.getByText('Delivery settings saved')).toBeVisible()

    const check = await (await page.request.get('/api/pincodes/194101/delivery')).json()
    expect(check).toMatchObject({ state: 'Ladakh', cashOnDelivery: false })

    // A new product in Accessories starts with the new default and is created with it.
    await page.goto('/admin/products/new')
    await page.getByLabel('Category').selectOption('accessories')
    await expect(page.getByLabel('HSN code')).toHaveValue('42029200')
    await expect(page.getByLabel('GST rate')).toHaveValue('40')
    const name = `Akatsuki Cloud Pouch ${Date.now().toString(36)}`
    await page.getByLabel('Product Name').fill(name)
    await page
      .getByLabel('Description', { exact: true })
      .fill('A zipped pouch with the Akatsuki cloud print.')
    await page.getByLabel('Selling Price (₹)').fill('599')
    await page.getByLabel('Stock', { exact: true }).fill('8')
    await page.getByLabel('Country of origin').selectOption('China')
    await page.getByLabel('Image URL').fill('/placeholder-product.jpg')
    await page.getByRole('button', { name: 'Add URL' }).click()
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/products') && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Create Product' }).click()
    const product = (await (await created).json()) as { _id: string; hsnCode: string; gstRate: number }
    expect(product).toMatchObject({ hsnCode: '42029200', gstRate: 40 })
    await expect(page).toHaveURL(/\/admin$/)

    // Editing shows the product's own values.
    await page.goto(`/admin/products/edit/${product._id}`)
    await expect(page.getByLabel('HSN code')).toHaveValue('42029200')
    await expect(page.getByLabel('GST rate')).toHaveValue('40')
  } finally {
    // Other journeys on this server expect the shop's defaults.
    await page.request.put('/api/tax/category-defaults', { headers, data: before.tax })
    await page.request.put('/api/delivery/settings', { headers, data: before.delivery })
  }
})
