import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

let counter = 0
function product(fields: Record<string, unknown>) {
  counter += 1
  const id = `64b7f0c2a1b2c3d4e5f6${String(counter).padStart(4, '0')}`
  return {
    _id: id,
    name: `Figure ${counter}`,
    price: 1499,
    originalPrice: 1999,
    images: [],
    stock: 5,
    rating: 4.5,
    numReviews: 2,
    category: 'figures',
    createdAt: '2025-05-01T00:00:00.000Z',
    isFeatured: false,
    isBestSeller: false,
    isNewArrival: false,
    ...fields,
  }
}

const page = (products: unknown[]) => () =>
  jsonResponse(200, {
    products,
    total: products.length,
    totalProducts: products.length,
    currentPage: 1,
    totalPages: 1,
  })

// The products are drawn as a transition, in slices, which the queries' polling slows down on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

describe('home page', () => {
  it('loads the catalogue once and shows each section with its View All link and rupee prices', async () => {
    const { fetchMock } = mockApi({
      'GET /api/products': page([
        product({ name: 'Gojo Figure', isFeatured: true, price: 4999 }),
        product({ name: 'Anya Keychain', isNewArrival: true, price: 149 }),
      ]),
    })
    renderApp('/')

    const featured = await screen.findByRole('region', { name: 'Featured Products' })
    expect(within(featured).getByText('Gojo Figure')).toBeInTheDocument()
    expect(within(featured).getByText('₹4,999.00')).toBeInTheDocument()
    expect(within(featured).getByRole('link', { name: 'View All Featured Products' })).toHaveAttribute(
      'href',
      '/collections/featured',
    )
    // The sections are drawn one per task, the first with the hero.
    const newArrivals = await screen.findByRole('region', { name: 'New Arrivals' })
    expect(within(newArrivals).getByText('₹149.00')).toBeInTheDocument()
    expect(within(newArrivals).getByRole('link', { name: 'View All New Arrivals' })).toHaveAttribute(
      'href',
      '/collections/new-arrivals',
    )
    // Once every section has had its task, an empty one is still not shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByRole('region', { name: 'Best Sellers' })).not.toBeInTheDocument()

    const productUrls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/products')
    expect(productUrls).toHaveLength(1)
    expect(Object.fromEntries(productUrls[0]!.searchParams)).toEqual({ limit: '100', sort: '-createdAt' })
  })

  it('has the hero with its buttons and figures', async () => {
    mockApi({ 'GET /api/products': page([]) })
    renderApp('/')

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bring Your Favourite Anime Heroes Home',
    )
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/collections/all')
    expect(screen.getByRole('link', { name: 'Featured Collections' })).toHaveAttribute(
      'href',
      '/collections/featured',
    )
    for (const figure of ['10K+', '500+', '24/7']) expect(screen.getByText(figure)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveTextContent('50% to 70% OFF')
    expect(await screen.findByText('No Products Found')).toBeInTheDocument()
  })

  it('announces free shipping from the threshold the admin set', async () => {
    mockApi({
      'GET /api/products': page([]),
      'GET /api/shipping/quote': () => jsonResponse(200, { shippingPrice: 0, codFee: 0, freeOver: 1499 }),
    })
    renderApp('/')

    const promotions = screen.getByRole('region', { name: 'Promotions' })
    await waitFor(() => expect(promotions).toHaveTextContent('Free shipping on orders over ₹1,499'))
    expect(promotions).not.toHaveTextContent('₹500')
  })

  it('says "No Products Found" with a Refresh Page button when no section has a product', async () => {
    mockApi({ 'GET /api/products': page([product({})]) })
    renderApp('/')

    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument()
    expect(screen.getByText("We couldn't find any products. Please check back later.")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument()
  })

  it('toasts the failure and shows empty lists when the products cannot be loaded', async () => {
    mockApi({ 'GET /api/products': () => jsonResponse(400, { success: false, message: 'Bad request' }) })
    renderApp('/')

    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeInTheDocument()
    expect(await screen.findByText('No Products Found')).toBeInTheDocument()
  })
})
