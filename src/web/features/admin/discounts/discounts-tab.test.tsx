import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { DiscountsTab } from './discounts-tab'
import { makeDiscount, mockDiscountsApi } from './test/discount-fixtures'

// Sonner keeps its toasts in module state: without this, one test's toast shows in the next.
afterEach(() => {
  toast.dismiss()
})

const active = makeDiscount({
  code: 'DIWALI20',
  description: 'Festival sale',
  minOrderValue: 999,
  maxDiscount: 500,
  usageLimit: 100,
  timesUsed: 12,
  perCustomerLimit: 1,
  categories: ['figures', 'keychains'],
})
const paused = makeDiscount({ code: 'FLAT250', type: 'fixed', value: 250, isActive: false })
const scheduled = makeDiscount({ code: 'NEWYEAR', startsAt: '2099-01-01T00:00:00.000Z' })
const expired = makeDiscount({ code: 'OLDSALE', endsAt: '2020-01-01T00:00:00.000Z' })
const usedUp = makeDiscount({ code: 'FIRST10', value: 10, usageLimit: 10, timesUsed: 10 })

function openTab(...args: Parameters<typeof mockDiscountsApi>) {
  const api = mockDiscountsApi(...args)
  return { ...api, ...renderAdminTab(<DiscountsTab />) }
}

function rowOf(code: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(`^${code}`) }).closest('tr')!
}

const echoUpdate = (discount: typeof active) => (request: RecordedRequest) =>
  jsonResponse(200, { success: true, discount: { ...discount, ...(request.body as object) } })

describe('Discounts tab', () => {
  it('lists each code with its value, conditions, uses and status', async () => {
    openTab([active, paused, scheduled, expired, usedUp])

    const table = await screen.findByRole('table', { name: 'Discount codes' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Code', 'Discount', 'Conditions', 'Uses', 'Status', 'Actions'])

    const diwali = rowOf('DIWALI20')
    expect(diwali).toHaveTextContent('Festival sale')
    expect(within(diwali).getByText('20% off')).toBeInTheDocument()
    expect(within(diwali).getByText('12 / 100')).toBeInTheDocument()
    expect(within(diwali).getByText('Min. order ₹999.00')).toBeInTheDocument()
    expect(within(diwali).getByText('Up to ₹500.00')).toBeInTheDocument()
    expect(within(diwali).getByText('1 use per customer')).toBeInTheDocument()
    expect(within(diwali).getByText('Only Figures, KeyChains')).toBeInTheDocument()
    expect(within(rowOf('FLAT250')).getByText('₹250.00 off')).toBeInTheDocument()
    expect(within(rowOf('FLAT250')).getByText('Any order')).toBeInTheDocument()
    expect(within(rowOf('FLAT250')).getByText('0 used')).toBeInTheDocument()
    expect(within(rowOf('NEWYEAR')).getByText('From 1 Jan 2099, 5:30 am')).toBeInTheDocument()

    const statusOf = (code: string) =>
      within(rowOf(code)).getByText(/^(Active|Paused|Scheduled|Expired|Used up)$/)
    expect(statusOf('DIWALI20')).toHaveTextContent('Active')
    expect(statusOf('FLAT250')).toHaveTextContent('Paused')
    expect(statusOf('NEWYEAR')).toHaveTextContent('Scheduled')
    expect(statusOf('OLDSALE')).toHaveTextContent('Expired')
    expect(statusOf('FIRST10')).toHaveTextContent('Used up')
    expect(screen.getByText('5 codes')).toBeInTheDocument()
  })

  it('says so when there are no codes yet, and when the list cannot load', async () => {
    const { user } = openTab([], {
      'GET /api/discounts': [
        () => jsonResponse(403, { success: false, message: 'Admin access required' }),
        () => jsonResponse(200, { success: true, discounts: [] }),
      ],
    })

    expect(await screen.findByText('Failed to load discount codes')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument()
  })

  it('finds codes by code or description', async () => {
    const { user } = openTab([active, paused])
    await screen.findByRole('table', { name: 'Discount codes' })

    await user.type(screen.getByRole('searchbox', { name: 'Search discount codes' }), 'festival')
    expect(screen.getByRole('rowheader', { name: /DIWALI20/ })).toBeInTheDocument()
    expect(screen.queryByRole('rowheader', { name: /FLAT250/ })).not.toBeInTheDocument()
    expect(screen.getByText('1 code')).toBeInTheDocument()
  })

  it('pauses an active code and resumes a paused one with a PUT of isActive', async () => {
    const { user, requestsTo } = openTab([active, paused], {
      [`PUT /api/discounts/${active._id}`]: echoUpdate(active),
      [`PUT /api/discounts/${paused._id}`]: echoUpdate(paused),
    })

    await user.click(await screen.findByRole('button', { name: 'Pause DIWALI20' }))
    expect(await screen.findByText('DIWALI20 is paused')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/discounts/${active._id}`).map((r) => r.body)).toEqual([
      { isActive: false },
    ])
    await waitFor(() => expect(within(rowOf('DIWALI20')).getByText('Paused')).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Resume DIWALI20' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Resume FLAT250' }))
    expect(await screen.findByText('FLAT250 is active again')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/discounts/${paused._id}`).map((r) => r.body)).toEqual([{ isActive: true }])
  })

  it('says Failed to update discount code and keeps the state when the PUT fails', async () => {
    const { user } = openTab([active], {
      [`PUT /api/discounts/${active._id}`]: () => jsonResponse(500, { success: false, message: 'Down' }),
    })

    await user.click(await screen.findByRole('button', { name: 'Pause DIWALI20' }))
    expect(await screen.findByText('Failed to update discount code')).toBeInTheDocument()
    expect(within(rowOf('DIWALI20')).getByText('Active')).toBeInTheDocument()
  })

  it('deletes a code only after the confirmation', async () => {
    const { user, requestsTo } = openTab([active, paused], {
      'GET /api/discounts': [
        () => jsonResponse(200, { success: true, discounts: [active, paused] }),
        () => jsonResponse(200, { success: true, discounts: [active] }),
      ],
      [`DELETE /api/discounts/${paused._id}`]: () =>
        jsonResponse(200, { success: true, message: 'Discount deleted' }),
    })

    await user.click(await screen.findByRole('button', { name: 'Delete FLAT250' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('Delete the code FLAT250?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requestsTo('DELETE', `/api/discounts/${paused._id}`)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete FLAT250' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Discount code FLAT250 deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /FLAT250/ })).not.toBeInTheDocument())
    expect(requestsTo('DELETE', `/api/discounts/${paused._id}`)).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Discount codes' })).toHaveFocus()
  })
})
