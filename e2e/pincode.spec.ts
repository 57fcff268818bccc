import { expectNoAxeViolations } from './accessibility-steps'
import { openSignedIn } from './admin-steps'
import { expect, test } from './fixtures'
import { visitAsReturningShopper } from './storefront-steps'

const UNKNOWN_PIN_WARNING =
  'We could not find this PIN code — please check it, or fill in the city and state yourself'

test('at checkout, a known PIN fills the city and state; an unknown one warns and the address is still taken', async ({
  page,
  shopper,
  orderableProduct: product,
}) => {
  await openSignedIn(page, shopper)
  await page.goto(`/products/${product._id}`)
  await page.getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL('/cart')
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Shipping address' })
  const city = form.getByLabel('City')
  const state = form.getByLabel('State')
  const postalCode = form.getByLabel('Postal Code')
  const pinNote = form.getByRole('status')

  await postalCode.fill('560001')
  await expect(city).toHaveValue('Bengaluru')
  await expect(state).toHaveValue('Karnataka')
  await expect(pinNote).toHaveText('Bengaluru, Karnataka')

  // A PIN the directory does not know: what the lookup filled goes, a gentle warning comes, nothing blocks.
  await postalCode.fill('999999')
  await expect(pinNote).toHaveText(UNKNOWN_PIN_WARNING)
  await expect(city).toHaveValue('')
  await expect(postalCode).not.toHaveAttribute('aria-invalid')
  await expectNoAxeViolations(page, 'address form with the unknown-PIN warning')

  await form.getByLabel('Phone Number').fill('98765 43210')
  await form.getByLabel('Address Line 1').fill('12 Residency Road')
  await city.fill('Bengaluru')
  await state.fill('Karnataka')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText('Address saved successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
})

test('Check delivery on a product page: no cash on delivery to Port Blair, and the PIN is remembered', async ({
  page,
  orderableProduct: product,
}) => {
  await visitAsReturningShopper(page)
  await page.goto(`/products/${product._id}`)
  const check = page.getByRole('region', { name: 'Check delivery' })
  const answer = check.getByRole('status')

  // Malformed: refused in the browser, with the server's own words.
  await check.getByLabel('PIN code').fill('12345')
  await check.getByRole('button', { name: 'Check' }).click()
  await expect(answer).toHaveText('Please enter a valid 6-digit PIN code')

  await check.getByLabel('PIN code').fill('744101')
  await check.getByRole('button', { name: 'Check' }).click()
  await expect(answer).toContainText('Delivery to Port Blair, Andaman and Nicobar Islands by')
  await expect(answer).toContainText('Cash on delivery is not available for this PIN code')
  await expectNoAxeViolations(page, 'product page with a delivery answer')

  // The next product page answers for the same PIN at once.
  await page.reload()
  await expect(check.getByLabel('PIN code')).toHaveValue('744101')
  await expect(answer).toContainText('Cash on delivery is not available for this PIN code')
})
