import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import { createTestQueryClient } from '../../../test/query-client'
import { jsonResponse, mockApi, pendingResponse, type ApiHandler } from '../../../test/mock-api'
import { ProductSearchBox } from './product-search-box'

const gojo = { _id: 'p-gojo', name: 'Satoru Gojo Domain Expansion Figure – 26 cm', price: 4999, image: null }
const keychain = {
  _id: 'p-key',
  name: 'Gojo Satoru Blindfold Acrylic Keychain',
  price: 229,
  image: '/media/0123456789abcdef0123456789abcdef.webp',
}

function ProductStub() {
  return <p>Product page {useParams().id}</p>
}

/** The box on a listing page, with the product page to go to; suggestions come from the given handlers. */
function renderSearchBox(suggestions: ApiHandler | ApiHandler[], value = '') {
  const api = mockApi({ 'GET /api/products/suggestions': suggestions })
  const onSearch = vi.fn()
  const router = createMemoryRouter(
    [
      { path: '/collections', element: <ProductSearchBox value={value} onSearch={onSearch} /> },
      { path: '/product/:id', element: <ProductStub /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/collections'] },
  )
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <button type="button">Outside</button>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const suggestionQueries = () =>
    api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/products/suggestions')
      .map((url) => url.searchParams.get('q'))
  return {
    api,
    onSearch,
    router,
    suggestionQueries,
    user: userEvent.setup(),
    box: () => screen.getByRole('combobox', { name: 'Search products' }),
  }
}

const answer =
  (suggestions: unknown[], didYouMean: string | null = null) =>
  () =>
    jsonResponse(200, { suggestions, didYouMean })
// Hidden while closed, the list is still in the page for the box's aria-controls to name.
const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions', hidden: true })
const options = () => within(listbox()).getAllByRole('option')

describe('product search box suggestions', () => {
  it('asks from the second character, after a pause, and shows image, name and price of each suggestion', async () => {
    const { user, box, suggestionQueries } = renderSearchBox(answer([gojo, keychain]))
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(box()).toHaveAttribute('aria-controls', listbox().id)

    await user.type(box(), 'g')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(suggestionQueries()).toEqual([])
    expect(box()).toHaveAttribute('aria-expanded', 'false')

    await user.type(box(), 'oj')
    const gojoOption = await screen.findByRole('option', { name: `${gojo.name}, ₹4,999.00` })
    // The typing was one burst: one request, for the whole text.
    expect(suggestionQueries()).toEqual(['goj'])
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(within(gojoOption).getByRole('img', { name: gojo.name })).toHaveAttribute('src', PLACEHOLDER_IMAGE)
    const keychainOption = screen.getByRole('option', { name: `${keychain.name}, ₹229.00` })
    expect(within(keychainOption).getByRole('img', { name: keychain.name })).toHaveAttribute(
      'src',
      keychain.image,
    )
    expect(options().map((option) => option.getAttribute('aria-label'))).toEqual([
      `${gojo.name}, ₹4,999.00`,
      `${keychain.name}, ₹229.00`,
      'See all results for “goj”',
    ])
    expect(await screen.findByRole('status')).toHaveTextContent('2 suggestions')
  })

  it('aborts the request for a text the shopper has typed past', async () => {
    const { api, user, box, suggestionQueries } = renderSearchBox([pendingResponse, answer([gojo])])
    await user.type(box(), 'sat')
    await waitFor(() => expect(suggestionQueries()).toEqual(['sat']))
    const first = api.requestsTo('GET', '/api/products/suggestions')[0]!

    await user.type(box(), 'oru')
    expect(await screen.findByRole('option', { name: /Satoru Gojo/ })).toBeInTheDocument()
    expect(suggestionQueries()).toEqual(['sat', 'satoru'])
    expect(first.signal?.aborted).toBe(true)
  })

  it('moves through the options with the arrow keys and opens the active product with Enter', async () => {
    const { user, box, router, onSearch } = renderSearchBox(answer([gojo, keychain]))
    await user.type(box(), 'gojo')
    await screen.findByRole('option', { name: /Satoru Gojo/ })
    expect(box()).not.toHaveAttribute('aria-activedescendant')

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id)
    expect(options()[1]).toHaveAttribute('aria-selected', 'true')
    expect(options()[0]).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowUp}')
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id)
    // Up from the first option leaves the list; up again wraps to its end, "See all results".
    await user.keyboard('{ArrowUp}')
    expect(box()).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowUp}')
    expect(box()).toHaveAttribute('aria-activedescendant', options()[2]!.id)
    await user.keyboard('{ArrowDown}{ArrowDown}')

    await user.keyboard('{Enter}')
    expect(await screen.findByText('Product page p-gojo')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/product/p-gojo')
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('searches with Enter when no option is active, and through "See all results"', async () => {
    const { user, box, onSearch } = renderSearchBox(answer([gojo]))
    await user.type(box(), '  gojo ')
    await screen.findByRole('option', { name: /Satoru Gojo/ })
    await user.keyboard('{Enter}')
    expect(onSearch).toHaveBeenLastCalledWith('gojo')
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(listbox()).not.toBeVisible()

    await user.type(box(), 'x')
    await user.click(await screen.findByRole('option', { name: 'See all results for “gojo x”' }))
    expect(onSearch).toHaveBeenLastCalledWith('gojo x')
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(box()).toHaveFocus()
  })

  it('opens a product with a click, the box keeping focus until then', async () => {
    const { user, box } = renderSearchBox(answer([gojo, keychain]))
    await user.type(box(), 'gojo')
    await user.click(await screen.findByRole('option', { name: /Blindfold Acrylic Keychain/ }))
    expect(await screen.findByText('Product page p-key')).toBeInTheDocument()
  })

  it('closes with Escape, keeping the text, and opens again with ArrowDown', async () => {
    const { user, box } = renderSearchBox(answer([gojo]))
    await user.type(box(), 'gojo')
    await screen.findByRole('option', { name: /Satoru Gojo/ })
    await user.keyboard('{ArrowDown}{Escape}')
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(box()).not.toHaveAttribute('aria-activedescendant')
    expect(box()).toHaveValue('gojo')

    await user.keyboard('{ArrowDown}')
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('option', { name: /Satoru Gojo/ })).toBeVisible()
  })

  it('closes when the shopper presses elsewhere or tabs away', async () => {
    const { user, box } = renderSearchBox(answer([gojo]))
    await user.type(box(), 'gojo')
    await screen.findByRole('option', { name: /Satoru Gojo/ })
    await user.click(screen.getByRole('button', { name: 'Outside' }))
    expect(box()).toHaveAttribute('aria-expanded', 'false')

    await user.type(box(), ' f')
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'))
    await user.tab()
    expect(box()).toHaveAttribute('aria-expanded', 'false')
  })

  it('clears the text with "Clear search", closing the list and keeping focus in the box', async () => {
    const { user, box, onSearch } = renderSearchBox(answer([gojo]), 'gojo')
    await user.type(box(), ' f')
    await screen.findByRole('option', { name: /Satoru Gojo/ })
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box()).toHaveValue('')
    expect(box()).toHaveFocus()
    expect(box()).toHaveAttribute('aria-expanded', 'false')
    expect(onSearch).toHaveBeenLastCalledWith('')
  })

  it('offers the corrected spelling when nothing matches, and runs that search when chosen', async () => {
    const { user, box, onSearch } = renderSearchBox(answer([], 'itachi'))
    await user.type(box(), 'itachy')
    const correction = await screen.findByRole('option', { name: 'Did you mean “itachi”?' })
    expect(await screen.findByRole('status')).toHaveTextContent('0 suggestions')
    await user.click(correction)
    expect(onSearch).toHaveBeenLastCalledWith('itachi')
    expect(box()).toHaveValue('itachi')
  })

  it('still offers "See all results" when the suggestions fail', async () => {
    const { user, box, onSearch } = renderSearchBox(() =>
      jsonResponse(500, { success: false, message: 'Something went wrong' }),
    )
    await user.type(box(), 'naruto')
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument())
    expect(options().map((option) => option.getAttribute('aria-label'))).toEqual([
      'See all results for “naruto”',
    ])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onSearch).toHaveBeenLastCalledWith('naruto')
  })
})
