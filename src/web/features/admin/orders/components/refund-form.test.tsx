import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  REFUND_ABOVE_REMAINING_MESSAGE,
  REFUND_REFERENCE_REQUIRED_MESSAGE,
  type Order,
} from '@common/schemas/order'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { gstOrder, refund } from '../../../../test/order-fixtures'
import { renderApp } from '../../../../test/render-app'
import { mockAdminApi } from '../../shared/test/admin-order-fixtures'

// The credit note is the orders feature's PDF, handed to the page by app/: only the call is checked here.
const { downloadCreditNote } = vi.hoisted(() => ({ downloadCreditNote: vi.fn(() => Promise.resolve()) }))
vi.mock('../../../orders/invoice/download-credit-note', () => ({ downloadCreditNote }))

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const DETAIL = `/api/orders/${ORDER_ID}`
const REFUNDS = `${DETAIL}/refunds`

/** Paid through PhonePe, ₹5,348 of it left to refund. */
const paidOnline = gstOrder({
  overrides: {
    paymentMethod: 'PHONEPE',
    isPaid: true,
    paymentStatus: 'completed',
    paidAt: '2026-11-24T06:31:00.000Z',
    status: 'processing',
    refundableAmount: 5348,
  },
})
/** Cash on delivery, paid at the door. */
const paidCash: Order = {
  ...paidOnline,
  paymentMethod: 'COD',
  status: 'delivered',
  isDelivered: true,
  deliveredAt: '2026-11-25T06:00:00.000Z',
}

function openOrder(
  detail: ApiHandler | ApiHandler[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
  { fakeTimers = false } = {},
) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true })
  const api = mockAdminApi({ [`GET ${DETAIL}`]: detail, ...routes })
  const app = renderApp(`/admin/orders/${ORDER_ID}`)
  const user = fakeTimers ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : app.user
  return { ...api, ...app, user }
}

const heading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })
const refundsRegion = () => screen.getByRole('region', { name: 'Refunds' })
const refundForm = () => screen.getByRole('form', { name: 'Refund this order' })
const amountField = () => within(refundForm()).getByRole('spinbutton', { name: 'Amount (₹)' })
const submitButton = () => within(refundForm()).getByRole('button', { name: 'Refund' })
const created =
  (overrides: Parameters<typeof refund>[0] = {}) =>
  () =>
    jsonResponse(201, refund({ status: 'pending', completedAt: null, ...overrides }))

describe('admin refunds', () => {
  it('offers the form, pre-filled with what is left, only on a paid order with something left to refund', async () => {
    const { user } = openOrder(() => jsonResponse(200, { ...paidOnline, refundableAmount: 3848.5 }))
    await heading()

    expect(within(refundsRegion()).getByText('No refunds yet.')).toBeInTheDocument()
    expect(amountField()).toHaveValue(3848.5)
    // PhonePe money goes back through PhonePe: no method or reference to give.
    expect(within(refundForm()).queryByLabelText('Transfer reference')).not.toBeInTheDocument()

    await user.clear(amountField())
    await user.type(amountField(), '100')
    await user.click(within(refundForm()).getByRole('button', { name: 'Refund in full' }))
    expect(amountField()).toHaveValue(3848.5)
  })

  it('has no refund form for an unpaid order', async () => {
    openOrder(() => jsonResponse(200, gstOrder()))
    await heading()
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument()
  })

  it('checks the amount and reason as the server will, without sending anything', async () => {
    const { user, requestsTo } = openOrder(() => jsonResponse(200, paidOnline))
    await heading()

    await user.clear(amountField())
    await user.click(submitButton())
    expect(await within(refundForm()).findByText('Please enter the amount to refund')).toBeInTheDocument()
    expect(within(refundForm()).getByText('Please give a reason')).toBeInTheDocument()
    expect(amountField()).toHaveAttribute('aria-invalid', 'true')

    await user.type(amountField(), '0')
    await user.click(submitButton())
    expect(await within(refundForm()).findByText('The amount must be more than ₹0')).toBeInTheDocument()

    await user.clear(amountField())
    await user.type(amountField(), '10.555')
    await user.click(submitButton())
    expect(await within(refundForm()).findByText('At most two decimals (paise)')).toBeInTheDocument()

    await user.clear(amountField())
    await user.type(amountField(), '0.001')
    await user.click(submitButton())
    expect(
      await within(refundForm()).findByText('The amount must be at least ₹0.01 (one paisa)'),
    ).toBeInTheDocument()

    await user.clear(amountField())
    await user.type(amountField(), '6000')
    await user.click(submitButton())
    expect(await within(refundForm()).findByText(REFUND_ABOVE_REMAINING_MESSAGE)).toBeInTheDocument()

    expect(requestsTo('POST', REFUNDS)).toHaveLength(0)
  })

  it('asks a cash-on-delivery refund for the method and the transfer reference', async () => {
    const { user, requestsTo } = openOrder(() => jsonResponse(200, paidCash), {
      [`POST ${REFUNDS}`]: created({ method: 'upi', reference: 'UPI-778899', status: 'completed' }),
    })
    await heading()

    const method = within(refundForm()).getByRole('group', { name: 'Paid back by' })
    expect(within(method).getByRole('radio', { name: 'Bank transfer' })).toBeChecked()
    await user.click(within(method).getByRole('radio', { name: 'UPI' }))
    await user.clear(amountField())
    await user.type(amountField(), '500')
    await user.type(within(refundForm()).getByRole('textbox', { name: 'Reason' }), 'Figure arrived damaged')
    await user.click(submitButton())

    expect(await within(refundForm()).findByText(REFUND_REFERENCE_REQUIRED_MESSAGE)).toBeInTheDocument()
    expect(requestsTo('POST', REFUNDS)).toHaveLength(0)

    await user.type(within(refundForm()).getByRole('textbox', { name: 'Transfer reference' }), ' UPI-778899 ')
    await user.click(submitButton())

    expect(await screen.findByText('Refund of ₹500.00 recorded')).toBeInTheDocument()
    expect(requestsTo('POST', REFUNDS)[0]?.body).toEqual({
      amount: 500,
      reason: 'Figure arrived damaged',
      method: 'upi',
      reference: 'UPI-778899',
    })
  })

  it("shows the server's 409 under the amount when less is left than the screen thought", async () => {
    const { user } = openOrder(() => jsonResponse(200, paidOnline), {
      [`POST ${REFUNDS}`]: () =>
        jsonResponse(409, { success: false, message: REFUND_ABOVE_REMAINING_MESSAGE }),
    })
    await heading()

    await user.type(within(refundForm()).getByRole('textbox', { name: 'Reason' }), 'Goodwill')
    await user.click(submitButton())

    const message = await within(refundForm()).findAllByText(REFUND_ABOVE_REMAINING_MESSAGE)
    expect(message[0]).toHaveAttribute('id', expect.stringMatching(/-error$/))
    await waitFor(() => expect(amountField()).toHaveFocus())
    expect(submitButton()).toBeEnabled()
  })

  it('sends a PhonePe refund once, then follows it every 2 s until it completes', async () => {
    let answer: (response: Response) => void = () => {}
    const pending = refund({ amount: 1000, status: 'pending', completedAt: null })
    const afterRefund = { ...paidOnline, refundableAmount: 4348, refunds: [pending] }
    const completed = {
      ...afterRefund,
      paymentStatus: 'partially_refunded' as const,
      refundedAmount: 1000,
      refunds: [refund({ amount: 1000 })],
    }
    const { user, requestsTo } = openOrder(
      [
        () => jsonResponse(200, paidOnline),
        () => jsonResponse(200, afterRefund),
        () => jsonResponse(200, afterRefund),
        () => jsonResponse(200, completed),
      ],
      { [`POST ${REFUNDS}`]: () => new Promise<Response>((resolve) => (answer = resolve)) },
      { fakeTimers: true },
    )
    await heading()

    await user.clear(amountField())
    await user.type(amountField(), '1000')
    await user.type(within(refundForm()).getByRole('textbox', { name: 'Reason' }), 'Damaged in transit')
    await user.click(submitButton())
    const busy = within(refundForm()).getByRole('button', { name: 'Refunding...' })
    expect(busy).toBeDisabled()
    await user.click(busy)
    expect(requestsTo('POST', REFUNDS)).toHaveLength(1)
    expect(requestsTo('POST', REFUNDS)[0]?.body).toEqual({ amount: 1000, reason: 'Damaged in transit' })

    answer(jsonResponse(201, pending))
    expect(await screen.findByText('Refund of ₹1,000.00 sent to PhonePe')).toBeInTheDocument()
    const list = await within(refundsRegion()).findByRole('list')
    expect(within(list).getByText('Pending')).toBeInTheDocument()
    expect(list).toHaveTextContent('PhonePe (original payment method)')
    expect(list).toHaveTextContent('AV/CN/2026-27/000001')
    // What is left now, pre-filled again.
    await waitFor(() => expect(amountField()).toHaveValue(4348))

    await act(() => vi.advanceTimersByTimeAsync(2_000))
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(await within(list).findByText('Completed')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Payment Information' })).toHaveTextContent(
      'Partly refunded: ₹1,000.00',
    )
    const reads = requestsTo('GET', DETAIL).length
    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(requestsTo('GET', DETAIL)).toHaveLength(reads)
  })

  it('lists a failed refund with its reason and retries it', async () => {
    const failed = refund({
      status: 'failed',
      failureReason: 'PhonePe refused the refund: account closed',
      completedAt: null,
    })
    const { user, requestsTo } = openOrder(
      () => jsonResponse(200, { ...paidOnline, refundableAmount: 4348, refunds: [failed] }),
      { [`POST ${REFUNDS}/${failed._id}/retry`]: created() },
    )
    await heading()

    const list = within(refundsRegion()).getByRole('list')
    expect(within(list).getByText('Failed')).toBeInTheDocument()
    expect(list).toHaveTextContent('PhonePe refused the refund: account closed')
    await user.click(within(list).getByRole('button', { name: 'Retry refund of ₹1,000.00' }))

    expect(await screen.findByText('Refund sent to PhonePe again')).toBeInTheDocument()
    expect(requestsTo('POST', `${REFUNDS}/${failed._id}/retry`)).toHaveLength(1)
    await waitFor(() => expect(requestsTo('GET', DETAIL).length).toBeGreaterThan(1))
  })

  it('downloads a refund’s credit note with the orders feature’s PDF', async () => {
    const done = refund({ method: 'bank-transfer', reference: 'UTR 4455 6677' })
    const { user } = openOrder(() =>
      jsonResponse(200, { ...paidCash, refundableAmount: 4348, refundedAmount: 1000, refunds: [done] }),
    )
    await heading()

    const list = within(refundsRegion()).getByRole('list')
    expect(list).toHaveTextContent('Bank transfer')
    expect(list).toHaveTextContent('UTR 4455 6677')
    await user.click(within(list).getByRole('button', { name: 'Credit note AV/CN/2026-27/000001' }))

    await waitFor(() =>
      expect(downloadCreditNote).toHaveBeenCalledWith(
        expect.objectContaining({ _id: ORDER_ID }),
        expect.objectContaining({ creditNoteNumber: 'AV/CN/2026-27/000001' }),
      ),
    )
  })
})
