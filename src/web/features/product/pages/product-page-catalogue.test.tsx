import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../../lib/cart/cart-store'
import type { Product } from '../../../lib/products'
import { makeProduct, productPageBody } from '../../../lib/products/product-test-fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const gojo = makeProduct({
  name: 'Gojo Satoru 1/7 Scale Figure',
  stock: 4,
  series: 'Jujutsu Kaisen',
  seriesSlug: 'jujutsu-kaisen',
  character: 'Gojo Satoru',
  manufacturer: 'Good Smile Company',
  line: 'Pop Up Parade',
  scale: '1/7',
  jan: '4580416940368',
  countryOfOrigin: 'China',
  importer: 'AnimeVerse, 14 Hill Road,\nMumbai 400050, India',
  netQuantity: '1 figure',
})

const preorder = (overrides: Partial<Product> = {}) =>
  makeProduct({
    name: 'Frieren Nendoroid',
    stock: 0,
    isPreorder: true,
    releaseDate: '2027-03-15',
    preorderLimit: 50,
    ...overrides,
  })

function mockShop(product: Product) {
  return mockApi({
    [`GET /api/products/${product._id}`]: () => jsonResponse(200, product),
    [`GET /api/reviews/product/${product._id}`]: () => jsonResponse(200, []),
    'GET /api/products': () => jsonResponse(200, productPageBody([product])),
  })
}

const specifications = () => {
  const heading = screen.getByRole('heading', { name: 'Specifications' })
  return heading.closest('section')!
}
/** The specification's value for a term, as the list pairs them. */
const specification = (term: string) =>
  within(specifications()).getByText(term, { selector: 'dt' }).nextElementSibling

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => cartStore.clear())

describe('the product page’s specifications', () => {
  it('names the series, character, maker, line, scale and JAN, the series and maker linking to their listings', async () => {
    mockShop(gojo)
    renderApp(`/product/${gojo._id}`)
    await screen.findByRole('heading', { level: 1, name: gojo.name })

    const terms = within(specifications())
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(terms).toEqual([
      'Category',
      'Series',
      'Character',
      'Manufacturer',
      'Line',
      'Scale',
      'JAN',
      'Country of origin',
      'Importer',
      'Net quantity',
      'Availability',
      'SKU',
    ])
    expect(within(specifications()).getByRole('link', { name: 'Jujutsu Kaisen' })).toHaveAttribute(
      'href',
      '/collections/series/jujutsu-kaisen',
    )
    expect(within(specifications()).getByRole('link', { name: 'Good Smile Company' })).toHaveAttribute(
      'href',
      '/collections?manufacturer=Good+Smile+Company',
    )
    expect(specification('Character')).toHaveTextContent('Gojo Satoru')
    expect(specification('Line')).toHaveTextContent('Pop Up Parade')
    expect(specification('Scale')).toHaveTextContent('1/7')
    expect(specification('JAN')).toHaveTextContent('4580416940368')
    // Made in China by a Japanese maker: the label says where it was made.
    expect(specification('Country of origin')).toHaveTextContent('China')
    expect(specification('Importer')).toHaveTextContent('AnimeVerse, 14 Hill Road, Mumbai 400050, India')
    expect(specification('Importer')).toHaveClass('whitespace-pre-line')
    expect(specification('Net quantity')).toHaveTextContent('1 figure')
  }, 20_000)

  it('leaves out what the product does not have', async () => {
    const plain = makeProduct({ name: 'Plain Keychain', manufacturer: 'Banpresto' })
    mockShop(plain)
    renderApp(`/product/${plain._id}`)
    await screen.findByRole('heading', { level: 1, name: 'Plain Keychain' })
    expect(
      within(specifications())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Category', 'Manufacturer', 'Availability', 'SKU'])
  }, 20_000)
})

describe('a pre-order on its page', () => {
  it('says when it is expected and takes it with stock 0: "Pre-order", no sold-out form, up to the per-customer maximum', async () => {
    const frieren = preorder({ maxPerCustomer: 3 })
    mockShop(frieren)
    const { user } = renderApp(`/product/${frieren._id}`)
    await screen.findByRole('heading', { level: 1, name: 'Frieren Nendoroid' })

    expect(screen.getByText('PRE-ORDER')).toBeInTheDocument()
    expect(screen.queryByText('OUT OF STOCK')).not.toBeInTheDocument()
    expect(screen.queryByText(/out of stock right now/)).not.toBeInTheDocument()
    expect(specification('Availability')).toHaveTextContent('Pre-order — expected March 2027')
    expect(screen.getAllByText('Pre-order — expected March 2027')).toHaveLength(2)
    expect(screen.queryByText(/Originally expected/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Notify me when available' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument()
    // No delivery date to promise before the release, and no cash on delivery for a pre-order.
    expect(screen.queryByRole('region', { name: 'Check delivery' })).not.toBeInTheDocument()
    expect(screen.getByText('You can pre-order up to 3')).toBeInTheDocument()

    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    await user.click(increase)
    await user.click(increase)
    expect(increase).toBeDisabled()
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3')

    await user.click(screen.getByRole('button', { name: 'Pre-order' }))
    expect(cartStore.getItems()).toEqual([expect.objectContaining({ _id: frieren._id, quantity: 3 })])
    expect(await screen.findByText('Your cart holds the most you can pre-order (3)')).toBeInTheDocument()
  }, 20_000)

  it('caps a pre-order without a smaller maximum or limit at 10, not at its stock', async () => {
    const frieren = preorder({ preorderLimit: 500 })
    mockShop(frieren)
    const { user } = renderApp(`/product/${frieren._id}`)
    const increase = await screen.findByRole('button', { name: 'Increase quantity' })
    for (let step = 0; step < 9; step += 1) await user.click(increase)
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('10')
    expect(increase).toBeDisabled()
  }, 20_000)

  it('keeps the month first promised when the release has slipped to another', async () => {
    const slipped = preorder({ releaseDate: '2027-06-01', releaseDateHistory: ['2027-03-15', '2027-05-01'] })
    mockShop(slipped)
    renderApp(`/product/${slipped._id}`)
    expect(await screen.findByText('Originally expected March 2027')).toBeInTheDocument()
    expect(screen.getAllByText('Pre-order — expected June 2027')).toHaveLength(2)
  }, 20_000)

  it('says nothing of a slip within the same month', async () => {
    const moved = preorder({ releaseDate: '2027-03-28', releaseDateHistory: ['2027-03-15'] })
    mockShop(moved)
    renderApp(`/product/${moved._id}`)
    await screen.findByRole('heading', { level: 1, name: 'Frieren Nendoroid' })
    await waitFor(() => expect(screen.getAllByText('Pre-order — expected March 2027')).toHaveLength(2))
    expect(screen.queryByText(/Originally expected/)).not.toBeInTheDocument()
  }, 20_000)
})
