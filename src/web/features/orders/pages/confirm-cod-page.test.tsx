import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COD_NOT_AWAITING_CONFIRMATION_MESSAGE } from '@common/schemas/cash-on-delivery'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const TOKEN = `${ORDER_ID}.c2lnbmVkLWJ5LXRoZS1zaG9w`
const CONFIRMATIONS = 'POST /api/orders/cod-confirmations'

const heading = () => screen.findByRole('heading', { name: 'Confirm your order', level: 1 })

describe('the cash-on-delivery confirmation link', () => {
  it('confirms signed out with one button, then says so and links to the order', async () => {
    const { requestsTo } = mockApi({
      [CONFIRMATIONS]: () =>
        jsonResponse(200, { success: true, orderId: ORDER_ID, orderNumber: 'ORD-1741500000000' }),
    })
    const { user, currentUrl } = renderApp(`/orders/confirm-cod?token=${encodeURIComponent(TOKEN)}`)
    await heading()
    // Opening the link confirms nothing: mail scanners open links too.
    expect(requestsTo('POST', '/api/orders/cod-confirmations')).toHaveLength(0)
    expect(currentUrl()).toBe(`/orders/confirm-cod?token=${encodeURIComponent(TOKEN)}`)

    await user.click(screen.getByRole('button', { name: 'Confirm my order' }))

    const done = await screen.findByText(
      'Your cash-on-delivery order is confirmed. We will get it ready for delivery.',
    )
    await waitFor(() => expect(done.closest('p')).toHaveFocus())
    expect(requestsTo('POST', '/api/orders/cod-confirmations')[0]?.body).toEqual({ token: TOKEN })
    expect(screen.getByRole('link', { name: 'View order ORD-1741500000000' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}`,
    )
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument()
  })

  it("shows the server's message for a link that is not valid, and for an order that no longer waits", async () => {
    mockApi({
      [CONFIRMATIONS]: [
        () => jsonResponse(400, { success: false, message: 'The confirmation link is not valid' }),
        () => jsonResponse(409, { success: false, message: COD_NOT_AWAITING_CONFIRMATION_MESSAGE }),
      ],
    })
    const { user } = renderApp('/orders/confirm-cod?token=forged.token')
    await heading()

    await user.click(screen.getByRole('button', { name: 'Confirm my order' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The confirmation link is not valid')
    await user.click(screen.getByRole('button', { name: 'Confirm my order' }))
    expect(await screen.findByText(COD_NOT_AWAITING_CONFIRMATION_MESSAGE)).toBeInTheDocument()
    expect(screen.queryByText(/is confirmed/)).not.toBeInTheDocument()
  })

  it('says the link is not valid without a token, and offers nothing to press', async () => {
    const { requests } = mockApi({})
    renderApp('/orders/confirm-cod')
    await heading()
    expect(screen.getByRole('alert')).toHaveTextContent('The confirmation link is not valid')
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })
})
