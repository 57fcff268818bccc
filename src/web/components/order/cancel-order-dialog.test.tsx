import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Order } from '@common/schemas/order'
import { placedOrder } from '../../test/order-fixtures'
import {
  CancelOrderDialog,
  isCancellable,
  type CancelOrderInput,
  type CancelReasonField,
} from './cancel-order-dialog'

const SHOPPER_FIELD: CancelReasonField = {
  choices: ['I ordered by mistake', 'Other'],
  legend: 'Why are you cancelling? (optional)',
  otherChoice: 'Other',
  otherLabel: 'Tell us why (optional)',
}
const STAFF_FIELD: CancelReasonField = { label: 'Reason (optional)', placeholder: 'e.g. Out of stock' }

/** The dialog open on `reasonField`; `sent` resolves with what the Cancel order button sent. */
function openDialog(reasonField: CancelReasonField) {
  const mutationFn = vi.fn((_input: CancelOrderInput) => Promise.resolve(placedOrder() as Order))
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelOrderDialog
        orderId="64b7f0c2a1b2c3d4e5f6a7b8"
        isOpen
        onClose={() => {}}
        description="Its items go back on sale."
        reasonField={reasonField}
        cancelMutation={{ mutationFn }}
        failedMessage="Failed"
        onCancelled={() => {}}
        onRefused={() => {}}
      />
    </QueryClientProvider>,
  )
  const user = userEvent.setup()
  const sent = async () => {
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(mutationFn).toHaveBeenCalledOnce())
    return mutationFn.mock.calls[0]?.[0]
  }
  return { user, sent }
}

describe('cancel order dialog: the reason sent', () => {
  it('is "Other" when the shopper picks Other and writes nothing', async () => {
    const { user, sent } = openDialog(SHOPPER_FIELD)
    await user.click(screen.getByRole('radio', { name: 'Other' }))
    expect(await sent()).toEqual({ orderId: '64b7f0c2a1b2c3d4e5f6a7b8', reason: 'Other' })
  })

  it('is the choice, not words written under Other before the shopper chose again', async () => {
    const { user, sent } = openDialog(SHOPPER_FIELD)
    await user.click(screen.getByRole('radio', { name: 'Other' }))
    await user.type(screen.getByLabelText('Tell us why (optional)'), 'Gift no longer needed')
    await user.click(screen.getByRole('radio', { name: 'I ordered by mistake' }))
    expect(screen.queryByLabelText('Tell us why (optional)')).not.toBeInTheDocument()
    expect((await sent())?.reason).toBe('I ordered by mistake')
  })

  it('is none when the staff wrote only spaces', async () => {
    const { user, sent } = openDialog(STAFF_FIELD)
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: 'Reason (optional)' })
    expect(field).toHaveAttribute('placeholder', 'e.g. Out of stock')
    await user.type(field, '   ')
    expect((await sent())?.reason).toBeUndefined()
  })
})

describe('isCancellable', () => {
  it('is true until the parcel leaves, and false once the order has been cancelled', () => {
    expect(isCancellable({ cancelledAt: null }, 'pending')).toBe(true)
    expect(isCancellable({ cancelledAt: null }, 'processing')).toBe(true)
    for (const status of ['shipped', 'delivered', 'cancelled', 'returned', 'unknown'] as const)
      expect(isCancellable({ cancelledAt: null }, status)).toBe(false)
    expect(isCancellable({ cancelledAt: '2026-11-26T10:00:00.000Z' }, 'processing')).toBe(false)
  })
})
