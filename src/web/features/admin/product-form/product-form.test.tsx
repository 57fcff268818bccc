import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import {
  addImageUrl,
  fillRequiredFields,
  openAsAdmin,
  rowGroup,
  savedProduct,
} from './test/product-form-test-kit'

const NEW_PRODUCT_PATH = '/admin/products/new'
const created = (request: RecordedRequest) =>
  jsonResponse(201, savedProduct({ ...(request.body as object), _id: 'new-id', id: 'new-id' }))

describe('create product form', () => {
  it('shows the required messages under their fields and sends nothing', async () => {
    const { user, requests } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })

    expect(await screen.findByRole('heading', { name: 'Create Product', level: 1 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText('Product name is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Product Name')).toHaveAccessibleDescription('Product name is required')
    expect(screen.getByText('Description is required')).toBeInTheDocument()
    expect(screen.getByText('Price is required')).toBeInTheDocument()
    expect(screen.getByText('Stock is required')).toBeInTheDocument()
    expect(screen.getByText('Please upload at least one image')).toBeInTheDocument()
    expect(requests.filter((request) => request.path === '/api/products')).toHaveLength(0)
  })

  it('refuses a negative price and stock with the schema’s messages', async () => {
    const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })

    await user.type(await screen.findByLabelText('Selling Price (₹)'), '-5')
    await user.type(screen.getByLabelText('Stock'), '-1')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText('Price must be positive')).toBeInTheDocument()
    expect(screen.getByText('Stock cannot be negative')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('starts a new product as a New Arrival among figures with no rating', async () => {
    openAsAdmin(NEW_PRODUCT_PATH)

    expect(await screen.findByRole('checkbox', { name: 'New Arrival' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Featured' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Best Seller' })).not.toBeChecked()
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Figures')
    expect(screen.getByLabelText('Rating')).toHaveDisplayValue('No rating')
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/admin/products')
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/products')
  })

  it('keeps at least one feature and one detail row: remove is disabled on the last one', async () => {
    const { user } = openAsAdmin(NEW_PRODUCT_PATH)

    expect(await screen.findByRole('button', { name: 'Remove feature 1' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Remove detail 1' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Add Feature' }))
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Remove feature 2' }))
    expect(screen.queryByRole('group', { name: 'Feature 2' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove feature 1' })).toBeDisabled()
  })

  it('drops incomplete rows, raises a lower original price to the selling price and returns to the dashboard', async () => {
    const { user, requestsTo, currentUrl } = openAsAdmin(NEW_PRODUCT_PATH, {
      'POST /api/products': created,
    })
    await screen.findByRole('heading', { name: 'Create Product' })
    await fillRequiredFields(user)
    await user.type(screen.getByLabelText('Original Price (₹)'), '199')
    await user.selectOptions(screen.getByLabelText('Category'), 'Q Posket')
    await user.selectOptions(screen.getByLabelText('Rating'), '4.5 stars')
    await user.click(screen.getByRole('checkbox', { name: 'Best Seller' }))
    await addImageUrl(user, 'https://cdn.example.com/luffy.jpg')
    await user.type(rowGroup('Feature 1').getByLabelText('Name'), 'Material')
    await user.type(rowGroup('Feature 1').getByLabelText('Value'), 'Metal')
    await user.click(screen.getByRole('button', { name: 'Add Feature' }))
    await user.type(rowGroup('Feature 2').getByLabelText('Name'), 'Colour')
    await user.type(rowGroup('Detail 1').getByLabelText('Title'), 'Size')

    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
    const [request] = requestsTo('POST', '/api/products')
    expect(request?.body).toEqual({
      name: 'Luffy Keychain',
      description: 'Straw hat keychain',
      price: 299,
      originalPrice: 299,
      stock: 12,
      maxPerCustomer: null,
      category: 'qposket',
      rating: 4.5,
      isFeatured: false,
      isBestSeller: true,
      isNewArrival: true,
      images: ['https://cdn.example.com/luffy.jpg'],
      features: [{ name: 'Material', value: 'Metal' }],
      details: [],
      series: null,
      character: null,
      manufacturer: null,
      line: null,
      scale: null,
      jan: null,
      isPreorder: false,
      status: 'live',
      teaser: false,
      earlyAccessMinutes: 0,
      countryOfOrigin: 'China',
      importer: null,
      netQuantity: null,
    })
  })

  it('asks where a new product was made, and sends its country, importer and net quantity', async () => {
    const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
    await screen.findByRole('heading', { name: 'Create Product' })
    await user.type(screen.getByLabelText('Product Name'), 'Gojo Prize Figure')
    await user.type(screen.getByLabelText('Description'), 'Ichibansho figure')
    await user.type(screen.getByLabelText('Selling Price (₹)'), '2499')
    await user.type(screen.getByLabelText('Stock'), '3')
    await addImageUrl(user, '/media/gojo.webp')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    const country = screen.getByLabelText('Country of origin')
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription(
        expect.stringContaining('Country of origin is required: the country the product was made in'),
      ),
    )
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)

    await user.selectOptions(country, 'Vietnam')
    await user.type(screen.getByLabelText('Importer (name and address)'), 'AnimeVerse{Enter}Mumbai 400050')
    await user.type(screen.getByLabelText('Net quantity'), '1 figure')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    await screen.findByText('Product created successfully')
    expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
      countryOfOrigin: 'Vietnam',
      importer: 'AnimeVerse\nMumbai 400050',
      netQuantity: '1 figure',
    })
  })

  it('sends Maximum per customer, with its hint, and refuses a limit below 1', async () => {
    const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
    await screen.findByRole('heading', { name: 'Create Product' })
    await fillRequiredFields(user)
    await addImageUrl(user, '/media/luffy.webp')
    const limit = screen.getByLabelText('Maximum per customer')
    expect(limit).toHaveAccessibleDescription(
      'Leave empty for no limit. Counts every order of the customer that is not cancelled.',
    )

    await user.type(limit, '0')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findByText('Maximum per customer must be at least 1')).toBeInTheDocument()
    expect(limit).toHaveAccessibleDescription(/^Maximum per customer must be at least 1 Leave empty/)
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)

    await user.clear(limit)
    await user.type(limit, '2')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(1))
    expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({ stock: 12, maxPerCustomer: 2 })
  })

  it('sends an empty original price as the selling price and keeps a higher one', async () => {
    const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, {
      'POST /api/products': [() => jsonResponse(400, { success: false, message: 'Try once more' }), created],
    })
    await screen.findByRole('heading', { name: 'Create Product' })
    await fillRequiredFields(user)
    await addImageUrl(user, '/media/luffy.webp')

    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findAllByText('Try once more')).not.toHaveLength(0)
    await user.clear(screen.getByLabelText('Original Price (₹)'))
    await user.type(screen.getByLabelText('Original Price (₹)'), '349.99')
    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(2))
    const [blank, higher] = requestsTo('POST', '/api/products')
    expect(blank?.body).toMatchObject({ price: 299, originalPrice: 299 })
    expect(higher?.body).toMatchObject({ price: 299, originalPrice: 349.99 })
  })

  it('shows the server’s message when the save is refused, and a fallback without one', async () => {
    const { user } = openAsAdmin(NEW_PRODUCT_PATH, {
      'POST /api/products': [
        () => jsonResponse(409, { success: false, message: 'A product with this name already exists' }),
        () => jsonResponse(502, {}),
      ],
    })
    await screen.findByRole('heading', { name: 'Create Product' })
    await fillRequiredFields(user)
    await addImageUrl(user, '/media/luffy.webp')

    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findAllByText('A product with this name already exists')).not.toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'Create Product' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findAllByText('Failed to save product')).not.toHaveLength(0)
  })

  it('shows Saving... on a disabled button while the product is sent', async () => {
    let answer: (response: Response) => void = () => {}
    const { user, currentUrl } = openAsAdmin(NEW_PRODUCT_PATH, {
      'POST /api/products': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    await screen.findByRole('heading', { name: 'Create Product' })
    await fillRequiredFields(user)
    await addImageUrl(user, '/media/luffy.webp')

    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    answer(jsonResponse(201, savedProduct()))
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
  })
})
