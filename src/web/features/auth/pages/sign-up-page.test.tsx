import { screen, within, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shopper } from '../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

async function fillSignUpForm(
  { user }: ReturnType<typeof renderApp>,
  fields: { name: string; email: string; password: string; confirmPassword: string },
) {
  await user.type(screen.getByLabelText('Name'), fields.name)
  await user.type(screen.getByLabelText('Email'), fields.email)
  await user.type(screen.getByLabelText('Password'), fields.password)
  await user.type(screen.getByLabelText('Confirm Password'), fields.confirmPassword)
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

describe('sign-up page', () => {
  it('says "Passwords don\'t match" and sends nothing when the confirmation differs', async () => {
    const { fetchMock } = mockApi({})
    const app = renderApp('/signup')

    await fillSignUpForm(app, {
      name: 'Asha',
      email: 'asha@example.com',
      password: 'kawaii-figure-1',
      confirmPassword: 'kawaii-figure-2',
    })

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('requires every field', async () => {
    const { user } = renderApp('/register')

    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
  })

  it('shows the server message when the e-mail is taken', async () => {
    mockApi({
      'POST /api/auth/register': () =>
        jsonResponse(409, { success: false, message: 'An account with this email already exists' }),
    })
    const app = renderApp('/signup')

    await fillSignUpForm(app, {
      name: 'Asha',
      email: 'asha@example.com',
      password: 'kawaii-figure-1',
      confirmPassword: 'kawaii-figure-1',
    })

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists')
  })

  it('creates the account, stores the session and returns to returnTo', async () => {
    const { requestsTo } = mockApi({
      'POST /api/auth/register': () =>
        jsonResponse(201, { success: true, user: shopper, token: 'new-token' }),
    })
    const app = renderApp('/signup?returnTo=%2Fcart')

    await fillSignUpForm(app, {
      name: 'Asha Verma',
      email: 'asha@example.com',
      password: 'kawaii-figure-1',
      confirmPassword: 'kawaii-figure-1',
    })

    await waitFor(() => expect(app.currentUrl()).toBe('/cart'))
    expect(requestsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      password: 'kawaii-figure-1',
    })
    expect(localStorage.getItem('token')).toBe('new-token')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: shopper.email })
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
  })

  it('links to sign-in keeping returnTo', () => {
    renderApp('/signup?returnTo=%2Fcheckout')

    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcheckout',
    )
  })

  it('shows and hides each password', async () => {
    const { user } = renderApp('/signup')
    const confirmation = screen.getByLabelText('Confirm Password')

    await user.click(screen.getByRole('button', { name: 'Show confirm password' }))
    expect(confirmation).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')

    await user.click(screen.getByRole('button', { name: 'Hide confirm password' }))
    expect(confirmation).toHaveAttribute('type', 'password')
  })
})
