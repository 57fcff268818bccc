import { configure, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IN_STOCK_MESSAGE, NOTIFY_ME_MESSAGE } from '@common/schemas/stock-alerts'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

const makima = makeProduct({ _id: '64b7f0c2a1b2c3d4e5f6bb01', name: 'Makima Scale Figure', stock: 4 })
const pochita = makeProduct({ _id: '64b7f0c2a1b2c3d4e5f6bb02', name: 'Pochita Plush', stock: 0 })

function mockProduct(product: typeof makima, extra: Record<string, ApiHandler | ApiHandler[]> = {}) {
  return mockApi({
    [`GET /api/products/${product._id}`]: () => jsonResponse(200, product),
    [`GET /api/reviews/product/${product._id}`]: () => jsonResponse(200, []),
    'GET /api/products': () => jsonResponse(200, { products: [product] }),
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    ...extra,
  })
}

const heading = (product: typeof makima) => screen.findByRole('heading', { level: 1, name: product.name })

describe('the product page’s wishlist heart', () => {
  it('sends a visitor to sign in and back to the product, where the heart then saves it', async () => {
    const { requestsTo } = mockProduct(makima, {
      'POST /api/auth/login': () =>
        jsonResponse(200, { success: true, user: shopper, token: 'access', accessToken: 'access' }),
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [] }),
      'POST /api/wishlist': () => jsonResponse(201, { success: true, products: [makima] }),
    })
    const app = renderApp(`/product/${makima._id}`)
    await heading(makima)

    await app.user.click(screen.getByRole('button', { name: 'Add Makima Scale Figure to wishlist' }))
    await waitFor(() =>
      expect(app.currentUrl()).toBe(`/login?returnTo=${encodeURIComponent(`/product/${makima._id}`)}`),
    )
    expect(requestsTo('GET', '/api/wishlist')).toHaveLength(0)

    await app.user.type(await screen.findByLabelText('Email'), shopper.email)
    await app.user.type(screen.getByLabelText('Password'), 'password-123')
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(app.currentUrl()).toBe(`/product/${makima._id}`))
    await heading(makima)

    await app.user.click(await screen.findByRole('button', { name: 'Add Makima Scale Figure to wishlist' }))
    expect(
      await screen.findByRole('button', { name: 'Remove Makima Scale Figure from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(requestsTo('POST', '/api/wishlist')).toHaveLength(1))
  })
})

describe('"Notify me when available" on a sold-out product', () => {
  it('fills in the signed-in shopper’s e-mail, sends it and shows the server’s answer', async () => {
    storeSignedInUser(shopper)
    const { requestsTo } = mockProduct(pochita, {
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [] }),
      [`POST /api/products/${pochita._id}/notify-me`]: () =>
        jsonResponse(201, { success: true, message: NOTIFY_ME_MESSAGE }),
    })
    const app = renderApp(`/product/${pochita._id}`)
    await heading(pochita)

    // The form is loaded when a sold-out product needs it.
    expect(await screen.findByLabelText('Your e-mail')).toHaveValue(shopper.email)
    await app.user.click(screen.getByRole('button', { name: 'Notify me when available' }))

    expect(await screen.findByText(NOTIFY_ME_MESSAGE)).toHaveAttribute('role', 'status')
    expect(requestsTo('POST', `/api/products/${pochita._id}/notify-me`)[0]?.body).toEqual({
      email: shopper.email,
    })
  })

  it('lets a visitor type an address, checks it first, and shows a refusal as an alert', async () => {
    const { requestsTo } = mockProduct(pochita, {
      [`POST /api/products/${pochita._id}/notify-me`]: () =>
        jsonResponse(409, { success: false, message: IN_STOCK_MESSAGE }),
    })
    const app = renderApp(`/product/${pochita._id}`)
    await heading(pochita)

    const email = await screen.findByLabelText('Your e-mail')
    expect(email).toHaveValue('')
    await app.user.type(email, 'not-an-address')
    await app.user.click(screen.getByRole('button', { name: 'Notify me when available' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(requestsTo('POST', `/api/products/${pochita._id}/notify-me`)).toHaveLength(0)

    await app.user.clear(email)
    await app.user.type(email, 'Kabir@Example.com')
    await app.user.click(screen.getByRole('button', { name: 'Notify me when available' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(IN_STOCK_MESSAGE)
    expect(requestsTo('POST', `/api/products/${pochita._id}/notify-me`)[0]?.body).toEqual({
      email: 'kabir@example.com',
    })
  })
})
