import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { DiscountsTab } from './discounts-tab'
import { makeDiscount, mockDiscountsApi } from './test/discount-fixtures'

afterEach(() => {
  toast.dismiss()
})

const created = (request: RecordedRequest) =>
  jsonResponse(201, { success: true, discount: makeDiscount(request.body as object) })

function openTab(...args: Parameters<typeof mockDiscountsApi>) {
  const api = mockDiscountsApi(...args)
  return { ...api, ...renderAdminTab(<DiscountsTab />) }
}

async function openNewCodeForm(user: ReturnType<typeof openTab>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New code' }))
  return screen.findByRole('form', { name: 'New discount code' })
}

describe('Discount form', () => {
  it('opens from New code with its heading focused and the address kept in ?discount=new', async () => {
    const { user, currentUrl } = openTab([])
    const form = await openNewCodeForm(user)

    expect(within(form).getByRole('heading', { name: 'New discount code' })).toHaveFocus()
    expect(currentUrl()).toBe('/admin?discount=new')
    expect(within(form).getByRole('radio', { name: 'Percentage (%)' })).toBeChecked()
    expect(within(form).getByRole('checkbox', { name: /^Active/ })).toBeChecked()
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('heading', { name: 'Discount codes' })).toBeInTheDocument()
    expect(currentUrl()).toBe('/admin')
  })

  it('shows the shared schema’s messages under their fields and sends nothing', async () => {
    const { user, requestsTo } = openTab([], { 'POST /api/discounts': created })
    const form = await openNewCodeForm(user)

    await user.type(within(form).getByLabelText('Code'), 'x!')
    await user.click(within(form).getByRole('button', { name: 'Create Code' }))

    expect(
      await within(form).findByText(
        'Code must be 3 to 32 letters, digits, dashes or underscores, starting with a letter or digit',
      ),
    ).toBeInTheDocument()
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(/^Code must be 3 to 32/)
    expect(within(form).getByText('Value must be a number')).toBeInTheDocument()

    // The rules between fields speak once every field on its own is right.
    await user.clear(within(form).getByLabelText('Code'))
    await user.type(within(form).getByLabelText('Code'), 'big150')
    await user.type(within(form).getByLabelText('Percent off'), '150')
    await user.type(within(form).getByLabelText('Starts'), '2025-03-10T09:00')
    await user.type(within(form).getByLabelText('Ends'), '2025-03-09T09:00')
    await user.click(within(form).getByRole('button', { name: 'Create Code' }))
    expect(
      await within(form).findByText('A percentage must be a whole number from 1 to 100'),
    ).toBeInTheDocument()
    expect(within(form).getByText('The end must be after the start')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/discounts')).toHaveLength(0)
  })

  it('creates a code: India times become ISO, empty limits are null, categories and products as chosen', async () => {
    const nezuko = makeProduct({ _id: '650000000000000000000c09', name: 'Nezuko Plush' })
    const { user, requestsTo, currentUrl } = openTab([], {
      'POST /api/discounts': created,
      'GET /api/products': () =>
        jsonResponse(200, { products: [nezuko], totalProducts: 1, currentPage: 1, totalPages: 1 }),
    })
    const form = await openNewCodeForm(user)

    await user.type(within(form).getByLabelText('Code'), 'diwali20')
    await user.type(within(form).getByLabelText(/^Description/), 'Festival sale')
    await user.type(within(form).getByLabelText('Percent off'), '20')
    await user.type(within(form).getByLabelText('Maximum discount (₹)'), '500')
    await user.type(within(form).getByLabelText('Minimum order value (₹)'), '999')
    await user.type(within(form).getByLabelText('Starts'), '2025-10-20T00:00')
    await user.type(within(form).getByLabelText('Total uses'), '100')
    await user.type(within(form).getByLabelText('Uses per customer'), '1')
    await user.click(within(form).getByRole('checkbox', { name: 'Figures' }))
    await user.type(within(form).getByRole('searchbox', { name: 'Products (optional)' }), 'nezuko')
    await user.click(await within(form).findByRole('button', { name: 'Add Nezuko Plush' }))
    expect(within(form).getByRole('list', { name: 'Chosen products' })).toHaveTextContent('Nezuko Plush')

    await user.click(within(form).getByRole('button', { name: 'Create Code' }))

    expect(await screen.findByText('Discount code created')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
    expect(requestsTo('POST', '/api/discounts')[0]?.body).toEqual({
      code: 'DIWALI20',
      description: 'Festival sale',
      type: 'percentage',
      value: 20,
      minOrderValue: 999,
      maxDiscount: 500,
      startsAt: '2025-10-19T18:30:00.000Z',
      endsAt: null,
      usageLimit: 100,
      perCustomerLimit: 1,
      categories: ['figures'],
      productIds: ['650000000000000000000c09'],
      isActive: true,
    })
  })

  it('shows a taken code under the Code field and another refusal above the buttons', async () => {
    const { user } = openTab([], {
      'POST /api/discounts': [
        () => jsonResponse(409, { success: false, message: 'A discount with this code already exists' }),
        () => jsonResponse(400, { success: false, message: 'The end must be after the start' }),
      ],
    })
    const form = await openNewCodeForm(user)
    await user.type(within(form).getByLabelText('Code'), 'FLAT250')
    await user.click(within(form).getByRole('radio', { name: 'Fixed amount (₹)' }))
    await user.type(within(form).getByLabelText('Amount off (₹)'), '250')

    await user.click(within(form).getByRole('button', { name: 'Create Code' }))
    await waitFor(() =>
      expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
        /^A discount with this code already exists/,
      ),
    )
    expect(within(form).getByLabelText('Code')).toHaveFocus()

    await user.click(within(form).getByRole('button', { name: 'Create Code' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('The end must be after the start')
  })

  it('edits a code with its stored values and a PUT, then says so', async () => {
    const stored = makeDiscount({
      code: 'FLAT250',
      type: 'fixed',
      value: 250,
      endsAt: '2025-03-31T18:29:00.000Z',
      categories: ['keychains'],
    })
    const { user, requestsTo } = openTab([stored], {
      [`PUT /api/discounts/${stored._id}`]: (request) =>
        jsonResponse(200, { success: true, discount: { ...stored, ...(request.body as object) } }),
    })

    await user.click(await screen.findByRole('button', { name: 'Edit FLAT250' }))
    const form = await screen.findByRole('form', { name: 'Edit FLAT250' })
    expect(within(form).getByRole('radio', { name: 'Fixed amount (₹)' })).toBeChecked()
    expect(within(form).getByLabelText('Amount off (₹)')).toHaveValue(250)
    expect(within(form).getByLabelText('Ends')).toHaveValue('2025-03-31T23:59')
    expect(within(form).getByRole('checkbox', { name: 'KeyChains' })).toBeChecked()

    await user.clear(within(form).getByLabelText('Amount off (₹)'))
    await user.type(within(form).getByLabelText('Amount off (₹)'), '300')
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Discount code updated')).toBeInTheDocument()
    expect(requestsTo('PUT', `/api/discounts/${stored._id}`)[0]?.body).toMatchObject({
      code: 'FLAT250',
      type: 'fixed',
      value: 300,
      endsAt: '2025-03-31T18:29:00.000Z',
      categories: ['keychains'],
    })
  })
})
