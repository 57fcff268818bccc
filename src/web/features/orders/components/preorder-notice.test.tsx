import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import type { OrderPreorder } from '@common/schemas/preorder'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api'
import { orderItem, placedOrder } from '../../../test/order-fixtures'
import { renderApp } from '../../../test/render-app'
import { openMyOrder, orderHeading, ORDER_ID } from '../test/open-my-order'

const awaiting: OrderPreorder = {
  productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  status: 'awaiting',
  expectedRelease: '2027-03-15',
  allocatedQuantity: null,
}

/** A pre-order of two units paid with PhonePe. */
function preorder(state: OrderPreorder, overrides: Partial<Order> = {}): Order {
  return placedOrder({
    paymentMethod: 'PHONEPE',
    isPaid: true,
    paymentStatus: 'completed',
    status: 'processing',
    orderItems: [orderItem({ name: 'Gojo Satoru 1/7 Scale Figure', qty: 2, quantity: 2 })],
    totalPrice: 37998,
    preorder: state,
    ...overrides,
  })
}

describe('pre-orders on My Orders', () => {
  it('shows the expected month while awaiting, what the release gave, and nothing on other orders', async () => {
    storeSignedInUser(shopper)
    mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
      'GET /api/orders/my-orders': () =>
        jsonResponse(200, [
          preorder(awaiting, { _id: '64b7f0c2a1b2c3d4e5f6a001' }),
          preorder(
            { ...awaiting, status: 'allocated', allocatedQuantity: 1 },
            { _id: '64b7f0c2a1b2c3d4e5f6a002' },
          ),
          placedOrder({ _id: '64b7f0c2a1b2c3d4e5f6a003' }),
        ]),
    })
    renderApp('/orders')

    const [waiting, released, plain] = await screen.findAllByRole('link', { name: /Order #/ })
    expect(within(waiting!).getByText('Pre-order — expected March 2027')).toBeInTheDocument()
    expect(
      within(released!).getByText('Pre-order released: 1 of 2 units allocated; the rest refunded'),
    ).toBeInTheDocument()
    expect(within(released!).queryByText(/expected/)).not.toBeInTheDocument()
    expect(within(plain!).queryByText(/Pre-order/)).not.toBeInTheDocument()
  })
})

describe("a pre-order's page", () => {
  it('says when it is expected, and cancels it as any order waiting to ship, with a full refund', async () => {
    const order = preorder(awaiting)
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, order), {
      routes: {
        [`POST /api/orders/my-orders/${ORDER_ID}/cancel`]: (request: RecordedRequest) =>
          jsonResponse(200, {
            ...order,
            status: 'cancelled',
            cancelledAt: '2026-11-26T10:00:00.000Z',
            cancelReason: (request.body as { reason?: string }).reason ?? null,
          }),
      },
    })
    await orderHeading()
    expect(screen.getByText('Pre-order — expected March 2027')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' })
    // It took no stock: what it frees is its place among the pre-orders.
    expect(dialog).toHaveAccessibleDescription(
      'Your pre-order place goes to another fan. You paid ₹37,998.00: it is refunded in full to your original payment method.',
    )
    await user.click(within(dialog).getByRole('radio', { name: 'Delivery will take too long' }))
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))

    await waitFor(() =>
      expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/cancel`)).toHaveLength(1),
    )
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({
      reason: 'Delivery will take too long',
    })
    expect(await screen.findByText(/Cancelled on .* — Delivery will take too long/)).toBeInTheDocument()
    expect(screen.queryByText('Pre-order — expected March 2027')).not.toBeInTheDocument()
    expect(screen.getByText('Pre-order')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('says the release allocated it in full once it has', async () => {
    openMyOrder(() => jsonResponse(200, preorder({ ...awaiting, status: 'allocated', allocatedQuantity: 2 })))
    await orderHeading()
    expect(
      screen.getByText('Pre-order released: allocated to you and on its way to shipping'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/expected/)).not.toBeInTheDocument()
  })
})
