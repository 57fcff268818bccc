import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../lib/products/product-test-fixtures'
import { WISHLIST_SAVE_FAILED_MESSAGE } from '../../lib/wishlist'
import { shopper } from '../../test/fixtures'
import { jsonResponse, mockApi, type RecordedRequest } from '../../test/mock-api'
import { ProductCard } from './product-card'
import { WishlistTestProviders } from './wishlist-test-providers'

configure({ asyncUtilTimeout: 5_000 })

const zoro = makeProduct({ _id: '64b7f0c2a1b2c3d4e5f6aa01', name: 'Zoro Three-Sword Figure' })
const nami = makeProduct({ _id: '64b7f0c2a1b2c3d4e5f6aa02', name: 'Nami Clima-Tact Keychain' })

/** The card at /collections/all, with a stand-in login page so a redirect can be seen. */
function renderCard(user: typeof shopper | null) {
  const router = createMemoryRouter(
    [
      { path: '/collections/all', element: <ProductCard product={zoro} /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/collections/all'] },
  )
  render(
    <WishlistTestProviders user={user}>
      <RouterProvider router={router} />
      <Toaster />
    </WishlistTestProviders>,
  )
  return { router, user: userEvent.setup() }
}

/** An answer the test releases when it wants, to see the screen before the server has answered. */
function heldAnswer(body: unknown) {
  let release = () => {}
  const answer = (_request: RecordedRequest) =>
    new Promise<Response>((resolve) => {
      release = () => resolve(jsonResponse(200, body))
    })
  return { answer, release: () => release() }
}

describe('the wishlist heart on a product card', () => {
  it('names its product, so each heart of a listing says which product it saves or removes', async () => {
    mockApi({
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [nami] }),
    })
    const router = createMemoryRouter(
      [
        {
          path: '/collections/all',
          element: (
            <>
              <ProductCard product={zoro} />
              <ProductCard product={nami} />
            </>
          ),
        },
      ],
      { initialEntries: ['/collections/all'] },
    )
    render(
      <WishlistTestProviders user={shopper}>
        <RouterProvider router={router} />
      </WishlistTestProviders>,
    )

    const zoroHeart = screen.getByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' })
    expect(zoroHeart).toHaveAttribute('aria-pressed', 'false')
    expect(
      await screen.findByRole('button', { name: 'Remove Nami Clima-Tact Keychain from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument()
  })

  it('saves the product at once on screen, then keeps the server’s list; a second press removes it', async () => {
    const saving = heldAnswer({ success: true, products: [zoro, nami] })
    const { requestsTo } = mockApi({
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [nami] }),
      'POST /api/wishlist': saving.answer,
      [`DELETE /api/wishlist/${zoro._id}`]: () => jsonResponse(200, { success: true, products: [nami] }),
    })
    const { user } = renderCard(shopper)
    const heart = await screen.findByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' })
    await waitFor(() => expect(requestsTo('GET', '/api/wishlist')).toHaveLength(1))
    expect(heart).toHaveAttribute('aria-pressed', 'false')

    await user.click(heart)
    // Shown as saved before the server answers.
    expect(
      screen.getByRole('button', { name: 'Remove Zoro Three-Sword Figure from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(requestsTo('POST', '/api/wishlist')[0]?.body).toEqual({ productId: zoro._id })
    saving.release()
    await waitFor(() => expect(requestsTo('POST', '/api/wishlist')).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Remove Zoro Three-Sword Figure from wishlist' }))
    expect(screen.getByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await waitFor(() => expect(requestsTo('DELETE', `/api/wishlist/${zoro._id}`)).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('puts the heart back and says so in a toast when the server refuses', async () => {
    mockApi({
      'GET /api/wishlist': () => jsonResponse(200, { success: true, products: [] }),
      'POST /api/wishlist': () => jsonResponse(500, { success: false, message: 'Something went wrong' }),
    })
    const { user } = renderCard(shopper)
    await user.click(await screen.findByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' }))

    const toasts = screen.getByRole('region', { name: /notifications/i })
    expect(await within(toasts).findByText(WISHLIST_SAVE_FAILED_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('asks nothing of the server for a visitor, and sends them to sign in with the product’s page to return to', async () => {
    const { fetchMock } = mockApi({})
    const { router, user } = renderCard(null)

    await user.click(screen.getByRole('button', { name: 'Add Zoro Three-Sword Figure to wishlist' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent(`/product/${zoro._id}`)}`)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
