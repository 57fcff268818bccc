import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { User } from '@common/schemas/auth'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { ProfilePage } from './profile-page'

function signedInProfile(routes: Record<string, ApiHandler | ApiHandler[]> = {}) {
  storeSignedInUser(shopper)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    ...routes,
  })
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

const nameField = () => screen.getByLabelText('Name')
const emailField = () => screen.getByLabelText('Email')

describe('profile page', () => {
  it('asks a signed-out visitor to sign in, with a button to the sign-in page', async () => {
    mockApi({})
    // Without the route guard, which would already have sent the visitor to /login.
    const router = createMemoryRouter(
      [
        { path: '/profile', element: <ProfilePage /> },
        { path: '/login', element: <h1>Sign-in page</h1> },
      ],
      { initialEntries: ['/profile'] },
    )
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    )

    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument()
  })

  it('sends a signed-out visitor of /profile to the sign-in page', async () => {
    mockApi({})
    const { currentUrl } = renderApp('/profile')
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(currentUrl()).toBe('/login?returnTo=%2Fprofile')
  })

  it('shows the stored name and e-mail in an e-mail field, with a link to My Orders', async () => {
    signedInProfile()
    renderApp('/profile')

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
    expect(nameField()).toHaveValue('Asha Verma')
    expect(emailField()).toHaveValue('asha@example.com')
    expect(emailField()).toHaveAttribute('type', 'email')
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders')
  })

  it('puts the stored values back on Reset', async () => {
    signedInProfile()
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My Profile' })

    await user.clear(nameField())
    await user.type(nameField(), 'Someone Else')
    await user.clear(emailField())
    await user.type(emailField(), 'else@example.com')
    await user.click(screen.getByRole('button', { name: 'Reset' }))

    expect(nameField()).toHaveValue('Asha Verma')
    expect(emailField()).toHaveValue('asha@example.com')
  })

  it('shows Saving... while busy, then the success message, and the header greets the new name at once', async () => {
    const answer = deferred<Response>()
    const renamed: User = { ...shopper, name: 'Asha V.' }
    const { requestsTo } = signedInProfile({ 'PUT /api/users/profile': () => answer.promise })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My Profile' })

    await user.clear(nameField())
    await user.type(nameField(), 'Asha V.')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(requestsTo('PUT', '/api/users/profile')[0]?.body).toEqual({
      name: 'Asha V.',
      email: 'asha@example.com',
    })

    answer.resolve(jsonResponse(200, { success: true, user: renamed }))

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
    expect(
      screen.getAllByRole('banner').some((banner) => within(banner).queryAllByText('Asha V.').length > 0),
    ).toBe(true)
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      name: 'Asha V.',
      _id: shopper._id,
      role: 'user',
    })
  })

  it('hides the success message after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signedInProfile({
      'PUT /api/users/profile': () =>
        jsonResponse(200, { success: true, user: { ...shopper, name: 'Asha V.' } }),
    })
    renderApp('/profile')
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await screen.findByRole('heading', { name: 'My Profile' })

    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(4_900))
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument()
  })

  it("shows the server's message in a dismissible error box and keeps the stored user", async () => {
    signedInProfile({
      'PUT /api/users/profile': () =>
        jsonResponse(409, { success: false, message: 'This email is already used by another account' }),
    })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My Profile' })

    await user.clear(emailField())
    await user.type(emailField(), 'taken@example.com')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This email is already used by another account')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'asha@example.com' })

    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('falls back to the required message when the server gives none', async () => {
    signedInProfile({
      'PUT /api/users/profile': () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My Profile' })

    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again.')
  })

  it('checks the e-mail before sending', async () => {
    const { requestsTo } = signedInProfile()
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My Profile' })

    await user.clear(emailField())
    await user.type(emailField(), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/users/profile')).toHaveLength(0)
  })

  it('switches between the Profile and Support tabs with the arrow keys', async () => {
    signedInProfile()
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My Profile' })

    const tablist = screen.getByRole('tablist', { name: 'Account settings' })
    const profileTab = within(tablist).getByRole('tab', { name: 'Profile' })
    const supportTab = within(tablist).getByRole('tab', { name: 'Support' })
    expect(profileTab).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible()

    await user.click(profileTab)
    await user.keyboard('{ArrowRight}')
    expect(supportTab).toHaveFocus()
    expect(supportTab).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Support' })).toContainElement(
      screen.getByLabelText('Subject'),
    )
    expect(screen.queryByRole('tabpanel', { name: 'Profile' })).not.toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    expect(profileTab).toHaveFocus()
    await user.keyboard('{End}')
    expect(supportTab).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(profileTab).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(profileTab).toHaveAttribute('tabindex', '0'))
    expect(supportTab).toHaveAttribute('tabindex', '-1')
  })
})
