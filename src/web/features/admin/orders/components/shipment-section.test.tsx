import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import type { Shipment } from '@common/schemas/shipping'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'
import { staffMember } from '../../shared/test/mock-admin-api'
import { adminOrder, mockAdminApi } from '../../shared/test/admin-order-fixtures'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'
const DETAIL = `/api/orders/${ORDER_ID}`
const SHIPMENT = `${DETAIL}/shipment`
const FAILED_DELIVERY = `${SHIPMENT}/failed-delivery`
const EVENTS = '/api/shipping/simulator/events'
const AWB = 'SIM000123456789'

/** A paid order waiting to be packed. */
const packable = (overrides: Partial<Order> = {}) =>
  adminOrder({ status: 'processing', isPaid: true, paymentStatus: 'completed', ...overrides })

/** What booking `packable()` makes of it. */
const shipped = (overrides: Partial<Order> = {}) =>
  packable({
    status: 'shipped',
    trackingNumber: AWB,
    tracking: { carrier: 'other', number: AWB, url: null },
    estimatedDelivery: '2026-12-03',
    ...overrides,
  })

function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    orderId: ORDER_ID,
    carrier: 'other',
    courierName: 'Simulated Express',
    awb: AWB,
    labelUrl: `/api/shipping/simulator/labels/${AWB}?signature=abc`,
    estimatedDelivery: '2026-12-03',
    parcel: { weightGrams: 750, lengthCm: 24, breadthCm: 18, heightCm: 12.5 },
    bookedAt: '2026-11-29T06:00:00.000Z',
    failedDelivery: null,
    failedDeliveryAction: null,
    simulated: true,
    ...overrides,
  }
}

const noShipment: ApiHandler = () =>
  jsonResponse(404, { success: false, message: 'No shipment is booked for this order' })

function openOrder(
  detail: ApiHandler | ApiHandler[],
  shipmentAnswer: ApiHandler | ApiHandler[],
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
  options?: Parameters<typeof mockAdminApi>[1],
) {
  const api = mockAdminApi(
    { [`GET ${DETAIL}`]: detail, [`GET ${SHIPMENT}`]: shipmentAnswer, ...routes },
    options,
  )
  return { ...api, ...renderApp(`/admin/orders/${ORDER_ID}`) }
}

const heading = () => screen.findByRole('heading', { name: 'Order #64B7F0C2', level: 1 })
const section = () => screen.findByRole('region', { name: 'Shipment' })
const field = (name: string) => screen.getByRole('spinbutton', { name })

afterEach(() => {
  toast.dismiss()
})

describe('admin shipment booking', () => {
  it('books the parcel as measured, says its AWB and shows the booking with the order shipped', async () => {
    const { user, requestsTo } = openOrder(
      [() => jsonResponse(200, packable()), () => jsonResponse(200, shipped())],
      noShipment,
      { [`POST ${SHIPMENT}`]: () => jsonResponse(200, shipment()) },
    )
    const shipmentSection = await section()

    await user.type(field('Weight (g)'), '750')
    await user.type(field('Length (cm)'), '24')
    await user.type(field('Breadth (cm)'), '18')
    await user.type(field('Height (cm)'), '12.5')
    await user.click(within(shipmentSection).getByRole('button', { name: 'Book shipment' }))

    expect(await screen.findByText(`Shipment booked: AWB ${AWB}`)).toBeInTheDocument()
    expect(requestsTo('POST', SHIPMENT).map((request) => request.body)).toEqual([
      { weightGrams: 750, lengthCm: 24, breadthCm: 18, heightCm: 12.5 },
    ])
    // The order is read again: the booking shipped it.
    await waitFor(() =>
      expect(screen.getByText('Shipped', { selector: 'span[data-tone]' })).toBeInTheDocument(),
    )
    expect(requestsTo('GET', DETAIL)).toHaveLength(2)

    const booked = await section()
    const rows = within(booked)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      'Courier: Simulated Express',
      `AWB: ${AWB}`,
      'Expected delivery: 3 Dec 2026',
      'Parcel: 750 g · 24 × 18 × 12.5 cm',
    ])
    const label = within(booked).getByRole('link', { name: 'Print label (opens in a new tab)' })
    expect(label).toHaveAttribute('href', `/api/shipping/simulator/labels/${AWB}?signature=abc`)
    expect(label).toHaveAttribute('target', '_blank')
    expect(label).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(booked).queryByRole('button', { name: 'Book shipment' })).not.toBeInTheDocument()
    // The manual form stays for shops shipping without the aggregator.
    expect(screen.getByRole('combobox', { name: 'New status' })).toBeInTheDocument()
  })

  it("refuses what the server would, with the shared schema's words, and sends nothing", async () => {
    const { user, requestsTo } = openOrder(() => jsonResponse(200, packable()), noShipment)
    const shipmentSection = await section()

    await user.type(field('Weight (g)'), '5')
    await user.type(field('Length (cm)'), '201')
    await user.type(field('Height (cm)'), '0.2')
    await user.click(within(shipmentSection).getByRole('button', { name: 'Book shipment' }))

    expect(await screen.findByText('Weight must be at least 10 g')).toBeInTheDocument()
    expect(field('Weight (g)')).toHaveAccessibleDescription('Weight must be at least 10 g')
    expect(field('Length (cm)')).toHaveAccessibleDescription('Length must be at most 200 cm')
    expect(field('Breadth (cm)')).toHaveAccessibleDescription('Breadth must be a number of centimetres')
    expect(field('Height (cm)')).toHaveAccessibleDescription('Height must be at least 0.5 cm')
    expect(field('Weight (g)')).toHaveFocus()
    expect(requestsTo('POST', SHIPMENT)).toHaveLength(0)
  })

  it("shows the carrier's refusal above the button and keeps the form filled in", async () => {
    const message = 'No courier delivers to PIN code 400099'
    const { user } = openOrder(() => jsonResponse(200, packable()), noShipment, {
      [`POST ${SHIPMENT}`]: () => jsonResponse(409, { success: false, message }),
    })
    const shipmentSection = await section()

    for (const name of ['Weight (g)', 'Length (cm)', 'Breadth (cm)', 'Height (cm)'])
      await user.type(field(name), '20')
    await user.click(within(shipmentSection).getByRole('button', { name: 'Book shipment' }))

    expect(await within(shipmentSection).findByRole('alert')).toHaveTextContent(message)
    expect(field('Weight (g)')).toHaveValue(20)
    expect(within(shipmentSection).getByRole('button', { name: 'Book shipment' })).toBeEnabled()
  })

  it.each([
    ['a cancelled order', { status: 'cancelled' as const }],
    ['a delivered order', { status: 'delivered' as const, isDelivered: true }],
    ['an order shipped by hand', { status: 'shipped' as const, trackingNumber: 'DTDC1' }],
    ['a returned order', { status: 'returned' as const }],
    ['a cash-on-delivery order awaiting its confirmation', { codConfirmation: 'awaiting' as const }],
    [
      'an online order not paid yet',
      {
        paymentMethod: 'PHONEPE' as const,
        isPaid: false,
        paymentStatus: 'pending' as const,
        status: 'pending' as const,
      },
    ],
    [
      'a pre-order awaiting its release',
      {
        preorder: {
          productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
          status: 'awaiting' as const,
          expectedRelease: '2027-03',
          allocatedQuantity: null,
        },
      },
    ],
  ])('offers no booking for %s', async (_, overrides) => {
    const { requestsTo } = openOrder(() => jsonResponse(200, packable(overrides)), noShipment)
    await heading()
    await waitFor(() => expect(requestsTo('GET', SHIPMENT)).toHaveLength(1))
    expect(screen.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book shipment' })).not.toBeInTheDocument()
  })

  it('offers the booking for a cash-on-delivery order, paid only at the door', async () => {
    openOrder(
      () => jsonResponse(200, adminOrder({ status: 'pending', paymentMethod: 'COD', isPaid: false })),
      noShipment,
    )
    expect(within(await section()).getByRole('button', { name: 'Book shipment' })).toBeInTheDocument()
  })

  it('offers the booking to staff too, who run the orders', async () => {
    openOrder(() => jsonResponse(200, packable()), noShipment, {}, { as: staffMember })
    expect(within(await section()).getByRole('button', { name: 'Book shipment' })).toBeInTheDocument()
  })
})

describe('admin failed delivery', () => {
  const failed = shipment({
    failedDelivery: { at: '2026-11-30T08:30:00.000Z', note: 'Customer not reachable' },
  })

  it('says when and why the attempt failed, and asks the carrier to deliver again', async () => {
    const { user, requestsTo } = openOrder(
      () => jsonResponse(200, shipped()),
      [() => jsonResponse(200, failed)],
      {
        [`POST ${FAILED_DELIVERY}`]: () =>
          jsonResponse(
            200,
            shipment({ failedDeliveryAction: { action: 'reattempt', at: '2026-11-30T09:00:00.000Z' } }),
          ),
      },
    )
    const shipmentSection = await section()
    expect(
      within(shipmentSection).getByText(
        'Delivery attempt failed on 30 Nov 2026, 2:00 pm IST: Customer not reachable',
      ),
    ).toBeInTheDocument()

    await user.click(within(shipmentSection).getByRole('button', { name: 'Reattempt delivery' }))

    expect(await screen.findByText('The carrier will attempt delivery again')).toBeInTheDocument()
    expect(requestsTo('POST', FAILED_DELIVERY).map((request) => request.body)).toEqual([
      { action: 'reattempt' },
    ])
    expect(within(shipmentSection).queryByText(/Delivery attempt failed/)).not.toBeInTheDocument()
    expect(
      within(shipmentSection).getByText('Delivery reattempt requested on 30 Nov 2026, 2:30 pm IST'),
    ).toBeInTheDocument()
  })

  it('asks before having the parcel returned, and sends nothing when the admin thinks again', async () => {
    const { user, requestsTo } = openOrder(
      () => jsonResponse(200, shipped()),
      () => jsonResponse(200, failed),
      {
        [`POST ${FAILED_DELIVERY}`]: () =>
          jsonResponse(
            200,
            shipment({ failedDeliveryAction: { action: 'return', at: '2026-11-30T09:00:00.000Z' } }),
          ),
      },
    )
    const shipmentSection = await section()

    await user.click(within(shipmentSection).getByRole('button', { name: 'Return to shop' }))
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requestsTo('POST', FAILED_DELIVERY)).toHaveLength(0)

    await user.click(within(shipmentSection).getByRole('button', { name: 'Return to shop' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Return to shop',
      }),
    )

    expect(await screen.findByText('The carrier will return the parcel to the shop')).toBeInTheDocument()
    expect(requestsTo('POST', FAILED_DELIVERY).map((request) => request.body)).toEqual([{ action: 'return' }])
  })

  it("says the server's reason when no attempt waits for a choice", async () => {
    const { user } = openOrder(
      () => jsonResponse(200, shipped()),
      () => jsonResponse(200, failed),
      {
        [`POST ${FAILED_DELIVERY}`]: () =>
          jsonResponse(409, { success: false, message: 'No failed delivery awaits a choice' }),
      },
    )
    const shipmentSection = await section()
    await user.click(within(shipmentSection).getByRole('button', { name: 'Reattempt delivery' }))
    expect(await screen.findByText('Failed to tell the carrier')).toBeInTheDocument()
    expect(screen.getByText('No failed delivery awaits a choice')).toBeInTheDocument()
  })
})

describe('admin simulator events', () => {
  const group = async () =>
    within(await section()).getByRole('group', { name: "Simulator: send the carrier's event" })

  it("sends the carrier's event for the parcel's AWB and shows the order and shipment it moved", async () => {
    const delivered = shipped({
      status: 'delivered',
      isDelivered: true,
      deliveredAt: '2026-12-02T10:00:00.000Z',
      timeline: [{ at: '2026-12-02T10:00:00.000Z', event: 'delivered' }],
    })
    const { user, requestsTo } = openOrder(
      () => jsonResponse(200, shipped()),
      () => jsonResponse(200, shipment()),
      {
        [`POST ${EVENTS}`]: () => jsonResponse(200, delivered),
      },
    )
    const events = await group()
    expect(
      within(events)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Out for delivery', 'Delivery failed', 'Delivered', 'Returned to origin'])

    await user.click(within(events).getByRole('button', { name: 'Delivered' }))

    expect(await screen.findByText('Carrier event sent: Delivered')).toBeInTheDocument()
    expect(requestsTo('POST', EVENTS).map((request) => request.body)).toEqual([
      { awb: AWB, event: 'delivered' },
    ])
    expect(screen.getByText('Delivered', { selector: 'span[data-tone]' })).toBeInTheDocument()
    await waitFor(() => expect(requestsTo('GET', SHIPMENT)).toHaveLength(2))
    // Once delivered there is nothing left for the carrier to report.
    expect(
      screen.queryByRole('group', { name: "Simulator: send the carrier's event" }),
    ).not.toBeInTheDocument()
  })

  it('says why the server refused an event', async () => {
    const { user } = openOrder(
      () => jsonResponse(200, shipped()),
      () => jsonResponse(200, shipment()),
      {
        [`POST ${EVENTS}`]: () =>
          jsonResponse(409, { success: false, message: 'The order is not on its way' }),
      },
    )
    await user.click(within(await group()).getByRole('button', { name: 'Out for delivery' }))
    expect(await screen.findByText('Failed to send the event')).toBeInTheDocument()
    expect(screen.getByText('The order is not on its way')).toBeInTheDocument()
  })

  it('is not offered to staff, who may book but not speak for the carrier', async () => {
    openOrder(
      () => jsonResponse(200, shipped()),
      () => jsonResponse(200, shipment()),
      {},
      { as: staffMember },
    )
    const shipmentSection = await section()
    expect(within(shipmentSection).getByText(AWB)).toBeInTheDocument()
    expect(within(shipmentSection).queryByRole('group')).not.toBeInTheDocument()
  })

  it('is not offered for a parcel a real carrier carries', async () => {
    openOrder(
      () => jsonResponse(200, shipped()),
      () => jsonResponse(200, shipment({ simulated: false })),
    )
    const shipmentSection = await section()
    expect(within(shipmentSection).getByText(AWB)).toBeInTheDocument()
    expect(within(shipmentSection).queryByRole('group')).not.toBeInTheDocument()
  })
})
