import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../../lib/cart/cart-store'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

const denji = makeProduct({
  _id: '64b7f0c2a1b2c3d4e5f6cc01',
  name: 'Denji Chainsaw Figure',
  price: 2499,
  stock: 3,
})
const power = makeProduct({
  _id: '64b7f0c2a1b2c3d4e5f6cc02',
  name: 'Power Acrylic Stand',
  price: 699,
  stock: 0,
})

const profile = () => jsonResponse(200, { success: true, user: shopper })
const savedItems = () => screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading'))

beforeEach(() => {
  cartStore.clear()
  storeSignedInUser(shopper)
})

describe('/wishlist', () => {
  it('lists the saved products with price and stock, adds one to the cart, and cannot add a sold-out one', async () => {
    mockApi({
      'GET /api/users/profile': profile,
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [denji, power] }),
    })
    const { user } = renderApp('/wishlist')

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Denji Chainsaw Figure' }),
    ).toBeInTheDocument()
    const [first, second] = savedItems()
    expect(within(first!).getByText('₹2,499.00')).toBeInTheDocument()
    expect(within(first!).getByText('In stock')).toBeInTheDocument()
    expect(within(second!).getByText('Out of stock')).toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: /Add to cart/ })).toBeDisabled()
    expect(screen.getByText('2 saved products')).toBeInTheDocument()

    await user.click(within(first!).getByRole('button', { name: 'Add to cart: Denji Chainsaw Figure' }))
    expect(cartStore.getItems()).toEqual([expect.objectContaining({ _id: denji._id, quantity: 1 })])
  })

  it('starts a product with options at "From" and sends to its page to choose one, adding nothing', async () => {
    const gojo = makeProduct({
      _id: '64b7f0c2a1b2c3d4e5f6cc03',
      name: 'Gojo Figure',
      price: 4999,
      originalPrice: 4999,
      maxPrice: 7499,
      stock: 5,
      options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
    })
    mockApi({
      'GET /api/users/profile': profile,
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [gojo] }),
    })
    renderApp('/wishlist')
    expect(await screen.findByRole('heading', { level: 2, name: 'Gojo Figure' })).toBeInTheDocument()
    const [saved] = savedItems()
    expect(within(saved!).getByText('From ₹4,999.00')).toBeInTheDocument()
    expect(within(saved!).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument()
    expect(within(saved!).getByRole('link', { name: 'Choose options: Gojo Figure' })).toHaveAttribute(
      'href',
      `/product/${gojo._id}`,
    )
    expect(cartStore.getItems()).toEqual([])
  })

  it('shows the count in the account menus and removes a product from the page and the count', async () => {
    const { requestsTo } = mockApi({
      'GET /api/users/profile': profile,
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [denji, power] }),
      [`DELETE /api/wishlist/${denji._id}`]: () => jsonResponse(200, { success: true, products: [power] }),
    })
    const { user } = renderApp('/wishlist')
    const accountLink = () => screen.getAllByRole('link', { name: /^Wishlist/ })[0]!
    await waitFor(() => expect(accountLink()).toHaveAccessibleName('Wishlist, 2 saved'))

    await user.click(await screen.findByRole('button', { name: 'Remove: Denji Chainsaw Figure' }))

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Denji Chainsaw Figure' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('heading', { name: 'Power Acrylic Stand' })).toBeInTheDocument()
    expect(accountLink()).toHaveAccessibleName('Wishlist, 1 saved')
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const phoneMenu = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(phoneMenu).getByRole('link', { name: 'Wishlist, 1 saved' })).toHaveAttribute(
      'href',
      '/wishlist',
    )
    await waitFor(() => expect(requestsTo('DELETE', `/api/wishlist/${denji._id}`)).toHaveLength(1))
  })

  it('says the list is empty and leads to the collections', async () => {
    mockApi({
      'GET /api/users/profile': profile,
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [] }),
    })
    renderApp('/wishlist')

    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the collections' })).toHaveAttribute(
      'href',
      '/collections/all',
    )
    expect(screen.getAllByRole('link', { name: 'Wishlist' })[0]).toHaveAttribute('href', '/wishlist')
  })

  it('sends a visitor to sign in first, and asks the server nothing for them', async () => {
    localStorage.clear()
    const { requestsTo } = mockApi({})
    const { currentUrl } = renderApp('/wishlist')
    await waitFor(() => expect(currentUrl()).toBe('/login?returnTo=%2Fwishlist'))
    expect(requestsTo('GET', '/api/wishlist')).toHaveLength(0)
  })
})
