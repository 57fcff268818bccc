import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PAYMENT_NOT_COMPLETED_REASON } from '@common/schemas/order'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { placedOrder, refund } from '../../../test/order-fixtures'
import { heldOrder, NOW, openMyOrder, orderHeading } from '../test/open-my-order'
import { MyOrdersPage } from './my-orders-page'

function openMyOrders(ordersHandler: ApiHandler) {
  storeSignedInUser(shopper)
  const api = mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/orders/my-orders': ordersHandler,
  })
  return { ...api, ...renderApp('/orders') }
}

describe('My Orders', () => {
  it('says what a discount code saved where the card shows the total', async () => {
    openMyOrders(() =>
      jsonResponse(200, [
        placedOrder({ discountPrice: 1069.6, discountCode: 'FESTIVE20', totalPrice: 4278.4 }),
        placedOrder({ _id: '64b7f0c2a1b2c3d4e5f6a7b9', discountPrice: 0, discountCode: null }),
      ]),
    )

    const [discounted, plain] = await screen.findAllByRole('link', { name: /Order #/ })
    expect(within(discounted!).getByText('₹4,278.40')).toBeInTheDocument()
    expect(within(discounted!).getByText('Saved ₹1,069.60 with FESTIVE20')).toBeInTheDocument()
    expect(within(plain!).queryByText(/^Saved/)).not.toBeInTheDocument()
  })

  it('says Sign In Required with a link to /login when nobody is signed in', async () => {
    mockApi({})
    const router = createMemoryRouter([{ path: '/orders', element: <MyOrdersPage /> }], {
      initialEntries: ['/orders'],
    })
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    )

    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument()
    expect(screen.getByText('Please sign in to view your orders')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
  })

  it('shows Loading your orders... while the list loads', async () => {
    openMyOrders(pendingResponse)
    expect(await screen.findByText('Loading your orders...')).toBeInTheDocument()
  })

  it('shows one card per order with its number, date, status, items, payment, address and total', async () => {
    const delivered = placedOrder({
      _id: '650000000000000000abc123',
      status: 'delivered',
      isPaid: true,
      paidAt: '2025-03-10T06:00:00.000Z',
      isDelivered: true,
      totalPrice: 124999.5,
    })
    openMyOrders(() => jsonResponse(200, [placedOrder(), delivered]))

    const links = await screen.findAllByRole('link', { name: /^Order #/ })
    expect(links).toHaveLength(2)

    const first = links[0]!
    expect(first).toHaveAttribute('href', '/orders/64b7f0c2a1b2c3d4e5f6a7b8')
    expect(within(first).getByRole('heading', { name: 'Order #F6A7B8' })).toBeInTheDocument()
    expect(within(first).getByText('Placed on 9 March 2025')).toBeInTheDocument()
    expect(within(first).getByText('Pending', { selector: 'span' })).toHaveClass('text-amber-200')
    expect(within(first).getByText('Gojo Satoru Figure')).toBeInTheDocument()
    expect(within(first).getByText('Luffy Keychain')).toBeInTheDocument()
    expect(
      within(first).getByText('12 MG Road, Indiranagar, Bengaluru, Karnataka 560001'),
    ).toBeInTheDocument()
    expect(within(first).getByText('₹5,348.00')).toBeInTheDocument()

    const second = links[1]!
    expect(within(second).getByRole('heading', { name: 'Order #ABC123' })).toBeInTheDocument()
    expect(within(second).getByText('Delivered')).toHaveClass('text-emerald-300')
    expect(within(second).getByText('Completed')).toBeInTheDocument()
    expect(within(second).getByText('₹1,24,999.50')).toBeInTheDocument()
  })

  it('derives a missing status from the flags and shows pending for one it does not know', async () => {
    const { status: _missing, ...paidWithoutStatus } = placedOrder({ isPaid: true })
    openMyOrders(() =>
      jsonResponse(200, [
        { ...paidWithoutStatus, _id: '111111111111111111aaaaaa' },
        placedOrder({ _id: '222222222222222222bbbbbb', status: 'on-hold' as never }),
      ]),
    )

    const [paid, unknown] = await screen.findAllByRole('link', { name: /^Order #/ })
    expect(within(paid!).getByText('Processing')).toBeInTheDocument()
    expect(within(unknown!).getAllByText('Pending')).toHaveLength(2)
  })

  it('says Returned for a parcel that came back undelivered', async () => {
    openMyOrders(() => jsonResponse(200, [placedOrder({ status: 'returned', trackingNumber: 'DTDC1' })]))

    const [card] = await screen.findAllByRole('link', { name: /^Order #/ })
    expect(within(card!).getByText('Returned', { selector: 'span' })).toHaveClass('text-rose-300')
  })

  it("links a shipped order's tracking under its card, outside the card's own link", async () => {
    openMyOrders(() =>
      jsonResponse(200, [
        placedOrder({
          status: 'shipped',
          trackingNumber: 'DL55',
          tracking: {
            carrier: 'delhivery',
            number: 'DL55',
            url: 'https://www.delhivery.com/track-v2/package/DL55',
          },
        }),
      ]),
    )
    const [card] = await screen.findAllByRole('link', { name: /^Order #/ })
    const tracking = screen.getByRole('link', { name: 'Delhivery DL55 (opens in a new tab)' })
    expect(tracking).toHaveAttribute('href', 'https://www.delhivery.com/track-v2/package/DL55')
    expect(card).not.toContainElement(tracking)
  })

  it("says beside a shipped order's tracking the day it is expected", async () => {
    openMyOrders(() =>
      jsonResponse(200, [
        placedOrder({ status: 'shipped', trackingNumber: 'SIM1', estimatedDelivery: '2026-12-03' }),
        placedOrder({
          _id: '64b7f0c2a1b2c3d4e5f6a7b9',
          status: 'delivered',
          isDelivered: true,
          trackingNumber: 'SIM2',
          estimatedDelivery: '2026-11-20',
        }),
      ]),
    )
    await screen.findAllByRole('link', { name: /^Order #/ })
    expect(screen.getAllByText(/^Expected by/).map((line) => line.textContent)).toEqual([
      'Expected by 3 Dec 2026',
    ])
  })

  it('says Returned on the page of a parcel that came back undelivered', async () => {
    openMyOrder(() => jsonResponse(200, placedOrder({ status: 'returned', trackingNumber: 'DTDC1' })))
    await orderHeading()
    expect(screen.getByText('Status:', { exact: false }).closest('p')).toHaveTextContent('Status: Returned')
  })

  it('offers Start Shopping when there are no orders yet', async () => {
    openMyOrders(() => jsonResponse(200, []))

    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/collections')
  })

  it.each([
    [
      'the server message',
      () => jsonResponse(403, { success: false, message: 'Account disabled' }),
      'Account disabled',
    ],
    ['Failed to fetch orders without one', () => jsonResponse(404, {}), 'Failed to fetch orders'],
    [
      'No data received from server for an empty answer',
      () => new Response('', { status: 200 }),
      'No data received from server',
    ],
    [
      'the format error for an answer that is not a list',
      () => jsonResponse(200, { orders: [] }),
      'Invalid response format: expected an array of orders',
    ],
    [
      'Failed to load orders. Please try again later. without an answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to load orders. Please try again later.',
    ],
  ])('shows %s, with Try Again', async (_case, handler, message) => {
    openMyOrders(handler)

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })

  it('offers Pay now with the time left on an unpaid online order whose items are still held', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    openMyOrders(() => jsonResponse(200, [heldOrder(12), placedOrder({ _id: '650000000000000000abc123' })]))

    const links = await screen.findAllByRole('link', { name: /^Order #/ })
    const [held, cashOnDelivery] = links.map((link) => link.closest('li')!)
    expect(held).toHaveTextContent(/Complete your payment within (12:00|11:59) to keep your items/)
    expect(within(held!).getByRole('link', { name: 'Pay now for order #F6A7B8' })).toHaveAttribute(
      'href',
      '/orders/64b7f0c2a1b2c3d4e5f6a7b8',
    )
    expect(within(cashOnDelivery!).queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument()
  })

  it('says Refunded or Partly refunded for the payment, and when and why an order was cancelled', async () => {
    openMyOrders(() =>
      jsonResponse(200, [
        placedOrder({
          status: 'cancelled',
          isPaid: true,
          paymentStatus: 'refunded',
          cancelledAt: '2026-11-26T10:00:00.000Z',
          cancelReason: PAYMENT_NOT_COMPLETED_REASON,
          refunds: [refund({ amount: 5348 })],
        }),
        placedOrder({ _id: '650000000000000000abc123', isPaid: true, paymentStatus: 'partially_refunded' }),
      ]),
    )

    const [cancelled, partly] = await screen.findAllByRole('link', { name: /^Order #/ })
    expect(within(cancelled!).getByText('Refunded')).toHaveClass('text-sky-300')
    expect(
      within(cancelled!).getByText('Cancelled on 26 November 2026 — The payment was not completed in time'),
    ).toBeInTheDocument()
    expect(within(partly!).getByText('Partly refunded')).toBeInTheDocument()
  })
})
