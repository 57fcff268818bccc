import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  COD_CONFIRMATION_EXPIRED_REASON,
  COD_NOT_AWAITING_CONFIRMATION_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import type { Order } from '@common/schemas/order'
import { jsonResponse } from '../../../test/mock-api'
import { placedOrder } from '../../../test/order-fixtures'
import { minutesFromNow, openMyOrder, orderHeading, ORDER_ID, toasts } from '../test/open-my-order'

const CONFIRM = `POST /api/orders/my-orders/${ORDER_ID}/confirm`

/** A cash-on-delivery order waiting for its shopper until 26 November 2026, 15:30 in India (10:00 UTC). */
const awaiting = (overrides: Partial<Order> = {}) =>
  placedOrder({ codConfirmation: 'awaiting', confirmBy: '2026-11-26T10:00:00.000Z', ...overrides })

const notice = () =>
  screen.getByRole('region', {
    name: 'Confirm your cash-on-delivery order by 26 November 2026 at 3:30 pm',
  })

describe('confirming a cash-on-delivery order', () => {
  it('asks for the confirmation by its time, confirms with one click and says Confirmed', async () => {
    const order = awaiting({ confirmBy: minutesFromNow(60) })
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, order), {
      fakeTimers: true,
      routes: {
        [CONFIRM]: () => jsonResponse(200, { ...order, codConfirmation: 'confirmed', confirmBy: null }),
      },
    })
    await orderHeading()

    const region = screen.getByRole('region', { name: /^Confirm your cash-on-delivery order by / })
    expect(region).toHaveAccessibleName('Confirm your cash-on-delivery order by 26 November 2026 at 4:30 pm')
    await user.click(within(region).getByRole('button', { name: 'Confirm order' }))

    const confirmed = await screen.findByText(
      'Confirmed — thank you, we will get your order ready for delivery.',
    )
    await waitFor(() => expect(confirmed.closest('p')).toHaveFocus())
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/confirm`)).toHaveLength(1)
    await waitFor(() => expect(within(toasts()).getByText('Order confirmed')).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal when the order no longer waits, and reads the order again", async () => {
    const { user, requestsTo } = openMyOrder(
      [
        () => jsonResponse(200, awaiting({ confirmBy: '2099-01-01T00:00:00.000Z' })),
        () => jsonResponse(200, awaiting({ confirmBy: '2099-01-01T00:00:00.000Z' })),
      ],
      {
        routes: {
          [CONFIRM]: () =>
            jsonResponse(409, { success: false, message: COD_NOT_AWAITING_CONFIRMATION_MESSAGE }),
        },
      },
    )
    await orderHeading()

    await user.click(screen.getByRole('button', { name: 'Confirm order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(COD_NOT_AWAITING_CONFIRMATION_MESSAGE)
    await waitFor(() => expect(requestsTo('GET', `/api/orders/my-orders/${ORDER_ID}`)).toHaveLength(2))
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeEnabled()
  })

  it('says the time has passed, without the button, and reads the order until it is cancelled', async () => {
    openMyOrder(
      [
        () => jsonResponse(200, awaiting()),
        () =>
          jsonResponse(
            200,
            awaiting({
              status: 'cancelled',
              cancelledAt: '2026-11-26T10:00:30.000Z',
              cancelReason: COD_CONFIRMATION_EXPIRED_REASON,
            }),
          ),
      ],
      { fakeTimers: true },
    )
    await orderHeading()
    // The clock starts at the deadline itself.
    expect(notice()).toHaveTextContent(
      'The time to confirm has passed: the order is being cancelled and its items go back on sale.',
    )
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(15_000))
    expect(
      await screen.findByText(`Cancelled on 26 November 2026 — ${COD_CONFIRMATION_EXPIRED_REASON}`),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Confirm your cash-on-delivery order/)).not.toBeInTheDocument()
  })

  it('shows nothing of it for an order that never waited', async () => {
    openMyOrder(() => jsonResponse(200, placedOrder()))
    await orderHeading()
    expect(screen.queryByText(/Confirm your cash-on-delivery order/)).not.toBeInTheDocument()
    expect(screen.queryByText(/^Confirmed/)).not.toBeInTheDocument()
  })
})
