import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { builtInTaxDefaults } from '../shared/test/tax-default-fixtures'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi, staffMember } from '../shared/test/mock-admin-api'
import {
  addImageUrl,
  catalogueFacets,
  fillRequiredFields,
  openAsAdmin,
  savedProduct,
} from './test/product-form-test-kit'

const NEW_PRODUCT_PATH = '/admin/products/new'
const IMAGE_URL = 'https://cdn.example.com/luffy.webp'
const created = (request: RecordedRequest) =>
  jsonResponse(201, savedProduct({ ...(request.body as object), _id: 'new-id', id: 'new-id' }))

/** The admin changed the keychains' default in Settings: a new keychain starts from that, not the built-in. */
const shopDefaults = () =>
  builtInTaxDefaults().map((row) =>
    row.category === 'keychains' ? { ...row, hsnCode: '39264049', gstRate: 40 } : row,
  )

function openNewProductForm(routes = {}) {
  return openAsAdmin(NEW_PRODUCT_PATH, {
    'GET /api/tax/category-defaults': () => jsonResponse(200, { success: true, defaults: shopDefaults() }),
    'POST /api/products': created,
    ...routes,
  })
}

const hsnField = () => screen.getByLabelText('HSN code')
const rateField = () => screen.getByLabelText('GST rate')

describe('product form: HSN code and GST rate', () => {
  it('a new product starts with its category’s default and follows the category, and both are sent', async () => {
    const { user, requestsTo } = openNewProductForm()

    await waitFor(() => expect(hsnField()).toHaveValue('9503'))
    expect(rateField()).toHaveDisplayValue('5 %')
    expect(hsnField()).toHaveAccessibleDescription(
      '4, 6 or 8 digits. Starts as the category’s default from Settings.',
    )

    await user.selectOptions(screen.getByLabelText('Category'), 'KeyChains')
    expect(hsnField()).toHaveValue('39264049')
    expect(rateField()).toHaveDisplayValue('40 %')

    await fillRequiredFields(user)
    await addImageUrl(user, IMAGE_URL)
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await screen.findByText('Product created successfully')
    expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
      category: 'keychains',
      hsnCode: '39264049',
      gstRate: 40,
    })
  })

  it('stops following the category once the admin edits either field, until they take the default back', async () => {
    const { user, requestsTo } = openNewProductForm()
    await waitFor(() => expect(hsnField()).toHaveValue('9503'))

    await user.selectOptions(rateField(), '18 %')
    await user.selectOptions(screen.getByLabelText('Category'), 'Clothing')
    expect(hsnField()).toHaveValue('9503')
    expect(rateField()).toHaveDisplayValue('18 %')

    await user.click(screen.getByRole('button', { name: 'Use the category’s default (6109, 5 %)' }))
    expect(hsnField()).toHaveValue('6109')
    expect(rateField()).toHaveDisplayValue('5 %')
    expect(screen.queryByRole('button', { name: /^Use the category’s default/ })).not.toBeInTheDocument()

    await user.clear(hsnField())
    await user.type(hsnField(), '610910')
    await user.selectOptions(screen.getByLabelText('Category'), 'Accessories')
    expect(hsnField()).toHaveValue('610910')

    await fillRequiredFields(user)
    await addImageUrl(user, IMAGE_URL)
    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    await screen.findByText('Product created successfully')
    expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
      category: 'accessories',
      hsnCode: '610910',
      gstRate: 5,
    })
  })

  it('refuses an HSN code that is not 4, 6 or 8 digits, and sends nothing', async () => {
    const { user, requestsTo } = openNewProductForm()
    await waitFor(() => expect(hsnField()).toHaveValue('9503'))

    await user.clear(hsnField())
    await user.type(hsnField(), '95030')
    await fillRequiredFields(user)
    await addImageUrl(user, IMAGE_URL)
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument()
    expect(hsnField()).toHaveAccessibleDescription(/^HSN code must be 4, 6 or 8 digits/)
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('without the defaults (they failed to load) sends neither field, so the server applies the category’s', async () => {
    const { user, requestsTo } = openNewProductForm({
      'GET /api/tax/category-defaults': () => jsonResponse(403, { success: false, message: 'Forbidden' }),
    })
    await screen.findByLabelText('Product Name')
    await fillRequiredFields(user)
    await addImageUrl(user, IMAGE_URL)

    expect(hsnField()).toHaveValue('')
    expect(rateField()).toHaveDisplayValue('Category default')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await screen.findByText('Product created successfully')
    const body = requestsTo('POST', '/api/products')[0]?.body as Record<string, unknown>
    expect(body).not.toHaveProperty('hsnCode')
    expect(body).not.toHaveProperty('gstRate')
  })

  it('for staff asks for no defaults (a setting, the admin’s) and leaves both fields to the server', async () => {
    const { requestsTo } = mockAdminApi(
      {
        'GET /api/products/facets': () => jsonResponse(200, catalogueFacets()),
        'GET /api/tax/category-defaults': () =>
          jsonResponse(200, { success: true, defaults: shopDefaults() }),
        'POST /api/products': created,
      },
      { as: staffMember },
    )
    const { user } = renderApp(NEW_PRODUCT_PATH)
    await screen.findByLabelText('Product Name')
    await fillRequiredFields(user)
    await addImageUrl(user, IMAGE_URL)

    expect(hsnField()).toHaveValue('')
    expect(rateField()).toHaveDisplayValue('Category default')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await screen.findByText('Product created successfully')
    expect(requestsTo('GET', '/api/tax/category-defaults')).toHaveLength(0)
    const body = requestsTo('POST', '/api/products')[0]?.body as Record<string, unknown>
    expect(body).not.toHaveProperty('hsnCode')
    expect(body).not.toHaveProperty('gstRate')
  })
})
