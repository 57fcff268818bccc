import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { imageTile, openAsAdmin, PRODUCT_ID, rowGroup, savedProduct } from './test/product-form-test-kit'

const PRODUCT_PATH = `/api/products/${PRODUCT_ID}`
const echo = (request: RecordedRequest) => jsonResponse(200, savedProduct(request.body as object))

describe('edit product page', () => {
  it('loads the product into the form and saves the changes with a PUT', async () => {
    const { user, requestsTo, currentUrl } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    expect(await screen.findByRole('heading', { name: 'Edit Product', level: 1 })).toBeInTheDocument()
    expect(await screen.findByLabelText('Product Name')).toHaveValue('Gojo Satoru Figure')
    expect(screen.getByLabelText('Description')).toHaveValue('Jujutsu Kaisen prize figure')
    expect(screen.getByLabelText('Selling Price (₹)')).toHaveValue(2499.5)
    expect(screen.getByLabelText('Original Price (₹)')).toHaveValue(2999)
    expect(screen.getByLabelText('Stock')).toHaveValue(7)
    expect(screen.getByLabelText('Rating')).toHaveDisplayValue('4.5 stars')
    expect(screen.getByRole('checkbox', { name: 'Featured' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'New Arrival' })).not.toBeChecked()
    expect(rowGroup('Feature 1').getByLabelText('Name')).toHaveValue('Material')
    expect(rowGroup('Detail 1').getByLabelText('Content')).toHaveValue('18 cm')
    expect(within(imageTile(1)).getByText('Uploaded')).toBeInTheDocument()
    expect(screen.getByLabelText('HSN code')).toHaveValue('9503')
    expect(screen.getByLabelText('GST rate')).toHaveDisplayValue('5 %')

    await user.clear(screen.getByLabelText('Stock'))
    await user.type(screen.getByLabelText('Stock'), '3')
    await user.click(screen.getByRole('checkbox', { name: 'Best Seller' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toEqual({
      name: 'Gojo Satoru Figure',
      description: 'Jujutsu Kaisen prize figure',
      price: 2499.5,
      originalPrice: 2999,
      stock: 3,
      stockFrom: 7,
      maxPerCustomer: null,
      category: 'figures',
      hsnCode: '9503',
      gstRate: 5,
      rating: 4.5,
      isFeatured: true,
      isBestSeller: true,
      isNewArrival: false,
      images: ['/media/0123456789abcdef0123456789abcdef.webp'],
      features: [{ name: 'Material', value: 'PVC' }],
      details: [{ title: 'Height', content: '18 cm' }],
      series: 'Jujutsu Kaisen',
      character: 'Gojo Satoru',
      manufacturer: 'Good Smile Company',
      line: 'Nendoroid',
      scale: 'Non-scale',
      jan: '4580590123458',
      isPreorder: false,
      status: 'live',
      teaser: false,
      earlyAccessMinutes: 0,
      countryOfOrigin: 'China',
      importer: 'AnimeVerse, 14 Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
      netQuantity: '1 figure',
    })
  })

  it('sends the stock only when it was changed, and shows a stock that moved meanwhile beside the field', async () => {
    const message = 'Stock changed from 7 to 4 while you were editing; it is now 4.'
    const { user, requestsTo, currentUrl } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`PUT ${PRODUCT_PATH}`]: [
        () => jsonResponse(409, { success: false, message, currentStock: 4, field: 'stock' }),
        echo,
      ],
    })

    // The name is fixed and the stock typed anew from the 7 the form was read with; three sold meanwhile.
    await user.clear(await screen.findByLabelText('Product Name'))
    await user.type(screen.getByLabelText('Product Name'), 'Gojo Satoru Figure (fixed)')
    await user.clear(screen.getByLabelText('Stock'))
    await user.type(screen.getByLabelText('Stock'), '10')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    const stock = screen.getByLabelText('Stock')
    await waitFor(() => expect(stock).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(stock).toHaveFocus()
    expect(stock).toHaveValue(10)
    expect(screen.getByLabelText('Product Name')).toHaveValue('Gojo Satoru Figure (fixed)')
    expect(
      screen.getByText('Last read: 4 in stock. Saving changes the stock only if you edit it here.'),
    ).toBeInTheDocument()
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({ stock: 10, stockFrom: 7 })

    // Saved again, the same count goes from the figure now shown.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
    expect(requestsTo('PUT', PRODUCT_PATH)[1]?.body).toMatchObject({
      name: 'Gojo Satoru Figure (fixed)',
      stock: 10,
      stockFrom: 4,
    })
  })

  it('leaves the stock out of a save that did not touch it, so orders placed meanwhile keep their units', async () => {
    const { user, requestsTo, currentUrl } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })
    await user.type(await screen.findByLabelText('Product Name'), ' 2')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
    const body = requestsTo('PUT', PRODUCT_PATH)[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ name: 'Gojo Satoru Figure 2', stockFrom: 7 })
    expect(body).not.toHaveProperty('stock')
  })

  it('keeps the product’s own HSN code and GST rate: no category default is asked for, a change is sent', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () =>
        jsonResponse(200, savedProduct({ category: 'keychains', hsnCode: '39264049', gstRate: 40 })),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    expect(await screen.findByLabelText('HSN code')).toHaveValue('39264049')
    expect(screen.getByLabelText('GST rate')).toHaveDisplayValue('40 %')
    expect(screen.getByLabelText('HSN code')).toHaveAccessibleDescription(
      '4, 6 or 8 digits, printed on the tax invoice.',
    )

    // Another category leaves an edited product's own tax fields alone.
    await user.selectOptions(screen.getByLabelText('Category'), 'Accessories')
    expect(screen.getByLabelText('HSN code')).toHaveValue('39264049')
    await user.selectOptions(screen.getByLabelText('GST rate'), '18 %')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await screen.findByText('Product updated successfully')
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({
      category: 'accessories',
      hsnCode: '39264049',
      gstRate: 18,
    })
    expect(requestsTo('GET', '/api/tax/category-defaults')).toHaveLength(0)
  })

  it('keeps a rate GST 2.0 removed through an edit that leaves it, and offers only today’s slabs to change it', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct({ gstRate: 12 })),
      [`PUT ${PRODUCT_PATH}`]: [echo, echo],
    })
    const rate = await screen.findByLabelText('GST rate')
    expect(rate).toHaveDisplayValue('12 % (removed 22 Sep 2025; kept until you choose)')
    expect(
      within(rate)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled)
        .map((option) => option.textContent),
    ).toEqual(['0 %', '5 %', '18 %', '40 %'])
    expect(screen.getByText(/given its rate before GST 2\.0 removed it/)).toBeInTheDocument()

    // A name changed, the rate untouched: nothing is sent for it, so the product keeps its 12 %.
    await user.type(screen.getByLabelText('Product Name'), ' 2')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({ name: 'Gojo Satoru Figure 2' })
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).not.toHaveProperty('gstRate')
  })

  it('saves a product listed before countries were recorded without one, and sends the one chosen', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () =>
        jsonResponse(200, savedProduct({ countryOfOrigin: null, importer: null, netQuantity: null })),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })
    const country = await screen.findByLabelText('Country of origin')
    expect(country).toHaveDisplayValue('Select a country')
    expect(country).toHaveAccessibleDescription(/Listed before countries were recorded/)
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    const body = requestsTo('PUT', PRODUCT_PATH)[0]?.body
    expect(body).not.toHaveProperty('countryOfOrigin')
    expect(body).toMatchObject({ importer: null, netQuantity: null })
  })

  it('loads the product’s maximum per customer, and an emptied field clears the limit', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct({ maxPerCustomer: 2 })),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    const limit = await screen.findByLabelText('Maximum per customer')
    await waitFor(() => expect(limit).toHaveValue(2))
    await user.clear(limit)
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({ maxPerCustomer: null })
  })

  it('reads a product wrapped in data on the /admin/products/:id/edit route, keeping a rating set by reviews', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/${PRODUCT_ID}/edit`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, { data: savedProduct({ rating: 4.3 }) }),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    expect(await screen.findByLabelText('Product Name')).toHaveValue('Gojo Satoru Figure')
    expect(screen.getByLabelText('Rating')).toHaveDisplayValue('Keep current (4.3)')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).not.toHaveProperty('rating')
  })

  it("links to the product's history in the Activity tab", async () => {
    const { user, currentUrl } = openAsAdmin(`/admin/products/${PRODUCT_ID}/edit`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
    })

    const history = await screen.findByRole('link', { name: 'History' })
    expect(history).toHaveAttribute('href', `/admin?tab=activity&entity=product&entityId=${PRODUCT_ID}`)
    await user.click(history)
    expect(currentUrl()).toBe(`/admin?tab=activity&entity=product&entityId=${PRODUCT_ID}`)
  })

  it('asks for a category when the product’s one is no longer sold', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, { product: savedProduct({ category: 'posters' }) }),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Category is required')).toBeInTheDocument()
    expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(0)
  })

  it('shows the server’s message when the update is refused, and a fallback without one', async () => {
    const { user } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`PUT ${PRODUCT_PATH}`]: [
        () => jsonResponse(400, { success: false, message: 'Price can have at most 2 decimal places' }),
        () => jsonResponse(503, {}),
      ],
    })

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }))
    expect(await screen.findAllByText('Price can have at most 2 decimal places')).not.toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findAllByText('Failed to update product')).not.toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument()
  })

  it('shows a spinner while loading, then sends an unknown product back to the dashboard', async () => {
    let answer: (response: Response) => void = () => {}
    const { currentUrl } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    })

    expect(await screen.findByText('Loading product...')).toBeInTheDocument()
    answer(jsonResponse(404, { success: false, message: 'Not here' }))

    expect(await screen.findByText('Product not found')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
  })

  it('goes back to the dashboard when the product cannot be loaded', async () => {
    const { currentUrl } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(403, { success: false, message: 'Admins only' }),
    })

    expect(await screen.findByText('Failed to load product')).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
  })

  it('asks to check the product ID when the server refuses the id itself', async () => {
    const { currentUrl } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(400, { success: false, message: 'id is not valid' }),
    })

    expect(
      await screen.findByText('Failed to fetch product. Please check the product ID and try again.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(currentUrl()).toBe('/admin'))
  })
})
