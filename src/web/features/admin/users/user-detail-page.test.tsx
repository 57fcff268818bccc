import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Address } from '@common/schemas/address'
import type { Order } from '@common/schemas/order'
import { storeSignedInUser } from '../../../test/fixtures'
import { placedOrder } from '../../../test/order-fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { staffMember } from '../shared/test/mock-admin-api'
import { adminProfileRoute, customer, signedInAdmin } from '../shared/test/user-fixtures'

const homeAddress: Address = {
  _id: 'ad0000000000000000000001',
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98765 43210',
  country: 'India',
  addressLine1: '12 MG Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  gstin: null,
  isDefault: true,
  createdAt: '2025-01-16T10:00:00.000Z',
}
const officeAddress: Address = {
  ...homeAddress,
  _id: 'ad0000000000000000000002',
  fullName: 'Asha Verma (office)',
  addressLine1: '4 Park Street',
  addressLine2: null,
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  isDefault: false,
}

function order(id: string, status: Order['status'], totalPrice: number, createdAt: string) {
  return placedOrder({ _id: id, status, totalPrice, total: totalPrice, createdAt, userId: customer._id })
}

function ordersResponse(orders: ReturnType<typeof order>[], totalOrders = orders.length, totalPages = 1) {
  return jsonResponse(200, {
    success: true,
    orders,
    totalOrders,
    total: totalOrders,
    totalSales: 0,
    currentPage: 1,
    totalPages,
  })
}

function openUser(userId: string, routes: Record<string, ApiHandler | ApiHandler[]>) {
  storeSignedInUser(signedInAdmin)
  const api = mockApi({ ...adminProfileRoute, ...routes })
  return { ...api, ...renderApp(`/admin/users/${userId}`) }
}

const customerRoutes = (overrides: Record<string, ApiHandler | ApiHandler[]> = {}) => ({
  [`GET /api/users/${customer._id}`]: () => jsonResponse(200, customer),
  'GET /api/orders': () =>
    ordersResponse(
      [
        order('64b7f0c2a1b2c3d4e5f6a7b8', 'delivered', 124999.5, '2025-03-09T06:30:00.000Z'),
        order('75c8e1d3b2c3d4e5f6a7b8c9', 'pending', 349, '2025-02-20T06:30:00.000Z'),
      ],
      23,
      2,
    ),
  [`GET /api/users/${customer._id}/addresses`]: () =>
    jsonResponse(200, { success: true, addresses: [homeAddress, officeAddress] }),
  ...overrides,
})

describe('admin user screen', () => {
  it('shows the profile, role, status and joining date, with a way back to the users tab', async () => {
    openUser(customer._id, customerRoutes())

    expect(await screen.findByRole('heading', { name: 'Asha Verma', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    )
    expect(screen.getByText('User', { selector: 'span' })).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('15 January 2025')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('user')
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/admin?tab=users')
  })

  it('shows how many of the customer’s parcels came back undelivered', async () => {
    openUser(
      customer._id,
      customerRoutes({
        [`GET /api/users/${customer._id}`]: () => jsonResponse(200, { ...customer, returnedParcels: 2 }),
      }),
    )

    await screen.findByRole('heading', { name: 'Asha Verma', level: 1 })
    const returned = screen.getAllByRole('term').find((term) => term.textContent === 'Returned parcels')
    expect(returned?.nextElementSibling).toHaveTextContent(/^2$/)
  })

  it("lists the user's orders with number, date, status and total, each linking to its admin screen", async () => {
    const { fetchMock } = openUser(customer._id, customerRoutes())

    const orders = await screen.findByRole('region', { name: 'Orders (23)' })
    const links = await within(orders).findAllByRole('link')
    expect(links[0]).toHaveAttribute('href', '/admin/orders/64b7f0c2a1b2c3d4e5f6a7b8')
    expect(within(links[0]!).getByText('Order #64B7F0C2')).toBeInTheDocument()
    expect(within(links[0]!).getByText('9 March 2025')).toBeInTheDocument()
    expect(within(links[0]!).getByText('Delivered')).toBeInTheDocument()
    expect(within(links[0]!).getByText('₹1,24,999.50')).toBeInTheDocument()
    expect(links[1]).toHaveAttribute('href', '/admin/orders/75c8e1d3b2c3d4e5f6a7b8c9')
    expect(within(links[1]!).getByText('Pending')).toBeInTheDocument()
    expect(within(orders).getByText('Page 1 of 2')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/orders?userId=${customer._id}&page=1&limit=20`,
    )
  })

  it('lists the saved addresses and marks the default one', async () => {
    openUser(customer._id, customerRoutes())

    const panel = await screen.findByRole('region', { name: 'Saved addresses' })
    const [home, office] = await within(panel).findAllByRole('listitem')
    expect(
      within(home!).getByText('12 MG Road, Indiranagar, Bengaluru, Karnataka 560001'),
    ).toBeInTheDocument()
    expect(within(home!).getByText('Default')).toBeInTheDocument()
    expect(within(office!).getByText('4 Park Street, Kolkata, West Bengal 700016')).toBeInTheDocument()
    expect(within(office!).queryByText('Default')).not.toBeInTheDocument()
  })

  it('says when the user has no orders and no saved addresses', async () => {
    openUser(
      customer._id,
      customerRoutes({
        'GET /api/orders': () => ordersResponse([]),
        [`GET /api/users/${customer._id}/addresses`]: () =>
          jsonResponse(200, { success: true, addresses: [] }),
      }),
    )

    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
    expect(await screen.findByText('No saved addresses found.')).toBeInTheDocument()
  })

  it('deactivates the user from their screen with the required toast', async () => {
    const { user, requestsTo } = openUser(
      customer._id,
      customerRoutes({
        [`GET /api/users/${customer._id}`]: [
          () => jsonResponse(200, customer),
          () => jsonResponse(200, { ...customer, isActive: false }),
        ],
        [`PUT /api/users/${customer._id}`]: () => jsonResponse(200, { ...customer, isActive: false }),
      }),
    )

    await user.click(await screen.findByRole('button', { name: 'Deactivate' }))

    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/users/${customer._id}`)[0]?.body).toEqual({ isActive: false })
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument()
    expect(screen.getByText('Inactive')).toBeInTheDocument()
  })

  it("says 'User not found' with a way back for an unknown id", async () => {
    openUser('ffffffffffffffffffffffff', {
      'GET /api/users/ffffffffffffffffffffffff': () =>
        jsonResponse(404, { success: false, message: 'User not found' }),
    })

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back to Users' })).toHaveAttribute('href', '/admin?tab=users')
  })

  it('sets the role from the user screen once confirmed, and shows the staff badge', async () => {
    const { user, requestsTo } = openUser(
      customer._id,
      customerRoutes({
        [`GET /api/users/${customer._id}`]: [
          () => jsonResponse(200, customer),
          () => jsonResponse(200, { ...customer, role: 'staff' }),
        ],
        [`PUT /api/users/${customer._id}`]: () => jsonResponse(200, { ...customer, role: 'staff' }),
      }),
    )

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'Staff')
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' })
    expect(dialog).toHaveTextContent("Change Asha Verma's role from User to Staff?")
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }))

    expect(await screen.findByText('User role updated to staff')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/users/${customer._id}`).map((request) => request.body)).toEqual([
      { role: 'staff' },
    ])
    expect(screen.getByText('Staff', { selector: 'span' })).toBeInTheDocument()
  })

  it("links to the user's history in the Activity tab", async () => {
    const { user, currentUrl } = openUser(customer._id, customerRoutes())

    const history = await screen.findByRole('link', { name: 'History' })
    expect(history).toHaveAttribute('href', `/admin?tab=activity&entity=user&entityId=${customer._id}`)
    await user.click(history)
    expect(currentUrl()).toBe(`/admin?tab=activity&entity=user&entityId=${customer._id}`)
  })

  it("sends a staff member to the orders tab: accounts are the admin's", async () => {
    storeSignedInUser(staffMember)
    const { requestsTo } = mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: staffMember }),
      'GET /api/orders': () => ordersResponse([]),
    })
    const { currentUrl } = renderApp(`/admin/users/${customer._id}`)

    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    expect(currentUrl()).toBe('/admin?tab=orders')
    expect(requestsTo('GET', `/api/users/${customer._id}`)).toHaveLength(0)
  })
})
