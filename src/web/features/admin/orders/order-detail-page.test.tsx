import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { gstOrder, refund } from '../../../test/order-fixtures'
import { returnRequest } from '../shared/test/return-fixtures'
import { customer } from '../shared/test/user-fixtures'
import { staffMember } from '../shared/test/mock-admin-api'
import { adminOrder, mockAdminApi, orderList } from '../shared/test/admin-order-fixtures'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const DETAIL = `/api/orders/${ORDER_ID}`

function openOrder(
  handler: ApiHandler | ApiHandler[],
  routes: Record<string, ApiHandler> = {},
  from?: string,
) {
  const api = mockAdminApi({
    [`GET ${DETAIL}`]: handler,
    'GET /api/orders': () => jsonResponse(200, orderList([adminOrder()])),
    ...routes,
  })
  return { ...api, ...renderApp(from ?? `/admin/orders/${ORDER_ID}`) }
}

const heading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })
const statusSelect = () => screen.getByRole('combobox', { name: 'New status' })
/** The current-status badge (the same words are also options of the status select). */
const badge = (label: string) => screen.getByText(label, { selector: 'span[data-tone]' })
const updateButton = () => screen.getByRole('button', { name: 'Update Status' })

// Sonner keeps its toasts in one module-wide store and replays the active ones to a new Toaster.
afterEach(() => {
  toast.dismiss()
})

describe('admin order detail', () => {
  it('shows the order with items, rupee totals, customer, address and payment', async () => {
    openOrder(() =>
      jsonResponse(
        200,
        adminOrder({
          shippingPrice: 49,
          taxPrice: 12.5,
          totalPrice: 5409.5,
          isPaid: true,
          paidAt: '2025-03-10T06:00:00.000Z',
        }),
      ),
    )

    expect(await heading()).toBeInTheDocument()
    expect(screen.getByText('Placed on 9 March 2025')).toBeInTheDocument()
    expect(badge('Pending')).toHaveAttribute('data-tone', 'yellow')

    const items = screen.getByRole('region', { name: 'Order Items' })
    const [gojo, luffy] = within(items).getAllByRole('listitem')
    expect(within(gojo!).getByRole('img', { name: 'Gojo Satoru Figure' })).toBeInTheDocument()
    expect(gojo).toHaveTextContent('Quantity: 2')
    expect(gojo).toHaveTextContent('₹4,999.00')
    expect(within(luffy!).getByRole('img', { name: 'Luffy Keychain' })).toHaveAttribute(
      'src',
      '/placeholder-product.jpg',
    )
    const amount = (label: string) => within(items).getByText(label).nextElementSibling?.textContent
    expect(amount('Subtotal')).toBe('₹5,348.00')
    expect(amount('Shipping')).toBe('₹49.00')
    expect(amount('Tax')).toBe('₹12.50')
    expect(amount('Total')).toBe('₹5,409.50')
    expect(within(items).queryByText(/Discount/)).not.toBeInTheDocument()

    const customer = screen.getByRole('region', { name: 'Customer Information' })
    expect(customer).toHaveTextContent('Asha Verma')
    expect(within(customer).getByRole('link', { name: 'asha@example.com' })).toBeInTheDocument()
    expect(customer).toHaveTextContent('98765 43210')
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      'Bengaluru, Karnataka 560001',
    )
    const payment = screen.getByRole('region', { name: 'Payment Information' })
    expect(payment).toHaveTextContent('Cash on Delivery')
    expect(payment).toHaveTextContent('Paid on 10 March 2025')
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/admin?tab=orders')
  })

  it('shows the discount a code took off between tax and total, and no discount line without one', async () => {
    openOrder(() =>
      jsonResponse(200, adminOrder({ discountPrice: 250, discountCode: 'DIWALI20', totalPrice: 5098 })),
    )
    await heading()

    const items = screen.getByRole('region', { name: 'Order Items' })
    const labels = within(items)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(labels).toEqual(['Subtotal', 'Shipping', 'Tax', 'Discount (DIWALI20)', 'Total'])
    const discount = within(items).getByText('DIWALI20').closest('div')!
    expect(within(discount).getByRole('definition')).toHaveTextContent('−minus ₹250.00')
    expect(within(items).getByText('Total').nextElementSibling).toHaveTextContent('₹5,098.00')
  })

  it('labels the tax of an order with GST figures "GST (included)": the GST inside the total, which stays the same', async () => {
    openOrder(() => jsonResponse(200, gstOrder({ supplyType: 'intra-state' })))
    await heading()

    const items = screen.getByRole('region', { name: 'Order Items' })
    const rows = within(items)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      'Subtotal ₹5,348.00',
      'Shipping ₹0.00',
      'GST (included) ₹291.28',
      'Total ₹5,348.00',
    ])
  })

  it("shows the tracking number of a shipped order, and 'Not paid' when unpaid", async () => {
    openOrder([() => jsonResponse(200, adminOrder({ status: 'shipped', trackingNumber: 'DTDC123456IN' }))])
    await heading()
    expect(badge('Shipped')).toHaveAttribute('data-tone', 'blue')
    expect(screen.getByText('DTDC123456IN')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Payment Information' })).toHaveTextContent('Not paid')
  })

  it("shows the carrier's tracking link and the order's timeline, as the shopper sees them", async () => {
    openOrder(() =>
      jsonResponse(
        200,
        adminOrder({
          status: 'shipped',
          trackingNumber: 'BD42',
          tracking: { carrier: 'bluedart', number: 'BD42', url: 'https://example.test/track/BD42' },
          timeline: [
            { at: '2025-03-09T10:00:00.000Z', event: 'placed' },
            { at: '2025-03-11T12:00:00.000Z', event: 'delivery-failed', note: 'Customer not available' },
          ],
        }),
      ),
    )
    await heading()
    expect(screen.getByRole('link', { name: 'Blue Dart BD42 (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.test/track/BD42',
    )
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem')
    expect(timeline.map((item) => item.textContent)).toEqual([
      'Order placed9 Mar 2025, 3:30 pm IST',
      'Delivery attempt failed11 Mar 2025, 5:30 pm ISTCustomer not available',
    ])
  })

  it("lists the order's return requests with where each stands, each leading to the Returns tab", async () => {
    openOrder(() =>
      jsonResponse(
        200,
        adminOrder({
          status: 'delivered',
          isDelivered: true,
          deliveredAt: '2025-03-14T06:00:00.000Z',
          returns: [
            returnRequest({ status: 'received', refundAmount: 4999, createdAt: '2025-03-15T06:00:00.000Z' }),
            returnRequest({
              _id: 'd4d4d4d4d4d4d4d4d4d4d4d9',
              status: 'approved',
              reason: 'changed-mind',
              items: [{ product: null, name: 'Luffy Keychain', image: '', price: 349, qty: 1, restocked: 0 }],
              createdAt: '2025-03-16T06:00:00.000Z',
            }),
          ],
        }),
      ),
    )
    await heading()

    const returns = screen.getByRole('region', { name: 'Return requests' })
    const [received, approved] = within(returns).getAllByRole('listitem')
    expect(received).toHaveTextContent('Arrived damaged (box or figure)')
    expect(received).toHaveTextContent('Gojo Satoru Figure × 2')
    expect(within(received!).getByText('Received')).toBeInTheDocument()
    expect(received).toHaveTextContent('Asked on 15 March 2025 · ₹4,999.00 refunded')
    expect(within(received!).getByRole('link', { name: 'Open in Returns' })).toHaveAttribute(
      'href',
      '/admin?tab=returns&returnStatus=received',
    )
    expect(approved).toHaveTextContent('Changed my mind')
    expect(within(approved!).getByText('Approved, on its way back')).toBeInTheDocument()
    expect(within(approved!).getByRole('link', { name: 'Open in Returns' })).toHaveAttribute(
      'href',
      '/admin?tab=returns&returnStatus=approved',
    )
  })

  it("links to the order's history in the Activity tab", async () => {
    const { user, currentUrl } = openOrder(() => jsonResponse(200, adminOrder()))
    await heading()

    const history = screen.getByRole('link', { name: 'History' })
    expect(history).toHaveAttribute('href', `/admin?tab=activity&entity=order&entityId=${ORDER_ID}`)
    await user.click(history)
    expect(currentUrl()).toBe(`/admin?tab=activity&entity=order&entityId=${ORDER_ID}`)
  })

  it('shows a staff member the order to run, without its refunds, returns, history or refund form', async () => {
    mockAdminApi(
      {
        [`GET ${DETAIL}`]: () =>
          jsonResponse(
            200,
            adminOrder({
              status: 'processing',
              isPaid: true,
              paidAt: '2025-03-10T06:00:00.000Z',
              refundableAmount: 4348,
              refunds: [refund({ amount: 1000 })],
              returns: [returnRequest({ status: 'requested' })],
            }),
          ),
      },
      { as: staffMember },
    )
    renderApp(`/admin/orders/${ORDER_ID}`)
    await heading()

    expect(screen.getByRole('region', { name: 'Update Order Status' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Return requests' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /refund/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument()
  })

  it('has no returns section for an order nobody asked to return', async () => {
    openOrder(() => jsonResponse(200, adminOrder()))
    await heading()
    expect(screen.queryByRole('region', { name: 'Return requests' })).not.toBeInTheDocument()
  })

  it("says until when a cash-on-delivery order waits for the customer's confirmation, and when it came", async () => {
    openOrder([
      () =>
        jsonResponse(200, adminOrder({ codConfirmation: 'awaiting', confirmBy: '2025-03-10T06:30:00.000Z' })),
    ])
    await heading()
    expect(
      screen.getByText("Waiting for the customer's confirmation until 10 Mar, 12:00 pm"),
    ).toBeInTheDocument()
  })

  it('says a cash-on-delivery order was confirmed by the customer', async () => {
    openOrder(() => jsonResponse(200, adminOrder({ codConfirmation: 'confirmed', confirmBy: null })))
    await heading()
    expect(screen.getByText('Confirmed by the customer')).toBeInTheDocument()
    expect(screen.queryByText(/Waiting for the customer/)).not.toBeInTheDocument()
  })

  it("shows how many of the customer's parcels came back undelivered", async () => {
    const order = adminOrder()
    openOrder(() => jsonResponse(200, order), {
      [`GET /api/users/${order.userId}`]: () =>
        jsonResponse(200, { ...customer, _id: order.userId, returnedParcels: 2 }),
    })
    await heading()
    const panel = screen.getByRole('region', { name: 'Customer Information' })
    await waitFor(() =>
      expect(within(panel).getByText('Returned parcels').nextElementSibling).toHaveTextContent('2'),
    )
  })

  it('shows the delivery date of a delivered order', async () => {
    openOrder(() =>
      jsonResponse(
        200,
        adminOrder({ status: 'delivered', isDelivered: true, deliveredAt: '2025-03-14T06:00:00.000Z' }),
      ),
    )
    await heading()
    expect(badge('Delivered')).toHaveAttribute('data-tone', 'green')
    expect(screen.getByText('Delivered on 14 March 2025')).toBeInTheDocument()
  })

  it('keeps Update Status disabled until a status is chosen, and asks for a tracking number for Shipped', async () => {
    const { user } = openOrder(() => jsonResponse(200, adminOrder()))
    await heading()

    expect(
      within(statusSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select status', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'])
    expect(screen.getByText('Please select a status')).toBeInTheDocument()
    expect(updateButton()).toBeDisabled()
    expect(screen.queryByRole('textbox', { name: 'Tracking Number' })).not.toBeInTheDocument()

    await user.selectOptions(statusSelect(), 'Shipped')
    const tracking = screen.getByRole('textbox', { name: 'Tracking Number' })
    expect(screen.getByText('Please enter a tracking number')).toBeInTheDocument()
    expect(updateButton()).toBeDisabled()

    await user.type(tracking, '   ')
    expect(updateButton()).toBeDisabled()

    await user.type(tracking, 'DTDC123456IN')
    expect(screen.queryByText('Please enter a tracking number')).not.toBeInTheDocument()
    // The carrier decides the shopper's tracking link.
    expect(screen.getByText('Please select a carrier')).toBeInTheDocument()
    expect(updateButton()).toBeDisabled()

    const carrier = screen.getByRole('combobox', { name: 'Carrier' })
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select carrier',
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'India Post',
      'Xpressbees',
      'Ecom Express',
      'Shiprocket',
      'Other carrier',
    ])
    await user.selectOptions(carrier, 'DTDC')
    expect(screen.queryByText('Please select a carrier')).not.toBeInTheDocument()
    expect(updateButton()).toBeEnabled()
  })

  it("sends the change, shows 'Updating...', then confirms and clears the choice", async () => {
    let answer: (response: Response) => void = () => {}
    const update = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )
    const { user, requestsTo } = openOrder(() => jsonResponse(200, adminOrder()), {
      [`PUT ${DETAIL}/status`]: update,
    })
    await heading()

    await user.selectOptions(statusSelect(), 'Shipped')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Carrier' }), 'Blue Dart')
    await user.type(screen.getByRole('textbox', { name: 'Tracking Number' }), '  DTDC123456IN ')
    await user.click(updateButton())

    const busy = await screen.findByRole('button', { name: 'Updating...' })
    expect(busy).toBeDisabled()
    expect(requestsTo('PUT', `${DETAIL}/status`)[0]!.body).toEqual({
      status: 'shipped',
      trackingNumber: 'DTDC123456IN',
      carrier: 'bluedart',
    })

    answer(jsonResponse(200, adminOrder({ status: 'shipped', trackingNumber: 'DTDC123456IN' })))

    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument()
    expect(statusSelect()).toHaveValue('')
    expect(screen.queryByRole('textbox', { name: 'Tracking Number' })).not.toBeInTheDocument()
    // The page shows the server's answer without loading the order again.
    expect(badge('Shipped')).toHaveAttribute('data-tone', 'blue')
    expect(screen.getByText('DTDC123456IN')).toBeInTheDocument()
    expect(requestsTo('GET', DETAIL)).toHaveLength(1)
  })

  it('sends no tracking number for a status other than Shipped', async () => {
    const { user, requestsTo } = openOrder(() => jsonResponse(200, adminOrder()), {
      [`PUT ${DETAIL}/status`]: () => jsonResponse(200, adminOrder({ status: 'cancelled' })),
    })
    await heading()

    await user.selectOptions(statusSelect(), 'Cancelled')
    await user.click(updateButton())

    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument()
    expect(requestsTo('PUT', `${DETAIL}/status`)[0]!.body).toEqual({ status: 'cancelled' })
    expect(badge('Cancelled')).toHaveAttribute('data-tone', 'red')
  })

  it("says 'Failed to update order status' and keeps the choice", async () => {
    const { user } = openOrder(() => jsonResponse(200, adminOrder()), {
      [`PUT ${DETAIL}/status`]: () => jsonResponse(409, { success: false, message: 'Order is locked' }),
    })
    await heading()

    await user.selectOptions(statusSelect(), 'Processing')
    await user.click(updateButton())

    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument()
    expect(statusSelect()).toHaveValue('processing')
    expect(updateButton()).toBeEnabled()
  })

  it('shows a spinner while the order loads', async () => {
    openOrder(pendingResponse)
    expect(await screen.findByText('Loading order details...')).toBeInTheDocument()
  })

  it("toasts 'Failed to load order details', shows 'Order not found', and Go back leads to the orders tab", async () => {
    const { user, currentUrl } = openOrder(() =>
      jsonResponse(404, { success: false, message: 'Order not found' }),
    )

    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Order not found', level: 1 })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Go back' }))
    await waitFor(() => expect(currentUrl()).toBe('/admin?tab=orders'))
  })

  it('goes back one step with Go back when there is a page to go back to', async () => {
    const { user, router, currentUrl } = openOrder(
      () => jsonResponse(404, { success: false, message: 'Order not found' }),
      {},
      '/admin?tab=orders&orderStatus=pending',
    )
    await user.click(await screen.findByRole('link', { name: 'View order #64B7F0C2' }))
    await user.click(await screen.findByRole('button', { name: 'Go back' }))

    await waitFor(() => expect(currentUrl()).toBe('/admin?tab=orders&orderStatus=pending'))
    expect(router.state.historyAction).toBe('POP')
  })

  it('leads back to the same search and page it was opened from', async () => {
    const { user } = openOrder(
      () => jsonResponse(200, adminOrder()),
      {},
      '/admin?tab=orders&orderStatus=pending',
    )
    await user.click(await screen.findByRole('link', { name: 'View order #64B7F0C2' }))
    await heading()
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/admin?tab=orders&orderStatus=pending',
    )
  })
})
