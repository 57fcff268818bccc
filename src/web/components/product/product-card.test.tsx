import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { beforeEach, describe, expect, it } from 'vitest'
import { cartStore } from '../../lib/cart/cart-store'
import { makeProduct } from '../../lib/products/product-test-fixtures'
import type { Product } from '../../lib/products'
import { ProductCard } from './product-card'
import { WishlistTestProviders } from './wishlist-test-providers'

function renderCard(product: Product | null | undefined, props: { eager?: boolean } = {}) {
  return render(
    <WishlistTestProviders>
      <MemoryRouter>
        <ProductCard product={product} {...props} />
        <Toaster />
      </MemoryRouter>
    </WishlistTestProviders>,
  )
}

const image = () => screen.getByRole('img', { name: 'Photo Test' })

beforeEach(() => cartStore.clear())

describe('product card', () => {
  it('shows the first image with the server widths as srcset, loading lazily by default', () => {
    renderCard(
      makeProduct({
        name: 'Gojo Figure',
        images: [
          '/media/0123456789abcdef0123456789abcdef.webp',
          '/media/ffffffffffffffffffffffffffffffff.webp',
        ],
      }),
    )
    const photo = screen.getByRole('img', { name: 'Gojo Figure' })
    expect(photo).toHaveAttribute('src', '/media/0123456789abcdef0123456789abcdef.webp')
    expect(photo.getAttribute('srcset')).toContain('/media/0123456789abcdef0123456789abcdef-320.webp 320w')
    expect(photo.getAttribute('sizes')).toBeTruthy()
    expect(photo).toHaveAttribute('loading', 'lazy')
  })

  it('loads the image at once when told the card is in the first screenful', () => {
    renderCard(makeProduct({ name: 'Photo Test' }), { eager: true })
    expect(image()).toHaveAttribute('loading', 'eager')
  })

  it('falls back to the placeholder when the product has no image', () => {
    renderCard(makeProduct({ name: 'Photo Test', images: [] }))
    expect(image()).toHaveAttribute('src', '/placeholder-product.jpg')
    expect(image()).not.toHaveAttribute('srcset')
  })

  it('falls back to the placeholder when the image fails to load', () => {
    renderCard(makeProduct({ name: 'Photo Test', images: ['https://cdn.example.com/broken.jpg'] }))
    expect(image()).toHaveAttribute('src', 'https://cdn.example.com/broken.jpg')
    fireEvent.error(image())
    expect(image()).toHaveAttribute('src', '/placeholder-product.jpg')
  })

  it('shows the discount percentage only when the original price is above the price', () => {
    const { unmount } = renderCard(makeProduct({ price: 750, originalPrice: 1000 }))
    expect(screen.getByText('25% OFF')).toBeInTheDocument()
    unmount()
    renderCard(makeProduct({ price: 1000, originalPrice: 1000 }))
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument()
  })

  it('shows the New, Featured, Best Seller and Out of Stock badges', () => {
    renderCard(
      makeProduct({ isNewArrival: true, isNew: true, isFeatured: true, isBestSeller: true, stock: 0 }),
    )
    for (const badge of ['New', 'Featured', 'Best Seller', 'Out of Stock']) {
      expect(screen.getByText(badge)).toBeInTheDocument()
    }
  })

  it('shows no badge for a plain product in stock', () => {
    renderCard(makeProduct())
    for (const badge of ['New', 'Featured', 'Best Seller', 'Out of Stock']) {
      expect(screen.queryByText(badge)).not.toBeInTheDocument()
    }
  })

  it('averages the embedded reviews to 1 decimal and shows their count in brackets', () => {
    renderCard(
      makeProduct({ rating: 2, numReviews: 9, reviews: [{ rating: 5 }, { rating: 4 }, { rating: 4 }] }),
    )
    expect(screen.getByText('4.3')).toBeInTheDocument()
    expect(screen.getByText('(3)')).toBeInTheDocument()
  })

  it('uses the rating field when there are no reviews, to 1 decimal', () => {
    renderCard(makeProduct({ rating: 4, numReviews: 12 }))
    expect(screen.getByText('4.0')).toBeInTheDocument()
    expect(screen.getByText('(12)')).toBeInTheDocument()
  })

  it('shows prices in rupees with 2 decimals in the Indian format', () => {
    renderCard(makeProduct({ price: 1234.5, originalPrice: 12999 }))
    expect(screen.getByText('₹1,234.50')).toBeInTheDocument()
    expect(screen.getByText('₹12,999.00')).toBeInTheDocument()
  })

  it('says "No product data available" when given no product', () => {
    renderCard(null)
    expect(screen.getByRole('alert')).toHaveTextContent('No product data available')
  })

  it('links to the product page', () => {
    const product = makeProduct({ name: 'Levi Keychain' })
    renderCard(product)
    expect(screen.getByRole('link', { name: 'Levi Keychain' })).toHaveAttribute(
      'href',
      `/product/${product._id}`,
    )
  })

  it('adds one to the cart with the toast "Added to Cart" / "{name} has been added to your cart."', async () => {
    const user = userEvent.setup()
    const product = makeProduct({ name: 'Levi Keychain', price: 299 })
    renderCard(product)
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Levi Keychain' }))

    const toast = await screen.findByText('Added to Cart')
    expect(
      within(toast.closest('li')!).getByText('Levi Keychain has been added to your cart.'),
    ).toBeInTheDocument()
    expect(cartStore.getItems()).toEqual([
      expect.objectContaining({ _id: product._id, quantity: 1, price: 299 }),
    ])
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantity).toBe(1)
  })

  it('cannot add an out-of-stock product', async () => {
    const user = userEvent.setup()
    renderCard(makeProduct({ name: 'Sold Figure', stock: 0 }))
    const button = screen.getByRole('button', { name: 'Sold Out: Sold Figure' })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(cartStore.getItems()).toEqual([])
  })

  it('says when a pre-order is expected and takes it with stock 0 under "Pre-order", not "Sold Out"', async () => {
    const user = userEvent.setup()
    const product = makeProduct({
      name: 'Frieren Nendoroid',
      stock: 0,
      isPreorder: true,
      releaseDate: '2027-03-15',
      preorderLimit: 40,
      maxPerCustomer: 2,
    })
    renderCard(product)
    expect(screen.getByText('Pre-order — expected March 2027')).toBeInTheDocument()
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Pre-order: Frieren Nendoroid' })
    expect(button).toBeEnabled()

    await user.click(button)
    await user.click(button)
    expect(cartStore.getItems()).toEqual([expect.objectContaining({ _id: product._id, quantity: 2 })])
    // Its maximum reached, the card says so rather than add a third.
    await user.click(button)
    expect(
      await screen.findByText('Your cart already holds the most of Frieren Nendoroid you can pre-order'),
    ).toBeInTheDocument()
    expect(cartStore.getItems()).toEqual([expect.objectContaining({ _id: product._id, quantity: 2 })])
  })

  it('starts the price at "From" when the variants’ prices differ, and sends to the product page to choose one', () => {
    const product = makeProduct({
      name: 'Gojo Figure',
      price: 4999,
      originalPrice: 4999,
      maxPrice: 7499,
      stock: 5,
      options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
    })
    renderCard(product)
    expect(screen.getByText('From ₹4,999.00')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Choose options: Gojo Figure' })).toHaveAttribute(
      'href',
      `/product/${product._id}`,
    )
  })

  it('shows one price without "From" for options at one price', () => {
    renderCard(
      makeProduct({
        price: 299,
        originalPrice: 299,
        options: [{ name: 'Character', values: ['Levi', 'Eren'] }],
      }),
    )
    expect(screen.getByText('₹299.00')).toBeInTheDocument()
    expect(screen.queryByText(/From/)).not.toBeInTheDocument()
  })
})
