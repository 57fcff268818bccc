import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { downloadInvoice } from '../invoice/download-invoice'
import { gstOrder, placedOrder } from '../../../test/order-fixtures'

// The PDF itself is tested in invoice-document.test.ts; here only what the page does with it.
vi.mock('../invoice/download-invoice', () => ({ downloadInvoice: vi.fn(() => Promise.resolve()) }))

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const detailPath = `/api/orders/my-orders/${ORDER_ID}`

function openOrder(handler: ApiHandler, { from }: { from?: string } = {}) {
  storeSignedInUser(shopper)
  mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'GET /api/orders/my-orders': () => jsonResponse(200, [placedOrder()]),
    [`GET ${detailPath}`]: handler,
  })
  const app = renderApp(from ?? `/orders/${ORDER_ID}`)
  return app
}

const heading = (timeout = 5_000) =>
  screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 }, { timeout })

describe('order detail', () => {
  it('shows the discount code and its saving before the total, which is after it', async () => {
    openOrder(() =>
      jsonResponse(
        200,
        placedOrder({ discountPrice: 1069.6, discountCode: 'FESTIVE20', totalPrice: 4278.4 }),
      ),
    )

    expect(await heading()).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    expect(rows.slice(-2)).toEqual(['Discount (FESTIVE20) −₹1,069.60', 'Total ₹4,278.40'])
  })

  it('shows the number, status, items, summary and shipping address', async () => {
    openOrder(() =>
      jsonResponse(
        200,
        placedOrder({
          status: 'processing',
          isPaid: true,
          paidAt: '2025-03-10T06:00:00.000Z',
          shippingPrice: 49,
          taxPrice: 12.5,
          totalPrice: 5409.5,
        }),
      ),
    )

    expect(await heading()).toBeInTheDocument()
    expect(screen.getByText('Placed on 9 March 2025')).toBeInTheDocument()
    expect(screen.getByText('Processing')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeEnabled()

    const items = screen.getByRole('region', { name: 'Items (2)' })
    const [gojo, luffy] = within(items).getAllByRole('listitem')
    expect(within(gojo!).getByRole('img', { name: 'Gojo Satoru Figure' })).toHaveAttribute(
      'src',
      '/media/0123456789abcdef0123456789abcdef.webp',
    )
    expect(within(gojo!).getByText('Quantity: 2')).toBeInTheDocument()
    expect(within(gojo!).getByText('₹4,999.00')).toBeInTheDocument()
    expect(within(gojo!).getByText('₹2,499.50 each')).toBeInTheDocument()
    // No photo: the placeholder stands in.
    expect(within(luffy!).getByRole('img', { name: 'Luffy Keychain' })).toHaveAttribute(
      'src',
      '/placeholder-product.jpg',
    )

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    const row = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent
    expect(row('Order Date')).toBe('9 March 2025')
    expect(row('Payment Method')).toBe('Cash on Delivery')
    expect(row('Paid On')).toBe('10 March 2025')
    expect(within(summary).queryByText('Delivered On')).not.toBeInTheDocument()
    expect(row('Items')).toBe('₹5,348.00')
    expect(row('Shipping')).toBe('₹49.00')
    expect(row('Tax')).toBe('₹12.50')
    expect(row('Total')).toBe('₹5,409.50')
    // An order from before GST invoicing has no invoice number.
    expect(within(summary).queryByText('Invoice Number')).not.toBeInTheDocument()

    const address = screen.getByRole('region', { name: 'Shipping Address' })
    expect(address).toHaveTextContent('Asha Verma')
    expect(address).toHaveTextContent('12 MG Road')
    expect(address).toHaveTextContent('Bengaluru, Karnataka 560001')
    expect(screen.queryByText(/Tracking Number/)).not.toBeInTheDocument()
  })

  it('shows the invoice number and labels the GST inside the total "GST (included)" for an order with GST figures', async () => {
    openOrder(() => jsonResponse(200, gstOrder({ supplyType: 'inter-state' })))
    await heading()

    const summary = screen.getByRole('region', { name: 'Order Summary' })
    const rows = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      'Order Date 24 November 2026',
      'Invoice Number AV/2026-27/000123',
      'Payment Method Cash on Delivery',
      'Items ₹5,348.00',
      'Shipping ₹0.00',
      'GST (included) ₹291.29',
      'Total ₹5,348.00',
    ])
  })

  it('shows the tracking number of a shipped order and the delivery date once delivered', async () => {
    openOrder(() => jsonResponse(200, placedOrder({ status: 'shipped', trackingNumber: 'DTDC123456IN' })))
    await heading()
    expect(screen.getByText('Shipped')).toBeInTheDocument()
    expect(screen.getByText('DTDC123456IN')).toBeInTheDocument()
  })

  it('says when a shipped order is expected, and no longer once it is delivered', async () => {
    openOrder(() =>
      jsonResponse(
        200,
        placedOrder({ status: 'shipped', trackingNumber: 'SIM1', estimatedDelivery: '2026-12-03' }),
      ),
    )
    await heading()
    expect(screen.getByText('Expected by 3 Dec 2026')).toBeInTheDocument()
  })

  it.each([
    ['delivered', { status: 'delivered' as const, isDelivered: true, estimatedDelivery: '2026-12-03' }],
    ['shipped without a date', { status: 'shipped' as const, estimatedDelivery: null }],
    ['not shipped yet', { status: 'processing' as const, estimatedDelivery: '2026-12-03' }],
  ])('says no expected day for an order %s', async (_, overrides) => {
    openOrder(() => jsonResponse(200, placedOrder({ trackingNumber: 'SIM1', ...overrides })))
    await heading()
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument()
  })

  it("links a delivered order's tracking to its carrier's page and shows its timeline in India's time", async () => {
    openOrder(() =>
      jsonResponse(
        200,
        placedOrder({
          status: 'delivered',
          isDelivered: true,
          deliveredAt: '2025-03-14T06:00:00.000Z',
          trackingNumber: 'SR987',
          tracking: { carrier: 'shiprocket', number: 'SR987', url: 'https://shiprocket.co/tracking/SR987' },
          timeline: [
            { at: '2025-03-09T10:00:00.000Z', event: 'placed' },
            { at: '2025-03-10T04:30:00.000Z', event: 'shipped', note: 'Shiprocket SR987' },
            { at: '2025-03-14T06:00:00.000Z', event: 'delivered' },
          ],
        }),
      ),
    )
    await heading()
    const link = screen.getByRole('link', { name: 'Shiprocket SR987 (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://shiprocket.co/tracking/SR987')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')
    expect(timeline.map((item) => item.textContent)).toEqual([
      'Order placed9 Mar 2025, 3:30 pm IST',
      'Shipped10 Mar 2025, 10:00 am ISTShiprocket SR987',
      'Delivered14 Mar 2025, 11:30 am IST',
    ])
  })

  it('shows Delivered On for a delivered order', async () => {
    openOrder(() =>
      jsonResponse(
        200,
        placedOrder({ status: 'delivered', isDelivered: true, deliveredAt: '2025-03-14T06:00:00.000Z' }),
      ),
    )
    await heading()
    const summary = screen.getByRole('region', { name: 'Order Summary' })
    expect(within(summary).getByText('Delivered On').nextElementSibling).toHaveTextContent('14 March 2025')
  })

  it('labels a status it does not know Processing', async () => {
    openOrder(() => jsonResponse(200, placedOrder({ status: 'on-hold' as never })))
    await heading()
    expect(screen.getByText('Processing')).toBeInTheDocument()
  })

  it('downloads the invoice for the signed-in customer and confirms it', async () => {
    const { user } = openOrder(() => jsonResponse(200, placedOrder()))
    await heading()

    await user.click(screen.getByRole('button', { name: 'Download Invoice' }))

    expect(await screen.findByText('Invoice downloaded successfully.')).toBeInTheDocument()
    expect(downloadInvoice).toHaveBeenCalledWith(expect.objectContaining({ _id: ORDER_ID }), {
      name: shopper.name,
      email: shopper.email,
    })
  })

  it('says so when the invoice cannot be made', async () => {
    vi.mocked(downloadInvoice).mockRejectedValueOnce(new Error('font fetch failed'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = openOrder(() => jsonResponse(200, placedOrder()))
    await heading()

    await user.click(screen.getByRole('button', { name: 'Download Invoice' }))

    expect(await screen.findByText('Failed to generate invoice. Please try again.')).toBeInTheDocument()
  })

  it('goes back one step with Back to Orders', async () => {
    const { user, router, currentUrl } = openOrder(() => jsonResponse(200, placedOrder()), {
      from: '/orders',
    })
    await user.click(await screen.findByRole('link', { name: /^Order #F6A7B8/ }))
    await heading()

    await user.click(screen.getByRole('button', { name: 'Back to Orders' }))

    await waitFor(() => expect(currentUrl()).toBe('/orders'))
    expect(router.state.historyAction).toBe('POP')
  })

  it("toasts 'Failed to load order details' and returns to /orders when the order cannot be loaded", async () => {
    const { currentUrl } = openOrder(() => jsonResponse(404, { success: false, message: 'Order not found' }))

    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/orders'))
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument()
  })

  it('shows Order Not Found when the answer holds no order', async () => {
    openOrder(() => jsonResponse(200, {}))

    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument()
    expect(screen.getByText("We couldn't find the order you're looking for")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders')
  })
})
