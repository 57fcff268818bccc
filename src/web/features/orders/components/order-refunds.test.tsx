import { act, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { gstOrder, refund } from '../../../test/order-fixtures'
import { downloadCreditNote } from '../invoice/download-credit-note'
import { openMyOrder, orderHeading, ordersInTurn, toasts } from '../test/open-my-order'

// The PDF itself is tested in credit-note-document.test.ts; here only what the page does with it.
vi.mock('../invoice/download-credit-note', () => ({ downloadCreditNote: vi.fn(() => Promise.resolve()) }))

const refunded = gstOrder({
  overrides: {
    paymentMethod: 'PHONEPE',
    isPaid: true,
    paymentStatus: 'partially_refunded',
    paidAt: '2026-11-24T06:31:00.000Z',
    refundedAmount: 1000,
    refundableAmount: 3848,
    refunds: [
      refund(),
      refund({
        _id: 'e5e5e5e5e5e5e5e5e5e5e5e6',
        amount: 250,
        status: 'pending',
        method: 'bank-transfer',
        reference: 'UTR 4455 6677',
        reason: 'Late delivery',
        creditNoteNumber: 'AV/CN/2026-27/000002',
        completedAt: null,
      }),
      refund({
        _id: 'e5e5e5e5e5e5e5e5e5e5e5e7',
        amount: 250,
        status: 'failed',
        failureReason: 'Gateway timed out',
        creditNoteNumber: 'AV/CN/2026-27/000003',
        completedAt: null,
      }),
    ],
  },
})

const refundItems = () => within(screen.getByRole('region', { name: 'Refunds' })).getAllByRole('listitem')

describe('refunds on the order page', () => {
  it('lists each refund with its amount, where it is, how it comes back and why', async () => {
    openMyOrder(() => jsonResponse(200, refunded))
    await orderHeading()

    const [done, pending, failed] = refundItems()
    expect(done).toHaveTextContent('₹1,000.00')
    expect(done).toHaveTextContent('Refunded on 26 November 2026')
    expect(done).toHaveTextContent('ToPhonePe (original payment method)')
    expect(done).toHaveTextContent('ReasonDamaged in transit')
    expect(done).toHaveTextContent('Credit noteAV/CN/2026-27/000001')
    expect(pending).toHaveTextContent('₹250.00')
    expect(pending).toHaveTextContent('Refund pending')
    expect(pending).toHaveTextContent('ToBank transfer')
    expect(pending).toHaveTextContent('ReferenceUTR 4455 6677')
    expect(failed).toHaveTextContent('Refund failed — we are retrying it')
    // What went wrong at the gateway is for the shop, not the shopper.
    expect(failed).not.toHaveTextContent('Gateway timed out')

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('Refunded').nextElementSibling).toHaveTextContent('−₹1,000.00')
  })

  it('offers each credit note beside the invoice and makes the one asked for', async () => {
    const { user } = openMyOrder(() => jsonResponse(200, refunded))
    await orderHeading()

    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument()
    const buttons = screen.getAllByRole('button', { name: /^Credit Note/ })
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Credit Note AV/CN/2026-27/000001',
      'Credit Note AV/CN/2026-27/000002',
      'Credit Note AV/CN/2026-27/000003',
    ])

    await user.click(screen.getByRole('button', { name: 'Credit Note AV/CN/2026-27/000002' }))

    expect(await within(toasts()).findByText('Credit note downloaded successfully.')).toBeInTheDocument()
    expect(downloadCreditNote).toHaveBeenCalledWith(
      expect.objectContaining({ _id: refunded._id, invoiceNumber: 'AV/2026-27/000123' }),
      expect.objectContaining({ creditNoteNumber: 'AV/CN/2026-27/000002', amount: 250 }),
    )
  })

  it('says so when a credit note cannot be made', async () => {
    vi.mocked(downloadCreditNote).mockRejectedValueOnce(new Error('font fetch failed'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = openMyOrder(() =>
      jsonResponse(200, { ...refunded, refunds: [refund()], paymentStatus: 'refunded' }),
    )
    await orderHeading()

    // One refund: the button needs no number on it, though screen readers hear it.
    const button = screen.getByRole('button', { name: 'Credit Note AV/CN/2026-27/000001' })
    expect(within(button).getByText('AV/CN/2026-27/000001')).toHaveClass('sr-only')
    await user.click(button)

    expect(
      await within(toasts()).findByText('Failed to generate credit note. Please try again.'),
    ).toBeInTheDocument()
  })

  it('follows a pending refund every 2 seconds until it completes', async () => {
    const pendingRefund = { ...refunded, refunds: [refund({ status: 'pending', completedAt: null })] }
    const completed = { ...refunded, refunds: [refund()], paymentStatus: 'refunded' as const }
    const { requestsTo } = openMyOrder(ordersInTurn(pendingRefund, pendingRefund, completed), {
      fakeTimers: true,
    })
    await orderHeading()

    expect(refundItems()[0]).toHaveTextContent('Refund pending')
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(refundItems()[0]).toHaveTextContent('Refund pending')
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    expect(await screen.findByText('Refunded on 26 November 2026')).toBeInTheDocument()

    const reads = requestsTo('GET', `/api/orders/my-orders/${refunded._id}`).length
    await act(() => vi.advanceTimersByTimeAsync(6_000))
    expect(requestsTo('GET', `/api/orders/my-orders/${refunded._id}`)).toHaveLength(reads)
  })

  it('has no refunds section for an order without refunds', async () => {
    openMyOrder(() => jsonResponse(200, gstOrder()))
    await orderHeading()
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Credit Note/ })).not.toBeInTheDocument()
  })
})
