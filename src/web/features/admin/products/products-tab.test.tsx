import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { admin, storeSignedInUser } from '../../../test/fixtures'
import type { Product } from '../../../lib/products'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { ProductsTab } from './products-tab'
import { stubIntersectionObserver } from './test/intersection-observer-stub'

const gojo = makeProduct({
  _id: '650000000000000000000c01',
  name: 'Satoru Gojo figure',
  category: 'figures',
  price: 2499.5,
  stock: 12,
  isFeatured: false,
  isBestSeller: true,
  isNewArrival: false,
})
const luffy = makeProduct({
  _id: '650000000000000000000c02',
  name: 'Luffy Keychain',
  category: 'keychains',
  price: 349,
  stock: 2,
  images: [],
})

function pageBody(products: Product[], { page = 1, totalProducts = products.length, totalPages = 1 } = {}) {
  return { products, totalProducts, total: totalProducts, currentPage: page, totalPages }
}

function openProductsTab(routes: Record<string, ApiHandler | ApiHandler[]>) {
  const api = mockApi(routes)
  /** The query strings of GET /api/products, in the order they were sent. */
  const listQueries = () =>
    api.fetchMock.mock.calls
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://localhost'),
        method: init?.method ?? 'GET',
      }))
      .filter(({ url, method }) => method === 'GET' && url.pathname === '/api/products')
      .map(({ url }) => Object.fromEntries(url.searchParams))
  return { ...api, listQueries, ...renderAdminTab(<ProductsTab />) }
}

const listing = (products: Product[]) => () => jsonResponse(200, pageBody(products))

function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!
}

describe('Products tab', () => {
  let intersection: ReturnType<typeof stubIntersectionObserver>
  beforeEach(() => {
    intersection = stubIntersectionObserver()
  })

  it('lists the first 10 products with category, rupee price, stock, flags and actions', async () => {
    const { listQueries } = openProductsTab({ 'GET /api/products': listing([gojo, luffy]) })

    const table = await screen.findByRole('table', { name: 'Products' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Product',
      'Status',
      'Category',
      'Price',
      'Stock',
      'Featured',
      'Best Seller',
      'New Arrival',
      'Actions',
    ])
    // Every status: unsaid, the server lists only the live products shoppers see.
    expect(listQueries()).toEqual([{ page: '1', limit: '10', status: 'all' }])

    const gojoRow = rowOf('Satoru Gojo figure')
    expect(within(gojoRow).getByText('Live')).toBeInTheDocument()
    expect(within(gojoRow).getByText('Figures')).toBeInTheDocument()
    expect(within(gojoRow).getByText('₹2,499.50')).toBeInTheDocument()
    expect(within(gojoRow).getByText('12')).toBeInTheDocument()
    expect(within(gojoRow).getByRole('button', { name: 'Featured: Satoru Gojo figure' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(within(gojoRow).getByRole('button', { name: 'Best Seller: Satoru Gojo figure' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(gojoRow).getByRole('link', { name: 'Edit Satoru Gojo figure' })).toHaveAttribute(
      'href',
      '/admin/products/edit/650000000000000000000c01',
    )

    const luffyRow = rowOf('Luffy Keychain')
    expect(within(luffyRow).getByRole('presentation')).toHaveAttribute('src', '/placeholder-product.jpg')
    expect(within(luffyRow).getByText('2 · Low')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 2 products')).toBeInTheDocument()
  })

  it('shows a product with options its price range and variants: count, out or low, and each one’s label, SKU and stock', async () => {
    const editions = makeProduct({
      _id: '650000000000000000000c03',
      name: 'Nezuko figure',
      price: 2499,
      maxPrice: 3999,
      stock: 6,
      options: [{ name: 'Edition', values: ['Standard', 'Deluxe', 'Limited'] }],
    })
    const variant = (id: string, label: string, sku: string, stock: number) => ({
      _id: id,
      options: { Edition: label },
      label,
      sku,
      jan: null,
      price: 2499,
      originalPrice: 2499,
      stock,
      images: [],
      maxPerCustomer: null,
      preorderLimit: null,
    })
    const { user } = openProductsTab({
      'GET /api/products': listing([editions, luffy]),
      [`GET /api/products/${editions._id}`]: () =>
        jsonResponse(200, {
          ...editions,
          variants: [
            variant('v1', 'Standard', 'NEZ-STD', 4),
            variant('v2', 'Deluxe', 'NEZ-DLX', 2),
            variant('v3', 'Limited', 'NEZ-LTD', 0),
          ],
        }),
    })

    await screen.findByRole('table', { name: 'Products' })
    const row = within(rowOf('Nezuko figure'))
    expect(row.getByText('₹2,499.00 – ₹3,999.00')).toBeInTheDocument()
    const toggle = await row.findByRole('button', { name: /^3 variants\s?of Nezuko figure/ })
    expect(toggle).toHaveTextContent('· 1 out, 1 low')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(row.queryByRole('list', { name: 'Variants of Nezuko figure' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const variants = row.getByRole('list', { name: 'Variants of Nezuko figure' })
    expect(
      within(variants)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'StandardSKU NEZ-STD · Stock 4',
      'DeluxeSKU NEZ-DLX · Stock 2 · Low',
      'LimitedSKU NEZ-LTD · Stock 0 · Out',
    ])
    // A product sold as itself has no variants to show, and its variants are never asked for.
    expect(
      within(rowOf('Luffy Keychain')).queryByRole('button', { name: /variants/ }),
    ).not.toBeInTheDocument()
  })

  it('shows the placeholder when an image fails to load', async () => {
    openProductsTab({ 'GET /api/products': listing([gojo]) })

    await screen.findByRole('rowheader', { name: 'Satoru Gojo figure' })
    const image = within(rowOf('Satoru Gojo figure')).getByRole('presentation')
    expect(image).toHaveAttribute('src', gojo.images[0])
    image.dispatchEvent(new Event('error'))
    await waitFor(() => expect(image).toHaveAttribute('src', '/placeholder-product.jpg'))
  })

  it('has Add Product leading to the new product form', async () => {
    const { user, currentUrl } = openProductsTab({ 'GET /api/products': listing([gojo]) })

    await user.click(await screen.findByRole('link', { name: 'Add Product' }))
    expect(currentUrl()).toBe('/admin/products/new')
  })

  it("has Raffles leading to the admin's raffles, shown to admins only (staff cannot run raffles)", async () => {
    storeSignedInUser({ ...admin, role: 'staff' })
    const staffView = openProductsTab({ 'GET /api/products': listing([gojo]) })
    await screen.findByRole('link', { name: 'Add Product' })
    expect(screen.queryByRole('link', { name: 'Raffles' })).not.toBeInTheDocument()
    staffView.unmount()

    storeSignedInUser(admin)
    const { user, currentUrl } = openProductsTab({ 'GET /api/products': listing([gojo]) })
    await user.click(await screen.findByRole('link', { name: 'Raffles' }))
    expect(currentUrl()).toBe('/admin/raffles')
  })

  it('sends the search once, after a pause in typing', async () => {
    const { user, listQueries } = openProductsTab({ 'GET /api/products': listing([gojo, luffy]) })
    await screen.findByRole('table', { name: 'Products' })

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gojo')
    expect(listQueries()).toEqual([{ page: '1', limit: '10', status: 'all' }])

    await waitFor(() => expect(listQueries()).toHaveLength(2))
    expect(listQueries()[1]).toEqual({ page: '1', limit: '10', status: 'all', search: 'gojo' })
    // Nothing more once typing has stopped: no request for "g", "go" or "goj".
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(listQueries()).toHaveLength(2)
  })

  it('says No products found when nothing matches', async () => {
    openProductsTab({ 'GET /api/products': listing([]) })
    expect(await screen.findByText('No products found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it.each([
    ['Featured', { isFeatured: true }, 'Product added to featured', 'true'],
    ['Best Seller', { isBestSeller: false }, 'Product removed from best sellers', 'false'],
    ['New Arrival', { isNewArrival: true }, 'Product added to new arrivals', 'true'],
  ])(
    'switches %s with a PATCH of that one flag and confirms it',
    async (label, payload, message, pressed) => {
      const { user, requestsTo } = openProductsTab({
        'GET /api/products': listing([gojo, luffy]),
        'PATCH /api/products/650000000000000000000c01': () => jsonResponse(200, { ...gojo, ...payload }),
      })

      await user.click(await screen.findByRole('button', { name: `${label}: Satoru Gojo figure` }))

      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(requestsTo('PATCH', '/api/products/650000000000000000000c01').map((r) => r.body)).toEqual([
        payload,
      ])
      await waitFor(() =>
        expect(screen.getByRole('button', { name: `${label}: Satoru Gojo figure` })).toHaveAttribute(
          'aria-pressed',
          pressed,
        ),
      )
    },
  )

  it('ignores a flag pressed again while its change is on the way', async () => {
    let answer: (response: Response) => void = () => {}
    const { user, requestsTo } = openProductsTab({
      'GET /api/products': listing([gojo]),
      'PATCH /api/products/650000000000000000000c01': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    })

    const featured = await screen.findByRole('button', { name: 'Featured: Satoru Gojo figure' })
    await user.click(featured)
    await user.click(featured)
    expect(featured).toHaveAttribute('aria-busy', 'true')
    expect(featured).toHaveFocus()

    answer(jsonResponse(200, { ...gojo, isFeatured: true }))
    expect(await screen.findByText('Product added to featured')).toBeInTheDocument()
    expect(requestsTo('PATCH', '/api/products/650000000000000000000c01')).toHaveLength(1)
    await waitFor(() => expect(featured).toHaveAttribute('aria-pressed', 'true'))
  })

  it('says Failed to update product and keeps the flag when the PATCH fails', async () => {
    const { user } = openProductsTab({
      'GET /api/products': listing([gojo]),
      'PATCH /api/products/650000000000000000000c01': () =>
        jsonResponse(500, { success: false, message: 'Database unavailable' }),
    })

    await user.click(await screen.findByRole('button', { name: 'Featured: Satoru Gojo figure' }))

    expect(await screen.findByText('Failed to update product')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Featured: Satoru Gojo figure' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('deletes a product only after the confirmation, then takes its row away', async () => {
    const { user, requestsTo } = openProductsTab({
      'GET /api/products': [listing([gojo, luffy]), listing([gojo])],
      'DELETE /api/products/650000000000000000000c02': () =>
        jsonResponse(200, { success: true, message: 'Product removed' }),
    })

    await user.click(await screen.findByRole('button', { name: 'Delete Luffy Keychain' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requestsTo('DELETE', '/api/products/650000000000000000000c02')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete Luffy Keychain' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument()
    expect(requestsTo('DELETE', '/api/products/650000000000000000000c02')).toHaveLength(1)
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Luffy Keychain/ })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('rowheader', { name: /Satoru Gojo figure/ })).toBeInTheDocument()
  })

  it('says Failed to delete product and keeps the row when the DELETE fails', async () => {
    const { user } = openProductsTab({
      'GET /api/products': listing([gojo, luffy]),
      'DELETE /api/products/650000000000000000000c02': () =>
        jsonResponse(404, { success: false, message: 'Product not found' }),
    })

    await user.click(await screen.findByRole('button', { name: 'Delete Luffy Keychain' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: /Luffy Keychain/ })).toBeInTheDocument()
  })

  it('loads the next page once when the last row comes within 100 px of view', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => makeProduct({ name: `Figure ${index + 1}` }))
    const secondPage = [makeProduct({ name: 'Figure 11' })]
    let answerSecondPage: (response: Response) => void = () => {}
    const { listQueries } = openProductsTab({
      'GET /api/products': [
        () => jsonResponse(200, pageBody(firstPage, { totalProducts: 11, totalPages: 2 })),
        () => new Promise<Response>((resolve) => (answerSecondPage = resolve)),
      ],
    })

    await screen.findByRole('rowheader', { name: /Figure 10/ })
    const lastRow = rowOf('Figure 10')
    const [observer] = intersection.watching(lastRow)
    expect(observer?.options).toEqual({ rootMargin: '0px 0px 100px 0px', threshold: 0.1 })

    intersection.bringIntoView(lastRow)
    intersection.bringIntoView(lastRow)
    expect(await screen.findByText('Loading more…')).toBeInTheDocument()

    answerSecondPage(jsonResponse(200, pageBody(secondPage, { page: 2, totalProducts: 11, totalPages: 2 })))
    expect(await screen.findByRole('rowheader', { name: /Figure 11/ })).toBeInTheDocument()
    expect(screen.queryByText('Loading more…')).not.toBeInTheDocument()
    expect(listQueries()).toEqual([
      { page: '1', limit: '10', status: 'all' },
      { page: '2', limit: '10', status: 'all' },
    ])
    // The last page is in: the new last row is not watched, nothing more is asked for.
    expect(intersection.watching(rowOf('Figure 11'))).toHaveLength(0)
  })

  it('shows a loading state while the first page comes', async () => {
    openProductsTab({ 'GET /api/products': pendingResponse })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products')
  })

  it('says Failed to load products and offers to try again', async () => {
    const { user, listQueries } = openProductsTab({
      'GET /api/products': [
        () => jsonResponse(403, { success: false, message: 'Admin access required' }),
        listing([gojo]),
      ],
    })

    expect((await screen.findAllByText('Failed to load products')).length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('rowheader', { name: /Satoru Gojo figure/ })).toBeInTheDocument()
    expect(listQueries()).toHaveLength(2)
  })
})

describe('Products tab: shoppers waiting for a restock', () => {
  beforeEach(() => {
    stubIntersectionObserver()
  })

  const soldOut = makeProduct({ _id: '650000000000000000000c03', name: 'Nezuko Plush', stock: 0 })
  const bagged = makeProduct({ _id: '650000000000000000000c04', name: 'Tanjiro Bag', stock: 0 })

  it('marks each sold-out product with how many shoppers wait, and names the most awaited first', async () => {
    openProductsTab({
      'GET /api/products': listing([gojo, soldOut, bagged]),
      'GET /api/stock-alerts': () =>
        jsonResponse(200, {
          success: true,
          waiting: { '650000000000000000000c03': 3, '650000000000000000000c04': 5 },
        }),
    })

    await screen.findByRole('rowheader', { name: /Nezuko Plush/ })
    expect(await within(rowOf('Nezuko Plush')).findByText('3 waiting')).toBeInTheDocument()
    expect(within(rowOf('Tanjiro Bag')).getByText('5 waiting')).toBeInTheDocument()
    expect(within(rowOf('Satoru Gojo figure')).queryByText(/waiting/)).not.toBeInTheDocument()

    const hint = screen.getByRole('region', { name: 'Restock first' })
    const links = within(hint).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Tanjiro Bag5 waiting', 'Nezuko Plush3 waiting'])
    expect(links[0]).toHaveAttribute('href', '/admin/products/edit/650000000000000000000c04')
  })

  it('shows the table alone when nobody waits or the counts cannot be loaded', async () => {
    openProductsTab({
      'GET /api/products': listing([gojo, soldOut]),
      'GET /api/stock-alerts': () => jsonResponse(500, { success: false, message: 'Database unavailable' }),
    })

    await screen.findByRole('rowheader', { name: /Nezuko Plush/ })
    expect(screen.queryByRole('region', { name: 'Restock first' })).not.toBeInTheDocument()
    expect(screen.queryByText(/waiting/)).not.toBeInTheDocument()
    expect(screen.queryByText('Failed to load products')).not.toBeInTheDocument()
  })
})

describe('Products tab: statuses and launches', () => {
  beforeEach(() => {
    stubIntersectionObserver()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const NOW = Date.parse('2026-11-29T10:00:00.000Z')
  const drop = makeProduct({
    _id: '650000000000000000000c05',
    name: 'Makima Scale Figure',
    status: 'scheduled',
    liveAt: '2026-12-01T14:13:09.000Z',
    teaser: true,
    earlyAccessMinutes: 30,
  })
  const soon = makeProduct({
    _id: '650000000000000000000c06',
    name: 'Power Nendoroid',
    status: 'scheduled',
    liveAt: '2026-11-29T10:00:03.000Z',
  })

  it('marks each product’s status, and lists one status when the filter asks for it', async () => {
    const { user, listQueries } = openProductsTab({
      'GET /api/products': [listing([gojo, { ...drop, status: 'draft' }]), listing([drop])],
    })

    await screen.findByRole('rowheader', { name: /Makima Scale Figure/ })
    expect(within(rowOf('Makima Scale Figure')).getByText('Draft')).toBeInTheDocument()
    expect(within(rowOf('Satoru Gojo figure')).getByText('Live')).toBeInTheDocument()

    const filter = screen.getByRole('combobox', { name: 'Status' })
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Draft', 'Scheduled', 'Live', 'Archived'])
    await user.selectOptions(filter, 'Scheduled')

    await waitFor(() => expect(listQueries()).toHaveLength(2))
    expect(listQueries()[1]).toEqual({ page: '1', limit: '10', status: 'scheduled' })
    expect(await within(rowOf('Makima Scale Figure')).findByText('Scheduled')).toBeInTheDocument()
    expect(screen.queryByRole('rowheader', { name: /Satoru Gojo figure/ })).not.toBeInTheDocument()
  })

  it('lists the launches by launch time, each counting down, and asks again once one has launched', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(NOW)
    const { user, listQueries } = openProductsTab({
      'GET /api/products': [listing([gojo]), listing([drop, soon]), listing([drop])],
    })
    await screen.findByRole('table', { name: 'Products' })

    await user.click(screen.getByRole('button', { name: 'Launches' }))
    expect(screen.getByRole('button', { name: 'Launches' })).toHaveAttribute('aria-pressed', 'true')
    const launches = await screen.findByRole('list', { name: 'Launches' })
    expect(listQueries()[1]).toEqual({ launches: 'true', limit: '100' })

    const [first, second] = within(launches).getAllByRole('listitem')
    expect(first).toHaveTextContent('Power Nendoroid')
    expect(first).toHaveTextContent('00h 00m 03s')
    expect(second).toHaveTextContent('Makima Scale Figure')
    expect(second).toHaveTextContent('Tue, 1 Dec 2026, 7:43 pm IST')
    expect(second).toHaveTextContent('Teaser page · early access 30 min before')
    expect(second).toHaveTextContent('2d 04h 13m 09s')
    expect(within(second!).getByRole('link', { name: 'Edit Makima Scale Figure' })).toHaveAttribute(
      'href',
      '/admin/products/edit/650000000000000000000c05',
    )

    await act(() => vi.advanceTimersByTime(1_000))
    expect(second).toHaveTextContent('2d 04h 13m 08s')
    expect(first).toHaveTextContent('00h 00m 02s')

    await act(() => vi.advanceTimersByTime(2_000))
    await waitFor(() => expect(listQueries()).toHaveLength(3))
    expect(listQueries()[2]).toEqual({ launches: 'true', limit: '100' })
    await waitFor(() => expect(within(launches).getAllByRole('listitem')).toHaveLength(1))
    expect(within(launches).getByRole('listitem')).toHaveTextContent('Makima Scale Figure')
  })

  it('says when no launch is scheduled', async () => {
    const { user } = openProductsTab({ 'GET /api/products': [listing([gojo]), listing([])] })
    await screen.findByRole('table', { name: 'Products' })
    await user.click(screen.getByRole('button', { name: 'Launches' }))
    expect(await screen.findByText('No launches scheduled')).toBeInTheDocument()
  })
})
