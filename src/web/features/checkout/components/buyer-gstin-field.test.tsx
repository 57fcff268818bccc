import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../../lib/cart/cart-store'
import { discountCodeStore } from '../../../lib/cart/discount-code-store'
import { fillCart, gojoKeychain, homeAddress, placedOrder } from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

// Valid GSTINs (the mod-36 check character is right) and one with a wrong check character.
const BUSINESS_GSTIN = '29AAGCB7383J1Z4'
const WRONG_CHECK_CHARACTER = '29AAGCB7383J1Z5'

function signedInWith(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(shopper)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
    ...routes,
  })
}

beforeEach(() => {
  cartStore.clear()
  discountCodeStore.clear()
  fillCart([[gojoKeychain, 1]])
})

const disclosure = () => screen.getByRole('button', { name: 'Buying for a business? Add your GSTIN' })
const gstinField = () => screen.getByRole('textbox', { name: 'GSTIN (for business purchases)' })

async function openPaymentPage(routes: Record<string, ApiHandler | ApiHandler[]> = {}) {
  const api = signedInWith({ 'POST /api/orders': () => jsonResponse(201, placedOrder()), ...routes })
  const app = renderApp('/checkout/payment')
  await screen.findByRole('radio', { name: /12 MG Road/ })
  return { ...api, ...app }
}

describe('buyer GSTIN at checkout (payment page)', () => {
  it('is closed until asked for, then sends the GSTIN upper-cased with the order', async () => {
    const { user, requestsTo } = await openPaymentPage()

    // The summary says the prices already hold the GST the invoice will show.
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).getByText('Prices include GST.'),
    ).toBeInTheDocument()
    expect(disclosure()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('textbox', { name: /GSTIN/ })).not.toBeInTheDocument()

    await user.click(disclosure())
    expect(disclosure()).toHaveAttribute('aria-expanded', 'true')
    await user.type(gstinField(), BUSINESS_GSTIN.toLowerCase())
    expect(gstinField()).toHaveValue(BUSINESS_GSTIN)
    expect(gstinField()).toHaveAccessibleDescription('Optional. It is printed on your tax invoice.')

    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const [order] = requestsTo('POST', '/api/orders')
    expect(order?.body).toMatchObject({ buyerGstin: BUSINESS_GSTIN, paymentMethod: 'COD' })
  })

  it('says "Please enter a valid GSTIN" for a wrong check character and places no order until it is right', async () => {
    const { user, requestsTo } = await openPaymentPage()
    await user.click(disclosure())
    await user.type(gstinField(), WRONG_CHECK_CHARACTER)
    await user.tab()

    expect(gstinField()).toHaveAttribute('aria-invalid', 'true')
    expect(gstinField()).toHaveAccessibleDescription(
      'Please enter a valid GSTIN Optional. It is printed on your tax invoice.',
    )

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(gstinField()).toHaveFocus()
    expect(requestsTo('POST', '/api/orders')).toHaveLength(0)

    // Putting the last character right clears the message at once.
    await user.type(gstinField(), '{Backspace}4')
    expect(gstinField()).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Please enter a valid GSTIN')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({ buyerGstin: BUSINESS_GSTIN })
  })

  it('sends no GSTIN when the disclosure is closed again, whatever was typed', async () => {
    const { user, requestsTo } = await openPaymentPage()
    await user.click(disclosure())
    await user.type(gstinField(), 'NOT A GSTIN')
    await user.click(disclosure())

    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/orders')[0]?.body).not.toHaveProperty('buyerGstin')
  })

  it('drops the spaces a pasted GSTIN comes with', async () => {
    const { user, requestsTo } = await openPaymentPage()
    await user.click(disclosure())
    await user.click(gstinField())
    await user.paste('29 AAGCB 7383J 1Z4')

    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({ buyerGstin: BUSINESS_GSTIN })
  })

  it('shows the server’s refusal of a GSTIN like any other refusal', async () => {
    const { user } = await openPaymentPage({
      'POST /api/orders': () => jsonResponse(400, { success: false, message: 'Please enter a valid GSTIN' }),
    })
    await user.click(disclosure())
    await user.type(gstinField(), BUSINESS_GSTIN)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Please enter a valid GSTIN')
  })
})

describe('buyer GSTIN in the cart screen’s payment step', () => {
  it('sends the GSTIN with the order placed from the cart', async () => {
    const { requestsTo } = signedInWith({ 'POST /api/orders': () => jsonResponse(201, placedOrder()) })
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument()

    await user.click(disclosure())
    await user.type(gstinField(), WRONG_CHECK_CHARACTER)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(screen.getByText('Please enter a valid GSTIN')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/orders')).toHaveLength(0)

    await user.clear(gstinField())
    await user.type(gstinField(), BUSINESS_GSTIN)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await expect.poll(() => requestsTo('POST', '/api/orders')).toHaveLength(1)
    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({ buyerGstin: BUSINESS_GSTIN })
  })
})
