import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { COD_BLOCKED_MESSAGE, codAboveLimitMessage } from '@common/schemas/cash-on-delivery'
import { cartStore } from '../../../lib/cart/cart-store'
import { discountCodeStore } from '../../../lib/cart/discount-code-store'
import { fillCart, homeAddress, nezukoFigure, placedOrder } from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const ABOVE_LIMIT = codAboveLimitMessage('₹2,000.00')
const ELIGIBILITY = 'GET /api/cod/eligibility'

function signedInWith(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(shopper)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
    ...routes,
  })
}

const refused = (message: string) => () =>
  jsonResponse(200, { available: false, reason: 'above-limit', message })
const allowed = () => jsonResponse(200, { available: true, reason: null, message: null })

/** The queries the eligibility calls were asked with (the recorded requests keep the path only). */
const eligibilityQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://shop'))
    .filter((url) => url.pathname === '/api/cod/eligibility')
    .map((url) => Object.fromEntries(url.searchParams))

const cashOnDelivery = () => screen.getByRole('radio', { name: 'Cash on Delivery' })
const phonePe = () => screen.getByRole('radio', { name: 'PhonePe UPI/Cards' })

async function openPaymentStep() {
  const app = renderApp('/cart')
  await app.user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
  await screen.findByRole('radio', { name: /12 MG Road/ })
  await app.user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
  await screen.findByRole('button', { name: 'Place Order' })
  return app
}

beforeEach(() => {
  cartStore.clear()
  discountCodeStore.clear()
})

describe('cash on delivery at checkout', () => {
  it('asks about the order total and the PIN code, and offers cash on delivery when it may be chosen', async () => {
    fillCart([[nezukoFigure, 2]])
    const { fetchMock } = signedInWith({ [ELIGIBILITY]: allowed })
    await openPaymentStep()

    await waitFor(() =>
      expect(eligibilityQueries(fetchMock)).toEqual([{ amount: '2599', postalCode: '411001' }]),
    )
    expect(cashOnDelivery()).toBeEnabled()
    expect(cashOnDelivery()).toBeChecked()
  })

  it('adds the shop’s fee to the total while cash on delivery is chosen, and not for PhonePe', async () => {
    fillCart([[nezukoFigure, 2]])
    signedInWith({
      [ELIGIBILITY]: allowed,
      // The shop's charges: ₹49 shipping under ₹5,000 of items, ₹30 on delivery.
      'GET /api/shipping/quote': (request) =>
        jsonResponse(200, {
          shippingPrice: 49,
          codFee: new URLSearchParams(request.search).get('paymentMethod') === 'COD' ? 30 : 0,
          freeOver: 5000,
        }),
    })
    const { user } = await openPaymentStep()
    const summary = screen.getByRole('region', { name: 'Order Summary' })

    // ₹2,599 of items, ₹49 shipping and ₹30 on delivery.
    expect(await within(summary).findByText('₹2,678.00')).toBeInTheDocument()
    expect(within(summary).getByText('Cash on delivery fee').nextElementSibling).toHaveTextContent('₹30.00')
    await user.click(phonePe())
    expect(await within(summary).findByText('₹2,648.00')).toBeInTheDocument()
    expect(within(summary).queryByText('Cash on delivery fee')).not.toBeInTheDocument()
  })

  it('asks about what the order would come to paid on delivery: the items, the shop’s shipping and its fee', async () => {
    fillCart([[nezukoFigure, 2]])
    const { fetchMock } = signedInWith({
      [ELIGIBILITY]: allowed,
      'GET /api/shipping/quote': () => jsonResponse(200, { shippingPrice: 49, codFee: 30, freeOver: 5000 }),
    })
    await openPaymentStep()

    await waitFor(() =>
      expect(eligibilityQueries(fetchMock)).toEqual([{ amount: '2678', postalCode: '411001' }]),
    )
  })

  it('judges the total after the discount code, not before it', async () => {
    fillCart([[nezukoFigure, 2]])
    discountCodeStore.set('FESTIVE20')
    const { fetchMock } = signedInWith({
      [ELIGIBILITY]: allowed,
      'POST /api/discounts/validate': () =>
        jsonResponse(200, {
          success: true,
          valid: true,
          code: 'FESTIVE20',
          discount: 519.8,
          itemsPrice: 2599,
          totalPrice: 2079.2,
          message: 'FESTIVE20 applied',
        }),
    })
    await openPaymentStep()

    await waitFor(() => expect(eligibilityQueries(fetchMock)).not.toHaveLength(0))
    expect(eligibilityQueries(fetchMock)).toEqual([{ amount: '2079.2', postalCode: '411001' }])
  })

  it('shows cash on delivery disabled with the reason and PhonePe chosen instead, and orders with PhonePe', async () => {
    fillCart([[nezukoFigure, 2]])
    const { requestsTo } = signedInWith({
      [ELIGIBILITY]: refused(ABOVE_LIMIT),
      'POST /api/orders': () => jsonResponse(201, placedOrder({ paymentMethod: 'PHONEPE' })),
    })
    const { user } = await openPaymentStep()

    await waitFor(() => expect(cashOnDelivery()).toBeDisabled())
    expect(cashOnDelivery()).toHaveAccessibleDescription(ABOVE_LIMIT)
    expect(cashOnDelivery()).not.toBeChecked()
    expect(phonePe()).toBeChecked()
    expect(screen.getByText('Unavailable')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(requestsTo('POST', '/api/orders')).toHaveLength(1))
    expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({ paymentMethod: 'PHONEPE' })
  })

  it('keeps cash on delivery open when the question cannot be answered: the order is checked anyway', async () => {
    fillCart([[nezukoFigure, 1]])
    const { requestsTo } = signedInWith({
      [ELIGIBILITY]: () => jsonResponse(503, { success: false, message: 'Service unavailable' }),
    })
    await openPaymentStep()
    await waitFor(() => expect(requestsTo('GET', '/api/cod/eligibility')).toHaveLength(1))
    expect(cashOnDelivery()).toBeEnabled()
    expect(cashOnDelivery()).toBeChecked()
  })

  it('shows the refusal of a cash-on-delivery order (409) and stays on the payment choice with PhonePe', async () => {
    fillCart([[nezukoFigure, 2]])
    const { requestsTo } = signedInWith({
      [ELIGIBILITY]: allowed,
      'POST /api/orders': [
        () => jsonResponse(409, { success: false, message: COD_BLOCKED_MESSAGE }),
        () => jsonResponse(201, placedOrder({ paymentMethod: 'PHONEPE' })),
      ],
    })
    const { user } = await openPaymentStep()
    await waitFor(() => expect(requestsTo('GET', '/api/cod/eligibility')).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(COD_BLOCKED_MESSAGE)
    expect(cashOnDelivery()).toBeDisabled()
    expect(cashOnDelivery()).toHaveAccessibleDescription(COD_BLOCKED_MESSAGE)
    expect(phonePe()).toBeChecked()
    expect(screen.getByRole('heading', { name: 'Payment method' })).toBeInTheDocument()
    expect(cartStore.getItems()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(requestsTo('POST', '/api/orders')).toHaveLength(2))
    expect(requestsTo('POST', '/api/orders')[1]?.body).toMatchObject({ paymentMethod: 'PHONEPE' })
    expect(await screen.findByLabelText('Mobile Number')).toBeInTheDocument()
  })

  it('leaves a refusal for another reason (stock) as it was, cash on delivery still offered', async () => {
    fillCart([[nezukoFigure, 2]])
    signedInWith({
      [ELIGIBILITY]: allowed,
      'POST /api/orders': () =>
        jsonResponse(409, { success: false, message: 'Only 1 of "Nezuko Kamado Figure" left in stock' }),
    })
    const { user } = await openPaymentStep()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('left in stock')
    expect(cashOnDelivery()).toBeEnabled()
    expect(cashOnDelivery()).toBeChecked()
  })
})

describe('cash on delivery on the payment page', () => {
  it('shows it disabled with the reason, places nothing, and leads to the cart to pay online', async () => {
    fillCart([[nezukoFigure, 2]])
    const { fetchMock } = signedInWith({ [ELIGIBILITY]: refused(ABOVE_LIMIT) })
    renderApp('/checkout/payment')

    const options = await screen.findByRole('region', { name: 'Payment options' })
    await waitFor(() =>
      expect(within(options).getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled(),
    )
    expect(within(options).getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(
      ABOVE_LIMIT,
    )
    expect(eligibilityQueries(fetchMock).at(-1)).toEqual({ amount: '2599', postalCode: '411001' })
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Pay online with PhonePe from your cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
  })
})
