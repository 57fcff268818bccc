import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOLD_EXPIRED_MESSAGE, PAYMENT_NOT_COMPLETED_REASON } from '@common/schemas/order'
import { redirectToGateway } from '../../../lib/phonepe/redirect-to-gateway'
import { jsonResponse } from '../../../test/mock-api'
import {
  heldOrder,
  minutesFromNow,
  openMyOrder,
  orderHeading,
  ordersInTurn,
  ORDER_ID,
  toasts,
} from '../test/open-my-order'

vi.mock('../../../lib/phonepe/redirect-to-gateway', () => ({ redirectToGateway: vi.fn() }))

const TRANSACTION_ID = 'TXN-1764151200000-abc123'
const STATUS = `GET /api/payments/phonepe/status/${TRANSACTION_ID}`
const INITIATE = 'POST /api/payments/phonepe/initiate'

const initiated =
  (extra: Record<string, unknown> = {}) =>
  () =>
    jsonResponse(200, {
      success: true,
      transactionId: TRANSACTION_ID,
      orderId: ORDER_ID,
      message: 'Payment initiated',
      ...extra,
    })
const statusOf = (transactionStatus: string) => () =>
  jsonResponse(200, { success: true, data: { transactionStatus, orderId: ORDER_ID } })

const holdPanel = () => screen.getByRole('region', { name: 'Payment pending' })
const payNow = () => within(holdPanel()).getByRole('button', { name: 'Pay now' })

afterEach(() => {
  vi.mocked(redirectToGateway).mockReset()
  sessionStorage.clear()
})

describe('payment hold on the order page', () => {
  it('counts the time left down every second and tells screen readers once a minute', async () => {
    openMyOrder(() => jsonResponse(200, heldOrder(15)), { fakeTimers: true })
    await orderHeading()

    const panel = holdPanel()
    expect(panel).toHaveTextContent(
      /^Payment pendingComplete your payment within (15:00|14:59) to keep your items/,
    )
    const timer = within(panel).getByRole('timer')
    // The visible countdown is not a live region; one polite line says the minutes.
    expect(timer).not.toHaveAttribute('aria-live')
    const announcement = panel.querySelector('[aria-live="polite"]')
    expect(announcement).toHaveTextContent('15 minutes left to complete your payment')

    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(timer.textContent).toMatch(/^14:5[89]$/)
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    expect(timer.textContent).toMatch(/^09:5\d$/)
    expect(announcement).toHaveTextContent('10 minutes left to complete your payment')
  })

  it('pays again with the address’s mobile number and shows the order as paid once PhonePe confirms', async () => {
    const paid = heldOrder(15, {
      isPaid: true,
      paymentStatus: 'completed',
      paidAt: minutesFromNow(0),
      status: 'processing',
      holdExpiresAt: null,
    })
    const { requestsTo, user } = openMyOrder(ordersInTurn(heldOrder(15), paid), {
      fakeTimers: true,
      routes: { [INITIATE]: initiated(), [STATUS]: statusOf('PAYMENT_SUCCESS') },
    })
    await orderHeading()

    // Taken from the shipping address's "98765 43210".
    expect(within(holdPanel()).getByLabelText('Mobile Number')).toHaveValue('9876543210')
    await user.click(payNow())

    expect(requestsTo('POST', '/api/payments/phonepe/initiate')[0]?.body).toEqual({
      amount: 5348,
      mobileNumber: '+919876543210',
      orderId: ORDER_ID,
    })
    expect(
      await within(holdPanel()).findByText('Waiting for PhonePe to confirm your payment...'),
    ).toBeInTheDocument()
    expect(payNow()).toBeDisabled()

    await act(() => vi.advanceTimersByTimeAsync(2_000))

    expect(await within(toasts()).findByText('Payment successful!')).toBeInTheDocument()
    const summary = await screen.findByRole('region', { name: 'Order Summary' })
    expect(await within(summary).findByText('Paid On')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Payment pending' })).not.toBeInTheDocument()
    expect(screen.getByText('Processing')).toBeInTheDocument()
  })

  it('says the payment failed and keeps Pay now for another try', async () => {
    const { requestsTo, user } = openMyOrder(() => jsonResponse(200, heldOrder(15)), {
      fakeTimers: true,
      routes: { [INITIATE]: initiated(), [STATUS]: statusOf('PAYMENT_ERROR') },
    })
    await orderHeading()

    const mobile = within(holdPanel()).getByLabelText('Mobile Number')
    await user.clear(mobile)
    await user.type(mobile, '9999999999')
    await user.click(payNow())
    await act(() => vi.advanceTimersByTimeAsync(2_000))

    expect(await within(holdPanel()).findByRole('alert')).toHaveTextContent(
      'Payment failed. Please try again.',
    )
    expect(payNow()).toBeEnabled()
    expect(requestsTo('POST', '/api/payments/phonepe/initiate')[0]?.body).toMatchObject({
      mobileNumber: '+919999999999',
    })

    await user.click(payNow())
    expect(requestsTo('POST', '/api/payments/phonepe/initiate')).toHaveLength(2)
  })

  it('keeps asking while the payment is pending, stops when the hold ends, and shows the order cancelled', async () => {
    const cancelled = heldOrder(0.1, {
      status: 'cancelled',
      cancelledAt: minutesFromNow(0.2),
      cancelReason: PAYMENT_NOT_COMPLETED_REASON,
    })
    const { requestsTo, user } = openMyOrder(ordersInTurn(heldOrder(0.1), cancelled), {
      fakeTimers: true,
      routes: { [INITIATE]: initiated(), [STATUS]: statusOf('PAYMENT_PENDING') },
    })
    await orderHeading()

    await user.click(payNow())
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(requestsTo('GET', `/api/payments/phonepe/status/${TRANSACTION_ID}`)).toHaveLength(2)
    expect(
      within(holdPanel()).getByText('Waiting for PhonePe to confirm your payment...'),
    ).toBeInTheDocument()

    // Six seconds in, the hold has ended: no more questions; the order is read again and shows what became of it.
    await act(() => vi.advanceTimersByTimeAsync(4_000))
    expect(
      await screen.findByText('Cancelled on 26 November 2026 — The payment was not completed in time'),
    ).toBeInTheDocument()
    const asked = requestsTo('GET', `/api/payments/phonepe/status/${TRANSACTION_ID}`).length
    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(requestsTo('GET', `/api/payments/phonepe/status/${TRANSACTION_ID}`)).toHaveLength(asked)
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument()
    expect(screen.getByText('Cancelled')).toBeInTheDocument()
  })

  it("shows the server's refusal once the time to pay has run out", async () => {
    const { user } = openMyOrder(() => jsonResponse(200, heldOrder(15)), {
      fakeTimers: true,
      routes: { [INITIATE]: () => jsonResponse(409, { success: false, message: HOLD_EXPIRED_MESSAGE }) },
    })
    await orderHeading()

    await user.click(payNow())

    expect(await within(holdPanel()).findByRole('alert')).toHaveTextContent(HOLD_EXPIRED_MESSAGE)
  })

  it('asks for ten digits before starting, and goes to the real gateway’s page when it gives one', async () => {
    const { requestsTo, user } = openMyOrder(
      () =>
        jsonResponse(
          200,
          heldOrder(15, { shippingAddress: { ...heldOrder().shippingAddress, phone: null } }),
        ),
      {
        fakeTimers: true,
        routes: {
          [INITIATE]: initiated({ redirectUrl: 'https://mercury.phonepe.com/transact/pay?token=abc' }),
        },
      },
    )
    await orderHeading()

    const mobile = within(holdPanel()).getByLabelText('Mobile Number')
    expect(mobile).toHaveValue('')
    await user.click(payNow())
    expect(within(holdPanel()).getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument()
    expect(mobile).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo('POST', '/api/payments/phonepe/initiate')).toHaveLength(0)

    await user.type(mobile, '9876543210')
    await user.click(payNow())
    await vi.waitFor(() =>
      expect(redirectToGateway).toHaveBeenCalledWith('https://mercury.phonepe.com/transact/pay?token=abc'),
    )
    // Remembered, so that the page follows it when PhonePe sends the shopper back.
    expect(sessionStorage.getItem(`phonepe-attempt:${ORDER_ID}`)).toBe(TRANSACTION_ID)
  })

  it('follows, back from PhonePe’s page, the payment the shopper left for, and shows the order paid', async () => {
    sessionStorage.setItem(`phonepe-attempt:${ORDER_ID}`, TRANSACTION_ID)
    const paid = heldOrder(15, {
      isPaid: true,
      paymentStatus: 'completed',
      paidAt: minutesFromNow(0),
      holdExpiresAt: null,
    })
    const { requestsTo } = openMyOrder(ordersInTurn(heldOrder(15), paid), {
      fakeTimers: true,
      routes: { [STATUS]: [statusOf('PAYMENT_PENDING'), statusOf('PAYMENT_SUCCESS')] },
    })
    await orderHeading()

    // Asked at once; while pending the shopper may still start again (they may have left PhonePe's page unpaid).
    expect(
      await within(holdPanel()).findByText(
        'Checking the payment you started on PhonePe. If you did not finish it, you can pay again.',
      ),
    ).toBeInTheDocument()
    expect(payNow()).toBeEnabled()
    await act(() => vi.advanceTimersByTimeAsync(2_000))

    expect(await within(toasts()).findByText('Payment successful!')).toBeInTheDocument()
    expect(
      await within(screen.getByRole('region', { name: 'Order Summary' })).findByText('Paid On'),
    ).toBeInTheDocument()
    expect(requestsTo('GET', `/api/payments/phonepe/status/${TRANSACTION_ID}`)).toHaveLength(2)
    expect(sessionStorage.getItem(`phonepe-attempt:${ORDER_ID}`)).toBeNull()
  })

  it('shows no hold once the order is cancelled, and says when and why', async () => {
    openMyOrder(() =>
      jsonResponse(
        200,
        heldOrder(-5, {
          status: 'cancelled',
          cancelledAt: minutesFromNow(-4),
          cancelReason: PAYMENT_NOT_COMPLETED_REASON,
        }),
      ),
    )
    await orderHeading()

    expect(screen.queryByRole('region', { name: 'Payment pending' })).not.toBeInTheDocument()
    expect(
      screen.getByText('Cancelled on 26 November 2026 — The payment was not completed in time'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })
})
