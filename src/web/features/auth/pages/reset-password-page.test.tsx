import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RESET_LINK_INVALID_MESSAGE } from '@common/schemas/mail'
import { shopper } from '../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

async function setNewPassword(
  { user }: ReturnType<typeof renderApp>,
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText('New password'), password)
  await user.type(screen.getByLabelText('Confirm password'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Set new password' }))
}

describe('reset-password page', () => {
  it('sets the password, signs the shopper in, says so and goes home', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/reset-password': () =>
        jsonResponse(200, { success: true, user: shopper, token: 'fresh', accessToken: 'fresh' }),
    })
    const app = renderApp('/reset-password?token=reset-token-1')

    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument()
    await setNewPassword(app, 'new-figure-pass-1')

    await waitFor(() => expect(app.currentUrl()).toBe('/'))
    expect(requestsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'reset-token-1',
      password: 'new-figure-pass-1',
    })
    expect(localStorage.getItem('token')).toBe('fresh')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: shopper.email })
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
    const toasts = screen.getByRole('region', { name: /notifications/i })
    expect(await within(toasts).findByText('Your password has been changed')).toBeInTheDocument()
  })

  it('asks an account with two-step sign-in for its code before it signs in', async () => {
    const withTwoFactor = { ...shopper, twoFactorEnabled: true }
    const { requestsTo } = mockApi({
      'POST /api/auth/reset-password': () =>
        jsonResponse(200, { success: true, twoFactorRequired: true, challenge: 'challenge-after-reset' }),
      'POST /api/auth/2fa/verify': () =>
        jsonResponse(200, { success: true, user: withTwoFactor, token: 'fresh', accessToken: 'fresh' }),
    })
    const app = renderApp('/reset-password?token=reset-token-2')

    await setNewPassword(app, 'new-figure-pass-1')

    const codeField = await screen.findByLabelText('Authentication code')
    expect(localStorage.getItem('token')).toBeNull()
    await app.user.type(codeField, '287082')
    await app.user.click(screen.getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(app.currentUrl()).toBe('/'))
    expect(localStorage.getItem('token')).toBe('fresh')
    expect(requestsTo('POST', '/api/auth/2fa/verify')[0]?.body).toEqual({
      challenge: 'challenge-after-reset',
      code: '287082',
    })
  })

  it('shows the invalid-link message with a way to ask for a new link when the server answers 400', async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, { success: false, message: RESET_LINK_INVALID_MESSAGE }),
    })
    const app = renderApp('/reset-password?token=used-token')

    await setNewPassword(app, 'new-figure-pass-1')

    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(app.currentUrl()).toBe('/reset-password?token=used-token')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('without a token shows the invalid-link message and no form', () => {
    renderApp('/reset-password')

    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument()
  })

  it("uses the sign-up form's rules: a short password or a mismatch is caught before any request", async () => {
    const { fetchMock } = mockApi({})
    const app = renderApp('/reset-password?token=reset-token-1')

    await setNewPassword(app, 'short', 'short')
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()

    await app.user.clear(screen.getByLabelText('New password'))
    await app.user.clear(screen.getByLabelText('Confirm password'))
    await setNewPassword(app, 'new-figure-pass-1', 'new-figure-pass-2')
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
