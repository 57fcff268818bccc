import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CANNOT_CANCEL_MESSAGE, type Order } from '@common/schemas/order'
import { jsonResponse, type ApiHandler, type RecordedRequest } from '../../../../test/mock-api'
import { refund } from '../../../../test/order-fixtures'
import { renderApp } from '../../../../test/render-app'
import { adminOrder, mockAdminApi } from '../../shared/test/admin-order-fixtures'
import { staffMember } from '../../shared/test/mock-admin-api'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const DETAIL = `/api/orders/${ORDER_ID}`
const CANCEL = `${DETAIL}/cancel`

function openOrder(
  detail: ApiHandler | ApiHandler[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
) {
  const api = mockAdminApi({ [`GET ${DETAIL}`]: detail, ...routes })
  return { ...api, ...renderApp(`/admin/orders/${ORDER_ID}`) }
}

const heading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })
const dialog = () => screen.getByRole('dialog', { name: 'Cancel this order?' })

const cancelledFrom =
  (order: Order, overrides: Partial<Order> = {}) =>
  (request: RecordedRequest) =>
    jsonResponse(200, {
      ...order,
      status: 'cancelled',
      cancelledAt: '2026-11-26T10:00:00.000Z',
      cancelReason: (request.body as { reason?: string }).reason ?? null,
      ...overrides,
    })

describe('admin cancellation', () => {
  it('is offered until the parcel leaves', async () => {
    openOrder(() => jsonResponse(200, adminOrder({ status: 'shipped', trackingNumber: 'DTDC1' })))
    await heading()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('confirms with a reason, sends once, and shows the cancellation with the refund under way', async () => {
    const paid = adminOrder({
      paymentMethod: 'PHONEPE',
      isPaid: true,
      paymentStatus: 'completed',
      status: 'processing',
      refundableAmount: 5348,
    })
    let answer: (response: Response) => void = () => {}
    let sent: RecordedRequest | undefined
    const { user, requestsTo } = openOrder(() => jsonResponse(200, paid), {
      [`POST ${CANCEL}`]: (request) => {
        sent = request
        return new Promise<Response>((resolve) => (answer = resolve))
      },
    })
    await heading()

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(dialog()).toHaveAccessibleDescription(
      'Its items go back on sale. The ₹5,348.00 paid through PhonePe is refunded in full.',
    )
    expect(within(dialog()).getByRole('button', { name: 'Keep order' })).toHaveFocus()
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Reason (optional)' }),
      'Out of stock at the supplier',
    )
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Cancel order' }))

    expect(within(dialog()).getByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    expect(requestsTo('POST', CANCEL)).toHaveLength(1)
    expect(requestsTo('POST', CANCEL)[0]?.body).toEqual({ reason: 'Out of stock at the supplier' })

    answer(
      await cancelledFrom(paid, {
        refundableAmount: 0,
        refunds: [refund({ amount: 5348, status: 'pending', completedAt: null, automatic: true })],
      })(sent!),
    )

    const notice = await screen.findByText('Cancelled on 26 November 2026 — Out of stock at the supplier')
    await waitFor(() => expect(notice).toHaveFocus())
    expect(screen.getByText('Order cancelled')).toBeInTheDocument()
    expect(screen.getByText('Cancelled', { selector: 'span[data-tone]' })).toHaveAttribute('data-tone', 'red')
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    const refunds = screen.getByRole('region', { name: 'Refunds' })
    expect(refunds).toHaveTextContent('₹5,348.00(automatic)')
    expect(within(refunds).getByText('Pending')).toBeInTheDocument()
  })

  it("shows the server's refusal in the dialog, and reads the order again once it is closed", async () => {
    const { user, requestsTo } = openOrder(() => jsonResponse(200, adminOrder()), {
      [`POST ${CANCEL}`]: () => jsonResponse(409, { success: false, message: CANNOT_CANCEL_MESSAGE }),
    })
    await heading()

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel order' }))

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CANNOT_CANCEL_MESSAGE)
    await user.click(within(dialog()).getByRole('button', { name: 'Keep order' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus()
    await waitFor(() => expect(requestsTo('GET', DETAIL)).toHaveLength(2))
  })

  it("tells a staff member that cancelling a paid online order is an admin's, and sends nothing", async () => {
    const paid = adminOrder({
      paymentMethod: 'PHONEPE',
      isPaid: true,
      paymentStatus: 'completed',
      status: 'processing',
      totalPrice: 5348,
      refundableAmount: 5348,
    })
    const api = mockAdminApi({ [`GET ${DETAIL}`]: () => jsonResponse(200, paid) }, { as: staffMember })
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`)
    await heading()

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(dialog()).toHaveAccessibleDescription(
      'Cancelling refunds the ₹5,348.00 paid through PhonePe, and only an admin may refund: please ask an admin to cancel this order.',
    )
    expect(within(dialog()).getByRole('button', { name: 'Cancel order' })).toBeDisabled()
    expect(api.requestsTo('POST', CANCEL)).toEqual([])
  })

  it('shows the payment hold of an unpaid online order: until when, and the time left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(Date.parse('2026-11-26T10:00:00.000Z'))
    openOrder(() =>
      jsonResponse(200, adminOrder({ paymentMethod: 'PHONEPE', holdExpiresAt: '2026-11-26T10:15:00.000Z' })),
    )
    await heading()

    expect(screen.getByText('Awaiting payment', { selector: 'span[data-payment-tone]' })).toBeInTheDocument()
    const payment = screen.getByRole('region', { name: 'Payment Information' })
    expect(payment).toHaveTextContent(
      /Awaiting payment — stock held until 26 Nov, 3:45 pm \((15:00|14:59) left\)/,
    )

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000))
    expect(payment).toHaveTextContent('Hold expired at 26 Nov, 3:45 pm')
  })
})
