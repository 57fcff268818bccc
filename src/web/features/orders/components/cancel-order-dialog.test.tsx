import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CANCEL_REASONS, CANNOT_CANCEL_MESSAGE, type Order } from '@common/schemas/order'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { placedOrder, refund } from '../../../test/order-fixtures'
import { openMyOrder, orderHeading, ORDER_ID, toasts } from '../test/open-my-order'

const CANCEL = `POST /api/orders/my-orders/${ORDER_ID}/cancel`

/** What the server answers: the order cancelled with the reason it was sent. */
function cancelledFrom(order: Order, overrides: Partial<Order> = {}) {
  return (request: RecordedRequest) =>
    jsonResponse(200, {
      ...order,
      status: 'cancelled',
      cancelledAt: '2026-11-26T10:00:00.000Z',
      cancelReason: (request.body as { reason?: string }).reason ?? null,
      ...overrides,
    })
}

const cancelButton = () => screen.getByRole('button', { name: 'Cancel order' })
const dialog = () => screen.getByRole('dialog', { name: 'Cancel this order?' })

describe('cancelling an order', () => {
  it('is offered while the order is pending or processing, not once it has shipped', async () => {
    openMyOrder(() => jsonResponse(200, placedOrder({ status: 'shipped', trackingNumber: 'DTDC1' })))
    await orderHeading()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('asks why and says what happens, with focus kept inside and given back on Escape', async () => {
    const { user, requests } = openMyOrder(() => jsonResponse(200, placedOrder({ status: 'processing' })))
    await orderHeading()

    await user.click(cancelButton())
    const opened = dialog()
    expect(opened).toHaveAccessibleDescription(
      'Its items go back on sale for other fans. You have not paid anything yet.',
    )
    expect(within(opened).getByRole('button', { name: 'Keep order' })).toHaveFocus()
    const reasons = within(opened).getByRole('group', { name: 'Why are you cancelling? (optional)' })
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...CANCEL_REASONS])

    // Tab goes round inside the dialog.
    await user.tab()
    expect(within(opened).getByRole('button', { name: 'Cancel order' })).toHaveFocus()
    await user.tab()
    expect(within(opened).getByRole('button', { name: 'Close dialog' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(cancelButton()).toHaveFocus()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })

  it('tells a shopper who paid that the money comes back in full', async () => {
    const { user } = openMyOrder(() =>
      jsonResponse(
        200,
        placedOrder({ paymentMethod: 'PHONEPE', isPaid: true, paymentStatus: 'completed', totalPrice: 5348 }),
      ),
    )
    await orderHeading()
    await user.click(cancelButton())
    expect(dialog()).toHaveAccessibleDescription(
      'Its items go back on sale for other fans. You paid ₹5,348.00: it is refunded in full to your original payment method.',
    )
  })

  it('sends the reason picked, then shows when and why it was cancelled, with focus on it', async () => {
    const order = placedOrder()
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, order), {
      routes: { [CANCEL]: cancelledFrom(order) },
    })
    await orderHeading()

    await user.click(cancelButton())
    await user.click(within(dialog()).getByRole('radio', { name: 'I ordered by mistake' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel order' }))

    const notice = await screen.findByText('Cancelled on 26 November 2026 — I ordered by mistake')
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({
      reason: 'I ordered by mistake',
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(notice.closest('p')).toHaveFocus())
    expect(within(toasts()).getByText('Your order has been cancelled')).toBeInTheDocument()
    expect(screen.getByText('Cancelled')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })

  it('takes the shopper’s own words under Other', async () => {
    const order = placedOrder()
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, order), {
      routes: { [CANCEL]: cancelledFrom(order) },
    })
    await orderHeading()

    await user.click(cancelButton())
    expect(within(dialog()).queryByLabelText('Tell us why (optional)')).not.toBeInTheDocument()
    await user.click(within(dialog()).getByRole('radio', { name: 'Other' }))
    await user.type(within(dialog()).getByLabelText('Tell us why (optional)'), 'Gift no longer needed')
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel order' }))

    expect(await screen.findByText(/— Gift no longer needed$/)).toBeInTheDocument()
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({
      reason: 'Gift no longer needed',
    })
  })

  it('sends once however often the button is pressed, and says the refund is on its way', async () => {
    const order = placedOrder({ paymentMethod: 'PHONEPE', isPaid: true, paymentStatus: 'completed' })
    let answer: (response: Response) => void = () => {}
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, order), {
      routes: { [CANCEL]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    })
    await orderHeading()

    await user.click(cancelButton())
    const confirm = within(dialog()).getByRole('button', { name: 'Cancel order' })
    await user.dblClick(confirm)
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelling...' }))

    expect(within(dialog()).getByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/cancel`)).toHaveLength(1)
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/cancel`)[0]?.body).toEqual({})

    answer(
      jsonResponse(200, {
        ...order,
        status: 'cancelled',
        cancelledAt: '2026-11-26T10:00:00.000Z',
        refunds: [refund({ amount: 5348, status: 'pending', completedAt: null, automatic: true })],
        refundableAmount: 0,
      }),
    )
    expect(await screen.findByText('Cancelled on 26 November 2026')).toBeInTheDocument()
    expect(
      within(toasts()).getByText('Your refund of ₹5,348.00 is on its way to your original payment method.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent('Refund pending')
  })

  it("shows the server's refusal in the dialog when the order can no longer be cancelled", async () => {
    const { user } = openMyOrder(() => jsonResponse(200, placedOrder({ status: 'processing' })), {
      routes: { [CANCEL]: () => jsonResponse(409, { success: false, message: CANNOT_CANCEL_MESSAGE }) },
    })
    await orderHeading()

    await user.click(cancelButton())
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel order' }))

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(CANNOT_CANCEL_MESSAGE)
    expect(within(dialog()).getByRole('button', { name: 'Cancel order' })).toBeEnabled()
  })
})
