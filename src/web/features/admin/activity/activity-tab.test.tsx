import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, type ApiHandler, type mockApi } from '../../../test/mock-api'
import { mockAdminApi } from '../shared/test/mock-admin-api'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { ActivityTab } from './activity-tab'
import {
  auditActorsRoute,
  auditPeople,
  auditResponse,
  catalogueImport,
  flagChange,
  orderId,
  priceChange,
  productId,
  refund,
  roleChange,
  settingsChange,
  signIn,
  statusChange,
  stockAdjustment,
} from './test/audit-fixtures'

function openActivity(routes: Record<string, ApiHandler | ApiHandler[]>, path = '/admin?tab=activity') {
  const api = mockAdminApi({ ...auditActorsRoute, ...routes })
  return { ...api, ...renderAdminTab(<ActivityTab />, { path }) }
}

/** The queries the tab sent to GET /api/admin/audit, as plain objects. */
const auditQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit')
    .map((url) => Object.fromEntries(url.searchParams))

const row = (name: RegExp) => screen.getByRole('row', { name })

describe('admin activity tab', () => {
  it('shows who did what to which record and when, each field before → after, money in rupees', async () => {
    openActivity({
      'GET /api/admin/audit': () =>
        auditResponse([
          priceChange,
          signIn,
          statusChange,
          refund,
          settingsChange,
          catalogueImport,
          roleChange,
        ]),
    })

    expect(await screen.findByRole('row', { name: /Changed product/ })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'When',
      'Who',
      'What',
      'Record',
      'Change',
    ])
    expect(screen.getByText('7 entries')).toBeInTheDocument()

    const price = row(/Changed product/)
    expect(within(price).getByText('admin@example.com')).toBeInTheDocument()
    expect(within(price).getByText('9 Mar 2026, 12:00 pm')).toBeInTheDocument()
    const [priceLine, stockLine] = within(price).getAllByRole('listitem')
    expect(priceLine).toHaveTextContent(/^Price: ₹1,299\.00→ to ₹1,499\.00$/)
    expect(stockLine).toHaveTextContent(/^Stock: 4→ to 10$/)
    expect(within(price).getByRole('link', { name: `Product ${productId}` })).toHaveAttribute(
      'href',
      `/admin/products/${productId}/edit`,
    )

    const signedIn = row(/Signed in/)
    expect(within(signedIn).getByText('staff@example.com')).toBeInTheDocument()
    expect(within(signedIn).getByText('198.51.100.23')).toBeInTheDocument()
    expect(within(signedIn).getByText('Chrome 126 on Android')).toHaveAttribute('title', signIn.userAgent)
    expect(within(signedIn).getByText('Staff')).toBeInTheDocument()

    const status = row(/Changed order status/)
    expect(within(status).getByRole('link', { name: 'Order #75C8E1D3' })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    )
    expect(within(status).getAllByRole('listitem')[0]).toHaveTextContent(/^Status: Processing→ to Shipped$/)
    expect(within(status).getAllByRole('listitem')[1]).toHaveTextContent(/^Tracking number: DL123456789IN$/)

    const refunded = row(/Refunded order/)
    expect(within(refunded).getAllByRole('listitem')[0]).toHaveTextContent(/^Amount: ₹349\.50$/)

    const settings = row(/Changed settings/)
    expect(within(settings).getByText('Cash on delivery settings')).toBeInTheDocument()
    expect(within(settings).queryByRole('link')).not.toBeInTheDocument()
    expect(within(settings).getByRole('listitem')).toHaveTextContent(
      /^Largest cash-on-delivery order: —→ to ₹5,000\.00$/,
    )

    const imported = row(/Imported catalogue/)
    expect(within(imported).getByText('Command line')).toBeInTheDocument()
    expect(
      within(imported)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Created: 12', 'Updated: 3'])

    const role = row(/Changed user/)
    expect(within(role).getByRole('listitem')).toHaveTextContent(/^Role: User→ to Staff$/)
    expect(within(role).getByRole('link', { name: `User ${auditPeople[1]!._id}` })).toHaveAttribute(
      'href',
      `/admin/users/${auditPeople[1]!._id}`,
    )
  })

  it('links a change of a product’s stock to its stock history on the product page', async () => {
    const { user, router } = openActivity({
      'GET /api/admin/audit': () => auditResponse([stockAdjustment, priceChange, flagChange, statusChange]),
    })

    const adjusted = await screen.findByRole('row', { name: /Adjusted stock/ })
    expect(within(adjusted).getByText('staff@example.com')).toBeInTheDocument()
    expect(within(adjusted).getAllByRole('listitem')[0]).toHaveTextContent(/^Stock: 10→ to 22$/)
    const stockHistory = `/admin/products/edit/${productId}#stock-history`
    expect(within(adjusted).getByRole('link', { name: 'Stock history' })).toHaveAttribute(
      'href',
      stockHistory,
    )
    expect(
      within(row(/Changed product.*Price/)).getByRole('link', { name: 'Stock history' }),
    ).toHaveAttribute('href', stockHistory)
    expect(within(row(/Changed product.*Featured/)).queryByRole('link', { name: 'Stock history' })).toBeNull()
    expect(within(row(/Changed order status/)).queryByRole('link', { name: 'Stock history' })).toBeNull()

    await user.click(within(adjusted).getByRole('link', { name: 'Stock history' }))
    const { pathname, hash } = router.state.location
    expect(`${pathname}${hash}`).toBe(stockHistory)
  })

  it('asks for the person, kind and record chosen, keeps them in the address and starts again from page 1', async () => {
    const { fetchMock, user, currentUrl } = openActivity(
      { 'GET /api/admin/audit': () => auditResponse([priceChange], { total: 45, totalPages: 3 }) },
      '/admin?tab=activity&page=2',
    )
    await screen.findByRole('row', { name: /Changed product/ })
    expect(auditQueries(fetchMock).at(-1)).toEqual({ page: '2', limit: '20' })

    const person = screen.getByRole('combobox', { name: 'Person' })
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(3))
    await user.selectOptions(person, 'staff@example.com')
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', actor: auditPeople[1]!._id }),
    )
    expect(currentUrl()).toBe(`/admin?tab=activity&actor=${auditPeople[1]!._id}`)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Order')
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '20',
        actor: auditPeople[1]!._id,
        entity: 'order',
      }),
    )

    await user.type(screen.getByRole('searchbox', { name: 'Record' }), orderId)
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        limit: '20',
        actor: auditPeople[1]!._id,
        entity: 'order',
        entityId: orderId,
      }),
    )
    expect(currentUrl()).toBe(
      `/admin?tab=activity&actor=${auditPeople[1]!._id}&entity=order&entityId=${orderId}`,
    )
    // The record is asked for once typing pauses, not once per key.
    expect(auditQueries(fetchMock).filter((query) => query.entityId !== undefined)).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(auditQueries(fetchMock).at(-1)).toMatchObject({ page: '2', entityId: orderId }),
    )
    expect(currentUrl()).toContain('&page=2')
  })

  it("opens on one record's history from its History link, and shows everything again on request", async () => {
    const { fetchMock, user, currentUrl } = openActivity(
      { 'GET /api/admin/audit': () => auditResponse([priceChange]) },
      `/admin?tab=activity&entity=product&entityId=${productId}`,
    )

    expect(await screen.findByText(/History of Product/)).toHaveTextContent(`History of Product ${productId}`)
    expect(auditQueries(fetchMock)[0]).toEqual({
      page: '1',
      limit: '20',
      entity: 'product',
      entityId: productId,
    })
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('product')
    expect(screen.getByRole('searchbox', { name: 'Record' })).toHaveValue(productId)

    await user.click(screen.getByRole('button', { name: 'Show all activity' }))

    expect(currentUrl()).toBe('/admin?tab=activity')
    await waitFor(() => expect(auditQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20' }))
    expect(screen.getByRole('searchbox', { name: 'Record' })).toHaveValue('')
    expect(screen.queryByText(/History of/)).not.toBeInTheDocument()
  })

  it("says 'No activity found' when nothing was recorded", async () => {
    openActivity({ 'GET /api/admin/audit': () => auditResponse([]) })
    expect(await screen.findByText('No activity found')).toBeInTheDocument()
  })

  it("says 'Failed to load activity' with a way to try again when the log cannot be read", async () => {
    const { user, requestsTo } = openActivity({
      'GET /api/admin/audit': [
        () => jsonResponse(403, { success: false, message: 'Admin access required' }),
        () => auditResponse([priceChange]),
      ],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activity')

    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('row', { name: /Changed product/ })).toBeInTheDocument()
    expect(requestsTo('GET', '/api/admin/audit')).toHaveLength(2)
  })
})
