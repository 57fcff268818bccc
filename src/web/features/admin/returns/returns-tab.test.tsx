import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReturnRequest } from '@common/schemas/returns'
import { jsonResponse, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { adminOrder, mockAdminApi } from '../shared/test/admin-order-fixtures'
import {
  changedMind,
  fakeReturnsServer,
  GOJO_ID,
  LUFFY_ID,
  ORDER_ID,
  returnRequest,
} from '../shared/test/return-fixtures'

/** The delivered, paid order behind the requests: ₹5,348 paid by PhonePe, nothing refunded yet. */
const paidOrder = (overrides: Parameters<typeof adminOrder>[0] = {}) =>
  adminOrder({
    status: 'delivered',
    isDelivered: true,
    deliveredAt: '2025-03-15T06:30:00.000Z',
    isPaid: true,
    paidAt: '2025-03-09T06:31:00.000Z',
    paymentMethod: 'PHONEPE',
    paymentStatus: 'completed',
    refundableAmount: 5348,
    ...overrides,
  })

function openReturnsTab(
  initial: ReturnRequest[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
  path = '/admin?tab=returns',
) {
  const server = fakeReturnsServer(initial)
  const api = mockAdminApi({
    [`GET /api/orders/${ORDER_ID}`]: () => jsonResponse(200, paidOrder()),
    [`GET /api/orders/${changedMind.orderId}`]: () =>
      jsonResponse(200, paidOrder({ _id: changedMind.orderId })),
    ...server.routes,
    ...routes,
  })
  server.captureQueries()
  return { ...api, ...server, ...renderApp(path) }
}

const card = (orderNumber: string) => screen.findByRole('article', { name: `Order #${orderNumber}` })
const putsTo = (requests: { method: string; path: string; body: unknown }[], id: string) =>
  requests.filter((request) => request.method === 'PUT' && request.path === `/api/returns/${id}`)

// Sonner keeps its toasts in one module-wide store and replays the active ones to a new Toaster.
afterEach(() => {
  toast.dismiss()
})

describe('admin returns tab', () => {
  it('lists each request with its order, customer, reason in words, note, items and photos to judge', async () => {
    openReturnsTab([returnRequest(), changedMind])

    const gojo = await card('64B7F0C2')
    expect(within(gojo).getByRole('link', { name: 'Order #64B7F0C2' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    )
    expect(gojo).toHaveTextContent('Asha Verma')
    expect(within(gojo).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    )
    expect(within(gojo).getByText('Arrived damaged (box or figure)')).toBeInTheDocument()
    const note = within(gojo).getByText(/The box was crushed/)
    expect(note.textContent).toBe('The box was crushed.\nThe left arm is broken.')
    expect(gojo).toHaveTextContent('Gojo Satoru Figure × 2 (₹4,999.00)')
    expect(within(gojo).getByText('Waiting for a decision')).toBeInTheDocument()

    // Each photo opens full size in a new tab, and says what it shows.
    const photos = within(gojo).getByRole('region', { name: 'Photos for order #64B7F0C2' })
    const links = within(photos).getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAttribute('href', '/media/0123456789abcdef0123456789abcdef.webp')
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    // jsdom drops the space before the hidden words; a browser keeps it.
    expect(links[0]).toHaveAccessibleName(
      /^Photo 1 of 2 from the shopper: Gojo Satoru Figure, order #64B7F0C2\s?\(opens full size in a new tab\)$/,
    )
    expect(within(links[0]!).getByRole('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/0123456789abcdef0123456789abcdef-1280.webp 1280w'),
    )

    // Newest first, as the server answers; a request without photos says so.
    const articles = screen.getAllByRole('article')
    expect(articles.map((article) => within(article).getAllByRole('link')[0]!.textContent)).toEqual([
      'Order #64B7F0C2',
      'Order #75C8A1D3',
    ])
    const rohan = articles[1]!
    expect(rohan).toHaveTextContent('Rohan Mehta')
    expect(rohan).toHaveTextContent('Changed my mind')
    expect(rohan).toHaveTextContent('Luffy Keychain × 2 (₹698.00)')
    expect(within(rohan).getByText('No photos.')).toBeInTheDocument()

    // The tab says how many wait for a decision, here and on its label.
    expect(screen.getByText('2 waiting for a decision')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Returns/ })).toHaveTextContent('Returns2 waiting'),
    )
  })

  it('filters by status through the server and keeps the filter in the address', async () => {
    const approved = returnRequest({ _id: 'd4d4d4d4d4d4d4d4d4d4d4d3', status: 'approved' })
    const { user, queries, currentUrl } = openReturnsTab([returnRequest(), approved])
    await screen.findAllByRole('article')
    expect(screen.getAllByRole('article')).toHaveLength(2)

    const filter = screen.getByRole('combobox', { name: 'Status' })
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All',
      'Requested',
      'Approved',
      'Rejected',
      'Received',
    ])
    await user.selectOptions(filter, 'Approved')

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(screen.getByRole('button', { name: /Mark received/ })).toBeInTheDocument()
    expect(queries.at(-1)?.get('status')).toBe('approved')
    expect(queries.at(-1)?.get('page')).toBe('1')
    expect(currentUrl()).toBe('/admin?tab=returns&returnStatus=approved')
  })

  it('pages through the requests like the other admin lists', async () => {
    const { user, queries, currentUrl } = openReturnsTab([returnRequest()], {
      'GET /api/returns': () =>
        jsonResponse(200, {
          returns: [returnRequest()],
          waiting: 1,
          total: 45,
          currentPage: 1,
          totalPages: 3,
        }),
    })
    await card('64B7F0C2')

    await user.click(screen.getByRole('button', { name: 'Next' }))

    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'))
    expect(queries.at(-1)?.get('limit')).toBe('20')
    expect(currentUrl()).toBe('/admin?tab=returns&returnPage=2')
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
  })

  it('approves a request with a note the shopper sees, once however often the button is pressed', async () => {
    const { user, requests } = openReturnsTab([returnRequest()])
    const gojo = await card('64B7F0C2')

    await user.click(within(gojo).getByRole('button', { name: 'Approve' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve this return?' })
    // Focus starts on Cancel, so Enter never decides by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the shopper (optional)' }),
      'Please send it back in its box.',
    )
    await user.dblClick(within(dialog).getByRole('button', { name: 'Approve return' }))

    expect(await screen.findByText('Return approved')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(putsTo(requests, returnRequest()._id)).toHaveLength(1)
    expect(putsTo(requests, returnRequest()._id)[0]!.body).toEqual({
      status: 'approved',
      note: 'Please send it back in its box.',
    })
    // The list is read again: the request now waits for its parcel.
    const approved = await card('64B7F0C2')
    await waitFor(() => expect(within(approved).getByText('Approved, on its way back')).toBeInTheDocument())
    expect(within(approved).getByText('Please send it back in its box.')).toBeInTheDocument()
    expect(within(approved).getByRole('button', { name: /Mark received/ })).toBeInTheDocument()
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
  })

  it('rejects a request without a note, and shows the server’s refusal when another tab decided first', async () => {
    const { user, requests } = openReturnsTab([returnRequest()], {
      [`PUT /api/returns/${returnRequest()._id}`]: () =>
        jsonResponse(409, { success: false, message: 'This return cannot move to that status' }),
    })
    const gojo = await card('64B7F0C2')

    await user.click(within(gojo).getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject this return?' })
    expect(dialog).toHaveTextContent('Nothing goes back on sale and nothing is refunded.')
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This return cannot move to that status',
    )
    expect(putsTo(requests, returnRequest()._id)[0]!.body).toEqual({ status: 'rejected' })
    expect(within(dialog).getByRole('button', { name: 'Reject return' })).toBeEnabled()
  })

  it('keeps the decision button disabled while the request is on its way', async () => {
    const { user } = openReturnsTab([returnRequest()], {
      [`PUT /api/returns/${returnRequest()._id}`]: pendingResponse,
    })
    const gojo = await card('64B7F0C2')
    await user.click(within(gojo).getByRole('button', { name: 'Approve' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve this return?' })
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Approve return' })).toBeDisabled())
  })

  it('receives a damaged figure: nothing back on sale by default, the refund prefilled with what it cost', async () => {
    const approved = returnRequest({ status: 'approved' })
    const { user, requests } = openReturnsTab([approved])
    const gojo = await card('64B7F0C2')

    await user.click(within(gojo).getByRole('button', { name: /Mark received/ }))
    const dialog = screen.getByRole('dialog', { name: 'Mark this return received?' })
    const restock = await within(dialog).findByRole('spinbutton', { name: 'Gojo Satoru Figure (2 returned)' })
    expect(restock).toHaveValue(0)
    expect(within(dialog).getByText(/Returned as damaged/)).toBeInTheDocument()
    const refund = within(dialog).getByRole('spinbutton', { name: 'Refund (₹)' })
    expect(refund).toHaveValue(4999)
    // Paid through PhonePe: the money goes back by itself, no transfer to record.
    expect(within(dialog).queryByRole('textbox', { name: 'Transfer reference' })).not.toBeInTheDocument()

    // One figure survived in its box: the admin puts it back on sale.
    await user.clear(restock)
    await user.type(restock, '1')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Mark received' }))

    expect(await screen.findByText('Return received, ₹4,999.00 refunded')).toBeInTheDocument()
    expect(putsTo(requests, approved._id)).toHaveLength(1)
    expect(putsTo(requests, approved._id)[0]!.body).toEqual({
      status: 'received',
      restock: [{ product: GOJO_ID, qty: 1 }],
      refundAmount: 4999,
    })
    await waitFor(() => expect(within(screen.getByRole('article')).getByText('Received')).toBeInTheDocument())
  })

  it('puts every item of a change of mind back on sale by default, and refunds no more than is left', async () => {
    const approved = { ...changedMind, status: 'approved' as const }
    const { user, requests } = openReturnsTab([approved], {
      // ₹1,000 of the order was already refunded: ₹3,197.50 of items, but ₹2,000 left.
      [`GET /api/orders/${changedMind.orderId}`]: () =>
        jsonResponse(200, paidOrder({ _id: changedMind.orderId, refundableAmount: 2000 })),
    })
    await card('75C8A1D3')
    await user.click(screen.getByRole('button', { name: /Mark received/ }))

    const dialog = screen.getByRole('dialog', { name: 'Mark this return received?' })
    expect(
      await within(dialog).findByRole('spinbutton', { name: 'Luffy Keychain (2 returned)' }),
    ).toHaveValue(2)
    expect(within(dialog).getByRole('spinbutton', { name: 'Gojo Satoru Figure (1 returned)' })).toHaveValue(1)
    const refund = within(dialog).getByRole('spinbutton', { name: 'Refund (₹)' })
    expect(refund).toHaveValue(2000)
    expect(dialog).toHaveTextContent('The items cost ₹3,197.50; ₹2,000.00 is left to refund on the order.')

    // More than is left is refused on the spot, and nothing is sent.
    await user.clear(refund)
    await user.type(refund, '2500')
    const restockLuffy = within(dialog).getByRole('spinbutton', { name: 'Luffy Keychain (2 returned)' })
    await user.clear(restockLuffy)
    await user.type(restockLuffy, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    expect(
      await within(dialog).findByText('The refund is more than what is left to refund on this order'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a whole number from 0 to 2')).toBeInTheDocument()
    expect(putsTo(requests, approved._id)).toHaveLength(0)

    // 0 refunds nothing: the amount is left out of the request.
    await user.clear(refund)
    await user.type(refund, '0')
    await user.clear(restockLuffy)
    await user.type(restockLuffy, '2')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the shopper (optional)' }),
      'Store credit sent.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))

    expect(await screen.findByText('Return received')).toBeInTheDocument()
    expect(putsTo(requests, approved._id)[0]!.body).toEqual({
      status: 'received',
      restock: [
        { product: LUFFY_ID, qty: 2 },
        { product: GOJO_ID, qty: 1 },
      ],
      note: 'Store credit sent.',
    })
  })

  it('asks how a cash-on-delivery refund was paid back, and shows the server’s refusal under the amount', async () => {
    const approved = returnRequest({ status: 'approved', reason: 'wrong-item' })
    const { user, requests } = openReturnsTab([approved], {
      [`GET /api/orders/${ORDER_ID}`]: () =>
        jsonResponse(200, paidOrder({ paymentMethod: 'COD', refundableAmount: 5348 })),
      [`PUT /api/returns/${approved._id}`]: [
        () =>
          jsonResponse(409, {
            success: false,
            message: 'The refund is more than what is left to refund on this order',
          }),
        () => jsonResponse(200, { ...approved, status: 'received', refundAmount: 4000 }),
      ],
    })
    await card('64B7F0C2')
    await user.click(screen.getByRole('button', { name: /Mark received/ }))
    const dialog = screen.getByRole('dialog', { name: 'Mark this return received?' })
    expect(
      await within(dialog).findByRole('spinbutton', { name: 'Gojo Satoru Figure (2 returned)' }),
    ).toHaveValue(2)

    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    expect(
      await within(dialog).findByText('Please enter the bank or UPI transfer reference'),
    ).toBeInTheDocument()
    expect(putsTo(requests, approved._id)).toHaveLength(0)

    await user.click(within(dialog).getByRole('radio', { name: 'UPI' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Transfer reference' }), 'UPI123456')
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))

    const refund = within(dialog).getByRole('spinbutton', { name: 'Refund (₹)' })
    await waitFor(() => expect(refund).toHaveAccessibleDescription(/The refund is more than what is left/))
    expect(putsTo(requests, approved._id)[0]!.body).toEqual({
      status: 'received',
      restock: [{ product: GOJO_ID, qty: 2 }],
      refundAmount: 4999,
      refundMethod: 'upi',
      refundReference: 'UPI123456',
    })

    await user.clear(refund)
    await user.type(refund, '4000')
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }))
    expect(await screen.findByText('Return received, ₹4,000.00 refunded')).toBeInTheDocument()
    expect(putsTo(requests, approved._id)).toHaveLength(2)
  })
})
