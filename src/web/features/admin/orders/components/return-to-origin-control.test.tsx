import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { orderItem } from '../../../../test/order-fixtures'
import { renderApp } from '../../../../test/render-app'
import { adminOrder, mockAdminApi } from '../../shared/test/admin-order-fixtures'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const DETAIL = `/api/orders/${ORDER_ID}`
const STATUS = `${DETAIL}/status`
const GOJO = 'b2b2b2b2b2b2b2b2b2b2b2b2'
const LUFFY = 'c4c4c4c4c4c4c4c4c4c4c4c4'

/** A cash-on-delivery parcel on its way: two Gojo figures and a Luffy keychain. */
const shippedCod = (overrides: Partial<Order> = {}) => {
  const orderItems = [
    orderItem(),
    orderItem({
      _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
      product: LUFFY,
      productId: LUFFY,
      name: 'Luffy Keychain',
      image: '',
      price: 349,
      qty: 1,
      quantity: 1,
    }),
  ]
  return adminOrder({
    status: 'shipped',
    trackingNumber: 'DTDC123456IN',
    paymentMethod: 'COD',
    orderItems,
    items: orderItems,
    ...overrides,
  })
}

const returnedFrom = (order: Order) => () =>
  jsonResponse(200, { ...order, status: 'returned', updatedAt: '2025-03-20T06:30:00.000Z' })

function openOrder(
  detail: ApiHandler | ApiHandler[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
) {
  const api = mockAdminApi({ [`GET ${DETAIL}`]: detail, ...routes })
  return { ...api, ...renderApp(`/admin/orders/${ORDER_ID}`) }
}

const heading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })
const dialog = () => screen.getByRole('dialog', { name: 'Mark this parcel returned to origin?' })
const statusOptions = () =>
  within(screen.getByRole('combobox', { name: 'New status' }))
    .getAllByRole('option')
    .map((option) => option.textContent)

afterEach(() => {
  toast.dismiss()
})

describe('admin return to origin', () => {
  it('is offered for a shipped cash-on-delivery order only, and so is Returned in the status select', async () => {
    openOrder(() => jsonResponse(200, shippedCod()))
    await heading()
    expect(screen.getByRole('button', { name: 'Mark returned to origin' })).toBeInTheDocument()
    expect(statusOptions()).toContain('Returned')
  })

  it.each([
    ['a shipped order paid online', { paymentMethod: 'PHONEPE' as const, isPaid: true }],
    ['a cash-on-delivery order not shipped yet', { status: 'processing' as const, trackingNumber: null }],
    ['a delivered cash-on-delivery order', { status: 'delivered' as const, isDelivered: true }],
  ])('is not offered for %s, nor is Returned in the status select', async (_, overrides) => {
    openOrder(() => jsonResponse(200, shippedCod(overrides)))
    await heading()
    expect(screen.queryByRole('button', { name: 'Mark returned to origin' })).not.toBeInTheDocument()
    expect(statusOptions()).not.toContain('Returned')
  })

  it('puts every item back on sale unless lowered, sends once, and shows the order returned', async () => {
    const order = shippedCod()
    let answer: (response: Response) => void = () => {}
    const { user, requestsTo } = openOrder([() => jsonResponse(200, order)], {
      [`PUT ${STATUS}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    await heading()

    await user.click(screen.getByRole('button', { name: 'Mark returned to origin' }))
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    const gojo = within(dialog()).getByRole('spinbutton', { name: 'Gojo Satoru Figure (2 sent)' })
    const luffy = within(dialog()).getByRole('spinbutton', { name: 'Luffy Keychain (1 sent)' })
    expect(gojo).toHaveValue(2)
    expect(luffy).toHaveValue(1)

    // One figure's box came back crushed: it stays off the shelf.
    await user.clear(gojo)
    await user.type(gojo, '1')
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Mark returned' }))

    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Mark returned' })).toBeDisabled(),
    )
    expect(requestsTo('PUT', STATUS)).toHaveLength(1)
    expect(requestsTo('PUT', STATUS)[0]?.body).toEqual({
      status: 'returned',
      restock: [
        { product: GOJO, qty: 1 },
        { product: LUFFY, qty: 1 },
      ],
    })

    answer(returnedFrom(order)())
    expect(await screen.findByText('Order marked as returned to origin')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Returned', { selector: 'span[data-tone]' })).toHaveAttribute('data-tone', 'red')
    expect(screen.getByText(/Returned to origin: the parcel came back undelivered/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark returned to origin' })).not.toBeInTheDocument()
  })

  it('refuses more than was sent, and sends nothing', async () => {
    const { user, requestsTo } = openOrder(() => jsonResponse(200, shippedCod()))
    await heading()
    await user.click(screen.getByRole('button', { name: 'Mark returned to origin' }))
    const luffy = within(dialog()).getByRole('spinbutton', { name: 'Luffy Keychain (1 sent)' })

    await user.clear(luffy)
    await user.type(luffy, '2')
    await user.click(within(dialog()).getByRole('button', { name: 'Mark returned' }))

    expect(await within(dialog()).findByText('Enter a whole number from 0 to 1')).toBeInTheDocument()
    expect(luffy).toHaveAccessibleDescription('Enter a whole number from 0 to 1')
    expect(requestsTo('PUT', STATUS)).toHaveLength(0)
  })

  it('shows the server’s refusal in the dialog', async () => {
    const { user } = openOrder(() => jsonResponse(200, shippedCod()), {
      [`PUT ${STATUS}`]: () =>
        jsonResponse(409, {
          success: false,
          message: 'Only a shipped cash-on-delivery order can be marked returned',
        }),
    })
    await heading()
    await user.click(screen.getByRole('button', { name: 'Mark returned to origin' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Mark returned' }))

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Only a shipped cash-on-delivery order can be marked returned',
    )
    expect(within(dialog()).getByRole('button', { name: 'Mark returned' })).toBeEnabled()
  })
})
