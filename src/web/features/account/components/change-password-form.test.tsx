import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@common/schemas/auth'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

const CHANGED = 'Password changed. Other devices have been signed out.'

function openProfile(passwordHandler: ApiHandler) {
  storeSignedInUser(shopper)
  const api = mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'PUT /api/users/password': passwordHandler,
  })
  const app = renderApp('/profile')
  return { ...api, ...app }
}

const passwordSection = () => screen.getByRole('region', { name: 'Change password' })
const currentField = () => within(passwordSection()).getByLabelText('Current password')
const newField = () => within(passwordSection()).getByLabelText('New password')
const confirmField = () => within(passwordSection()).getByLabelText('Confirm new password')
const changeButton = () => within(passwordSection()).getByRole('button', { name: 'Change Password' })

describe('change of password on the profile', () => {
  it('is filled in and sent by keyboard, then says so in a toast, empties the form and keeps the shopper signed in', async () => {
    const { requestsTo, user, currentUrl } = openProfile(() =>
      jsonResponse(200, { success: true, message: CHANGED }),
    )
    await screen.findByRole('region', { name: 'Change password' })

    await user.click(currentField())
    await user.keyboard('kawaii-figure-2025')
    await user.tab() // past the field's Show button
    await user.tab()
    expect(newField()).toHaveFocus()
    await user.keyboard('a-brand-new-secret')
    await user.tab()
    await user.tab()
    expect(confirmField()).toHaveFocus()
    await user.keyboard('a-brand-new-secret{Enter}')

    const toasts = screen.getByRole('region', { name: /notifications/i })
    expect(await within(toasts).findByText(CHANGED)).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/users/password')[0]?.body).toEqual({
      currentPassword: 'kawaii-figure-2025',
      newPassword: 'a-brand-new-secret',
    })
    expect(currentField()).toHaveValue('')
    expect(newField()).toHaveValue('')
    expect(confirmField()).toHaveValue('')
    expect(currentUrl()).toBe('/profile')
    expect(localStorage.getItem('token')).toBe('stored-token')
  })

  it('holds the new password to the sign-up rules and messages before sending', async () => {
    const { requestsTo, user } = openProfile(() => jsonResponse(200, { success: true, message: CHANGED }))
    await screen.findByRole('region', { name: 'Change password' })

    await user.click(changeButton())
    expect(await screen.findByText('Current password is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument()

    await user.type(currentField(), 'kawaii-figure-2025')
    await user.type(newField(), 'short')
    await user.type(confirmField(), 'shorter')
    await user.click(changeButton())
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(newField()).toHaveAttribute('aria-invalid', 'true')

    await user.clear(newField())
    await user.type(newField(), 'a-brand-new-secret')
    await user.click(changeButton())
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument()
    expect(confirmField()).toHaveAccessibleDescription("Passwords don't match")
    expect(requestsTo('PUT', '/api/users/password')).toHaveLength(0)
  })

  it("shows a wrong current password's message on that field and moves focus there, still signed in", async () => {
    const { requestsTo, user, currentUrl } = openProfile(() =>
      jsonResponse(400, { success: false, message: WRONG_CURRENT_PASSWORD_MESSAGE }),
    )
    await screen.findByRole('region', { name: 'Change password' })

    await user.type(currentField(), 'not-my-password')
    await user.type(newField(), 'a-brand-new-secret')
    await user.type(confirmField(), 'a-brand-new-secret')
    await user.click(changeButton())

    await waitFor(() => expect(currentField()).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD_MESSAGE))
    expect(currentField()).toHaveAttribute('aria-invalid', 'true')
    expect(currentField()).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // A 400, not a 401: no refresh was tried and the session is intact.
    expect(requestsTo('POST', '/api/auth/refresh-token')).toHaveLength(0)
    expect(currentUrl()).toBe('/profile')
    expect(newField()).toHaveValue('a-brand-new-secret')
  })

  it("shows any other refusal in a dismissible error box, with the server's message", async () => {
    const { user } = openProfile(() =>
      jsonResponse(429, { success: false, message: 'Too many requests, please try again later.' }),
    )
    await screen.findByRole('region', { name: 'Change password' })

    await user.type(currentField(), 'kawaii-figure-2025')
    await user.type(newField(), 'a-brand-new-secret')
    await user.type(confirmField(), 'a-brand-new-secret')
    await user.click(changeButton())

    const alert = await within(passwordSection()).findByRole('alert')
    expect(alert).toHaveTextContent('Too many requests, please try again later.')
    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }))
    expect(within(passwordSection()).queryByRole('alert')).not.toBeInTheDocument()
  })
})
