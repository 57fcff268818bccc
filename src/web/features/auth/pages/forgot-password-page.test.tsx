import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_MESSAGE } from '@common/schemas/mail'
import { jsonResponse, mockApi, pendingResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

async function askForLink({ user }: ReturnType<typeof renderApp>, email: string) {
  await user.type(screen.getByLabelText('Email'), email)
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))
}

describe('forgot-password page', () => {
  it('is reached from the sign-in page by its "Forgot password?" link', async () => {
    const app = renderApp('/login')

    await app.user.click(screen.getByRole('link', { name: 'Forgot password?' }))

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument()
    expect(app.currentUrl()).toBe('/forgot-password')
  })

  it("sends the e-mail and replaces the form with the server's message and a way back to sign-in", async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/forgot-password': () =>
        jsonResponse(200, { success: true, message: FORGOT_PASSWORD_MESSAGE }),
    })
    const app = renderApp('/forgot-password')

    await askForLink(app, '  Asha@Example.com ')

    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE)
    expect(screen.getByText(FORGOT_PASSWORD_MESSAGE)).toHaveFocus()
    expect(requestsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'asha@example.com' })
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('shows "Sending…" on a disabled button while the request is out', async () => {
    mockApi({ 'POST /api/auth/forgot-password': pendingResponse })
    const app = renderApp('/forgot-password')

    await askForLink(app, 'asha@example.com')

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled()
  })

  it('checks the e-mail with the shared rule before calling the server', async () => {
    const { fetchMock } = mockApi({})
    const app = renderApp('/forgot-password')

    await askForLink(app, 'not-an-email')

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a refusal such as too many requests in an alert and keeps the form', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        jsonResponse(429, { success: false, message: 'Too many requests. Please try again later.' }),
    })
    const app = renderApp('/forgot-password')

    await askForLink(app, 'asha@example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.')
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled()
  })
})
