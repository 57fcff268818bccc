import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_ERASED_MESSAGE, WRONG_ERASURE_PASSWORD_MESSAGE } from '@common/schemas/personal-data'
import { saveFile } from '../../../lib/save-file'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }))

afterEach(() => {
  vi.mocked(saveFile).mockClear()
})

function signedInProfile(routes: Record<string, ApiHandler | ApiHandler[]> = {}) {
  storeSignedInUser(shopper)
  return mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'POST /api/auth/logout': () => jsonResponse(200, { success: true, message: 'Signed out' }),
    'GET /api/newsletter/me': () => jsonResponse(200, { success: true, subscribed: false }),
    ...routes,
  })
}

async function openDeleteDialog() {
  const view = renderApp('/profile')
  await screen.findByRole('heading', { name: 'Your data' })
  await view.user.click(screen.getByRole('button', { name: 'Delete my account' }))
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) }
}

describe('your data on the profile', () => {
  it('leaves the confirmation page for the home page, signing nobody out, when it was not reached by a deletion', async () => {
    const api = signedInProfile()
    const { currentUrl } = renderApp('/account-deleted')
    await waitFor(() => expect(currentUrl()).toBe('/'))
    expect(api.requestsTo('POST', '/api/auth/logout')).toHaveLength(0)
  })

  it('gives and withdraws the newsletter consent with its box', async () => {
    const api = signedInProfile({
      'PUT /api/newsletter/me': [
        () => jsonResponse(200, { success: true, subscribed: true }),
        () => jsonResponse(200, { success: true, subscribed: false }),
      ],
    })
    const { user } = renderApp('/profile')
    const box = await screen.findByRole('checkbox', { name: 'Send me the newsletter' })
    await waitFor(() => expect(box).toBeEnabled())
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(/We record when and where you agree or stop/)

    await user.click(box)
    await waitFor(() => expect(box).toBeChecked())
    await waitFor(() => expect(box).toBeEnabled())
    await user.click(box)
    await waitFor(() => expect(box).not.toBeChecked())
    expect(api.requestsTo('PUT', '/api/newsletter/me').map((request) => request.body)).toEqual([
      { subscribed: true },
      { subscribed: false },
    ])
  })

  it('keeps the box as it was and says why when the change fails', async () => {
    signedInProfile({
      'GET /api/newsletter/me': () => jsonResponse(200, { success: true, subscribed: true }),
      'PUT /api/newsletter/me': () => jsonResponse(500, { success: false, message: 'Internal Server Error' }),
    })
    const { user } = renderApp('/profile')
    const box = await screen.findByRole('checkbox', { name: 'Send me the newsletter' })
    await waitFor(() => expect(box).toBeChecked())
    await user.click(box)
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error')
    expect(box).toBeChecked()
  })

  it('downloads the export as a JSON file named for the day', async () => {
    const exported = { account: { email: shopper.email }, orders: [], consents: [] }
    const api = signedInProfile({ 'GET /api/users/me/export': () => jsonResponse(200, exported) })
    const { user } = renderApp('/profile')
    await user.click(await screen.findByRole('button', { name: 'Download my data' }))

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1))
    expect(api.requestsTo('GET', '/api/users/me/export')).toHaveLength(1)
    const [file, name] = vi.mocked(saveFile).mock.calls[0]!
    expect(name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    expect(file.type).toBe('application/json')
    expect(JSON.parse(await file.text())).toEqual(exported)
  })

  it("says so when the data cannot be prepared, in the server's words", async () => {
    signedInProfile({
      'GET /api/users/me/export': () => jsonResponse(429, { success: false, message: 'Too many requests' }),
    })
    const { user } = renderApp('/profile')
    await user.click(await screen.findByRole('button', { name: 'Download my data' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests')
    expect(saveFile).not.toHaveBeenCalled()
  })

  it('explains what goes and what stays, with focus on keeping the account', async () => {
    signedInProfile()
    const { dialog, user } = await openDeleteDialog()
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/)
    expect(within(dialog).getByText(/your saved addresses and phone numbers/)).toBeInTheDocument()
    expect(within(dialog).getByText(/orders and their invoices are kept/i)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus()

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus()
  })

  it('asks for the password, and shows a wrong one on its field', async () => {
    const api = signedInProfile({
      'POST /api/users/me/delete': () =>
        jsonResponse(400, { success: false, message: WRONG_ERASURE_PASSWORD_MESSAGE }),
    })
    const { dialog, user } = await openDeleteDialog()
    const password = within(dialog).getByLabelText('Your password')

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(password).toHaveAccessibleDescription('Please enter your password')
    expect(password).toHaveFocus()
    expect(api.requestsTo('POST', '/api/users/me/delete')).toHaveLength(0)

    await user.type(password, 'wrong-password{Enter}')
    await waitFor(() => expect(password).toHaveAccessibleDescription(WRONG_ERASURE_PASSWORD_MESSAGE))
    expect(api.requestsTo('POST', '/api/users/me/delete')[0]!.body).toEqual({ password: 'wrong-password' })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it("shows the server's refusal while an order is on its way", async () => {
    const refusal =
      'Your order ORD-1 is still on the way. You can delete your account once it is delivered or cancelled.'
    signedInProfile({
      'POST /api/users/me/delete': () => jsonResponse(409, { success: false, message: refusal }),
    })
    const { dialog, user } = await openDeleteDialog()
    await user.type(within(dialog).getByLabelText('Your password'), 'correct-horse{Enter}')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
  })

  it('signs the shopper out once the account is deleted and confirms it on a page of its own', async () => {
    const api = signedInProfile({
      'POST /api/users/me/delete': () =>
        jsonResponse(200, { success: true, message: ACCOUNT_ERASED_MESSAGE }),
    })
    const { dialog, user, currentUrl } = await openDeleteDialog()
    await user.type(within(dialog).getByLabelText('Your password'), 'correct-horse')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    const heading = await screen.findByRole('heading', { name: 'Your account has been deleted' })
    expect(heading).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_ERASED_MESSAGE)
    expect(currentUrl()).toBe('/account-deleted')
    await waitFor(() => expect(api.requestsTo('POST', '/api/auth/logout')).toHaveLength(1))
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull())
    // Signed out, the page stays: nothing sends the former shopper to sign in.
    expect(currentUrl()).toBe('/account-deleted')
    expect(screen.getByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument()
  })
})
