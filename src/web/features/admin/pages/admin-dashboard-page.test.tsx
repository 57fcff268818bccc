import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi } from '../test/mock-admin-api'

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
  it('opens on the dashboard tab with its heading and the way to add a product', async () => {
    const { currentUrl } = openAdmin('/admin')

    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 }, { timeout: 5_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    )
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true')
    expect(currentUrl()).toBe('/admin')
    expect(
      await screen.findByText('Failed to load dashboard statistics', {}, { timeout: 5_000 }),
    ).toBeInTheDocument()
  })

  it('keeps the chosen tab in ?tab=, replacing the history entry instead of adding one', async () => {
    const { router, user, currentUrl } = openAdmin('/admin')
    await screen.findByRole('tab', { name: 'Dashboard' }, { timeout: 5_000 })

    await user.click(screen.getByRole('tab', { name: 'Products' }))

    expect(currentUrl()).toBe('/admin?tab=products')
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(await screen.findByText('No products found', {}, { timeout: 5_000 })).toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys', async () => {
    const { user, currentUrl } = openAdmin('/admin?tab=users')
    const users = await screen.findByRole('tab', { name: 'Users' }, { timeout: 5_000 })
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
    expect(currentUrl()).toBe('/admin?tab=dashboard')
  })

  it('falls back to the dashboard tab for an unknown tab name', async () => {
    openAdmin('/admin?tab=reports')
    expect(await screen.findByRole('tab', { name: 'Dashboard' }, { timeout: 5_000 })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('shows how many return requests wait for a decision on the returns tab, after Orders', async () => {
    const { user, currentUrl } = openAdmin('/admin?tab=orders')
    const orders = await screen.findByRole('tab', { name: 'Orders' }, { timeout: 5_000 })
    await waitFor(
      () => expect(screen.getByRole('tab', { name: /^Returns/ })).toHaveTextContent('Returns3 waiting'),
      { timeout: 5_000 },
    )
    orders.focus()
    await user.keyboard('{ArrowRight}')
    expect(currentUrl()).toBe('/admin?tab=returns')
    expect(screen.getByRole('tab', { name: /^Returns/ })).toHaveFocus()
    expect(await screen.findByText('No return requests found', {}, { timeout: 5_000 })).toBeInTheDocument()
  })

  it('shows how many messages wait for an answer on the messages tab', async () => {
    openAdmin('/admin')
    await screen.findByRole('tab', { name: 'Dashboard' }, { timeout: 5_000 })
    await waitFor(
      () => expect(screen.getByRole('tab', { name: /^Messages/ })).toHaveTextContent('Messages4 not handled'),
      { timeout: 5_000 },
    )
  })
})
