import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'
import { perCustomerLimitMessage } from '@common/schemas/order'
import { cartStore } from '../../../lib/cart/cart-store'
import { discountCodeStore } from '../../../lib/cart/discount-code-store'
import {
  fillCart,
  gojoKeychain,
  homeAddress,
  nezukoFigure,
  placedOrder,
} from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

function signedInWith(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(shopper)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    ...routes,
  })
}

// The toaster loads in its own chunk: its region appears a moment after the app.
const toasts = () => screen.findByRole('region', { name: /notifications/i })

beforeEach(() => {
  cartStore.clear()
  discountCodeStore.clear()
})

/** The server's answer for [nezuko × 2] with FESTIVE20: 20 % off ₹2,599.00. */
const festiveQuote = () =>
  jsonResponse(200, {
    success: true,
    valid: true,
    code: 'FESTIVE20',
    discount: 519.8,
    itemsPrice: 2599,
    totalPrice: 2079.2,
    message: DISCOUNT_MESSAGES.applied(519.8),
  })

describe('/checkout', () => {
  it('sends an empty cart back to /cart with the notice', async () => {
    signedInWith({})
    const { currentUrl } = renderApp('/checkout')

    expect(await within(await toasts()).findByText('Your cart is empty')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/cart'))
  })

  it('continues to the payment page when the cart has items', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({ 'GET /api/addresses': () => jsonResponse(200, [homeAddress]) })
    const { currentUrl } = renderApp('/checkout')

    expect(await screen.findByRole('heading', { name: 'Payment Method' })).toBeInTheDocument()
    expect(currentUrl()).toBe('/checkout/payment')
  })
})

describe('payment page', () => {
  it('offers cash on delivery, chosen, and the other methods disabled as Coming Soon', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({ 'GET /api/addresses': () => jsonResponse(200, [homeAddress]) })
    renderApp('/checkout/payment')

    const cod = await screen.findByRole('radio', { name: 'Cash on Delivery' })
    expect(cod).toBeChecked()
    expect(cod).toBeEnabled()
    expect(cod).toHaveAccessibleDescription('Pay when you receive your order')
    for (const [name, text] of [
      ['UPI', 'Online payments will be available soon'],
      ['Credit/Debit Card', 'Card payments will be available soon'],
      ['Net Banking', 'Net banking will be available soon'],
    ] as const) {
      const option = screen.getByRole('radio', { name })
      expect(option).toBeDisabled()
      expect(option).toHaveAccessibleDescription(text)
      expect(option.closest('label')).toHaveTextContent('Coming Soon')
    }
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart')
  })

  it('counts one item in the singular and several in the plural, in rupees with 2 decimals', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({ 'GET /api/addresses': () => jsonResponse(200, [homeAddress]) })
    renderApp('/checkout/payment')

    const summary = await screen.findByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText(/^Subtotal/)).toHaveTextContent('Subtotal (1 item)')
    expect(await within(summary).findByText('Free')).toBeInTheDocument()
    expect(within(summary).getAllByText('₹249.00').length).toBeGreaterThanOrEqual(2)

    cartStore.add(nezukoFigure, 2)
    expect(await within(summary).findByText(/^Subtotal/)).toHaveTextContent('Subtotal (3 items)')
    await waitFor(() => expect(within(summary).getAllByText('₹2,848.00')).toHaveLength(2))
  })

  it('places a cash-on-delivery order to the default address and shows the confirmation', async () => {
    fillCart([[nezukoFigure, 2]])
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () => jsonResponse(201, placedOrder()),
    })
    const { user, router } = renderApp('/checkout/payment')

    expect(await screen.findByRole('radio', { name: /12 MG Road/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(within(await toasts()).getByText('Order placed successfully!')).toBeInTheDocument()
    expect(router.state.location.state).toMatchObject({
      orderNumber: 'ORD-1738404000000',
      total: 2599,
      paymentMethod: 'cod',
    })
    expect(cartStore.getItems()).toEqual([])
    const [order] = requestsTo('POST', '/api/orders')
    expect(order?.body).toMatchObject({ addressId: homeAddress._id, paymentMethod: 'COD' })
    expect(order?.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it('shows Processing... with the button disabled while the order is sent', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': pendingResponse,
    })
    const { user } = renderApp('/checkout/payment')

    await screen.findByRole('radio', { name: /12 MG Road/ })
    const placeOrder = screen.getByRole('button', { name: 'Place Order' })
    await user.click(placeOrder)

    expect(placeOrder).toHaveTextContent('Processing...')
    expect(placeOrder).toBeDisabled()
  })

  it('asks for an address inline when none is saved', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({ 'GET /api/addresses': () => jsonResponse(200, []) })
    const { user } = renderApp('/checkout/payment')

    expect(await screen.findByText('No saved addresses found.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Shipping address' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await within(await toasts()).findByText('Please select a shipping address')).toBeInTheDocument()
  })

  it('says the payment failed and shows why when the order is refused', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () =>
        jsonResponse(409, { success: false, message: '"Gojo Satoru Keychain" is out of stock' }),
    })
    const { user, currentUrl } = renderApp('/checkout/payment')

    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await within(await toasts()).findByText('Payment failed. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('"Gojo Satoru Keychain" is out of stock')
    expect(currentUrl()).toBe('/checkout/payment')
    expect(cartStore.getItems()).toHaveLength(1)
  })

  it('shows the server’s word when a product in the cart is not on sale yet (409), and keeps the cart', async () => {
    const notYet = '"Gojo Satoru Keychain" goes on sale on 1 Dec 2026, 7:43 pm IST'
    fillCart([[gojoKeychain, 1]])
    signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () => jsonResponse(409, { success: false, message: notYet }),
    })
    const { user, currentUrl } = renderApp('/checkout/payment')

    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(notYet)
    expect(currentUrl()).toBe('/checkout/payment')
    expect(cartStore.getItems()).toHaveLength(1)
  })

  it('checks the applied code again, shows its saving and sends it with the order', async () => {
    fillCart([[nezukoFigure, 2]])
    discountCodeStore.set('FESTIVE20')
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/discounts/validate': festiveQuote,
      'POST /api/orders': () =>
        jsonResponse(
          201,
          placedOrder({ discountPrice: 519.8, discountCode: 'FESTIVE20', totalPrice: 2079.2 }),
        ),
    })
    const { user, router } = renderApp('/checkout/payment')

    const summary = await screen.findByRole('region', { name: 'Order Summary' })
    expect(await within(summary).findByText('−₹519.80')).toBeInTheDocument()
    expect(within(summary).getByText('Discount (FESTIVE20)')).toBeInTheDocument()
    expect(await within(summary).findByText('₹2,079.20')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/discounts/validate')).toHaveLength(1)

    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({ discountCode: 'FESTIVE20' })
    expect(router.state.location.state).toMatchObject({ discountPrice: 519.8, discountCode: 'FESTIVE20' })
    expect(screen.getByText('Discount (FESTIVE20)')).toBeInTheDocument()
    expect(screen.getByText('−₹519.80')).toBeInTheDocument()
    expect(screen.getByText('₹2,079.20')).toBeInTheDocument()
    // The order used the code: it is not offered again with the next cart.
    expect(discountCodeStore.getCode()).toBeNull()
  })

  it('shows the code’s reason when the order is refused for it, and orders without it once removed', async () => {
    fillCart([[nezukoFigure, 2]])
    discountCodeStore.set('FESTIVE20')
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/discounts/validate': festiveQuote,
      'POST /api/orders': [
        () => jsonResponse(400, { success: false, message: DISCOUNT_MESSAGES.expired }),
        () => jsonResponse(201, placedOrder()),
      ],
    })
    const { user } = renderApp('/checkout/payment')

    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired')
    await user.click(screen.getByRole('button', { name: 'Remove code FESTIVE20' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Discount (FESTIVE20)')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const [refused, placed] = requestsTo('POST', '/api/orders')
    expect(refused?.body).toMatchObject({ discountCode: 'FESTIVE20' })
    expect(placed?.body).not.toHaveProperty('discountCode')
  })

  it('shows the per-customer limit refusal as the server words it', async () => {
    fillCart([[nezukoFigure, 2]])
    const limit = perCustomerLimitMessage(nezukoFigure.name, 2, 1)
    signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () => jsonResponse(409, { success: false, message: limit }),
    })
    const { user } = renderApp('/checkout/payment')

    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(limit)
    expect(screen.queryByRole('button', { name: /Remove code/ })).not.toBeInTheDocument()
  })
})
