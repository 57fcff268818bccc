import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '@common/schemas/order'
import { jsonResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { adminOrder, mockAdminApi, orderList, queriesTo } from '../shared/test/admin-order-fixtures'

const LIST = '/api/orders'

function openOrdersTab(listHandler: ApiHandler | ApiHandler[], routes: Record<string, ApiHandler> = {}) {
  const api = mockAdminApi({ [`GET ${LIST}`]: listHandler, ...routes })
  return { ...api, ...renderApp('/admin?tab=orders') }
}

const listOf =
  (...orders: Order[]) =>
  () =>
    jsonResponse(200, orderList(orders))

async function rows() {
  const table = await screen.findByRole('table', { name: 'Orders' })
  return within(table).getAllByRole('row').slice(1)
}

const paid = adminOrder({
  _id: '650000000000000000abc123',
  status: 'processing',
  paymentMethod: 'PHONEPE',
  paymentStatus: 'completed',
  isPaid: true,
  paidAt: '2025-03-10T06:00:00.000Z',
})

// Sonner keeps its toasts in one module-wide store and replays the active ones to a new Toaster.
afterEach(() => {
  toast.dismiss()
})

describe('admin orders tab', () => {
  it('lists each order with its number, customer, date, whole-rupee total and status dot', async () => {
    openOrdersTab(
      listOf(
        adminOrder({ status: 'shipped', total: 124999.5, totalPrice: 124999.5 }),
        adminOrder({ _id: '7700000000000000000000ff', status: 'on-hold' as never }),
        adminOrder({ _id: '8800000000000000000000ee', status: 'returned' }),
      ),
    )

    const [shipped, odd, returned] = await rows()
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order ID',
      'Customer',
      'Date',
      'Total',
      'Status',
      'Actions',
    ])
    expect(shipped).toHaveTextContent('#64B7F0C2')
    expect(shipped).toHaveTextContent('Asha Verma')
    expect(shipped).toHaveTextContent('9 March 2025')
    expect(within(shipped!).getByText('₹1,25,000')).toBeInTheDocument()
    expect(within(shipped!).getByText('Shipped')).toHaveAttribute('data-tone', 'blue')
    expect(within(shipped!).getByRole('link', { name: 'View order #64B7F0C2' })).toHaveAttribute(
      'href',
      '/admin/orders/64b7f0c2a1b2c3d4e5f6a7b8',
    )
    // A status outside ORDER_STATUSES reads Unknown, with the "other" colour.
    expect(within(odd!).getByText('Unknown')).toHaveAttribute('data-tone', 'yellow')
    // A cash-on-delivery parcel that came back undelivered.
    expect(within(returned!).getByText('Returned')).toHaveAttribute('data-tone', 'red')
  })

  it('asks the server for the first page of 20 with no search or filter', async () => {
    const { fetchMock } = openOrdersTab(listOf(adminOrder()))
    await rows()
    const [query] = queriesTo(fetchMock, LIST)
    expect(Object.fromEntries(query!)).toEqual({ page: '1', limit: '20' })
  })

  it('sends the search to the server once typing pauses, not on every key', async () => {
    const { fetchMock, user } = openOrdersTab(listOf(adminOrder()))
    await rows()

    // Two quick bursts of typing (pastes, so the machine's speed cannot stretch them past the pause).
    await user.click(screen.getByRole('searchbox', { name: 'Search orders' }))
    await user.paste('  Beng')
    await user.paste('aluru ')
    expect(queriesTo(fetchMock, LIST).some((query) => query.has('search'))).toBe(false)

    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.get('search')).toBe('Bengaluru'))
    expect(queriesTo(fetchMock, LIST).filter((query) => query.has('search'))).toHaveLength(1)
  })

  it('sends the status filter and starts again from page 1', async () => {
    const { fetchMock, user } = openOrdersTab(() =>
      jsonResponse(200, orderList([adminOrder()], { totalPages: 3, totalOrders: 45 })),
    )
    await rows()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.get('page')).toBe('2'))

    const filter = screen.getByRole('combobox', { name: 'Status' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'])
    await user.selectOptions(filter, 'Shipped')

    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.get('status')).toBe('shipped'))
    expect(queriesTo(fetchMock, LIST).at(-1)?.get('page')).toBe('1')
  })

  it('filters by payment, kept in the address, and flags refunded and awaited payments', async () => {
    const { fetchMock, user, currentUrl } = openOrdersTab(
      listOf(
        adminOrder({ paymentStatus: 'refunded', isPaid: true, status: 'cancelled' }),
        adminOrder({ _id: '650000000000000000abc124', paymentStatus: 'partially_refunded', isPaid: true }),
        adminOrder({
          _id: '650000000000000000abc125',
          paymentMethod: 'PHONEPE',
          holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
        }),
        adminOrder({ _id: '650000000000000000abc126' }),
      ),
    )
    const [refunded, partly, awaiting, plain] = await rows()
    expect(within(refunded!).getByText('Refunded')).toHaveAttribute('data-payment-tone', 'sky')
    expect(within(partly!).getByText('Partly refunded')).toBeInTheDocument()
    expect(within(awaiting!).getByText('Awaiting payment')).toHaveAttribute('data-payment-tone', 'amber')
    expect(plain!.querySelector('[data-payment-tone]')).toBeNull()

    const filter = screen.getByRole('combobox', { name: 'Payment' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Awaiting payment', 'Refunded'])
    await user.selectOptions(filter, 'Refunded')

    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.get('payment')).toBe('refunded'))
    expect(currentUrl()).toBe('/admin?tab=orders&orderPayment=refunded')
    await user.selectOptions(filter, 'Awaiting payment')
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.get('payment')).toBe('awaiting'))
    await user.selectOptions(filter, 'All')
    await waitFor(() => expect(currentUrl()).toBe('/admin?tab=orders'))
  })

  it('reads the payment filter from the address', async () => {
    const { fetchMock } = mockAdminApi({ [`GET ${LIST}`]: listOf(adminOrder()) })
    renderApp('/admin?tab=orders&orderPayment=awaiting&orderStatus=pending')
    await rows()
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('awaiting')
    expect(queriesTo(fetchMock, LIST).at(-1)?.get('payment')).toBe('awaiting')
    expect(queriesTo(fetchMock, LIST).at(-1)?.get('status')).toBe('pending')
  })

  it('offers Mark as Delivered only for a paid order not yet delivered', async () => {
    openOrdersTab(
      listOf(
        paid,
        adminOrder({ _id: '660000000000000000000001' }),
        adminOrder({
          _id: '660000000000000000000002',
          status: 'delivered',
          paymentStatus: 'completed',
          isPaid: true,
          isDelivered: true,
        }),
      ),
    )
    const [paidRow, unpaidRow, deliveredRow] = await rows()
    expect(within(paidRow!).getByRole('button', { name: /Mark as Delivered/ })).toBeEnabled()
    expect(within(unpaidRow!).queryByRole('button', { name: /Mark as Delivered/ })).not.toBeInTheDocument()
    expect(within(deliveredRow!).queryByRole('button', { name: /Mark as Delivered/ })).not.toBeInTheDocument()
  })

  it('marks an order delivered after confirming, then refetches the list', async () => {
    const delivered = {
      ...paid,
      status: 'delivered' as const,
      isDelivered: true,
      deliveredAt: '2025-03-12T06:00:00.000Z',
    }
    const deliver = vi.fn(() => jsonResponse(200, delivered))
    const { fetchMock, user } = openOrdersTab([listOf(paid), listOf(delivered)], {
      [`PUT ${LIST}/${paid._id}/deliver`]: deliver,
    })
    const [row] = await rows()

    await user.click(within(row!).getByRole('button', { name: /Mark as Delivered/ }))
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' })
    expect(dialog).toHaveTextContent('Are you sure you want to mark this order as delivered?')
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }))

    expect(await screen.findByText('Order marked as delivered')).toBeInTheDocument()
    expect(deliver).toHaveBeenCalledTimes(1)
    expect(queriesTo(fetchMock, LIST)).toHaveLength(2)
    const [updated] = await rows()
    expect(within(updated!).getByText('Delivered')).toBeInTheDocument()
    expect(within(updated!).queryByRole('button', { name: /Mark as Delivered/ })).not.toBeInTheDocument()
  })

  it('does nothing when the confirmation is cancelled', async () => {
    const deliver = vi.fn(() => jsonResponse(200, paid))
    const { user } = openOrdersTab(listOf(paid), { [`PUT ${LIST}/${paid._id}/deliver`]: deliver })
    const [row] = await rows()

    await user.click(within(row!).getByRole('button', { name: /Mark as Delivered/ }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(deliver).not.toHaveBeenCalled()
  })

  it("says 'Failed to mark order as delivered' with the server's reason", async () => {
    const { user } = openOrdersTab(listOf(paid), {
      [`PUT ${LIST}/${paid._id}/deliver`]: () =>
        jsonResponse(409, { success: false, message: 'A cancelled order cannot be marked as delivered' }),
    })
    const [row] = await rows()

    await user.click(within(row!).getByRole('button', { name: /Mark as Delivered/ }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as Delivered' }))

    expect(await screen.findByText('Failed to mark order as delivered')).toBeInTheDocument()
    expect(screen.getByText('A cancelled order cannot be marked as delivered')).toBeInTheDocument()
  })

  it("says 'No orders found' when nothing matches", async () => {
    openOrdersTab(listOf())
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it("says 'Failed to load orders' and loads again on Try again", async () => {
    const { user } = openOrdersTab([
      () => jsonResponse(403, { success: false, message: 'Admin access required' }),
      listOf(adminOrder()),
    ])

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load orders')
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await rows()).toHaveLength(1)
  })

  it('exports the CSV of the current search and status filter', async () => {
    // jsdom has no object URLs: record the file handed to the browser instead.
    const createObjectURL = vi.fn((_file: Blob) => 'blob:orders')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    const csv = '\uFEFFOrder ID,Customer,Total\n64b7f0c2a1b2c3d4e5f6a7b8,Asha Verma,5348\n'
    const { fetchMock, user } = openOrdersTab(listOf(adminOrder()), {
      'GET /api/orders/export.csv': () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }),
    })
    await rows()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending')
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Asha')
    await waitFor(() => expect(queriesTo(fetchMock, LIST).at(-1)?.get('search')).toBe('Asha'))

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    const [query] = queriesTo(fetchMock, '/api/orders/export.csv')
    expect(Object.fromEntries(query!)).toEqual({ search: 'Asha', status: 'pending' })
    const exported = fetchMock.mock.calls.find(([input]) => String(input).includes('export.csv'))
    expect(new Headers(exported![1]!.headers).get('Authorization')).toBe('Bearer stored-token')
    // Saved byte for byte as the server sent it, the byte-order mark (EF BB BF) that Excel needs included.
    const saved = await readBytes(createObjectURL.mock.calls[0]![0])
    expect([...saved]).toEqual([...new TextEncoder().encode(csv)])
    expect([...saved.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(clicked[0]!.download).toMatch(/^orders-pending-\d{4}-\d{2}-\d{2}\.csv$/)
    click.mockRestore()
  })

  it('says so when the export fails', async () => {
    const { user } = openOrdersTab(listOf(adminOrder()), {
      'GET /api/orders/export.csv': () => jsonResponse(500, { success: false, message: 'Export failed' }),
    })
    await rows()

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    expect(await screen.findByText('Failed to export orders')).toBeInTheDocument()
  })
})

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsArrayBuffer(file)
  })
}
