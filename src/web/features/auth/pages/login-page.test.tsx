import { screen, within, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TWO_FACTOR_CHALLENGE_ENDED_MESSAGE, WRONG_TWO_FACTOR_CODE_MESSAGE } from '@common/schemas/two-factor'
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

    // The orders page is a lazy chunk: its first load in a test run can take a moment.
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

    // The profile page's chunk is transformed on its first visit in this file: slow on a busy machine.
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

describe('sign-in page, second step', () => {
  const withTwoFactor = { ...shopper, twoFactorEnabled: true }
  const challengeAnswer = () =>
    jsonResponse(200, { success: true, twoFactorRequired: true, challenge: 'challenge-1' })
  const codeField = () => screen.getByLabelText('Authentication code')

  it('asks for the code after the password and starts the session only when the code is right', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/login': challengeAnswer,
      'POST /api/auth/2fa/verify': [
        () => jsonResponse(401, { success: false, message: WRONG_TWO_FACTOR_CODE_MESSAGE }),
        signedInAs(withTwoFactor),
      ],
    })
    const app = renderApp('/login?returnTo=%2Forders')

    await signIn(app, 'asha@example.com', 'password-123')

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument()
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField()).toHaveAttribute('inputmode', 'numeric')
    expect(codeField()).toHaveFocus()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(app.currentUrl()).toBe('/login?returnTo=%2Forders')

    await app.user.type(codeField(), '111 111')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText(WRONG_TWO_FACTOR_CODE_MESSAGE)).toBeInTheDocument()
    expect(codeField()).toHaveAttribute('aria-invalid', 'true')
    expect(codeField()).toHaveAccessibleDescription(WRONG_TWO_FACTOR_CODE_MESSAGE)
    expect(localStorage.getItem('token')).toBeNull()

    await app.user.clear(codeField())
    await app.user.type(codeField(), '287082')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument()
    expect(localStorage.getItem('token')).toBe('access')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ twoFactorEnabled: true })
    expect(requestsTo('POST', '/api/auth/2fa/verify').map((request) => request.body)).toEqual([
      { challenge: 'challenge-1', code: '111111' },
      { challenge: 'challenge-1', code: '287082' },
    ])
    expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(0)
  })

  it('checks that an app code has six digits before asking the server', async () => {
    const { requestsTo } = mockApi({ 'POST /api/auth/login': challengeAnswer })
    const app = renderApp('/login')
    await signIn(app, 'asha@example.com', 'password-123')

    await app.user.type(await screen.findByLabelText('Authentication code'), '12')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/2fa/verify')).toHaveLength(0)
  })

  it('takes a recovery code instead of the app’s code', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/login': challengeAnswer,
      'POST /api/auth/2fa/verify': signedInAs(withTwoFactor),
    })
    const app = renderApp('/login')
    await signIn(app, 'asha@example.com', 'password-123')

    await app.user.click(await screen.findByRole('button', { name: 'Use a recovery code' }))
    const recoveryField = screen.getByLabelText('Recovery code')
    expect(recoveryField).toHaveFocus()
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument()
    await app.user.type(recoveryField, 'ABCDE-12345')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(app.currentUrl()).toBe('/'))
    expect(requestsTo('POST', '/api/auth/2fa/verify')[0]?.body).toEqual({
      challenge: 'challenge-1',
      code: 'abcde12345',
    })
    expect(localStorage.getItem('token')).toBe('access')
  })

  it('sends the person back to the password step when the challenge has ended', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/login': challengeAnswer,
      'POST /api/auth/2fa/verify': () =>
        jsonResponse(401, {
          success: false,
          message: TWO_FACTOR_CHALLENGE_ENDED_MESSAGE,
          challengeEnded: true,
        }),
    })
    const app = renderApp('/login')
    await signIn(app, 'asha@example.com', 'password-123')

    await app.user.type(await screen.findByLabelText('Authentication code'), '000000')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_CHALLENGE_ENDED_MESSAGE)
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus())
    expect(localStorage.getItem('token')).toBeNull()

    await app.user.type(screen.getByLabelText('Password'), 'password-123')
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/login')).toHaveLength(2)
  })
})
