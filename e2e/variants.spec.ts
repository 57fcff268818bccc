// Editions and variants, the shopper's side on a phone: a figure sold in two editions at two prices starts at
// "From" in the listing; its page offers the editions as radio buttons, chosen by keyboard, the address keeping the
// choice; the chosen edition is ordered with cash on delivery and named on the order's page. A keychain's sold-out
// character offers "Notify me" for that character.
import type { APIRequestContext } from '@playwright/test'
import { formatRupees } from '../src/common/money'
import { AxeReport } from './accessibility-steps'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, test } from './fixtures'

const PHONE = { width: 390, height: 844 }

test.use({ viewport: PHONE })

type Variant = { _id: string; label: string }

async function setVariants(
  request: APIRequestContext,
  admin: ApiSession,
  productId: string,
  grid: { options: { name: string; values: string[] }[]; variants: object[] },
): Promise<Variant[]> {
  const response = await request.put(`/api/products/${productId}/variants`, {
    headers: bearer(admin),
    data: grid,
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { variants: Variant[] }).variants
}

const CHARACTERS = ['Gojo', 'Yuji', 'Megumi', 'Nobara', 'Sukuna', 'Nanami', 'Toge', 'Maki']

test('a shopper chooses the Deluxe edition by keyboard, orders it, and is offered Notify me for a sold-out character', async ({
  page,
  request,
  adminApi,
  shopper,
}) => {
  const suffix = Date.now().toString(36).toUpperCase()
  const admin = await adminApi.session()
  const figureName = `Satoru Gojo Domain Figure ${suffix}`
  const figure = await adminApi.createProduct({ name: figureName, stock: 0 })
  const [, deluxe] = await setVariants(request, admin, figure._id, {
    options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
    variants: [
      { options: { Edition: 'Standard' }, sku: `GOJO-STD-${suffix}`, price: 2499, stock: 5 },
      {
        options: { Edition: 'Deluxe' },
        sku: `GOJO-DLX-${suffix}`,
        price: 3999,
        originalPrice: 4499,
        stock: 3,
      },
    ],
  })
  const keychain = await adminApi.createProduct({ name: `Jujutsu Keychain ${suffix}`, price: 299, stock: 0 })
  await setVariants(request, admin, keychain._id, {
    options: [{ name: 'Character', values: CHARACTERS }],
    variants: CHARACTERS.map((character) => ({
      options: { Character: character },
      sku: `JJK-KEY-${character.toUpperCase()}-${suffix}`,
      price: 299,
      // Nobara is sold out.
      stock: character === 'Nobara' ? 0 : 10,
    })),
  })

  await openSignedIn(page, shopper)
  const axe = new AxeReport(page)

  // The listing starts the figure at its lower price, and sends to its page to choose an edition.
  await page.goto(`/collections?q=${encodeURIComponent(figureName)}`)
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: figureName }) })
  await expect(card.getByText(`From ${formatRupees(2499)}`)).toBeVisible()
  await card.getByRole('link', { name: `Choose options: ${figureName}` }).click()

  await expect(page.getByRole('heading', { level: 1, name: figureName })).toBeVisible()
  const editions = page.getByRole('group', { name: /^Edition/ })
  await expect(editions.getByRole('radio', { name: 'Standard' })).toBeChecked()
  await expect(page.getByText(formatRupees(2499), { exact: true })).toBeVisible()
  await axe.check('product page with editions')

  // By keyboard: the chosen radio takes focus, and the arrow moves to Deluxe and chooses it.
  await editions.getByRole('radio', { name: 'Standard' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(editions.getByRole('radio', { name: 'Deluxe' })).toBeChecked()
  await expect(editions.getByRole('radio', { name: 'Deluxe' })).toBeFocused()
  await expect(page).toHaveURL(`/product/${figure._id}?variant=${deluxe!._id}`)
  await expect(page.getByText(formatRupees(3999), { exact: true })).toBeVisible()
  await expect(page.getByText('11% OFF')).toBeVisible()
  await expect(page.getByText('3 in stock')).toBeVisible()

  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible()
  await page.goto('/cart')
  const cartItems = page.getByRole('region', { name: 'Cart items' })
  await expect(cartItems.getByRole('link', { name: figureName })).toBeVisible()
  await expect(cartItems.getByText('Deluxe', { exact: true })).toBeVisible()
  await expect(cartItems.getByText(formatRupees(3999))).toBeVisible()

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  const form = page.getByRole('form', { name: 'Shipping address' })
  await form.getByLabel('Phone Number').fill('98765 43210')
  await form.getByLabel('Address Line 1').fill('221 Linking Road')
  await form.getByLabel('City').fill('Mumbai')
  await form.getByLabel('State').fill('Maharashtra')
  await form.getByLabel('Postal Code').fill('400050')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await expect(page.getByText(`${figureName} — Deluxe`)).toBeVisible()
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()

  const orders = (await (
    await request.get('/api/orders/my-orders', { headers: bearer(shopper) })
  ).json()) as { _id: string; orderItems: { name: string; variant?: Variant }[] }[]
  const [order] = orders
  expect(order!.orderItems).toEqual([
    expect.objectContaining({
      name: `${figureName} — Deluxe`,
      variant: { _id: deluxe!._id, label: 'Deluxe' },
    }),
  ])
  await page.goto(`/orders/${order!._id}`)
  await expect(page.getByText(`${figureName} — Deluxe`).first()).toBeVisible()

  // The keychain: eight characters as chips on a phone; Nobara is sold out, still choosable, with Notify me.
  await page.goto(`/product/${keychain._id}`)
  const characters = page.getByRole('group', { name: /^Character/ })
  await expect(characters.getByRole('radio')).toHaveCount(8)
  await expect(characters.getByRole('radio', { name: 'Gojo' })).toBeChecked()
  await characters.getByText('Nobara').click()
  await expect(characters.getByRole('radio', { name: 'Nobara, sold out' })).toBeChecked()
  await expect(page.getByText('Nobara is out of stock right now.')).toBeVisible()
  const notify = page.getByRole('form', { name: 'Notify me when available' })
  await expect(notify.getByText(/Nobara is sold out for now/)).toBeVisible()
  await axe.check('keychain with a sold-out character')
  await notify.getByRole('button', { name: 'Notify me when available' }).click()
  await expect(notify.getByRole('status')).toHaveText("We'll e-mail you once when it is back in stock.")
  axe.expectNone()
})
