import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import { PREORDER_AWAITING_RELEASE_MESSAGE } from '@common/schemas/preorder'
import { jsonResponse, type ApiHandler } from '../../../test/mock-api'
import { orderItem } from '../../../test/order-fixtures'
import { renderApp } from '../../../test/render-app'
import { preorderStateText } from './preorder-display'
import { adminOrder, mockAdminApi, orderList } from '../shared/test/admin-order-fixtures'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const DETAIL = `/api/orders/${ORDER_ID}`

/** A paid pre-order of three Nendoroids, one line as every pre-order has. */
function preorder(overrides: Partial<Order> = {}): Order {
  return adminOrder({
    status: 'pending',
    paymentMethod: 'PHONEPE',
    paymentStatus: 'completed',
    isPaid: true,
    paidAt: '2026-11-10T06:00:00.000Z',
    orderItems: [orderItem({ name: 'Nendoroid Gojo Satoru', qty: 3, quantity: 3 })],
    preorder: {
      productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
      status: 'awaiting',
      expectedRelease: '2027-03-15',
      allocatedQuantity: null,
    },
    ...overrides,
  })
}
const allocated = (allocatedQuantity: number) =>
  preorder({
    preorder: {
      productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
      status: 'allocated',
      expectedRelease: '2027-03-15',
      allocatedQuantity,
    },
  })

function openOrder(order: Order, routes: Record<string, ApiHandler> = {}) {
  const api = mockAdminApi({
    [`GET ${DETAIL}`]: () => jsonResponse(200, order),
    'GET /api/orders': () => jsonResponse(200, orderList([order])),
    ...routes,
  })
  return { ...api, ...renderApp(`/admin/orders/${ORDER_ID}`) }
}

const heading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })
const statusOptions = () =>
  within(screen.getByRole('combobox', { name: 'New status' }))
    .getAllByRole('option')
    .map((option) => option.textContent)

afterEach(() => {
  toast.dismiss()
})

describe('admin view of a pre-order', () => {
  it('shows a waiting pre-order’s expected month, and does not offer Shipped or Delivered', async () => {
    openOrder(preorder())

    expect(await heading()).toBeInTheDocument()
    expect(screen.getByText('Pre-order — expected March 2027')).toBeInTheDocument()
    expect(statusOptions()).toEqual(['Select status', 'Pending', 'Processing', 'Cancelled'])
    expect(screen.getByRole('combobox', { name: 'New status' })).toHaveAccessibleDescription(
      new RegExp(`${PREORDER_AWAITING_RELEASE_MESSAGE}$`),
    )
  })

  it('shows the server’s refusal when it comes', async () => {
    const { user } = openOrder(preorder(), {
      [`PUT ${DETAIL}/status`]: () =>
        jsonResponse(409, { success: false, message: PREORDER_AWAITING_RELEASE_MESSAGE }),
    })
    await heading()

    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'Processing')
    await user.click(screen.getByRole('button', { name: 'Update Status' }))

    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument()
    // Once in the toast, once as the form's own explanation.
    await waitFor(() => expect(screen.getAllByText(PREORDER_AWAITING_RELEASE_MESSAGE)).toHaveLength(2))
  })

  it('shows how many units the release gave, and then offers shipping like any order', async () => {
    openOrder(allocated(2))

    await heading()
    expect(screen.getByText('Allocated 2 of 3')).toBeInTheDocument()
    expect(screen.queryByText(/Pre-order — expected/)).not.toBeInTheDocument()
    expect(statusOptions()).toContain('Shipped')
    expect(statusOptions()).toContain('Delivered')
    expect(screen.queryByText(PREORDER_AWAITING_RELEASE_MESSAGE)).not.toBeInTheDocument()
  })

  it('marks pre-orders in the orders list, with no Mark as Delivered while one waits for its release', async () => {
    const waiting = preorder({ _id: '650000000000000000000e01' })
    const served = allocated(3)
    const ordinary = adminOrder({
      _id: '650000000000000000000e03',
      paymentMethod: 'PHONEPE',
      paymentStatus: 'completed',
      isPaid: true,
    })
    mockAdminApi({ 'GET /api/orders': () => jsonResponse(200, orderList([waiting, served, ordinary])) })
    renderApp('/admin?tab=orders')

    const table = await screen.findByRole('table', { name: 'Orders' })
    const [waitingRow, servedRow, ordinaryRow] = within(table).getAllByRole('row').slice(1)
    expect(waitingRow).toHaveTextContent('Pre-order — expected March 2027')
    expect(within(waitingRow!).queryByRole('button', { name: /Mark as Delivered/ })).not.toBeInTheDocument()
    expect(servedRow).toHaveTextContent('Allocated 3 of 3')
    expect(within(servedRow!).getByRole('button', { name: /Mark as Delivered/ })).toBeInTheDocument()
    expect(ordinaryRow).not.toHaveTextContent(/Pre-order|Allocated/)
    expect(within(ordinaryRow!).getByRole('button', { name: /Mark as Delivered/ })).toBeInTheDocument()
  })
})

describe('a cancelled pre-order', () => {
  it('expects no release any more: it reads as a pre-order, without a month', () => {
    expect(preorderStateText(preorder({ status: 'cancelled' }))).toBe('Pre-order')
    expect(preorderStateText(preorder())).toBe('Pre-order — expected March 2027')
  })
})
