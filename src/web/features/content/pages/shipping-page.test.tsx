import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CodPolicy } from '@common/schemas/cash-on-delivery'
import type { ReturnPolicy } from '@common/schemas/returns'
import { SHOP_EMAIL } from '@common/shop-identity'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const NO_COD_RULES: CodPolicy = { maxOrderValue: null, blockAfterReturns: 0, confirmationHours: 0 }

function openShippingPage(returns: ReturnPolicy | null, cod: CodPolicy | null) {
  const unavailable = () => jsonResponse(503, { success: false, message: 'Service unavailable' })
  mockApi({
    'GET /api/returns/policy': returns ? () => jsonResponse(200, returns) : unavailable,
    'GET /api/cod/policy': cod ? () => jsonResponse(200, cod) : unavailable,
  })
  return renderApp('/shipping')
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(name) })

describe('the shipping policy page', () => {
  it('states the return window the admin set, and promises no 48-hour window, replacement or pickup', async () => {
    openShippingPage({ windowDays: 10 }, NO_COD_RULES)

    expect(await screen.findByText('within 10 days of delivery')).toBeInTheDocument()
    const page = screen.getByRole('main')
    expect(page).not.toHaveTextContent(/48 hours|48-hour/i)
    expect(page).not.toHaveTextContent(/replace/i)
    expect(page).not.toHaveTextContent(/pickup|pick-up|pick up/i)
    expect(screen.getByRole('heading', { level: 2, name: /Returns and refunds/ })).toBeInTheDocument()
  })

  it('says a window with part of a day in days and hours', async () => {
    openShippingPage({ windowDays: 7.5 }, NO_COD_RULES)

    expect(await screen.findByText('within 7 days and 12 hours of delivery')).toBeInTheDocument()
  })

  it('explains returns as the order page takes them: photos for damaged or wrong items, refunds by how it was paid', async () => {
    openShippingPage({ windowDays: 7 }, NO_COD_RULES)

    const returns = section('Returns and refunds')
    expect(await within(returns).findByText('within 7 days of delivery')).toBeInTheDocument()
    expect(returns).toHaveTextContent('press Return items')
    expect(returns).toHaveTextContent(
      'Damaged or wrong item: add at least one photo showing the problem (up to 5 photos)',
    )
    expect(returns).toHaveTextContent(
      'Paid online: through PhonePe, to the UPI account or card you paid with',
    )
    expect(returns).toHaveTextContent('Paid by Cash on Delivery: by bank transfer or UPI')
    expect(within(returns).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders')
  })

  it('has shoppers cancel from My Orders while the order is pending or processing, not by e-mail or phone', async () => {
    openShippingPage({ windowDays: 7 }, NO_COD_RULES)

    const cancellations = section('Cancellations')
    expect(cancellations).toHaveTextContent(
      'You can cancel an order yourself, free of charge, while its status is Pending or Processing: open it in My Orders and press Cancel order.',
    )
    expect(cancellations).toHaveTextContent(
      'Paid online: the full amount is refunded automatically through PhonePe',
    )
    // Only a shipped order still needs the shop: the parcel may be stopped.
    expect(cancellations).toHaveTextContent(
      `Already shipped: the order can no longer be cancelled from your account. Write to ${SHOP_EMAIL}`,
    )
    expect(within(cancellations).getByRole('link', { name: 'return' })).toHaveAttribute('href', '#returns')
  })

  it("states the admin's cash-on-delivery rules: the largest order, the confirmation window and the block after returned parcels", async () => {
    openShippingPage({ windowDays: 7 }, { maxOrderValue: 5000, blockAfterReturns: 2, confirmationHours: 24 })

    const cod = section('Cash on Delivery')
    expect(await within(cod).findByText('₹5,000')).toBeInTheDocument()
    expect(cod).toHaveTextContent(
      'Order value: COD is available on orders up to ₹5,000. For a larger order, please pay online.',
    )
    expect(cod).toHaveTextContent(
      'Press Confirm order on the order page, or the link in your order e-mail, within 24 hours of placing it. An order that is not confirmed in time is cancelled',
    )
    expect(cod).toHaveTextContent(
      'Returned parcels: if 2 of your COD parcels come back to us undelivered (refused at the door or not collected), COD is no longer offered on your account.',
    )
  })

  it('writes a limit with paise as the site does, and one returned parcel in the singular', async () => {
    openShippingPage(
      { windowDays: 7 },
      { maxOrderValue: 4999.5, blockAfterReturns: 1, confirmationHours: 1.5 },
    )

    const cod = section('Cash on Delivery')
    expect(await within(cod).findByText('₹4,999.50')).toBeInTheDocument()
    expect(cod).toHaveTextContent('within 1 hour and 30 minutes of placing it')
    expect(cod).toHaveTextContent('if a COD parcel of yours comes back to us undelivered')
  })

  it('says no confirmation is needed and names no limit or block when the rules set none', async () => {
    openShippingPage({ windowDays: 7 }, NO_COD_RULES)

    const cod = section('Cash on Delivery')
    expect(await within(cod).findByText('No confirmation needed:')).toBeInTheDocument()
    expect(cod).not.toHaveTextContent(/Order value|Returned parcels|₹/)
  })

  it('still reads truthfully, without figures, when the settings cannot be read', async () => {
    const api = mockApi({})
    renderApp('/shipping')

    expect(screen.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeInTheDocument()
    await waitFor(() => {
      expect(api.requestsTo('GET', '/api/returns/policy')).toHaveLength(1)
      expect(api.requestsTo('GET', '/api/cod/policy')).toHaveLength(1)
    })
    expect(section('Returns and refunds')).toHaveTextContent('within our return window after delivery')
    expect(section('Cash on Delivery')).toHaveTextContent(
      'When COD is not offered: checkout tells you why, and you can pay online instead.',
    )
  })
})

describe('the shipping page’s charges', () => {
  it('states the free shipping threshold the admin set', async () => {
    mockApi({
      'GET /api/returns/policy': () => jsonResponse(200, { windowDays: 7 }),
      'GET /api/cod/policy': () => jsonResponse(200, NO_COD_RULES),
      'GET /api/shipping/quote': () => jsonResponse(200, { shippingPrice: 0, codFee: 0, freeOver: 999.5 }),
    })
    renderApp('/shipping')

    expect(await screen.findByText('free on every order over ₹999.50')).toBeInTheDocument()
    expect(section('Shipping charges')).not.toHaveTextContent('₹500')
  })

  it('says every order ships free when the threshold is 0', async () => {
    mockApi({
      'GET /api/returns/policy': () => jsonResponse(200, { windowDays: 7 }),
      'GET /api/cod/policy': () => jsonResponse(200, NO_COD_RULES),
      'GET /api/shipping/quote': () => jsonResponse(200, { shippingPrice: 0, codFee: 0, freeOver: 0 }),
    })
    renderApp('/shipping')

    expect(await screen.findByText('free on every order')).toBeInTheDocument()
  })
})
