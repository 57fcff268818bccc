import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { createAppRoutes } from '../../../app/routes'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { paymentMethodLabel } from '../payment-methods'

function openConfirmation(state: unknown) {
  storeSignedInUser(shopper)
  mockApi({ 'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }) })
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(createAppRoutes(queryClient), {
    initialEntries: [{ pathname: '/order-confirmation', state }],
  })
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

describe('order confirmation', () => {
  it('sends a visit without an order home', async () => {
    const router = openConfirmation(null)

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument()
  })

  it('confirms the order handed over: number, date, total, method, status and what comes next', async () => {
    openConfirmation({
      orderId: '670000000000000000000001',
      orderNumber: 'ORD-1738404000000',
      total: 2599,
      paymentMethod: 'cod',
      orderDate: '1 February 2025',
    })

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(screen.getByText('ORD-1738404000000')).toBeInTheDocument()
    expect(screen.getByText('1 February 2025')).toBeInTheDocument()
    expect(screen.getByText('₹2,599.00')).toBeInTheDocument()
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument()
    expect(screen.getByText('Confirmed')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeInTheDocument()
    for (const step of ['Order Confirmation', 'Order Processing', 'On Its Way']) {
      expect(screen.getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument()
    }
    expect(screen.getByText(/email with your order details and receipt/)).toBeInTheDocument()
    expect(screen.getByText(/tracking details/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders')
  })

  it('shows the PhonePe label for an online order', async () => {
    openConfirmation({ orderNumber: 'ORD-1', total: 10, paymentMethod: 'phonepe' })

    expect(await screen.findByText('PhonePe')).toBeInTheDocument()
  })
})

describe('payment method label', () => {
  it('names the known methods and shows any other value as it is', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery')
    expect(paymentMethodLabel('upi')).toBe('UPI')
    expect(paymentMethodLabel('card')).toBe('Credit/Debit Card')
    expect(paymentMethodLabel('netbanking')).toBe('Net Banking')
    expect(paymentMethodLabel('phonepe')).toBe('PhonePe')
    expect(paymentMethodLabel('wallet')).toBe('wallet')
  })
})
