import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../lib/cart/cart-store'
import { admin, storeSignedInUser } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { jsonResponse, mockApi } from '../../test/mock-api'

const figure = (id: string) => ({
  _id: id,
  name: `Figure ${id}`,
  price: 499,
  originalPrice: 599,
  images: [],
  stock: 10,
})

afterEach(() => {
  cartStore.clear()
})

describe('floating buttons', () => {
  it('show the cart quantity on the cart button and lead to /cart and /', async () => {
    cartStore.add(figure('a1'), 2)
    cartStore.add(figure('b2'), 1)
    mockApi({})
    renderApp('/about')

    const cartButton = await screen.findByRole('link', { name: 'View cart, 3 items' })
    expect(cartButton).toHaveAttribute('href', '/cart')
    expect(within(cartButton).getByTestId('cart-badge')).toHaveTextContent('3')
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
  })

  it('hide the home button on the home page and show no badge for an empty cart', async () => {
    mockApi({
      'GET /api/products': () =>
        jsonResponse(200, { products: [], total: 0, totalProducts: 0, currentPage: 1, totalPages: 0 }),
    })
    renderApp('/')

    expect(await screen.findByRole('link', { name: 'View cart, empty' })).toBeInTheDocument()
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Go to home page' })).not.toBeInTheDocument()
  })

  it('stay out of the admin area, where they would cover its controls on a phone', async () => {
    storeSignedInUser(admin)
    mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: admin }),
      'GET /api/products': () =>
        jsonResponse(200, { products: [], total: 0, totalProducts: 0, currentPage: 1, totalPages: 0 }),
    })
    renderApp('/admin/products/new')

    expect(await screen.findByRole('heading', { name: 'Create Product' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^View cart/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Go to home page' })).not.toBeInTheDocument()
  })
})
