import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, shopper, storeSignedInUser } from '../../test/fixtures'
import { jsonResponse, mockApi, pendingResponse } from '../../test/mock-api'
import { renderApp } from '../../test/render-app'

describe('route guards', () => {
  it('sends a signed-out visitor of /profile to /login with returnTo', async () => {
    const { currentUrl } = renderApp('/profile')

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(decodeURIComponent(currentUrl())).toBe('/login?returnTo=/profile')
  })

  it('keeps the query string of the page in returnTo', async () => {
    const { currentUrl } = renderApp('/orders/abc?tab=items')

    await screen.findByRole('heading', { name: 'Welcome back' })
    expect(new URLSearchParams(currentUrl().split('?')[1]).get('returnTo')).toBe('/orders/abc?tab=items')
  })

  it('sends a signed-in shopper at /admin to the home page', async () => {
    storeSignedInUser(shopper)
    mockApi({ 'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }) })
    const { currentUrl } = renderApp('/admin')

    await waitFor(() => expect(currentUrl()).toBe('/'))
  })

  it('sends a signed-out visitor at an admin page to the home page', async () => {
    const { currentUrl } = renderApp('/admin/products/new')

    await waitFor(() => expect(currentUrl()).toBe('/'))
  })

  it('lets an admin into the lazily loaded admin area', async () => {
    storeSignedInUser(admin)
    mockApi({ 'GET /api/users/profile': () => jsonResponse(200, { success: true, user: admin }) })
    renderApp('/admin/products/64b7f0c2a1b2c3d4e5f60718/edit')

    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument()
  })

  it('lets a staff member into the admin area, with the Admin link in the header', async () => {
    const staff = { ...admin, role: 'staff' as const }
    storeSignedInUser(staff)
    mockApi({ 'GET /api/users/profile': () => jsonResponse(200, { success: true, user: staff }) })
    const { currentUrl } = renderApp('/admin/products/64b7f0c2a1b2c3d4e5f60718/edit')

    expect(await screen.findByRole('heading', { name: 'Edit Product' })).toBeInTheDocument()
    expect(currentUrl()).toBe('/admin/products/64b7f0c2a1b2c3d4e5f60718/edit')
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]).toHaveAttribute('href', '/admin')
  })

  it('shows a spinner while the stored session is being checked, then the page', async () => {
    storeSignedInUser(shopper)
    let answerProfileCheck: (response: Response) => void = () => {}
    mockApi({
      'GET /api/users/profile': () =>
        new Promise<Response>((resolve) => {
          answerProfileCheck = resolve
        }),
    })
    renderApp('/profile')

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session')
    expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument()

    answerProfileCheck(jsonResponse(200, { success: true, user: shopper }))
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
  })

  it('keeps waiting (no redirect) while the check is still in flight', async () => {
    storeSignedInUser(admin)
    mockApi({ 'GET /api/users/profile': pendingResponse })
    const { currentUrl } = renderApp('/admin')

    expect(await screen.findByRole('status')).toBeInTheDocument()
    expect(currentUrl()).toBe('/admin')
  })

  it('sends a visitor whose stored session the server ended to /login', async () => {
    storeSignedInUser(shopper)
    mockApi({
      'GET /api/users/profile': () => jsonResponse(401, { success: false, message: 'Not signed in' }),
      'POST /api/auth/refresh-token': () =>
        jsonResponse(401, { success: false, message: 'Your session has ended.', shouldLogout: true }),
    })
    const { currentUrl } = renderApp('/orders')

    await screen.findByRole('heading', { name: 'Welcome back' })
    expect(decodeURIComponent(currentUrl())).toBe('/login?returnTo=/orders')
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull())
    expect(localStorage.getItem('token')).toBeNull()
  })
})
