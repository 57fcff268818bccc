import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PREORDER_ALONE_MESSAGE, PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import type { Order } from '@common/schemas/order'
import { cartStore } from '../../../lib/cart/cart-store'
import { discountCodeStore } from '../../../lib/cart/discount-code-store'
import {
  fillCart,
  gojoKeychain,
  gojoPreorder,
  homeAddress,
  nezukoFigure,
  placedOrder,
} from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const ELIGIBILITY = 'GET /api/cod/eligibility'
/** A journey through checkout twice, PhonePe's two seconds included, takes longer than one screen's test. */
const JOURNEY_TIMEOUT_MS = 30_000
const allowed = () => jsonResponse(200, { available: true, reason: null, message: null })

function signedInWith(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(shopper)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/addresses': () => jsonResponse(200, [homeAddress]),
    [ELIGIBILITY]: allowed,
    ...routes,
  })
}

/** PhonePe answers: the payment starts, then succeeds on its own. */
function phonePeFor(order: Order): Record<string, ApiHandler> {
  return {
    'POST /api/payments/phonepe/initiate': () =>
      jsonResponse(200, { success: true, transactionId: 'TXN-9', orderId: order._id, message: 'Initiated' }),
    'GET /api/payments/phonepe/status/TXN-9': () =>
      jsonResponse(200, {
        success: true,
        data: { transactionStatus: 'PAYMENT_SUCCESS', orderId: order._id },
      }),
  }
}

const cashOnDelivery = () => screen.getByRole('radio', { name: 'Cash on Delivery' })
const phonePe = () => screen.getByRole('radio', { name: 'PhonePe UPI/Cards' })
const orderSummary = () => screen.getByRole('region', { name: 'Order Summary' })
const cartIds = () => cartStore.getItems().map((item) => item._id)

async function toPaymentStep(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }))
  await screen.findByRole('radio', { name: /12 MG Road/ })
  await user.click(screen.getByRole('button', { name: 'Continue with Selected Address' }))
  await screen.findByRole('button', { name: 'Place Order' })
}

async function payWithPhonePe(user: ReturnType<typeof renderApp>['user'], total: string) {
  await user.type(await screen.findByLabelText('Mobile Number'), '9876543210')
  await user.click(screen.getByRole('button', { name: `Pay ${total} with PhonePe` }))
  await screen.findByRole('heading', { name: 'Order Placed Successfully!' })
}

beforeEach(() => {
  cartStore.clear()
  discountCodeStore.clear()
})

describe('checking out a pre-order on its own', () => {
  it(
    'orders the other items first on delivery, then the pre-order alone with PhonePe',
    async () => {
      fillCart([
        [gojoPreorder, 1],
        [nezukoFigure, 2],
      ])
      const preorderOrder = placedOrder({
        _id: '670000000000000000000009',
        paymentMethod: 'PHONEPE',
        totalPrice: 18999,
      })
      const { requestsTo } = signedInWith({
        'POST /api/orders': [() => jsonResponse(201, placedOrder()), () => jsonResponse(201, preorderOrder)],
        ...phonePeFor(preorderOrder),
      })
      const { user, router } = renderApp('/cart')

      // First turn: the figure in stock, on delivery; the pre-order is neither summed nor sent.
      await toPaymentStep(user)
      expect(within(orderSummary()).queryByText(gojoPreorder.name)).not.toBeInTheDocument()
      expect(within(orderSummary()).getByText(nezukoFigure.name)).toBeInTheDocument()
      await waitFor(() => expect(requestsTo('GET', '/api/cod/eligibility')).toHaveLength(1))
      expect(cashOnDelivery()).toBeChecked()
      await user.click(screen.getByRole('button', { name: 'Place Order' }))

      await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'))
      expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({
        paymentMethod: 'COD',
        orderItems: [{ product: nezukoFigure._id, qty: 2 }],
      })
      // Only the ordered lines left the cart; the confirmation leads back to the pre-order.
      await waitFor(() => expect(cartIds()).toEqual([gojoPreorder._id]))
      await screen.findByRole('heading', { name: 'Order Confirmed!' })
      const waiting = await screen.findByRole('region', { name: 'Your pre-order is still in your cart' })
      expect(waiting).toHaveTextContent(gojoPreorder.name)
      await user.click(within(waiting).getByRole('link', { name: 'Check out your pre-order' }))

      // Second turn: the pre-order alone, paid online, cash on delivery shown unavailable with the reason.
      expect(await screen.findByText('Pre-order — expected March 2027')).toBeInTheDocument()
      expect(
        screen.queryByRole('region', { name: 'Your pre-order checks out on its own' }),
      ).not.toBeInTheDocument()
      await toPaymentStep(user)
      expect(cashOnDelivery()).toBeDisabled()
      expect(cashOnDelivery()).toHaveAccessibleDescription(PREORDER_COD_MESSAGE)
      expect(phonePe()).toBeChecked()
      await user.click(screen.getByRole('button', { name: 'Place Order' }))

      await waitFor(() => expect(requestsTo('POST', '/api/orders')).toHaveLength(2))
      expect(requestsTo('POST', '/api/orders')[1]?.body).toMatchObject({
        paymentMethod: 'PHONEPE',
        orderItems: [{ product: gojoPreorder._id, qty: 1 }],
      })
      await payWithPhonePe(user, '₹18,999.00')
      expect(cartStore.getItems()).toEqual([])
      // A pre-order is paid online whatever the shopper's eligibility: it was never asked about.
      expect(requestsTo('GET', '/api/cod/eligibility')).toHaveLength(1)
      expect(
        screen.queryByRole('region', { name: 'Still in your cart, for its own checkout' }),
      ).not.toBeInTheDocument()
    },
    JOURNEY_TIMEOUT_MS,
  )

  it(
    'after paying for the other items online, offers the waiting pre-order from the success step',
    async () => {
      fillCart([
        [gojoKeychain, 2],
        [gojoPreorder, 1],
      ])
      const order = placedOrder({ paymentMethod: 'PHONEPE', totalPrice: 498 })
      const { requestsTo } = signedInWith({
        'POST /api/orders': () => jsonResponse(201, order),
        ...phonePeFor(order),
      })
      const { user } = renderApp('/cart')

      await toPaymentStep(user)
      await user.click(phonePe())
      await user.click(screen.getByRole('button', { name: 'Place Order' }))
      await payWithPhonePe(user, '₹498.00')

      expect(requestsTo('POST', '/api/orders')[0]?.body).toMatchObject({
        orderItems: [{ product: gojoKeychain._id, qty: 2 }],
      })
      expect(cartIds()).toEqual([gojoPreorder._id])
      const still = screen.getByRole('region', { name: 'Still in your cart, for its own checkout' })
      expect(still).toHaveTextContent(gojoPreorder.name)
      await user.click(within(still).getByRole('button', { name: 'Check out the rest of your cart' }))

      expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toHaveFocus()
      expect(screen.getByRole('link', { name: gojoPreorder.name })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled()
    },
    JOURNEY_TIMEOUT_MS,
  )

  it("shows the server's refusals: cash on delivery for a pre-order, and a pre-order mixed with other items", async () => {
    // Added from a screen that did not say it is a pre-order: the server is the one that knows.
    fillCart([[{ ...gojoPreorder, isPreorder: undefined, releaseDate: undefined }, 1]])
    const { requestsTo } = signedInWith({
      'POST /api/orders': [
        () => jsonResponse(409, { success: false, message: PREORDER_COD_MESSAGE }),
        () => jsonResponse(409, { success: false, message: PREORDER_ALONE_MESSAGE }),
      ],
    })
    const { user } = renderApp('/cart')
    await toPaymentStep(user)
    await waitFor(() => expect(requestsTo('GET', '/api/cod/eligibility')).toHaveLength(1))
    expect(cashOnDelivery()).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Place Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(PREORDER_COD_MESSAGE)
    expect(cashOnDelivery()).toBeDisabled()
    expect(cashOnDelivery()).toHaveAccessibleDescription(PREORDER_COD_MESSAGE)
    expect(phonePe()).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PREORDER_ALONE_MESSAGE))
    expect(requestsTo('POST', '/api/orders')[1]?.body).toMatchObject({ paymentMethod: 'PHONEPE' })
    expect(cartIds()).toEqual([gojoPreorder._id])
  })
})

describe('a pre-order on the payment page', () => {
  it('takes cash on delivery for the other items and says the pre-order waits', async () => {
    fillCart([
      [nezukoFigure, 1],
      [gojoPreorder, 1],
    ])
    signedInWith({})
    renderApp('/checkout/payment')

    const summary = await screen.findByRole('region', { name: 'Order Summary' })
    expect(within(summary).queryByText(gojoPreorder.name)).not.toBeInTheDocument()
    expect(summary).toHaveTextContent(
      `Checkout takes your other items now; "${gojoPreorder.name}" stays in your cart for its own checkout next.`,
    )
    expect(within(summary).getAllByText('₹1,299.50').length).toBeGreaterThan(0)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled())
    expect(cashOnDelivery()).toBeEnabled()
  })

  it('says a pre-order alone is paid online and leads to the cart to pay with PhonePe', async () => {
    fillCart([[gojoPreorder, 1]])
    const { requestsTo } = signedInWith({})
    renderApp('/checkout/payment')

    const options = await screen.findByRole('region', { name: 'Payment options' })
    const cod = within(options).getByRole('radio', { name: 'Cash on Delivery' })
    expect(cod).toBeDisabled()
    expect(cod).toHaveAccessibleDescription(PREORDER_COD_MESSAGE)
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Pay online with PhonePe from your cart' })).toHaveAttribute(
      'href',
      '/cart',
    )
    expect(requestsTo('GET', '/api/cod/eligibility')).toHaveLength(0)
  })
})
