import { screen, within, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

async function signIn({ user }: ReturnType<typeof renderApp>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

const signedInAs = (signedInUser: typeof shopper) => () =>
  jsonResponse(200, { success: true, user: signedInUser, token: 'access', accessToken: 'access' })

describe('sign-in page', () => {
  it('shows the required message in an alert when the server answers 401, without trying a refresh', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/login': () =>
        jsonResponse(401, { success: false, message: 'Invalid email or password' }),
    })
    const app = renderApp('/login')

    await signIn(app, 'asha@example.com', 'wrong-password')

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.')
    const toasts = screen.getByRole('region', { name: /notifications/i })
    expect(
      await within(toasts).findByText('Invalid email or password. Please try again.'),
    ).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(0)
    expect(app.currentUrl()).toBe('/login')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('shows the server message for other refusals, such as too many attempts', async () => {
    mockApi({
      'POST /api/auth/login': () =>
        jsonResponse(429, { success: false, message: 'Too many attempts. Please try again in a minute.' }),
    })
    const app = renderApp('/login')

    await signIn(app, 'asha@example.com', 'password-123')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in a minute.',
    )
  })

  it('checks the fields before calling the server', async () => {
    const { fetchMock } = mockApi({})
    const app = renderApp('/login')

    await signIn(app, 'not-an-email', 'x')

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends a shopper back to returnTo and stores the session', async () => {
    mockApi({ 'POST /api/auth/login': signedInAs(shopper) })
    const app = renderApp('/login?returnTo=%2Forders')

    await signIn(app, 'asha@example.com', 'password-123')

    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument()
    expect(app.currentUrl()).toBe('/orders')
    expect(localStorage.getItem('token')).toBe('access')
  })

  it('accepts the redirect parameter too, but never another site', async () => {
    mockApi({ 'POST /api/auth/login': signedInAs(shopper) })
    const app = renderApp('/login?redirect=%2F%2Fevil.example%2Fphish')

    await signIn(app, 'asha@example.com', 'password-123')

    await waitFor(() => expect(app.currentUrl()).toBe('/'))
  })

  it('sends an admin to /admin whatever returnTo says', async () => {
    mockApi({ 'POST /api/auth/login': signedInAs(admin) })
    const app = renderApp('/login?returnTo=%2Fcart')

    await signIn(app, 'admin@example.com', 'admin-password-123')

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument()
    expect(app.currentUrl()).toBe('/admin')
  })

  it('sends a visitor who is already signed in straight on', async () => {
    storeSignedInUser(shopper)
    mockApi({ 'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }) })
    const app = renderApp('/login?returnTo=%2Fprofile')

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
    expect(app.currentUrl()).toBe('/profile')
  })

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderApp('/login')
    const password = screen.getByLabelText('Password')

    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('links to sign-up keeping returnTo', () => {
    renderApp('/login?returnTo=%2Fcart')

    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup?returnTo=%2Fcart',
    )
  })
})
