import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Review } from '@common/schemas/review'
import { cartStore } from '../../../lib/cart/cart-store'
import { makeProduct, productPageBody } from '../../../lib/products/product-test-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const luffy = makeProduct({
  _id: '64b7f0c2a1b2c3d4e5f6ab1c',
  name: 'Luffy Gear 5 Figure',
  description: 'Our tallest One Piece figure.',
  price: 5999,
  originalPrice: 7499,
  stock: 3,
  category: 'figures',
  isNewArrival: true,
  isNew: true,
  isBestSeller: true,
  images: [
    '/media/00000000000000000000000000000001.webp',
    '/media/00000000000000000000000000000002.webp',
    '/media/00000000000000000000000000000003.webp',
  ],
  details: [{ title: 'Series', content: 'One Piece' }],
  features: [{ name: 'Height', value: '30 cm' }],
})

const review = (overrides: Partial<Review>): Review => ({
  _id: `67000000000000000000000${Math.floor(Math.random() * 9)}`,
  rating: 4,
  comment: 'Great',
  createdAt: '2025-03-04T10:00:00.000Z',
  user: { _id: 'someone', name: 'Kabir' },
  name: 'Kabir',
  ...overrides,
})

function mockShop(
  product = luffy,
  reviews: Review[] = [],
  extra: Record<string, ApiHandler | ApiHandler[]> = {},
) {
  return mockApi({
    [`GET /api/products/${product._id}`]: () => jsonResponse(200, product),
    [`GET /api/reviews/product/${product._id}`]: () => jsonResponse(200, reviews),
    'GET /api/products': () => jsonResponse(200, productPageBody([product])),
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    ...extra,
  })
}

const reviewsSection = () => screen.getByRole('region', { name: 'Customer Reviews' })
const toasts = () => screen.getByRole('region', { name: /notifications/i })

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => cartStore.clear())

describe('product detail', () => {
  it('shows the badges, price, original price, percent off, saving, description, details, features and specifications', async () => {
    mockShop()
    renderApp(`/product/${luffy._id}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Luffy Gear 5 Figure' })).toBeInTheDocument()
    expect(screen.getByText('NEW')).toBeInTheDocument()
    expect(screen.getByText('BESTSELLER')).toBeInTheDocument()
    expect(screen.queryByText('OUT OF STOCK')).not.toBeInTheDocument()
    expect(screen.getByText('₹5,999.00')).toBeInTheDocument()
    expect(screen.getByText('₹7,499.00')).toBeInTheDocument()
    expect(screen.getByText('20% OFF')).toBeInTheDocument()
    expect(screen.getByText('Save ₹1,500.00')).toBeInTheDocument()
    expect(screen.getByText('Our tallest One Piece figure.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Product Details' })).toBeInTheDocument()
    expect(screen.getByText('One Piece')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Features' })).toBeInTheDocument()
    expect(screen.getByText('30 cm')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Specifications' })).toBeInTheDocument()
    expect(screen.getByText('In Stock (3 available)')).toBeInTheDocument()
    expect(screen.getByText('ANV-AB1C')).toBeInTheDocument()
    // The threshold as the shop's quote says it (the defaults: ₹500).
    expect(await screen.findByText('On any purchase over ₹500')).toBeInTheDocument()
    expect(screen.getByText(/free shipping/i)).toBeInTheDocument()
    expect(screen.getByText(/secure checkout/i)).toBeInTheDocument()
  })

  it('answers on /products/:id too', async () => {
    mockShop()
    renderApp(`/products/${luffy._id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Luffy Gear 5 Figure' })).toBeInTheDocument()
  })

  it('steps through the gallery with previous, next, the arrow keys and the thumbnails', async () => {
    mockShop()
    const { user } = renderApp(`/product/${luffy._id}`)
    const gallery = await screen.findByRole('region', { name: 'Luffy Gear 5 Figure photos' })
    const mainImage = () => within(gallery).getByRole('img', { name: /Luffy Gear 5 Figure, image/ })
    expect(mainImage()).toHaveAccessibleName('Luffy Gear 5 Figure, image 1 of 3')

    await user.click(within(gallery).getByRole('button', { name: 'Next image' }))
    expect(mainImage()).toHaveAttribute('src', luffy.images[1])
    await user.click(within(gallery).getByRole('button', { name: 'Previous image' }))
    await user.click(within(gallery).getByRole('button', { name: 'Previous image' }))
    expect(mainImage()).toHaveAccessibleName('Luffy Gear 5 Figure, image 3 of 3')

    await user.click(within(gallery).getByRole('button', { name: 'Show image 2 of 3' }))
    expect(within(gallery).getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    fireEvent.keyDown(within(gallery).getByRole('button', { name: 'Show image 2 of 3' }), {
      key: 'ArrowRight',
    })
    expect(mainImage()).toHaveAccessibleName('Luffy Gear 5 Figure, image 3 of 3')
  })

  it('keeps the quantity between 1 and the stock and adds that many, saying "Added to Cart!" for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    mockShop()
    renderApp(`/product/${luffy._id}`)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await screen.findByRole('heading', { level: 1, name: 'Luffy Gear 5 Figure' })

    const decrease = screen.getByRole('button', { name: 'Decrease quantity' })
    const increase = screen.getByRole('button', { name: 'Increase quantity' })
    expect(decrease).toBeDisabled()
    await user.click(increase)
    await user.click(increase)
    expect(increase).toBeDisabled()
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3')
    await user.click(decrease)

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Added to Cart!' })).toBeInTheDocument()
    expect(cartStore.getItems()).toEqual([expect.objectContaining({ _id: luffy._id, quantity: 2 })])

    act(() => vi.advanceTimersByTime(2_900))
    expect(screen.getByRole('button', { name: 'Added to Cart!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByRole('button', { name: 'Added to Cart!' })).not.toBeInTheDocument()
    // Only one more is left to add: the cart never holds more than the stock.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
  })

  it('"Buy Now" adds to the cart and goes to /cart', async () => {
    mockShop()
    const { user, currentUrl } = renderApp(`/product/${luffy._id}`)
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }))
    await waitFor(() => expect(currentUrl()).toBe('/cart'))
    expect(cartStore.getItems()).toEqual([expect.objectContaining({ _id: luffy._id, quantity: 1 })])
  })

  it('cannot add an out-of-stock product: the form asking to be told when it is back stands in its place', async () => {
    const soldOut = makeProduct({ name: 'Pochita Plush', stock: 0 })
    mockShop(soldOut)
    renderApp(`/product/${soldOut._id}`)
    expect(await screen.findByText('OUT OF STOCK')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument()
    // The form is loaded when a sold-out product needs it.
    expect(await screen.findByRole('button', { name: 'Notify me when available' })).toBeInTheDocument()
    // No delivery date to promise for a product that cannot be ordered.
    expect(screen.queryByRole('region', { name: 'Check delivery' })).not.toBeInTheDocument()
  })

  it('checks delivery to a PIN code beside the purchase buttons', async () => {
    mockShop(luffy, [], {
      'GET /api/pincodes/744101/delivery': () =>
        jsonResponse(200, {
          pincode: '744101',
          city: 'Port Blair',
          district: 'South Andaman',
          state: 'Andaman and Nicobar Islands',
          zone: 'elsewhere',
          cashOnDelivery: false,
          estimate: { minDays: 5, maxDays: 9, earliest: '2026-11-29', latest: '2026-12-03' },
        }),
    })
    const { user } = renderApp(`/product/${luffy._id}`)
    const check = await screen.findByRole('region', { name: 'Check delivery' })

    await user.type(within(check).getByLabelText('PIN code'), '744101')
    await user.click(within(check).getByRole('button', { name: 'Check' }))

    expect(
      await within(check).findByText('Cash on delivery is not available for this PIN code'),
    ).toBeInTheDocument()
  })

  it('"Back to shop" goes back one step', async () => {
    mockShop()
    const { user, currentUrl } = renderApp('/collections')
    await user.click(await screen.findByRole('link', { name: 'Luffy Gear 5 Figure' }))
    await user.click(await screen.findByRole('button', { name: 'Back to shop' }))
    await waitFor(() => expect(currentUrl()).toBe('/collections'))
  })

  it('shows "Product Not Found" with "Back to Products" for an unknown product', async () => {
    mockApi({
      'GET /api/products/0123456789abcdef01234567': () =>
        jsonResponse(404, { success: false, message: 'Product not found' }),
    })
    renderApp('/product/0123456789abcdef01234567')
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products')
  })

  it("toasts the server's message, or 'Failed to load product', and goes to /products when loading fails", async () => {
    mockApi({
      'GET /api/products/0123456789abcdef01234567': () =>
        jsonResponse(403, { success: false, message: 'Catalogue closed' }),
      'GET /api/products/0123456789abcdef01234568': () => new Response('', { status: 400 }),
    })
    const { currentUrl, router } = renderApp('/product/0123456789abcdef01234567')
    expect(await within(toasts()).findByText('Catalogue closed')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/products'))

    await router.navigate('/product/0123456789abcdef01234568')
    expect(await within(toasts()).findByText('Failed to load product')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/products'))
  })
})

describe('product reviews', () => {
  it('shows 5.0 for a product with no reviews and a sign-in link instead of the form when signed out', async () => {
    mockShop(luffy, [])
    renderApp(`/product/${luffy._id}`)
    await screen.findByText('No reviews yet. Be the first to review this product!')
    expect(within(reviewsSection()).getByText('5.0')).toBeInTheDocument()
    expect(within(reviewsSection()).getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`/product/${luffy._id}`)}`,
    )
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument()
  })

  it("lists each review's rating, comment and date, with the shopper's own name, the author's, or Anonymous", async () => {
    storeSignedInUser(shopper)
    mockShop(luffy, [
      review({
        _id: '670000000000000000000001',
        rating: 5,
        comment: 'Mine',
        user: { _id: shopper._id, name: 'Old Name' },
        name: 'Old Name',
      }),
      review({
        _id: '670000000000000000000002',
        rating: 4,
        comment: 'Lovely <b>paint</b>',
        user: { _id: 'x', name: 'Kabir' },
        name: 'Kabir',
      }),
      review({ _id: '670000000000000000000003', rating: 3, comment: 'Fine', user: null, name: '' }),
    ])
    renderApp(`/product/${luffy._id}`)
    const list = await screen.findByRole('list', { name: 'Reviews' })
    const [own, other, anonymous] = within(list).getAllByRole('listitem')

    expect(own).toHaveTextContent(shopper.name)
    expect(within(own!).getByText('You')).toBeInTheDocument()
    expect(own).toHaveTextContent('4 Mar 2025')
    expect(within(other!).getByText('Kabir')).toBeInTheDocument()
    expect(within(other!).getByText('Lovely <b>paint</b>')).toBeInTheDocument()
    expect(within(other!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(within(anonymous!).getByText('Anonymous')).toBeInTheDocument()
    expect(within(reviewsSection()).getByText('4.0')).toBeInTheDocument()
  })

  it('puts a new review first and resets the form', async () => {
    storeSignedInUser(shopper)
    const newReview = review({
      _id: '670000000000000000000009',
      rating: 2,
      comment: 'Box was dented',
      user: { _id: shopper._id, name: shopper.name },
      name: shopper.name,
    })
    const api = mockShop(luffy, [review({ _id: '670000000000000000000001', comment: 'Older review' })], {
      [`POST /api/reviews/product/${luffy._id}`]: () => jsonResponse(201, newReview),
    })
    const { user } = renderApp(`/product/${luffy._id}`)
    await screen.findByText('Older review')

    // The form is drawn once the session is known, which may come after the reviews.
    await user.click(await screen.findByRole('radio', { name: '2 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Box was dented')
    await user.click(screen.getByRole('button', { name: 'Submit Review' }))

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Box was dented'),
    )
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('')
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked()
    expect(api.requestsTo('POST', `/api/reviews/product/${luffy._id}`)).toHaveLength(1)
  })

  it('says "Failed to load reviews" when the reviews cannot be loaded', async () => {
    mockShop(luffy, [], {
      [`GET /api/reviews/product/${luffy._id}`]: () => jsonResponse(400, { success: false, message: 'x' }),
    })
    renderApp(`/product/${luffy._id}`)
    const section = await screen.findByRole('region', { name: 'Customer Reviews' })
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load reviews')
    expect(await within(toasts()).findByText('Failed to load reviews')).toBeInTheDocument()
  })

  it('treats a 404 for the reviews as no reviews', async () => {
    mockShop(luffy, [], {
      [`GET /api/reviews/product/${luffy._id}`]: () => jsonResponse(404, { success: false, message: 'none' }),
    })
    renderApp(`/product/${luffy._id}`)
    expect(
      await screen.findByText('No reviews yet. Be the first to review this product!'),
    ).toBeInTheDocument()
  })
})
