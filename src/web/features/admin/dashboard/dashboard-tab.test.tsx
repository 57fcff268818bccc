import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { DashboardTab } from './dashboard-tab'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { makeAdminStats } from './test/stats-fixtures'

// Recharts' ResponsiveContainer measures its box; jsdom has no layout, so the stub reports a phone-sized one.
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 328, height: 256 } } as unknown as ResizeObserverEntry
    this.callback([entry], this as unknown as ResizeObserver)
  }
  unobserve() {}
  disconnect() {}
}

function openDashboard(statsHandler: ApiHandler) {
  const api = mockApi({ 'GET /api/admin/stats': statsHandler })
  return { ...api, ...renderAdminTab(<DashboardTab />) }
}

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title, level: 3 }).closest('article')!
}

describe('Dashboard tab', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ResizeObserverStub)
  })

  it('shows the four totals in rupees and counts, each with its month-over-month caption', async () => {
    const { requestsTo } = openDashboard(() => jsonResponse(200, makeAdminStats()))

    await screen.findByRole('heading', { name: 'Total Sales' })
    expect(within(card('Total Sales')).getByText('₹1,24,999.50')).toBeInTheDocument()
    expect(within(card('Total Sales')).getByText('+20.1% from last month')).toBeInTheDocument()
    expect(within(card('Products')).getByText('36')).toBeInTheDocument()
    expect(within(card('Products')).getByText('+0.0% from last month')).toBeInTheDocument()
    expect(within(card('Customers')).getByText('1,250')).toBeInTheDocument()
    expect(within(card('Customers')).getByText('No customers last month')).toBeInTheDocument()
    expect(within(card('Orders')).getByText('48')).toBeInTheDocument()
    expect(within(card('Orders')).getByText('-25.0% from last month')).toBeInTheDocument()
    expect(requestsTo('GET', '/api/admin/stats')).toHaveLength(1)
  })

  it('shows the returns waiting and the 30-day return and returned-to-origin rates as percentages', async () => {
    const { user, currentUrl } = openDashboard(() => jsonResponse(200, makeAdminStats()))

    const returns = await screen.findByRole('region', { name: 'Returns' })
    expect(within(card('Returns waiting')).getByText('3')).toBeInTheDocument()
    expect(within(card('Return rate (30 days)')).getByText('5.2%')).toBeInTheDocument()
    expect(within(card('Returned to origin (30 days)')).getByText('12.5%')).toBeInTheDocument()
    expect(returns).toContainElement(card('Returned to origin (30 days)'))

    await user.click(within(card('Returns waiting')).getByRole('link', { name: 'Judge them in Returns' }))
    expect(currentUrl()).toBe('/admin?tab=returns&returnStatus=requested')
  })

  it('shows a dash for a rate with nothing to count, and none waiting as 0', async () => {
    openDashboard(() =>
      jsonResponse(200, makeAdminStats({ returnsWaiting: 0, returnRate: null, rtoRate: 0 })),
    )

    await screen.findByRole('region', { name: 'Returns' })
    expect(within(card('Returns waiting')).getByText('0')).toBeInTheDocument()
    expect(within(card('Return rate (30 days)')).getByText('—')).toBeInTheDocument()
    expect(
      within(card('Return rate (30 days)')).getByText('No order delivered in 30 days'),
    ).toBeInTheDocument()
    expect(within(card('Returned to origin (30 days)')).getByText('0.0%')).toBeInTheDocument()
  })

  it('sums up the last 30 days in words and gives every day as a table of figures', async () => {
    const { user } = openDashboard(() => jsonResponse(200, makeAdminStats()))

    const chart = await screen.findByRole('region', { name: 'Revenue and orders, last 30 days' })
    expect(
      within(chart).getByText('₹6,647.50 paid, 3 orders placed; best day 9 March 2025 with ₹5,348.00.'),
    ).toBeInTheDocument()

    const table = within(chart).getByRole('table', { name: /per day/ })
    expect(within(table).getAllByRole('row')).toHaveLength(31)
    const busiestDay = within(table).getByRole('rowheader', { name: '9 March 2025' }).closest('tr')!
    expect(within(busiestDay).getByText('₹5,348.00')).toBeInTheDocument()
    expect(within(busiestDay).getByText('2')).toBeInTheDocument()
    // The drawing itself is there for sighted users, hidden from screen readers that get the table.
    expect(chart.querySelector('[aria-hidden="true"] svg.recharts-surface')).not.toBeNull()

    // Read out all along; the toggle shows it on screen too.
    const toggle = within(chart).getByRole('button', { name: 'Show table' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(within(chart).getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('lists low-stock products lowest first, each leading to its edit form', async () => {
    const { user, currentUrl } = openDashboard(() => jsonResponse(200, makeAdminStats()))

    const lowStock = await screen.findByRole('region', { name: /^Low stock/ })
    const links = within(lowStock).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Nezuko Figure, 1 left', 'Luffy Keychain, 3 left'])
    // Named by its visible text (WCAG 2.5.3), not by a label of its own; jsdom drops the separator's space.
    expect(links[0]).not.toHaveAttribute('aria-label')
    expect(links[0]).toHaveAccessibleName(/^Nezuko Figure,\s?1 left$/)
    expect(links[0]).toHaveAttribute('href', '/admin/products/edit/650000000000000000000a01')
    expect(within(links[0]!).getByRole('presentation')).toHaveAttribute('src', '/placeholder-product.jpg')

    await user.click(links[1]!)
    expect(currentUrl()).toBe('/admin/products/edit/650000000000000000000a02')
  })

  it('lists each low variant of a product with options with its label, SKU and stock, not the product’s sum', async () => {
    openDashboard(() =>
      jsonResponse(
        200,
        makeAdminStats({
          lowStock: [
            makeProduct({ _id: '650000000000000000000a03', name: 'Gojo Figure', stock: 12 }),
            makeProduct({ _id: '650000000000000000000a04', name: 'Rem Figure', stock: 2 }),
          ].map((product, index) =>
            index === 0
              ? {
                  ...product,
                  lowVariants: [
                    { _id: 'v1', label: 'Limited', sku: 'GOJO-LTD', stock: 0 },
                    { _id: 'v2', label: 'Deluxe', sku: 'GOJO-DLX', stock: 1 },
                  ],
                }
              : product,
          ),
        }),
      ),
    )

    const lowStock = await screen.findByRole('region', { name: /^Low stock/ })
    const links = within(lowStock).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Gojo Figure — LimitedSKU GOJO-LTD, Out of stock',
      'Gojo Figure — DeluxeSKU GOJO-DLX, 1 left',
      'Rem Figure, 2 left',
    ])
    expect(links[1]).toHaveAttribute('href', '/admin/products/edit/650000000000000000000a03')
    expect(within(lowStock).queryByText('12 left')).not.toBeInTheDocument()
  })

  it('says so when no product is running low', async () => {
    openDashboard(() => jsonResponse(200, makeAdminStats({ lowStock: [] })))

    const lowStock = await screen.findByRole('region', { name: /^Low stock/ })
    expect(within(lowStock).getByText('No products are running low')).toBeInTheDocument()
  })

  it('ranks the top sellers with their quantity sold and revenue', async () => {
    openDashboard(() => jsonResponse(200, makeAdminStats()))

    const topSellers = await screen.findByRole('region', { name: /Top sellers/ })
    const [first, second] = within(topSellers).getAllByRole('listitem')
    expect(within(first!).getByText('Gojo Satoru Figure')).toBeInTheDocument()
    expect(within(first!).getByText('7 sold')).toBeInTheDocument()
    expect(within(first!).getByText('₹20,993.00')).toBeInTheDocument()
    expect(within(first!).getByRole('presentation')).toHaveAttribute('src', '/media/gojo.webp')
    expect(within(second!).getByRole('presentation')).toHaveAttribute('src', '/placeholder-product.jpg')
  })

  it('shows a loading state while the figures come', async () => {
    openDashboard(pendingResponse)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading dashboard statistics')
  })

  it('says Failed to load dashboard statistics when the call fails', async () => {
    openDashboard(() => jsonResponse(403, { success: false, message: 'Admin access required' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard statistics')
    expect(screen.queryByRole('heading', { name: 'Total Sales' })).not.toBeInTheDocument()
  })
})
