import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@common/schemas/two-factor'
import { jsonResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi, staffMember } from '../shared/test/mock-admin-api'

const emptyOrders = () =>
  jsonResponse(200, {
    success: true,
    orders: [],
    totalOrders: 0,
    total: 0,
    totalSales: 0,
    currentPage: 1,
    totalPages: 0,
  })

function openAdmin(path: string) {
  mockAdminApi({
    'GET /api/admin/stats': () => jsonResponse(500, { success: false, message: 'down' }),
    'GET /api/messages': () =>
      jsonResponse(200, {
        success: true,
        messages: [],
        total: 0,
        unhandled: 4,
        currentPage: 1,
        totalPages: 0,
      }),
    'GET /api/returns': () =>
      jsonResponse(200, { returns: [], waiting: 3, total: 0, currentPage: 1, totalPages: 0 }),
    'GET /api/products': () =>
      jsonResponse(200, { products: [], totalProducts: 0, total: 0, currentPage: 1, totalPages: 0 }),
  })
  return renderApp(path)
}

describe('admin dashboard page', () => {
  // The 500 is retried twice (after 1 s, then 2 s) before the error shows, and the first test loads the chart chunk:
  // more than the default 5 s on a busy machine.
  it('opens on the dashboard tab with its heading and the way to add a product', async () => {
    const { currentUrl } = openAdmin('/admin')

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    )
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true')
    expect(currentUrl()).toBe('/admin')
    expect(await screen.findByText('Failed to load dashboard statistics')).toBeInTheDocument()
  }, 15_000)

  it('keeps the chosen tab in ?tab=, replacing the history entry instead of adding one', async () => {
    const { router, user, currentUrl } = openAdmin('/admin')
    await screen.findByRole('tab', { name: 'Dashboard' })

    await user.click(screen.getByRole('tab', { name: 'Products' }))

    expect(currentUrl()).toBe('/admin?tab=products')
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(await screen.findByText('No products found')).toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys', async () => {
    const { user, currentUrl } = openAdmin('/admin?tab=users')
    const users = await screen.findByRole('tab', { name: 'Users' })
    users.focus()

    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=messages')
    expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=discounts')
    expect(screen.getByRole('tab', { name: 'Discounts' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=settings')
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=activity')
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=dashboard')
  })

  it('falls back to the dashboard tab for an unknown tab name', async () => {
    openAdmin('/admin?tab=reports')
    expect(await screen.findByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows how many return requests wait for a decision on the returns tab, after Orders', async () => {
    const { user, currentUrl } = openAdmin('/admin?tab=orders')
    const orders = await screen.findByRole('tab', { name: 'Orders' })
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Returns/ })).toHaveTextContent('Returns3 waiting'),
    )
    orders.focus()
    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=returns')
    expect(screen.getByRole('tab', { name: /^Returns/ })).toHaveFocus()
    expect(await screen.findByText('No return requests found')).toBeInTheDocument()
  })

  it('shows how many messages wait for an answer on the messages tab', async () => {
    openAdmin('/admin')
    await screen.findByRole('tab', { name: 'Dashboard' })
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveTextContent('Messages4 not handled'),
    )
  })

  it('shows a staff member only Orders, Products and Messages, opening on Orders', async () => {
    const { requestsTo } = mockAdminApi(
      {
        'GET /api/orders': emptyOrders,
        'GET /api/messages': () =>
          jsonResponse(200, {
            success: true,
            messages: [],
            total: 0,
            unhandled: 2,
            currentPage: 1,
            totalPages: 0,
          }),
      },
      { as: staffMember },
    )
    renderApp('/admin')

    const orders = await screen.findByRole('tab', { name: 'Orders' })
    expect(orders).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d.*$/, ''))).toEqual([
      'Orders',
      'Products',
      'Messages',
    ])
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    // Returns are the admin's: staff never ask for the waiting count the server would refuse them.
    expect(requestsTo('GET', '/api/returns')).toHaveLength(0)
    expect(requestsTo('GET', '/api/admin/stats')).toHaveLength(0)
  })

  it('gives a staff member asking for an admin tab the orders tab instead', async () => {
    const { requestsTo } = mockAdminApi({ 'GET /api/orders': emptyOrders }, { as: staffMember })
    renderApp('/admin?tab=users')

    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument()
    expect(await screen.findByText('No orders found')).toBeInTheDocument()
    expect(requestsTo('GET', '/api/users')).toHaveLength(0)
  })

  it('tells an admin without two-step sign-in to set it up, with the way to the profile', async () => {
    const refused = () =>
      jsonResponse(403, {
        success: false,
        message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
        twoFactorSetupRequired: true,
      })
    mockAdminApi({
      'GET /api/admin/stats': refused,
      'GET /api/messages': refused,
      'GET /api/returns': refused,
    })
    const { user, currentUrl } = renderApp('/admin')

    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_SETUP_REQUIRED_MESSAGE)
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(screen.queryByText('Failed to load dashboard statistics')).not.toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Set up two-step sign-in' }))
    expect(currentUrl()).toBe('/profile')
  })

  it('keeps the ordinary error of a 403 without twoFactorSetupRequired', async () => {
    mockAdminApi({
      'GET /api/admin/stats': () => jsonResponse(403, { success: false, message: 'Admin access required' }),
    })
    renderApp('/admin')

    expect(await screen.findByText('Failed to load dashboard statistics')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Set up two-step sign-in' })).not.toBeInTheDocument()
  })
})
