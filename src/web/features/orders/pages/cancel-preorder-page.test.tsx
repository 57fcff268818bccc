import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PREORDER_CANCEL_LINK_INVALID_MESSAGE } from '@common/schemas/preorder'
import { jsonResponse, mockApi, pendingResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const TOKEN = '64b7f0c2a1b2c3d4e5f6a7b8.c2lnbmVkLWJ5LXRoZS1zaG9w'
const CANCELLATIONS = 'POST /api/orders/preorder-cancellations'
const NOT_CANCELLABLE = 'This order can no longer be cancelled'

const heading = () => screen.findByRole('heading', { name: 'Cancel your pre-order', level: 1 })
const cancelButton = () => screen.getByRole('button', { name: 'Cancel my pre-order' })

describe('the one-click pre-order cancel link', () => {
  it('cancels signed out with one button, then names the order and the refund', async () => {
    const { requestsTo } = mockApi({
      [CANCELLATIONS]: () =>
        jsonResponse(200, { success: true, orderNumber: 'ORD-1741500000000', refundAmount: 18999 }),
    })
    const { user, currentUrl } = renderApp(`/orders/cancel-preorder?token=${encodeURIComponent(TOKEN)}`)
    await heading()
    // Opening the link cancels nothing: mail scanners open links too.
    expect(requestsTo('POST', '/api/orders/preorder-cancellations')).toHaveLength(0)
    expect(currentUrl()).toBe(`/orders/cancel-preorder?token=${encodeURIComponent(TOKEN)}`)

    await user.click(cancelButton())

    const done = await screen.findByText(
      'Pre-order ORD-1741500000000 is cancelled. ₹18,999.00 is refunded in full to your original payment method.',
    )
    await waitFor(() => expect(done.closest('p')).toHaveFocus())
    expect(requestsTo('POST', '/api/orders/preorder-cancellations')[0]?.body).toEqual({ token: TOKEN })
    expect(screen.queryByRole('button', { name: 'Cancel my pre-order' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/collections/all',
    )
  })

  it('says there is nothing to refund for a pre-order that was not paid', async () => {
    mockApi({
      [CANCELLATIONS]: () =>
        jsonResponse(200, { success: true, orderNumber: 'ORD-1741500000001', refundAmount: 0 }),
    })
    const { user } = renderApp(`/orders/cancel-preorder?token=${TOKEN}`)
    await heading()
    await user.click(cancelButton())
    expect(
      await screen.findByText(
        'Pre-order ORD-1741500000001 is cancelled. It had not been paid, so there is nothing to refund.',
      ),
    ).toBeInTheDocument()
  })

  it("shows the server's message for a forged link and for an order that can no longer be cancelled", async () => {
    mockApi({
      [CANCELLATIONS]: [
        () => jsonResponse(400, { success: false, message: PREORDER_CANCEL_LINK_INVALID_MESSAGE }),
        () => jsonResponse(409, { success: false, message: NOT_CANCELLABLE }),
      ],
    })
    const { user } = renderApp('/orders/cancel-preorder?token=forged.token')
    await heading()

    await user.click(cancelButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(PREORDER_CANCEL_LINK_INVALID_MESSAGE)
    await user.click(cancelButton())
    expect(await screen.findByText(NOT_CANCELLABLE)).toBeInTheDocument()
    expect(screen.queryByText(/is cancelled/)).not.toBeInTheDocument()
  })

  it('sends once however often the button is pressed, saying Cancelling... meanwhile', async () => {
    const { requestsTo } = mockApi({ [CANCELLATIONS]: pendingResponse })
    const { user } = renderApp(`/orders/cancel-preorder?token=${TOKEN}`)
    await heading()

    await user.dblClick(cancelButton())

    expect(await screen.findByRole('button', { name: 'Cancelling...' })).toBeDisabled()
    expect(requestsTo('POST', '/api/orders/preorder-cancellations')).toHaveLength(1)
  })

  it('says the link is not valid without a token, and offers nothing to press', async () => {
    const { requests } = mockApi({})
    renderApp('/orders/cancel-preorder')
    await heading()
    expect(screen.getByRole('alert')).toHaveTextContent(PREORDER_CANCEL_LINK_INVALID_MESSAGE)
    expect(screen.queryByRole('button', { name: 'Cancel my pre-order' })).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })
})
