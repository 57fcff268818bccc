import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PREORDER_ALONE_MESSAGE, PREORDER_COD_MESSAGE } from '@common/catalogue-attributes'
import { cartStore } from '../../../lib/cart/cart-store'
import {
  fillCart,
  gojoKeychain,
  gojoPreorder,
  nezukoFigure,
  sukunaPreorder,
} from '../../../test/checkout-fixtures'
import { mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const notice = () => screen.getByRole('region', { name: 'Your pre-order checks out on its own' })
const waiting = () => screen.getByRole('region', { name: 'Waiting for its own checkout' })
const checkingOut = () => screen.getByRole('region', { name: 'Cart items' })
const summary = () => screen.getByRole('region', { name: 'Order Summary' })

beforeEach(() => {
  cartStore.clear()
  // The summary's total asks the shop's shipping quote (the defaults: nothing charged).
  mockApi({})
})

describe('pre-orders in the cart', () => {
  it('labels a pre-order with its expected month and says it is paid online, with nothing to split', () => {
    fillCart([[gojoPreorder, 2]])
    renderApp('/cart')

    expect(within(checkingOut()).getByText('Pre-order — expected March 2027')).toBeInTheDocument()
    expect(
      screen.queryByRole('region', { name: 'Your pre-order checks out on its own' }),
    ).not.toBeInTheDocument()
    expect(within(summary()).getByText('Subtotal')).toHaveTextContent('Subtotal (2 items)')
    expect(within(summary()).getByText(PREORDER_COD_MESSAGE)).toBeInTheDocument()
    // Its stock is 0 until the release: the quantity is not capped by it.
    expect(screen.getByRole('button', { name: `Increase quantity of ${gojoPreorder.name}` })).toBeEnabled()
    expect(screen.queryByText(/in stock/)).not.toBeInTheDocument()
  })

  it('explains a cart mixing a pre-order with other items, and sums only what checkout takes first', async () => {
    fillCart([
      [gojoPreorder, 1],
      [nezukoFigure, 2],
      [gojoKeychain, 1],
    ])
    renderApp('/cart')

    expect(within(notice()).getByText(PREORDER_ALONE_MESSAGE)).toBeInTheDocument()
    expect(notice()).toHaveTextContent(
      `Checkout takes your other items now; "${gojoPreorder.name}" stays in your cart for its own checkout next.`,
    )
    expect(within(checkingOut()).getByRole('link', { name: nezukoFigure.name })).toBeInTheDocument()
    expect(within(checkingOut()).getByRole('link', { name: gojoKeychain.name })).toBeInTheDocument()
    expect(within(checkingOut()).queryByText(gojoPreorder.name)).not.toBeInTheDocument()
    expect(within(waiting()).getByRole('link', { name: gojoPreorder.name })).toBeInTheDocument()
    expect(within(waiting()).getByText('Pre-order — expected March 2027')).toBeInTheDocument()

    // ₹1,299.50 × 2 + ₹249: the ₹18,999 pre-order is not in this order.
    expect(within(summary()).getByText('Subtotal')).toHaveTextContent('Subtotal (3 items)')
    // The subtotal and, once the shop's shipping quote is in, the total.
    await waitFor(() => expect(within(summary()).getAllByText('₹2,848.00')).toHaveLength(2))
    expect(within(summary()).getByText('Secure checkout: Cash on Delivery or PhonePe')).toBeInTheDocument()
  })

  it('takes the first of two pre-orders alone, and the notice goes once the other is removed', async () => {
    fillCart([
      [sukunaPreorder, 1],
      [gojoPreorder, 1],
    ])
    const { user } = renderApp('/cart')

    expect(notice()).toHaveTextContent(
      `Checkout takes "${sukunaPreorder.name}" now; "${gojoPreorder.name}" stays in your cart for its own checkout next.`,
    )
    expect(within(checkingOut()).getByText('Pre-order — expected June 2027')).toBeInTheDocument()
    // The subtotal and, once the shop's shipping quote is in, the total.
    await waitFor(() => expect(within(summary()).getAllByText('₹5,499.00')).toHaveLength(2))
    expect(within(summary()).getByText(PREORDER_COD_MESSAGE)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Remove ${sukunaPreorder.name}` }))

    expect(
      screen.queryByRole('region', { name: 'Your pre-order checks out on its own' }),
    ).not.toBeInTheDocument()
    expect(within(checkingOut()).getByRole('link', { name: gojoPreorder.name })).toBeInTheDocument()
    // The subtotal and, once the shop's shipping quote is in, the total.
    await waitFor(() => expect(within(summary()).getAllByText('₹18,999.00')).toHaveLength(2))
  })
})
