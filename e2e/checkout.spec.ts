import type { APIRequestContext, Page } from '@playwright/test'
import { formatRupees } from '../src/common/money'
import { signUp, uniqueShopper } from './auth-steps'
import { expect, test, type CatalogueProduct } from './fixtures'

interface MyOrder {
  _id: string
  orderNumber: string
  totalPrice: number
  paymentMethod: string
  paymentStatus: string
  isPaid: boolean
}

async function currentStock(request: APIRequestContext, productId: string): Promise<number> {
  const response = await request.get(`/api/products/${productId}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as CatalogueProduct).stock
}

/** The signed-in shopper's orders, read with the token the web app stored. */
async function myOrders(page: Page): Promise<MyOrder[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/orders/my-orders', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    })
    if (!response.ok) throw new Error(`My orders: ${response.status}`)
    return (await response.json()) as MyOrder[]
  })
}

/** A new shopper signs up, opens the product and buys it now: the cart screen opens with it. */
async function signUpAndBuyNow(page: Page, product: CatalogueProduct): Promise<void> {
  await page.goto('/signup')
  await signUp(page, uniqueShopper())
  await expect(page).toHaveURL('/')

  await page.goto(`/products/${product._id}`)
  await page.getByRole('button', { name: 'Buy Now' }).click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
  await expect(page.getByRole('link', { name: product.name })).toBeVisible()
}

async function enterAddress(page: Page, { save }: { save: boolean }): Promise<void> {
  const form = page.getByRole('form', { name: 'Shipping address' })
  await form.getByLabel('Phone Number').fill('98765 43210')
  await form.getByLabel('Address Line 1').fill('221 Linking Road')
  await form.getByLabel('City').fill('Mumbai')
  await form.getByLabel('State').fill('Maharashtra')
  await form.getByLabel('Postal Code').fill('400050')
  const saveBox = form.getByRole('checkbox', { name: 'Save this address for future use' })
  await expect(saveBox).toBeChecked()
  if (!save) await saveBox.uncheck()
  await form.getByRole('button', { name: save ? 'Save Address' : 'Use This Address' }).click()
}

test('a shopper buys a product with cash on delivery and sees the order confirmed', async ({
  page,
  request,
  orderableProduct: product,
}) => {
  const stockBefore = await currentStock(request, product._id)
  await signUpAndBuyNow(page, product)

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible()
  await expect(page.getByText('No saved addresses found.')).toBeVisible()
  await enterAddress(page, { save: true })
  await expect(page.getByText('Address saved successfully')).toBeVisible()

  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked()
  await page.getByRole('button', { name: 'Place Order' }).click()

  await expect(page).toHaveURL('/order-confirmation')
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible()
  const [order] = await myOrders(page)
  expect(order).toMatchObject({ totalPrice: product.price, paymentMethod: 'COD', isPaid: false })
  await expect(page.getByText(order!.orderNumber)).toBeVisible()
  expect(order!.orderNumber).toMatch(/^ORD-\d+$/)
  await expect(page.getByText(formatRupees(product.price), { exact: true })).toBeVisible()
  await expect(page.getByText('Cash on Delivery')).toBeVisible()
  expect(await currentStock(request, product._id)).toBe(stockBefore - 1)

  // The cart was emptied, and the saved address is offered next time.
  await page.getByRole('link', { name: 'Continue Shopping' }).click()
  await expect(page).toHaveURL('/')
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')
})

test('a shopper pays with the PhonePe simulator and the order is paid', async ({
  page,
  orderableProduct: product,
}) => {
  await signUpAndBuyNow(page, product)

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await enterAddress(page, { save: false })

  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible()
  await page.getByRole('radio', { name: 'PhonePe UPI/Cards' }).check()
  await page.getByRole('button', { name: 'Place Order' }).click()

  const mobile = page.getByLabel('Mobile Number')
  await mobile.fill('98765')
  await page.getByRole('button', { name: /with PhonePe/ }).click()
  await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible()
  await mobile.fill('9876543210')
  await page.getByRole('button', { name: `Pay ${formatRupees(product.price)} with PhonePe` }).click()

  await expect(page.getByText('Payment Initiated', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Transaction ID:/)).toBeVisible()
  // The simulator confirms the payment 2 s after it started; the screen checks by itself.
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible()
  await expect(page.getByText('Payment successful!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders')

  const [order] = await myOrders(page)
  expect(order).toMatchObject({
    paymentMethod: 'PHONEPE',
    isPaid: true,
    paymentStatus: 'completed',
    totalPrice: product.price,
  })
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')
})
