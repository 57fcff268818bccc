import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ProductFacets } from '@common/schemas/product'
import { cartStore } from '../../../lib/cart/cart-store'
import { makeProduct, productPageBody } from '../../../lib/products/product-test-fixtures'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const facets: ProductFacets = {
  series: [
    { value: 'Jujutsu Kaisen', slug: 'jujutsu-kaisen', count: 12 },
    { value: 'One Piece', slug: 'one-piece', count: 7 },
  ],
  character: [{ value: 'Gojo Satoru', count: 4 }],
  manufacturer: [
    { value: 'Good Smile Company', count: 9 },
    { value: 'Banpresto', count: 6 },
  ],
  line: [{ value: 'Nendoroid', count: 5 }],
  scale: [{ value: '1/7', count: 3 }],
  category: [{ value: 'figures', count: 19 }],
  price: { min: 499, max: 24999 },
  inStock: 15,
  preorder: 2,
}

const products = (count: number) =>
  Array.from({ length: count }, (_, index) => makeProduct({ name: `Figure ${index + 1}` }))

/** The listing, its facets and a series, each answering as given; the queries sent are read back in full. */
function mockCatalogue(routes: Record<string, ApiHandler | ApiHandler[]> = {}) {
  const api = mockApi({
    'GET /api/products': () => jsonResponse(200, productPageBody(products(3), 3)),
    'GET /api/products/facets': () => jsonResponse(200, facets),
    'GET /api/products/series/jujutsu-kaisen': () =>
      jsonResponse(200, { name: 'Jujutsu Kaisen', slug: 'jujutsu-kaisen', productCount: 12 }),
    ...routes,
  })
  const queriesTo = (path: string) =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => url.searchParams)
  return {
    ...api,
    lastListingQuery: () => queriesTo('/api/products').at(-1),
    lastFacetsQuery: () => queriesTo('/api/products/facets').at(-1),
  }
}

const sidePanel = () => screen.getByRole('complementary', { name: 'Product filters' })
const findSidePanel = () => screen.findByRole('complementary', { name: 'Product filters' })
const chipRow = () => screen.getByRole('list', { name: 'Active filters' })

// The whole app renders for each test; on a busy machine the first paint can take more than a second, and each
// filter ticked is a navigation with its two queries.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => cartStore.clear())

describe('the listing’s filters with counts', () => {
  it('shows each filter as a fieldset of values with their counts, counted for the listing’s own query', async () => {
    const api = mockCatalogue()
    renderApp('/collections/figures?manufacturer=Banpresto&sort=price-asc')
    const panel = await findSidePanel()

    expect(await within(panel).findByRole('checkbox', { name: 'Jujutsu Kaisen (12)' })).not.toBeChecked()
    const series = within(panel).getByRole('group', { name: 'Series' })
    expect(
      within(series)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Jujutsu Kaisen (12)', 'One Piece (7)'])
    const makers = within(panel).getByRole('group', { name: 'Manufacturer' })
    expect(within(makers).getByRole('checkbox', { name: 'Banpresto (6)' })).toBeChecked()
    expect(within(makers).getByRole('checkbox', { name: 'Good Smile Company (9)' })).not.toBeChecked()
    expect(within(panel).getByRole('checkbox', { name: 'Nendoroid (5)' })).toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: '1/7 (3)' })).toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: 'Gojo Satoru (4)' })).toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: 'In Stock (15)' })).toBeInTheDocument()
    expect(within(panel).getByRole('checkbox', { name: 'Pre-order (2)' })).toBeInTheDocument()
    expect(within(panel).getByRole('textbox', { name: 'Maximum price' })).toHaveAttribute(
      'placeholder',
      '24999',
    )

    // The facets take the listing's filters, without its paging or order.
    const query = api.lastFacetsQuery()!
    expect(Object.fromEntries(query)).toEqual({ category: 'figures', manufacturer: 'Banpresto' })
  }, 20_000)

  it('reads every filter from the address into the listing’s query, several values of one filter together', async () => {
    const api = mockCatalogue()
    renderApp(
      '/collections?series=jujutsu-kaisen&series=One%20Piece&scale=1%2F7&line=Nendoroid&minPrice=500&maxPrice=2000&preorder=true&inStock=true',
    )
    await screen.findByText('3 item(s) found')
    const query = api.lastListingQuery()!
    // A series named in the address is asked for by its slug, as the filter's checkbox names it.
    expect(query.getAll('series')).toEqual(['jujutsu-kaisen', 'one-piece'])
    expect(query.getAll('scale')).toEqual(['1/7'])
    expect(query.getAll('line')).toEqual(['Nendoroid'])
    expect(query.get('minPrice')).toBe('500')
    expect(query.get('maxPrice')).toBe('2000')
    expect(query.get('preorder')).toBe('true')
    expect(query.get('inStock')).toBe('true')

    const panel = await findSidePanel()
    expect(await within(panel).findByRole('checkbox', { name: 'Jujutsu Kaisen (12)' })).toBeChecked()
    expect(within(panel).getByRole('checkbox', { name: 'One Piece (7)' })).toBeChecked()
    expect(within(panel).getByRole('checkbox', { name: 'Pre-order (2)' })).toBeChecked()
    expect(within(panel).getByRole('textbox', { name: 'Minimum price' })).toHaveValue('500')
  }, 20_000)

  it('adds a repeated parameter for each value ticked and removes it when unticked; back restores it', async () => {
    const api = mockCatalogue()
    const { user, currentUrl, router } = renderApp('/collections')
    const panel = await findSidePanel()

    await user.click(await within(panel).findByRole('checkbox', { name: 'Jujutsu Kaisen (12)' }))
    await waitFor(() => expect(currentUrl()).toBe('/collections?series=jujutsu-kaisen'))
    await user.click(within(panel).getByRole('checkbox', { name: 'One Piece (7)' }))
    await waitFor(() => expect(currentUrl()).toBe('/collections?series=jujutsu-kaisen&series=one-piece'))
    await waitFor(() =>
      expect(api.lastListingQuery()?.getAll('series')).toEqual(['jujutsu-kaisen', 'one-piece']),
    )
    // The counts are asked for as the page shows the new filters, a moment after the listing.
    await waitFor(() =>
      expect(api.lastFacetsQuery()?.getAll('series')).toEqual(['jujutsu-kaisen', 'one-piece']),
    )

    await user.click(within(panel).getByRole('checkbox', { name: 'Good Smile Company (9)' }))
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/collections?series=jujutsu-kaisen&series=one-piece&manufacturer=Good+Smile+Company',
      ),
    )
    await user.click(within(panel).getByRole('checkbox', { name: 'Jujutsu Kaisen (12)' }))
    await waitFor(() =>
      expect(currentUrl()).toBe('/collections?series=one-piece&manufacturer=Good+Smile+Company'),
    )
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: 'Jujutsu Kaisen (12)' })).not.toBeChecked(),
    )

    await router.navigate(-1)
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: 'Jujutsu Kaisen (12)' })).toBeChecked(),
    )
    expect(currentUrl()).toBe(
      '/collections?series=jujutsu-kaisen&series=one-piece&manufacturer=Good+Smile+Company',
    )
  }, 20_000)

  it('shows a chip for each filter that removes it, and "Clear all" that removes them all', async () => {
    mockCatalogue()
    const { user, currentUrl } = renderApp(
      '/collections?series=jujutsu-kaisen&manufacturer=Good+Smile+Company&manufacturer=Banpresto&minPrice=500&maxPrice=2000&inStock=true',
    )
    // The series reads as its name once the counts have named it.
    const chips = await screen.findByRole('list', { name: 'Active filters' })
    expect(await within(chips).findByRole('button', { name: 'Remove Jujutsu Kaisen' })).toBeInTheDocument()
    expect(
      within(chipRow())
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Remove Jujutsu Kaisen',
      'Remove Good Smile Company',
      'Remove Banpresto',
      'Remove ₹500 – ₹2,000',
      'Remove In Stock',
    ])

    await user.click(within(chipRow()).getByRole('button', { name: 'Remove Good Smile Company' }))
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/collections?inStock=true&series=jujutsu-kaisen&manufacturer=Banpresto&minPrice=500&maxPrice=2000',
      ),
    )
    // Focus goes to the chip that took the removed one's place.
    await waitFor(() =>
      expect(within(chipRow()).getByRole('button', { name: 'Remove Banpresto' })).toHaveFocus(),
    )
    await user.click(within(chipRow()).getByRole('button', { name: 'Remove ₹500 – ₹2,000' }))
    await waitFor(() =>
      expect(currentUrl()).toBe('/collections?inStock=true&series=jujutsu-kaisen&manufacturer=Banpresto'),
    )
    await waitFor(() =>
      expect(within(sidePanel()).getByRole('textbox', { name: 'Minimum price' })).toHaveValue(''),
    )

    // The chip row's "Clear all", beside the side panel's.
    const clearAll = screen
      .getAllByRole('button', { name: 'Clear all' })
      .find((button) => !sidePanel().contains(button))
    await user.click(clearAll!)
    await waitFor(() => expect(currentUrl()).toBe('/collections'))
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument(),
    )
  }, 20_000)

  it('applies a price range with its button, refusing an amount that is not rupees or a minimum above the maximum', async () => {
    const api = mockCatalogue()
    const { user, currentUrl } = renderApp('/collections')
    const panel = await findSidePanel()
    await screen.findByText('3 item(s) found')
    const min = within(panel).getByRole('textbox', { name: 'Minimum price' })
    const max = within(panel).getByRole('textbox', { name: 'Maximum price' })

    await user.type(min, '2000')
    await user.type(max, '500')
    await user.click(within(panel).getByRole('button', { name: 'Apply price range' }))
    expect(within(panel).getByRole('alert')).toHaveTextContent('The minimum must not be above the maximum')
    expect(min).toHaveAttribute('aria-invalid', 'true')
    expect(currentUrl()).toBe('/collections')

    await user.clear(min)
    await user.type(min, '12.345')
    await user.click(within(panel).getByRole('button', { name: 'Apply price range' }))
    expect(within(panel).getByRole('alert')).toHaveTextContent('Enter prices in rupees')

    await user.clear(min)
    await user.type(min, '99.50{Enter}')
    await waitFor(() => expect(currentUrl()).toBe('/collections?minPrice=99.50&maxPrice=500'))
    await waitFor(() => expect(api.lastListingQuery()?.get('minPrice')).toBe('99.50'))
    const chips = await screen.findByRole('list', { name: 'Active filters' })
    expect(within(chips).getByRole('button', { name: 'Remove ₹99.50 – ₹500' })).toBeInTheDocument()
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
  }, 20_000)

  it('keeps the filters on a phone in a modal sheet: focus inside, Tab wraps, Escape closes, "Show N products"', async () => {
    mockCatalogue({
      'GET /api/products': [
        () => jsonResponse(200, productPageBody(products(3), 19)),
        () => jsonResponse(200, productPageBody(products(3), 12)),
      ],
    })
    const { user, currentUrl } = renderApp('/collections')
    await screen.findByText('19 item(s) found')
    const toggle = screen.getByRole('button', { name: 'Show Filters' })

    await user.click(toggle)
    const sheet = screen.getByRole('dialog', { name: 'Filters' })
    expect(sheet).toHaveAttribute('aria-modal', 'true')
    const close = within(sheet).getByRole('button', { name: 'Hide Filters' })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(within(sheet).getByRole('button', { name: 'Show 19 products' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()

    // Ticked in the sheet, a filter applies at once: the sheet's button counts what it leaves.
    await user.click(await within(sheet).findByRole('checkbox', { name: 'Jujutsu Kaisen (12)' }))
    await waitFor(() => expect(currentUrl()).toBe('/collections?series=jujutsu-kaisen'))
    expect(await within(sheet).findByRole('button', { name: 'Show 12 products' })).toBeInTheDocument()
    expect(within(sheet).getByRole('checkbox', { name: 'Jujutsu Kaisen (12)' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Show Filters (1 active)' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show Filters (1 active)' })).toHaveFocus()
  }, 20_000)

  it('shows the filters without counts when the counts cannot be had', async () => {
    mockCatalogue({ 'GET /api/products/facets': () => jsonResponse(400, { success: false, message: 'bad' }) })
    renderApp('/collections?manufacturer=Banpresto')
    await screen.findByText('3 item(s) found')
    const panel = await findSidePanel()
    expect(await within(panel).findByRole('checkbox', { name: 'Banpresto' })).toBeChecked()
    expect(within(panel).getByRole('checkbox', { name: 'In Stock' })).not.toBeChecked()
    expect(within(panel).queryByRole('group', { name: 'Series' })).not.toBeInTheDocument()
  }, 20_000)
})

describe('series pages', () => {
  it('lists one series under its own heading and title, the other filters working on it', async () => {
    const api = mockCatalogue()
    const { user, currentUrl } = renderApp('/collections/series/jujutsu-kaisen')

    expect(await screen.findByRole('heading', { level: 1, name: 'Jujutsu Kaisen' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Jujutsu Kaisen Figures & Merchandise | AnimeVerse'))
    await screen.findByText('3 item(s) found')
    expect(api.lastListingQuery()?.getAll('series')).toEqual(['jujutsu-kaisen'])
    expect(api.lastFacetsQuery()?.getAll('series')).toEqual(['jujutsu-kaisen'])

    const panel = await findSidePanel()
    await user.click(await within(panel).findByRole('checkbox', { name: 'Good Smile Company (9)' }))
    await waitFor(() =>
      expect(currentUrl()).toBe('/collections/series/jujutsu-kaisen?manufacturer=Good+Smile+Company'),
    )
    await waitFor(() =>
      expect(Object.fromEntries(api.lastListingQuery()!)).toMatchObject({
        series: 'jujutsu-kaisen',
        manufacturer: 'Good Smile Company',
      }),
    )
    // The series is the page itself: no series filter, no chip for it.
    expect(within(panel).queryByRole('group', { name: 'Series' })).not.toBeInTheDocument()
    const chips = await screen.findByRole('list', { name: 'Active filters' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Remove Good Smile Company'])

    await user.click(within(panel).getByRole('button', { name: 'Figures' }))
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/collections/series/jujutsu-kaisen?category=figures&manufacturer=Good+Smile+Company',
      ),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Jujutsu Kaisen' })).toBeInTheDocument()
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Figures' })).toHaveAttribute('aria-pressed', 'true'),
    )
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(currentUrl()).toBe('/collections/series/jujutsu-kaisen'))
  }, 20_000)

  it('names the series from its products while its own answer is on its way', async () => {
    const nezuko = makeProduct({ name: 'Nezuko Figure', series: 'Demon Slayer', seriesSlug: 'demon-slayer' })
    mockCatalogue({
      'GET /api/products': () => jsonResponse(200, productPageBody([nezuko])),
      'GET /api/products/series/demon-slayer': pendingResponse,
    })
    renderApp('/collections/series/demon-slayer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Demon Slayer' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Demon Slayer Figures & Merchandise | AnimeVerse'))
  }, 20_000)

  it('shows the not-found page for a series the shop does not have', async () => {
    mockCatalogue({
      'GET /api/products/series/no-such-show': () =>
        jsonResponse(404, { success: false, message: 'Series not found' }),
    })
    renderApp('/collections/series/no-such-show')
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument()
  }, 20_000)
})
