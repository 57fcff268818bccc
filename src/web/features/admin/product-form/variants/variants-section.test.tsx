import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Product, ProductVariant } from '@common/schemas/product'
import { jsonResponse, type RecordedRequest } from '../../../../test/mock-api'
import { openAsAdmin, PRODUCT_ID, savedProduct } from '../test/product-form-test-kit'

const PRODUCT_PATH = `/api/products/${PRODUCT_ID}`
const VARIANTS_PATH = `${PRODUCT_PATH}/variants`
const EDITIONS = [{ name: 'Edition', values: ['Standard', 'Deluxe'] }]

function variant(overrides: Partial<ProductVariant> & Pick<ProductVariant, '_id' | 'label'>): ProductVariant {
  return {
    options: { Edition: overrides.label },
    sku: `GOJO-${overrides.label.toUpperCase()}`,
    jan: null,
    price: 2499,
    originalPrice: 2499,
    stock: 4,
    images: [],
    maxPerCustomer: null,
    preorderLimit: null,
    ...overrides,
  }
}

function withEditions(overrides: Partial<Product> = {}): Product {
  return savedProduct({
    price: 2499,
    originalPrice: 2499,
    maxPrice: 3999,
    stock: 6,
    options: EDITIONS,
    variants: [
      variant({ _id: 'v-standard', label: 'Standard', stock: 4 }),
      variant({ _id: 'v-deluxe', label: 'Deluxe', price: 3999, originalPrice: 4499, stock: 2 }),
    ],
    ...overrides,
  })
}

/** The server's answer to a saved grid: each variant given an id, its label and figures as sent. */
function savedGrid(request: RecordedRequest): Product {
  const body = request.body as {
    options: Product['options']
    variants: (Omit<ProductVariant, '_id' | 'label'> & { _id?: string })[]
  }
  const variants = body.variants.map((sent, index) =>
    variant({
      ...sent,
      _id: sent._id ?? `v-new-${index}`,
      label: Object.values(sent.options).join(' / '),
      originalPrice: sent.originalPrice ?? sent.price,
      jan: sent.jan ?? null,
    }),
  )
  return withEditions({
    options: body.options!,
    variants,
    stock: variants.reduce((sum, row) => sum + row.stock, 0),
  })
}

const section = () => within(screen.getByRole('region', { name: 'Options and variants' }))
const grid = () => within(section().getByRole('table'))

describe('options and variants on the edit product page', () => {
  it('adds an option with chips, generates every combination, fills the grid in bulk and saves the whole grid', async () => {
    let current = savedProduct()
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, current),
      [`PUT ${VARIANTS_PATH}`]: (request) => {
        current = savedGrid(request)
        return jsonResponse(200, current)
      },
    })
    await screen.findByRole('region', { name: 'Options and variants' })
    expect(
      section().getByText('Add an option and its values, then generate the variants.'),
    ).toBeInTheDocument()

    await user.click(section().getByRole('button', { name: 'Add option' }))
    await user.type(section().getByLabelText('Option 1 name'), 'Edition')
    await user.type(section().getByLabelText('Add values to Edition'), 'Standard, Deluxe{Enter}')
    const chips = section().getByRole('list', { name: 'Values of Edition' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Standard', 'Deluxe'])
    await user.click(section().getByRole('button', { name: 'Generate variants' }))

    expect(
      grid()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['StandardNew', 'DeluxeNew'])
    await user.type(grid().getByLabelText('SKU of Standard'), 'GOJO-STD')
    await user.type(grid().getByLabelText('SKU of Deluxe'), 'GOJO-DLX')
    await user.type(section().getByLabelText('Price for the variants (₹)'), '2499')
    await user.click(section().getByRole('button', { name: 'Set price for all' }))
    await user.clear(grid().getByLabelText('Price (₹) of Deluxe'))
    await user.type(grid().getByLabelText('Price (₹) of Deluxe'), '3999')
    await user.type(section().getByLabelText('Stock for the variants'), '5')
    await user.click(section().getByRole('button', { name: 'Set stock for all' }))
    expect(grid().getByLabelText('Stock of Standard')).toHaveValue('5')
    expect(grid().getByLabelText('Stock of Deluxe')).toHaveValue('5')
    await user.click(section().getByRole('button', { name: 'Save variants' }))

    expect(await screen.findByText('Variants saved')).toBeInTheDocument()
    expect(requestsTo('PUT', VARIANTS_PATH)[0]?.body).toEqual({
      options: EDITIONS,
      variants: [
        {
          options: { Edition: 'Standard' },
          sku: 'GOJO-STD',
          price: 2499,
          stock: 5,
          images: [],
          maxPerCustomer: null,
          preorderLimit: null,
        },
        {
          options: { Edition: 'Deluxe' },
          sku: 'GOJO-DLX',
          price: 3999,
          stock: 5,
          images: [],
          maxPerCustomer: null,
          preorderLimit: null,
        },
      ],
    })
    // The grid now holds the saved variants, each read with its stock.
    await waitFor(() =>
      expect(
        grid()
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['StandardSaved: 5', 'DeluxeSaved: 5']),
    )
    // The product form no longer edits the price and stock: the grid sets them.
    expect(await screen.findByText('₹2,499.00 – ₹3,999.00')).toBeInTheDocument()
    expect(screen.queryByLabelText('Selling Price (₹)')).not.toBeInTheDocument()
  })

  it('keeps the rows already there when a value is added and generated again, and sets stock for the selected rows only', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, withEditions()),
      [`PUT ${VARIANTS_PATH}`]: (request) => jsonResponse(200, savedGrid(request)),
    })
    await screen.findByRole('region', { name: 'Options and variants' })
    expect(grid().getByLabelText('Price (₹) of Deluxe')).toHaveValue('3999')
    expect(grid().getByLabelText('Original price (₹) of Deluxe')).toHaveValue('4499')
    // No higher original price: shown empty, as it was typed.
    expect(grid().getByLabelText('Original price (₹) of Standard')).toHaveValue('')

    await user.type(section().getByLabelText('Add values to Edition'), 'Limited{Enter}')
    await user.click(section().getByRole('button', { name: 'Generate variants' }))
    expect(
      grid()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['StandardSaved: 4', 'DeluxeSaved: 2 · Low', 'LimitedNew'])
    expect(grid().getByLabelText('SKU of Deluxe')).toHaveValue('GOJO-DELUXE')

    await user.click(grid().getByRole('checkbox', { name: 'Select Limited' }))
    await user.type(section().getByLabelText('Stock for the variants'), '3')
    await user.click(section().getByRole('button', { name: 'Set stock for 1 selected' }))
    expect(grid().getByLabelText('Stock of Limited')).toHaveValue('3')
    expect(grid().getByLabelText('Stock of Standard')).toHaveValue('4')

    await user.type(grid().getByLabelText('SKU of Limited'), 'GOJO-LTD')
    await user.type(grid().getByLabelText('Price (₹) of Limited'), '5999')
    await user.click(grid().getByRole('button', { name: 'Remove variant Standard' }))
    await user.click(section().getByRole('button', { name: 'Save variants' }))

    expect(await screen.findByText('Variants saved')).toBeInTheDocument()
    const sent = requestsTo('PUT', VARIANTS_PATH)[0]?.body as { variants: object[] }
    // Saved rows go with their id and the stock they were read with; the removed one is left out.
    expect(sent.variants).toEqual([
      expect.objectContaining({
        _id: 'v-deluxe',
        sku: 'GOJO-DELUXE',
        price: 3999,
        originalPrice: 4499,
        stock: 2,
        stockFrom: 2,
      }),
      expect.objectContaining({ options: { Edition: 'Limited' }, sku: 'GOJO-LTD', price: 5999, stock: 3 }),
    ])
    expect(sent.variants[1]).not.toHaveProperty('_id')
  })

  it('marks a field the schema refuses beside it without sending, and shows the server’s refusal', async () => {
    const message = 'SKU GOJO-STANDARD is already used by another product'
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, withEditions()),
      [`PUT ${VARIANTS_PATH}`]: () => jsonResponse(409, { success: false, message }),
    })
    await screen.findByRole('region', { name: 'Options and variants' })

    await user.clear(grid().getByLabelText('SKU of Deluxe'))
    await user.type(grid().getByLabelText('SKU of Deluxe'), 'GOJO DELUXE')
    await user.click(section().getByRole('button', { name: 'Save variants' }))
    expect(grid().getByLabelText('SKU of Deluxe')).toHaveAccessibleDescription(
      'SKU must be 1 to 64 letters, digits, dashes, dots or underscores',
    )
    expect(requestsTo('PUT', VARIANTS_PATH)).toHaveLength(0)

    await user.clear(grid().getByLabelText('SKU of Deluxe'))
    await user.type(grid().getByLabelText('SKU of Deluxe'), 'GOJO-DLX')
    await user.click(section().getByRole('button', { name: 'Save variants' }))
    expect(await section().findByRole('alert')).toHaveTextContent(message)
    expect(requestsTo('PUT', VARIANTS_PATH)).toHaveLength(1)
  })

  it('refused because a stock moved, learns the figures now: a stock left as read follows, a typed one stays', async () => {
    const message = 'Stock changed from 2 to 1 while you were editing; it is now 1.'
    const sold = withEditions({
      variants: [
        variant({ _id: 'v-standard', label: 'Standard', stock: 3 }),
        variant({ _id: 'v-deluxe', label: 'Deluxe', price: 3999, originalPrice: 4499, stock: 1 }),
      ],
    })
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: [() => jsonResponse(200, withEditions()), () => jsonResponse(200, sold)],
      [`PUT ${VARIANTS_PATH}`]: [
        () => jsonResponse(409, { success: false, message, currentStock: 1 }),
        (request) => jsonResponse(200, savedGrid(request)),
      ],
    })
    await screen.findByRole('region', { name: 'Options and variants' })
    await user.clear(grid().getByLabelText('Stock of Deluxe'))
    await user.type(grid().getByLabelText('Stock of Deluxe'), '10')
    await user.click(section().getByRole('button', { name: 'Save variants' }))

    expect(await section().findByRole('alert')).toHaveTextContent(message)
    await waitFor(() => expect(grid().getByLabelText('Stock of Standard')).toHaveValue('3'))
    expect(grid().getByLabelText('Stock of Deluxe')).toHaveValue('10')

    await user.click(section().getByRole('button', { name: 'Save variants' }))
    expect(await screen.findByText('Variants saved')).toBeInTheDocument()
    const second = requestsTo('PUT', VARIANTS_PATH)[1]?.body as { variants: object[] }
    expect(second.variants).toEqual([
      expect.objectContaining({ _id: 'v-standard', stock: 3, stockFrom: 3 }),
      expect.objectContaining({ _id: 'v-deluxe', stock: 10, stockFrom: 1 }),
    ])
  })

  it('shows a product with options its price range and summed stock read-only, and saves the form without them', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, withEditions()),
      [`PUT ${PRODUCT_PATH}`]: () => jsonResponse(200, withEditions()),
    })
    expect(await screen.findByText('₹2,499.00 – ₹3,999.00')).toBeInTheDocument()
    expect(screen.getByText(/its prices and stock are set per variant/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Stock')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    const body = requestsTo('PUT', PRODUCT_PATH)[0]?.body as object
    for (const figure of ['price', 'originalPrice', 'stock', 'stockFrom'])
      expect(body).not.toHaveProperty(figure)
  })

  it('says on a new product that options and variants come after the first save', async () => {
    openAsAdmin('/admin/products/new')
    expect(await screen.findByText(/after this first save/)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Options and variants' })).not.toBeInTheDocument()
  })
})
