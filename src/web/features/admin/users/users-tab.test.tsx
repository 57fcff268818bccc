import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import {
  adminProfileRoute,
  customer,
  otherCustomer,
  signedInAdmin,
  userListResponse,
} from '../shared/test/user-fixtures'

function openUsersTab(routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(signedInAdmin)
  const api = mockApi({ ...adminProfileRoute, ...routes })
  return { ...api, ...renderApp('/admin?tab=users') }
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) })
const userListUrls = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/users?'))

describe('admin users tab', () => {
  it('lists each user with name, email, role, status and joining date, and marks your own row', async () => {
    openUsersTab({
      'GET /api/users': () => userListResponse([signedInAdmin, customer, otherCustomer]),
    })

    expect(await screen.findByRole('row', { name: /Asha Verma/ })).toBeInTheDocument()
    const columns = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(columns).toEqual(['User', 'Email', 'Role', 'Status', 'Joined', 'Actions'])

    const asha = row('Asha Verma')
    expect(within(asha).getByText('asha@example.com')).toBeInTheDocument()
    expect(within(asha).getByText('User', { selector: 'span' })).toBeInTheDocument()
    expect(within(asha).getByText('Active')).toBeInTheDocument()
    expect(within(asha).getByText('15 January 2025')).toBeInTheDocument()
    expect(within(asha).getByRole('link', { name: 'Edit Asha Verma' })).toHaveAttribute(
      'href',
      `/admin/users/${customer._id}`,
    )
    expect(within(asha).queryByText('You')).not.toBeInTheDocument()

    expect(within(row('Rohan Mehta')).getByText('Inactive')).toBeInTheDocument()
    expect(within(row('Shop Admin')).getByText('You')).toBeInTheDocument()
    expect(within(row('Shop Admin')).getByText('Admin', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('3 users')).toBeInTheDocument()
  })

  it('sends the search to the server only after a 500 ms pause in typing', async () => {
    const { fetchMock, user } = openUsersTab({
      'GET /api/users': () => userListResponse([customer, otherCustomer]),
    })
    await screen.findByRole('row', { name: /Asha Verma/ })

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'rohan')

    await waitFor(() => expect(userListUrls(fetchMock)).toContain('/api/users?page=1&limit=20&search=rohan'))
    expect(userListUrls(fetchMock)).toEqual([
      '/api/users?page=1&limit=20',
      '/api/users?page=1&limit=20&search=rohan',
    ])
  })

  it("says 'No users found' when nobody matches", async () => {
    openUsersTab({ 'GET /api/users': () => userListResponse([]) })
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })

  it("says 'Failed to load users' when the list cannot be loaded", async () => {
    openUsersTab({ 'GET /api/users': () => jsonResponse(403, { success: false, message: 'Admins only' }) })
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it("makes a user staff through the role select once confirmed: PUT {role:'staff'}, 'User role updated to staff'", async () => {
    const { user, requestsTo } = openUsersTab({
      'GET /api/users': [
        () => userListResponse([customer]),
        () => userListResponse([{ ...customer, role: 'staff' }]),
      ],
      [`PUT /api/users/${customer._id}`]: () => jsonResponse(200, { ...customer, role: 'staff' }),
    })
    await screen.findByRole('row', { name: /Asha Verma/ })
    const role = screen.getByRole('combobox', { name: 'Role of Asha Verma' })
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Staff', 'Admin'])

    await user.selectOptions(role, 'Staff')

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' })
    expect(dialog).toHaveTextContent("Change Asha Verma's role from User to Staff?")
    expect(requestsTo('PUT', `/api/users/${customer._id}`)).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }))

    expect(await screen.findByText('User role updated to staff')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/users/${customer._id}`).map((request) => request.body)).toEqual([
      { role: 'staff' },
    ])
    expect(within(row('Asha Verma')).getByText('Staff', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role of Asha Verma' })).toHaveValue('staff')
  })

  it('changes nothing when the role change is cancelled', async () => {
    const { user, requestsTo } = openUsersTab({
      'GET /api/users': () => userListResponse([customer]),
      [`PUT /api/users/${customer._id}`]: () => jsonResponse(200, { ...customer, role: 'admin' }),
    })
    await screen.findByRole('row', { name: /Asha Verma/ })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Asha Verma' }), 'Admin')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('combobox', { name: 'Role of Asha Verma' })).toHaveValue('user')
    expect(requestsTo('PUT', `/api/users/${customer._id}`)).toHaveLength(0)
  })

  it('does not offer the signed-in admin a change of their own role', async () => {
    openUsersTab({ 'GET /api/users': () => userListResponse([signedInAdmin, customer]) })
    await screen.findByRole('row', { name: /Shop Admin/ })

    const ownRole = screen.getByRole('combobox', { name: 'Role of Shop Admin' })
    expect(ownRole).toBeDisabled()
    expect(ownRole).toHaveAccessibleDescription('You cannot change your own role')
    expect(screen.getByRole('combobox', { name: 'Role of Asha Verma' })).toBeEnabled()
  })

  it('marks staff with their own badge', async () => {
    openUsersTab({ 'GET /api/users': () => userListResponse([{ ...customer, role: 'staff' }]) })
    const asha = await screen.findByRole('row', { name: /Asha Verma/ })
    expect(within(asha).getByText('Staff', { selector: 'span' })).toBeInTheDocument()
  })

  it('deactivates and activates a user with the required toasts', async () => {
    const { user, requestsTo } = openUsersTab({
      'GET /api/users': () => userListResponse([customer, otherCustomer]),
      [`PUT /api/users/${customer._id}`]: () => jsonResponse(200, { ...customer, isActive: false }),
      [`PUT /api/users/${otherCustomer._id}`]: () => jsonResponse(200, { ...otherCustomer, isActive: true }),
    })
    await screen.findByRole('row', { name: /Asha Verma/ })

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }))
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/users/${customer._id}`)[0]?.body).toEqual({ isActive: false })

    await user.click(await screen.findByRole('button', { name: 'Activate Rohan Mehta' }))
    expect(await screen.findByText('User activated successfully')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/users/${otherCustomer._id}`)[0]?.body).toEqual({ isActive: true })
  })

  it("keeps every row's actions disabled while one row updates", async () => {
    let answer: (response: Response) => void = () => {}
    const { user } = openUsersTab({
      'GET /api/users': () => userListResponse([customer, otherCustomer]),
      [`PUT /api/users/${customer._id}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    await screen.findByRole('row', { name: /Asha Verma/ })

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }))

    expect(screen.getByRole('button', { name: 'Activate Rohan Mehta' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Role of Rohan Mehta' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Role of Asha Verma' })).toBeDisabled()

    answer(jsonResponse(200, { ...customer, isActive: false }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate Rohan Mehta' })).toBeEnabled())
  })

  it("shows the server's refusal under 'Failed to update user role'", async () => {
    const otherAdmin = { ...otherCustomer, isActive: true, role: 'admin' as const }
    const { user } = openUsersTab({
      'GET /api/users': () => userListResponse([otherAdmin]),
      [`PUT /api/users/${otherAdmin._id}`]: () =>
        jsonResponse(409, { success: false, message: 'The shop needs at least one active admin' }),
    })
    await screen.findByRole('row', { name: /Rohan Mehta/ })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Rohan Mehta' }), 'User')
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }))

    expect(await screen.findByText('Failed to update user role')).toBeInTheDocument()
    expect(screen.getByText('The shop needs at least one active admin')).toBeInTheDocument()
    expect(within(row('Rohan Mehta')).getByText('Admin', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role of Rohan Mehta' })).toHaveValue('admin')
  })

  it("toasts 'Failed to update user status' when the change fails", async () => {
    const { user } = openUsersTab({
      'GET /api/users': () => userListResponse([customer]),
      [`PUT /api/users/${customer._id}`]: () =>
        jsonResponse(404, { success: false, message: 'User not found' }),
    })
    await screen.findByRole('row', { name: /Asha Verma/ })

    await user.click(screen.getByRole('button', { name: 'Deactivate Asha Verma' }))

    expect(await screen.findByText('Failed to update user status')).toBeInTheDocument()
    expect(within(row('Asha Verma')).getByText('Active')).toBeInTheDocument()
  })
})
