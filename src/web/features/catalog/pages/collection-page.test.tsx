import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../../lib/cart/cart-store'
import { makeProduct, productPageBody } from '../../../lib/products/product-test-fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const products = (count: number, prefix = 'Figure') =>
  Array.from({ length: count }, (_, index) => makeProduct({ name: `${prefix} ${index + 1}` }))

/** GET /api/products answering the given pages in order (the last one repeats). */
function mockProducts(...answers: ApiHandler[]) {
  const api = mockApi({ 'GET /api/products': answers })
  const productQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/products')
      .map((url) => Object.fromEntries(url.searchParams))
  return { ...api, productQueries, lastQuery: () => productQueries().at(-1) }
}

const page =
  (items: ReturnType<typeof products>, total = items.length) =>
  () =>
    jsonResponse(200, productPageBody(items, total))
const grid = () => screen.getByRole('list', { name: 'Products' })
const toasts = () => screen.getByRole('region', { name: /notifications/i })

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => cartStore.clear())

describe('collection listing', () => {
  it('shows the category heading and "N item(s) found" from the total, asking for page 1 of 20 newest', async () => {
    const api = mockProducts(page(products(3), 3))
    renderApp('/collections/figures')

    expect(await screen.findByRole('heading', { level: 1, name: 'Figures' })).toBeInTheDocument()
    expect(await screen.findByText('3 item(s) found')).toBeInTheDocument()
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(3)
    expect(api.lastQuery()).toEqual({ page: '1', limit: '20', sort: '-createdAt', category: 'figures' })
  })

  it('reads "All Products" without a category and maps the flag categories to flags', async () => {
    const api = mockProducts(page(products(1)))
    const { router } = renderApp('/collections')
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    await screen.findByText('1 item(s) found')
    expect(api.lastQuery()).toEqual({ page: '1', limit: '20', sort: '-createdAt' })

    await router.navigate('/collections?category=new-arrivals')
    expect(await screen.findByRole('heading', { level: 1, name: 'New Arrivals' })).toBeInTheDocument()
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ newArrival: 'true' }))

    await router.navigate('/collections/bestsellers')
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ bestseller: 'true' }))
    await router.navigate('/collections/featured')
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ featured: 'true' }))
    await router.navigate('/collections/keychain')
    expect(await screen.findByRole('heading', { level: 1, name: 'KeyChains' })).toBeInTheDocument()
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ category: 'keychains' }))
    expect(screen.getByRole('button', { name: 'KeyChains' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('offers the eight category buttons and keeps the category in the address when one is chosen', async () => {
    const api = mockProducts(page(products(2)))
    const { user, currentUrl } = renderApp('/collections')
    await screen.findByText('2 item(s) found')

    const labels = [
      'All Products',
      'Featured',
      'New Arrivals',
      'Best Sellers',
      'Figures',
      'KeyChains',
      'Q Posket',
      'Other',
    ]
    for (const label of labels) expect(screen.getByRole('button', { name: label })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Q Posket' }))
    expect(currentUrl()).toBe('/collections?category=qposket')
    expect(await screen.findByRole('heading', { level: 1, name: 'Q Posket' })).toBeInTheDocument()
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ category: 'qposket', page: '1' }))
  })

  it('filters to products in stock with the In Stock box', async () => {
    const api = mockProducts(page(products(2)))
    const { user, currentUrl } = renderApp('/collections/figures')
    await screen.findByText('2 item(s) found')

    await user.click(screen.getByRole('checkbox', { name: 'In Stock' }))
    // The route's loader makes every navigation take a moment.
    await waitFor(() => expect(currentUrl()).toBe('/collections/figures?inStock=true'))
    await waitFor(() =>
      expect(api.lastQuery()).toMatchObject({ inStock: 'true', category: 'figures', page: '1' }),
    )
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'In Stock' })).toBeChecked())
  })

  it('sorts through the dropdown and leaves sort out of the address for Newest', async () => {
    const api = mockProducts(page(products(2)))
    const { user, currentUrl } = renderApp('/collections')
    await screen.findByText('2 item(s) found')
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Price: Low to High', 'Price: High to Low', 'Top Rated'])

    await user.selectOptions(sort, 'Price: Low to High')
    expect(currentUrl()).toBe('/collections?sort=price-asc')
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ sort: 'price' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Top Rated')
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ sort: '-rating' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest')
    expect(currentUrl()).toBe('/collections')
  })

  it('searches with q in the address', async () => {
    const api = mockProducts(page(products(2)))
    const { user, currentUrl } = renderApp('/collections?sort=price-desc')
    await screen.findByText('2 item(s) found')

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  gojo {Enter}')
    expect(currentUrl()).toBe('/collections?sort=price-desc&q=gojo')
    await waitFor(() => expect(api.lastQuery()).toMatchObject({ search: 'gojo', sort: '-price', page: '1' }))
  })

  it('ranks a search by best match, offered first in the dropdown while searching', async () => {
    const api = mockProducts(page(products(2)))
    const { user, currentUrl } = renderApp('/collections')
    await screen.findByText('2 item(s) found')

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'gojo{Enter}')
    expect(currentUrl()).toBe('/collections?q=gojo')
    await waitFor(() => expect(api.lastQuery()).toEqual({ page: '1', limit: '20', search: 'gojo' }))
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    // The select follows the address a render after the request goes out.
    await waitFor(() => expect(sort).toHaveValue('relevance'))
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Best match')
  })

  it('"Clear all" empties every query parameter', async () => {
    mockProducts(page(products(2)))
    const { user, currentUrl } = renderApp(
      '/collections?category=figures&sort=price-asc&q=luffy&inStock=true',
    )
    await screen.findByText('2 item(s) found')
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('luffy')

    // The side panel's (the chip row above the grid has one too).
    const panel = screen.getByRole('complementary', { name: 'Product filters' })
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }))
    expect(currentUrl()).toBe('/collections')
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest')
  })

  it('restores the filters from the address on back and forward', async () => {
    mockProducts(page(products(2)))
    const { user, router } = renderApp('/collections')
    await screen.findByText('2 item(s) found')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low')
    await user.click(screen.getByRole('button', { name: 'Figures' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Figures' })).toBeInTheDocument()

    await router.navigate(-1)
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
    await router.navigate(-1)
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest'))
    await router.navigate(1)
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc'))
  })

  it('loads more while the last page was full, appending the next page', async () => {
    const api = mockProducts(page(products(20, 'First'), 25), page(products(5, 'Second'), 25))
    const { user } = renderApp('/collections')
    expect(await screen.findByText('25 item(s) found')).toBeInTheDocument()
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(20)

    await user.click(screen.getByRole('button', { name: 'Load More Products' }))
    await waitFor(() => expect(within(grid()).getAllByRole('listitem')).toHaveLength(25))
    expect(api.lastQuery()).toMatchObject({ page: '2', limit: '20' })
    // The grid draws its cards a few at a time, each step a transition React renders in slices, which the
    // queries' polling slows down here: the last card follows within a few steps.
    expect(await screen.findByText('Second 5', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More Products' })).not.toBeInTheDocument()
  }, 30_000)

  it('offers no "Load More Products" after a short page', async () => {
    mockProducts(page(products(19)))
    renderApp('/collections')
    await screen.findByText('19 item(s) found')
    expect(screen.queryByRole('button', { name: 'Load More Products' })).not.toBeInTheDocument()
  })

  it('toasts "Failed to load products" and empties the list when the first page fails', async () => {
    mockProducts(() => jsonResponse(400, { success: false, message: 'bad' }))
    renderApp('/collections')
    expect(await within(toasts()).findByText('Failed to load products')).toBeInTheDocument()
    expect(screen.getByText('0 item(s) found')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument()
  })

  it('toasts "Failed to load more products" when a later page fails, keeping what is shown', async () => {
    mockProducts(page(products(20), 40), () => jsonResponse(400, { success: false, message: 'bad' }))
    const { user } = renderApp('/collections')
    await screen.findByText('40 item(s) found')
    await user.click(screen.getByRole('button', { name: 'Load More Products' }))
    expect(await within(toasts()).findByText('Failed to load more products')).toBeInTheDocument()
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(20)
  })

  it('shows an empty state when nothing matches', async () => {
    mockProducts(page([]))
    renderApp('/collections?q=zzz')
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument()
    expect(screen.getByText('0 item(s) found')).toBeInTheDocument()
  })

  it('offers "Did you mean" in the empty state, its link running the corrected search', async () => {
    const api = mockProducts(
      () => jsonResponse(200, { ...productPageBody([]), didYouMean: 'naruto figure' }),
      page(products(2, 'Naruto')),
    )
    const { user, currentUrl } = renderApp('/collections/figures?q=narutp+figur')
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument()
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean “naruto figure”?')

    await user.click(screen.getByRole('link', { name: '“naruto figure”' }))
    await waitFor(() => expect(currentUrl()).toBe('/collections/figures?q=naruto+figure'))
    await waitFor(() =>
      expect(api.lastQuery()).toMatchObject({ search: 'naruto figure', category: 'figures' }),
    )
    expect(await screen.findByText('2 item(s) found')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('naruto figure')
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument()
  })

  it('offers "Did you mean" above results that only typo tolerance found', async () => {
    mockProducts(() => jsonResponse(200, { ...productPageBody(products(1, 'Itachi')), didYouMean: 'itachi' }))
    renderApp('/collections?q=itachy')
    expect(await screen.findByText('1 item(s) found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '“itachi”' })).toHaveAttribute('href', '/collections?q=itachi')
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(1)
  })

  it('opens the filters in a sheet with "Show Filters" on a phone, and closes it with "Show N products"', async () => {
    mockProducts(page(products(1)))
    const { user } = renderApp('/collections')
    const toggle = await screen.findByRole('button', { name: 'Show Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const sheet = screen.getByRole('dialog', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 product' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(toggle).toHaveFocus()
  })
})
