import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DISCOUNT_MESSAGES } from '@common/schemas/discount'
import { cartStore } from '../../../lib/cart/cart-store'
import { discountCodeStore } from '../../../lib/cart/discount-code-store'
import { fillCart, gojoKeychain, nezukoFigure } from '../../../test/checkout-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const profile = () => jsonResponse(200, { success: true, user: shopper })

function signedInWith(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(shopper)
  return mockApi({ 'GET /api/users/profile': profile, ...routes })
}

/** The server's answer for the cart [nezuko × 2] (₹2,599.00): 20 % off. */
const applies: ApiHandler = () =>
  jsonResponse(200, {
    success: true,
    valid: true,
    code: 'FESTIVE20',
    discount: 519.8,
    itemsPrice: 2599,
    totalPrice: 2079.2,
    message: DISCOUNT_MESSAGES.applied(519.8),
  })

const refuses =
  (message: string): ApiHandler =>
  () =>
    jsonResponse(200, {
      success: true,
      valid: false,
      code: 'FESTIVE20',
      discount: 0,
      itemsPrice: 2599,
      totalPrice: 2599,
      message,
    })

const summary = () => screen.getByRole('region', { name: 'Order Summary' })

beforeEach(() => {
  cartStore.clear()
  discountCodeStore.clear()
})

describe('discount code in the cart', () => {
  it('applies a valid code: the server saving in a success line, the discount row and the total after it', async () => {
    fillCart([[nezukoFigure, 2]])
    const { requestsTo } = signedInWith({ 'POST /api/discounts/validate': applies })
    const { user } = renderApp('/cart')

    await user.type(await screen.findByLabelText('Discount code'), 'festive20')
    await user.click(screen.getByRole('button', { name: 'Apply code' }))

    expect(await screen.findByText('Code applied: you save ₹519.80')).toHaveAttribute('role', 'status')
    expect(within(summary()).getByText('Discount (FESTIVE20)')).toBeInTheDocument()
    expect(within(summary()).getByText('−₹519.80')).toBeInTheDocument()
    expect(within(summary()).getByText('₹2,079.20')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/discounts/validate')[0]?.body).toEqual({
      code: 'FESTIVE20',
      orderItems: [{ product: nezukoFigure._id, qty: 2 }],
    })
    // The answer just given serves the summary: the server is asked once.
    expect(requestsTo('POST', '/api/discounts/validate')).toHaveLength(1)
    expect(discountCodeStore.getCode()).toBe('FESTIVE20')
    expect(sessionStorage.getItem('discountCode')).toBe('FESTIVE20')
  })

  it('shows a refused code’s reason as an alert and keeps neither the code nor a discount', async () => {
    fillCart([[nezukoFigure, 2]])
    signedInWith({ 'POST /api/discounts/validate': refuses(DISCOUNT_MESSAGES.minimum(250)) })
    const { user } = renderApp('/cart')

    const field = await screen.findByLabelText('Discount code')
    await user.type(field, 'FESTIVE20')
    await user.click(screen.getByRole('button', { name: 'Apply code' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Add ₹250.00 more to use this code')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Add ₹250.00 more to use this code')
    expect(within(summary()).queryByText(/^Discount \(/)).not.toBeInTheDocument()
    expect(discountCodeStore.getCode()).toBeNull()
  })

  it('asks for a code before asking the server', async () => {
    fillCart([[nezukoFigure, 1]])
    const { requestsTo } = signedInWith({})
    const { user } = renderApp('/cart')

    await user.click(await screen.findByRole('button', { name: 'Apply code' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a code')
    expect(requestsTo('POST', '/api/discounts/validate')).toHaveLength(0)
  })

  it('removes the code: the discount goes, the field comes back with the focus', async () => {
    fillCart([[nezukoFigure, 2]])
    signedInWith({ 'POST /api/discounts/validate': applies })
    discountCodeStore.set('FESTIVE20')
    const { user } = renderApp('/cart')

    expect(await within(summary()).findByText('−₹519.80')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Remove code FESTIVE20' }))

    const field = await screen.findByLabelText('Discount code')
    await waitFor(() => expect(field).toHaveFocus())
    expect(within(summary()).queryByText(/^Discount \(/)).not.toBeInTheDocument()
    expect(within(summary()).getAllByText('₹2,599.00')).toHaveLength(2)
    expect(sessionStorage.getItem('discountCode')).toBeNull()
  })

  it('checks a kept code again when the cart changes, and says why it no longer applies', async () => {
    fillCart([
      [nezukoFigure, 2],
      [gojoKeychain, 1],
    ])
    const { requestsTo } = signedInWith({
      'POST /api/discounts/validate': [applies, refuses(DISCOUNT_MESSAGES.minimum(1050.5))],
    })
    discountCodeStore.set('FESTIVE20')
    const { user } = renderApp('/cart')

    expect(await within(summary()).findByText('−₹519.80')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Remove ${nezukoFigure.name}` }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Add ₹1,050.50 more to use this code')
    expect(within(summary()).queryByText('−₹519.80')).not.toBeInTheDocument()
    expect(requestsTo('POST', '/api/discounts/validate').at(-1)?.body).toEqual({
      code: 'FESTIVE20',
      orderItems: [{ product: gojoKeychain._id, qty: 1 }],
    })
    // Still chosen: the shopper decides whether to remove it.
    expect(screen.getByRole('button', { name: 'Remove code FESTIVE20' })).toBeInTheDocument()
  })

  it('offers a signed-out shopper to sign in and come back to the cart', async () => {
    fillCart([[nezukoFigure, 1]])
    mockApi({})
    renderApp('/cart')

    const link = await screen.findByRole('link', { name: 'Sign in to use a discount code' })
    expect(link).toHaveAttribute('href', '/login?returnTo=%2Fcart')
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument()
  })
})

describe('fair drops in the cart', () => {
  it('says a product’s per-customer limit on its line and stops the stepper there', async () => {
    cartStore.add({ ...gojoKeychain, maxPerCustomer: 2 }, 5)
    mockApi({})
    const { user } = renderApp('/cart')

    expect(await screen.findByText('Limit 2 per customer')).toBeInTheDocument()
    const quantity = screen.getByRole('status', { name: `Quantity of ${gojoKeychain.name}` })
    expect(quantity).toHaveTextContent('2')
    const plus = screen.getByRole('button', { name: `Increase quantity of ${gojoKeychain.name}` })
    expect(plus).toBeDisabled()

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${gojoKeychain.name}` }))
    await user.click(plus)
    await user.click(plus)
    expect(quantity).toHaveTextContent('2')
  })
})
