import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../../lib/cart/cart-store'
import {
  fillCart,
  gojoKeychain,
  homeAddress,
  nezukoFigure,
  officeAddress,
  placedOrder,
} from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const profile = () => jsonResponse(200, { success: true, user: shopper })

function signedInWith(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(shopper)
  return mockApi({ 'GET /api/users/profile': profile, ...routes })
}

const toasts = () => screen.getByRole('region', { name: /notifications/i })

beforeEach(() => {
  cartStore.clear()
})

describe('cart screen', () => {
  it('says the cart is empty and leads back to the whole collection', async () => {
    renderApp('/cart')

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/collections/all',
    )
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument()
  })

  it('shows each line with its image, product link, line total and the unit price only above one', () => {
    fillCart([
      [nezukoFigure, 2],
      [gojoKeychain, 1],
    ])
    renderApp('/cart')

    const nezukoLink = screen.getByRole('link', { name: nezukoFigure.name })
    expect(nezukoLink).toHaveAttribute('href', `/products/${nezukoFigure._id}`)
    expect(screen.getByText('₹1,299.50 each')).toBeInTheDocument()
    expect(screen.getByText('₹2,599.00')).toBeInTheDocument()
    expect(screen.queryByText('₹249.00 each')).not.toBeInTheDocument()
    // A product without an image shows the placeholder.
    expect(screen.getByAltText(gojoKeychain.name)).toHaveAttribute('src', '/placeholder-product.jpg')
  })

  it('disables minus at one and caps plus at the stock', async () => {
    fillCart([[nezukoFigure, 1]])
    const { user } = renderApp('/cart')

    const minus = screen.getByRole('button', { name: `Decrease quantity of ${nezukoFigure.name}` })
    const plus = screen.getByRole('button', { name: `Increase quantity of ${nezukoFigure.name}` })
    const quantity = screen.getByRole('status', { name: `Quantity of ${nezukoFigure.name}` })
    expect(minus).toBeDisabled()

    await user.click(plus)
    await user.click(plus)
    expect(quantity).toHaveTextContent('3')
    expect(plus).toBeDisabled()
    expect(minus).toBeEnabled()
    expect(screen.getByText('Only 3 in stock')).toBeInTheDocument()

    await user.click(minus)
    expect(quantity).toHaveTextContent('2')
    expect(cartStore.getItems()[0]?.quantity).toBe(2)
  })

  it('sums the summary: subtotal with the item count, free shipping, total and the ₹500 note', async () => {
    fillCart([
      [nezukoFigure, 2],
      [gojoKeychain, 3],
    ])
    mockApi({})
    renderApp('/cart')

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('Subtotal')).toHaveTextContent('Subtotal (5 items)')
    // The total and the note follow the shop's shipping quote (the defaults: nothing charged, free over ₹500).
    await waitFor(() => expect(within(summary).getAllByText('₹3,346.00')).toHaveLength(2))
    expect(within(summary).getByText('Free')).toBeInTheDocument()
    expect(within(summary).getByText('Free shipping on any purchase over ₹500')).toBeInTheDocument()
  })

  it('adds the shop’s shipping to the total below its threshold, and its note names the threshold', async () => {
    fillCart([[gojoKeychain, 1]])
    const { requestsTo } = mockApi({
      'GET /api/shipping/quote': () => jsonResponse(200, { shippingPrice: 49, codFee: 0, freeOver: 999.5 }),
    })
    renderApp('/cart')

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    // ₹249 of items and ₹49 of shipping; the fee waits for the payment method, chosen at checkout.
    expect(await within(summary).findByText('₹298.00')).toBeInTheDocument()
    expect(within(summary).getByText('Shipping').nextElementSibling).toHaveTextContent('₹49.00')
    expect(within(summary).queryByText('Cash on delivery fee')).not.toBeInTheDocument()
    expect(within(summary).getByText('Free shipping on any purchase over ₹999.50')).toBeInTheDocument()
    expect(requestsTo('GET', '/api/shipping/quote').length).toBeGreaterThan(0)
  })

  it('removes a line, and the cart becomes empty', async () => {
    fillCart([[gojoKeychain, 1]])
    const { user } = renderApp('/cart')

    await user.click(screen.getByRole('button', { name: `Remove ${gojoKeychain.name}` }))

    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
  })

  it('sends a signed-out shopper to sign in, coming back to the cart', async () => {
    fillCart([[gojoKeychain, 1]])
    const { user, currentUrl } = renderApp('/cart')

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }))

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(currentUrl()).toBe('/login?returnTo=/cart')
  })
})

describe('checkout in the cart screen', () => {
  it('lists saved addresses with the default chosen, then places a cash-on-delivery order', async () => {
    fillCart([[nezukoFigure, 2]])
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress, officeAddress]),
      'POST /api/orders': () => jsonResponse(201, placedOrder()),
    })
    const { user, router } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    expect(await screen.findByRole('heading', { name: 'Shipping Address' })).toHaveFocus()
    const home = await screen.findByRole('radio', { name: /12 MG Road/ })
    expect(home).toBeChecked()
    expect(within(home.closest('label')!).getByText('Default')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: /5 Residency Road/ }))
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to Address' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()
    expect(screen.getByRole('radio', { name: /PhonePe UPI\/Cards/ })).not.toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'))
    expect(router.state.location.state).toEqual({
      orderId: placedOrder()._id,
      orderNumber: 'ORD-1738404000000',
      total: 2599,
      discountPrice: 0,
      discountCode: null,
      paymentMethod: 'cod',
      orderDate: '1 February 2025',
    })
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(cartStore.getItems()).toEqual([])
    const [order] = requestsTo('POST', '/api/orders')
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/)
    expect(order?.body).toMatchObject({
      addressId: officeAddress._id,
      paymentMethod: 'COD',
      orderItems: [{ product: nezukoFigure._id, qty: 2 }],
    })
  })

  it('says when no address is saved yet, and uses a typed address for this order only when asked', async () => {
    fillCart([[gojoKeychain, 1]])
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, []),
      'POST /api/orders': () => jsonResponse(201, placedOrder()),
    })
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    expect(await screen.findByText('No saved addresses found.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue(shopper.name)
    expect(screen.getByLabelText('Email')).toHaveValue(shopper.email)

    await user.type(screen.getByLabelText('Phone Number'), '98765 43210')
    await user.type(screen.getByLabelText('Address Line 1'), '7 Park Street')
    await user.type(screen.getByLabelText('City'), 'Kolkata')
    await user.type(screen.getByLabelText('State'), 'West Bengal')
    await user.type(screen.getByLabelText('Postal Code'), '700016')
    await user.click(screen.getByRole('checkbox', { name: 'Save this address for future use' }))
    await user.click(screen.getByRole('button', { name: 'Use This Address' }))

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/addresses')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await screen.findByRole('heading', { name: 'Order Confirmed!' })
    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      shippingAddress: {
        addressLine1: '7 Park Street',
        city: 'Kolkata',
        postalCode: '700016',
        country: 'India',
      },
    })
  })

  it('shows the failure to load saved addresses, and asks for an address before continuing', async () => {
    fillCart([[gojoKeychain, 1]])
    let answerAddresses: (response: Response) => void = () => {}
    const addressesAnswer = new Promise<Response>((resolve) => {
      answerAddresses = resolve
    })
    signedInWith({ 'GET /api/addresses': () => addressesAnswer })
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))

    expect(await screen.findByText('Loading saved addresses...')).toBeInTheDocument()
    answerAddresses(jsonResponse(429, { success: false, message: 'Too many requests' }))
    expect(await screen.findByText('Failed to load saved addresses')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    expect(await within(toasts()).findByText('Please select a shipping address')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to Cart' }))
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument()
  })

  it("shows the server's message when the order is refused, and keeps the cart", async () => {
    fillCart([[nezukoFigure, 3]])
    signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () =>
        jsonResponse(409, { success: false, message: 'Only 2 of "Nezuko Kamado Figure" left in stock' }),
    })
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 2 of "Nezuko Kamado Figure" left in stock',
    )
    expect(cartStore.getItems()).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled()
  })

  it('shows Processing... while the order is sent, and sends one order however often it is clicked', async () => {
    fillCart([[gojoKeychain, 1]])
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': pendingResponse,
    })
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    const placeOrder = await screen.findByRole('button', { name: 'Place Order' })
    await user.click(placeOrder)

    expect(placeOrder).toHaveTextContent('Processing...')
    expect(placeOrder).toBeDisabled()
    await user.click(placeOrder)
    expect(requestsTo('POST', '/api/orders')).toHaveLength(1)
  })

  it('sends the shopper to sign in when the session has ended', async () => {
    fillCart([[gojoKeychain, 1]])
    signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () => jsonResponse(401, { success: false, message: 'Not authorized' }),
      // As the server ends a session it cannot refresh: the app signs out, so /login stays where it is (a session
      // still signed in would be sent on from /login to /cart, and the URL seen only in passing).
      'POST /api/auth/refresh-token': () =>
        jsonResponse(401, { success: false, message: 'No session', shouldLogout: true }),
    })
    const { user, currentUrl } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    await user.click(await screen.findByRole('button', { name: 'Place Order' }))

    expect(await within(toasts()).findByText('Please sign in to complete your order')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/login?returnTo=/cart'))
  })

  it('places a PhonePe order, takes the payment and shows the success step with the cart emptied', async () => {
    fillCart([[gojoKeychain, 2]])
    const order = placedOrder({ paymentMethod: 'PHONEPE', totalPrice: 498 })
    const { requestsTo } = signedInWith({
      'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
      'POST /api/orders': () => jsonResponse(201, order),
      'POST /api/payments/phonepe/initiate': () =>
        jsonResponse(200, {
          success: true,
          transactionId: 'TXN-1',
          orderId: order._id,
          message: 'Payment initiated',
        }),
      'GET /api/payments/phonepe/status/TXN-1': () =>
        jsonResponse(200, {
          success: true,
          data: { transactionStatus: 'PAYMENT_SUCCESS', orderId: order._id },
        }),
    })
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
    await screen.findByRole('radio', { name: /12 MG Road/ })
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
    await user.click(await screen.findByRole('radio', { name: /PhonePe UPI\/Cards/ }))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({ paymentMethod: 'PHONEPE' })
    await user.type(await screen.findByLabelText('Mobile Number'), '9876543210')
    await user.click(screen.getByRole('button', { name: 'Pay ₹498.00 with PhonePe' }))
    expect(await screen.findByText('Payment Initiated')).toBeInTheDocument()

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument()
    expect(cartStore.getItems()).toEqual([])
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders')
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
  })
})
