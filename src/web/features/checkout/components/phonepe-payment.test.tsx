import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { placedOrder } from '../../../test/checkout-fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { redirectToGateway } from '../../../lib/phonepe/redirect-to-gateway'
import { PhonePePayment } from './phonepe-payment'

vi.mock('../../../lib/phonepe/redirect-to-gateway', () => ({ redirectToGateway: vi.fn() }))

const order = placedOrder({ paymentMethod: 'PHONEPE', totalPrice: 2599 })
const TRANSACTION_ID = 'TXN-1738404000000-abc123'

const initiated =
  (extra: Record<string, unknown> = {}) =>
  () =>
    jsonResponse(200, {
      success: true,
      transactionId: TRANSACTION_ID,
      orderId: order._id,
      message: 'Payment initiated',
      ...extra,
    })
const statusOf = (transactionStatus: string) => () =>
  jsonResponse(200, { success: true, data: { transactionStatus, orderId: order._id } })
const STATUS_PATH = `GET /api/payments/phonepe/status/${TRANSACTION_ID}`

function renderPayment({ useFakeTimers = false } = {}) {
  if (useFakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true })
  const onPaid = vi.fn()
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <PhonePePayment order={order} onPaid={onPaid} />
    </AppProviders>,
  )
  const user = userEvent.setup(useFakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {})
  return { user, onPaid }
}

async function payWith(user: ReturnType<typeof userEvent.setup>, mobile: string) {
  await user.type(screen.getByLabelText('Mobile Number'), mobile)
  await user.click(screen.getByRole('button', { name: /with PhonePe/ }))
}

const toasts = () => screen.getByRole('region', { name: /notifications/i })

afterEach(() => {
  vi.mocked(redirectToGateway).mockReset()
})

describe('PhonePe payment', () => {
  it('keeps only ten digits and refuses fewer with the required message, without calling the server', async () => {
    const { fetchMock } = mockApi({})
    const { user } = renderPayment()
    const mobile = screen.getByLabelText('Mobile Number')

    await user.type(mobile, 'ab98765-432109')
    expect(mobile).toHaveValue('9876543210')

    await user.clear(mobile)
    await payWith(user, '98765')
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument()
    expect(mobile).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('starts the payment with +91, shows the transaction and confirms by itself after 2 seconds', async () => {
    const { requestsTo } = mockApi({
      'POST /api/payments/phonepe/initiate': initiated(),
      [STATUS_PATH]: statusOf('PAYMENT_SUCCESS'),
    })
    const { user, onPaid } = renderPayment({ useFakeTimers: true })

    await payWith(user, '9876543210')

    expect(await screen.findByText('Payment Initiated')).toBeInTheDocument()
    expect(screen.getByText(TRANSACTION_ID)).toBeInTheDocument()
    expect(requestsTo('POST', '/api/payments/phonepe/initiate')[0]?.body).toEqual({
      amount: 2599,
      mobileNumber: '+919876543210',
      orderId: order._id,
    })

    await act(() => vi.advanceTimersByTimeAsync(1_900))
    expect(requestsTo('GET', `/api/payments/phonepe/status/${TRANSACTION_ID}`)).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(200))

    expect(await within(toasts()).findByText('Payment successful!')).toBeInTheDocument()
    expect(onPaid).toHaveBeenCalledOnce()
  })

  it('says the payment is still processing until the status is PAYMENT_SUCCESS', async () => {
    mockApi({
      'POST /api/payments/phonepe/initiate': initiated(),
      [STATUS_PATH]: [statusOf('PAYMENT_PENDING'), statusOf('PAYMENT_SUCCESS')],
    })
    const { user, onPaid } = renderPayment({ useFakeTimers: true })

    await payWith(user, '9876543210')
    await screen.findByText('Payment Initiated')
    await act(() => vi.advanceTimersByTimeAsync(2_000))

    expect(await screen.findByText('Payment is still processing. Please wait...')).toBeInTheDocument()
    expect(onPaid).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Check Payment Status' }))
    expect(onPaid).toHaveBeenCalledOnce()
  })

  it('offers a new attempt when the payment failed, and says when the status cannot be checked', async () => {
    mockApi({
      'POST /api/payments/phonepe/initiate': initiated(),
      [STATUS_PATH]: [
        statusOf('PAYMENT_ERROR'),
        () => jsonResponse(503, { success: false, message: 'Unavailable' }),
      ],
    })
    const { user } = renderPayment({ useFakeTimers: true })

    await payWith(user, '9876543210')
    await screen.findByText('Payment Initiated')
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.')

    await user.click(screen.getByRole('button', { name: /with PhonePe/ }))
    await screen.findByText('Payment Initiated')
    await user.click(screen.getByRole('button', { name: 'Check Payment Status' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check payment status')
  })

  it("shows the server's message when the start is refused, or the generic one without it", async () => {
    mockApi({
      'POST /api/payments/phonepe/initiate': [
        () => jsonResponse(400, { success: false, message: 'This order is already paid' }),
        () => jsonResponse(502, {}),
      ],
    })
    const { user } = renderPayment()

    await payWith(user, '9876543210')
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already paid')

    await user.click(screen.getByRole('button', { name: /with PhonePe/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process payment')
  })

  it('says the start failed when the server answers without a transaction', async () => {
    mockApi({ 'POST /api/payments/phonepe/initiate': () => jsonResponse(200, { success: false }) })
    const { user } = renderPayment()

    await payWith(user, '9876543210')

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment')
  })

  it("sends the shopper to the gateway's page when the real gateway gives one", async () => {
    const { requestsTo } = mockApi({
      'POST /api/payments/phonepe/initiate': initiated({
        redirectUrl: 'https://mercury.phonepe.com/transact/pay?token=abc',
      }),
    })
    const { user } = renderPayment()

    await payWith(user, '9876543210')

    await vi.waitFor(() =>
      expect(redirectToGateway).toHaveBeenCalledWith('https://mercury.phonepe.com/transact/pay?token=abc'),
    )
    expect(requestsTo('GET', `/api/payments/phonepe/status/${TRANSACTION_ID}`)).toHaveLength(0)
    // The gateway sends the shopper back to the order's page, which follows the attempt from there.
    expect(sessionStorage.getItem(`phonepe-attempt:${order._id}`)).toBe(TRANSACTION_ID)
    sessionStorage.clear()
  })
})
