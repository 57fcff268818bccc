import { configure, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ProductVariant } from '@common/schemas/product'
import { cartStore } from '../../../lib/cart/cart-store'
import { makeProduct, productPageBody } from '../../../lib/products/product-test-fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const variant = (overrides: Partial<ProductVariant> & Pick<ProductVariant, '_id' | 'options' | 'label'>) => ({
  sku: `SKU-${overrides._id}`,
  jan: null,
  price: 4999,
  originalPrice: 4999,
  stock: 3,
  images: [],
  maxPerCustomer: null,
  preorderLimit: null,
  ...overrides,
})

const standardBlue = variant({
  _id: 'v-std-blue',
  options: { Edition: 'Standard', Colour: 'Blue' },
  label: 'Standard / Blue',
  stock: 0,
})
const standardRed = variant({
  _id: 'v-std-red',
  options: { Edition: 'Standard', Colour: 'Red' },
  label: 'Standard / Red',
  stock: 4,
})
const deluxeBlue = variant({
  _id: 'v-dlx-blue',
  options: { Edition: 'Deluxe', Colour: 'Blue' },
  label: 'Deluxe / Blue',
  price: 7499,
  originalPrice: 7999,
  stock: 2,
  images: ['/media/0000000000000000000000000000dd01.webp'],
})

// Deluxe comes only in blue: Deluxe / Red is not sold. No variant is green.
const gojo = makeProduct({
  _id: '64b7f0c2a1b2c3d4e5f6cc01',
  name: 'Gojo Figure',
  price: 4999,
  originalPrice: 4999,
  maxPrice: 7499,
  stock: 6,
  images: ['/media/0000000000000000000000000000aa01.webp'],
  options: [
    { name: 'Edition', values: ['Standard', 'Deluxe'] },
    { name: 'Colour', values: ['Blue', 'Red', 'Green'] },
  ],
  variants: [standardBlue, standardRed, deluxeBlue],
})

function mockShop(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /api/products/${gojo._id}`]: () => jsonResponse(200, gojo),
    [`GET /api/reviews/product/${gojo._id}`]: () => jsonResponse(200, []),
    'GET /api/products': () => jsonResponse(200, productPageBody([gojo])),
    ...extra,
  })
}

configure({ asyncUtilTimeout: 5_000 })

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) })
const mainImage = () =>
  within(screen.getByRole('region', { name: 'Gojo Figure photos' })).getAllByRole('img')[0]

beforeEach(() => cartStore.clear())

describe('a product with options', () => {
  it('opens with the first variant in stock chosen, offers each option as radios and disables a value no variant has', async () => {
    mockShop()
    renderApp(`/product/${gojo._id}`)
    await screen.findByRole('heading', { level: 1, name: 'Gojo Figure' })
    expect(within(group('Edition')).getByRole('radio', { name: 'Standard' })).toBeChecked()
    expect(within(group('Colour')).getByRole('radio', { name: 'Red' })).toBeChecked()
    // Standard / Blue is sold out but may be chosen; Deluxe / Red does not exist, but Deluxe / Blue does.
    expect(within(group('Colour')).getByRole('radio', { name: 'Blue, sold out' })).toBeEnabled()
    expect(within(group('Edition')).getByRole('radio', { name: 'Deluxe' })).toBeEnabled()
    expect(within(group('Colour')).getByRole('radio', { name: 'Green' })).toBeDisabled()
    expect(screen.getByText('₹4,999.00')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
  })

  it('chooses a variant with the arrow keys: its price, pictures and the address follow, and the cart gets that variant', async () => {
    mockShop()
    const { user, currentUrl } = renderApp(`/product/${gojo._id}?variant=${standardBlue._id}`)
    await screen.findByRole('heading', { level: 1, name: 'Gojo Figure' })
    expect(screen.getByText('Standard / Blue is out of stock right now.')).toBeInTheDocument()
    expect(await screen.findByRole('form', { name: 'Notify me when available' })).toBeInTheDocument()

    await user.click(within(group('Edition')).getByRole('radio', { name: 'Standard, sold out' }))
    await user.keyboard('{ArrowRight}')
    const deluxe = within(group('Edition')).getByRole('radio', { name: 'Deluxe' })
    await waitFor(() => expect(deluxe).toBeChecked())
    expect(deluxe).toHaveFocus()
    expect(currentUrl()).toBe(`/product/${gojo._id}?variant=${deluxeBlue._id}`)
    expect(screen.getByText('₹7,499.00')).toBeInTheDocument()
    expect(screen.getByText('6% OFF')).toBeInTheDocument()
    expect(mainImage()).toHaveAttribute('src', deluxeBlue.images[0])

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(cartStore.getItems()).toEqual([
      expect.objectContaining({
        _id: gojo._id,
        variant: deluxeBlue._id,
        variantLabel: 'Deluxe / Blue',
        price: 7499,
        stock: 2,
        quantity: 1,
      }),
    ])

    // Red is not sold in Deluxe: choosing it moves to Standard / Red.
    await user.click(within(group('Colour')).getByRole('radio', { name: 'Red' }))
    await waitFor(() =>
      expect(within(group('Edition')).getByRole('radio', { name: 'Standard' })).toBeChecked(),
    )
    expect(within(group('Colour')).getByRole('radio', { name: 'Red' })).toBeChecked()
    expect(currentUrl()).toBe(`/product/${gojo._id}?variant=${standardRed._id}`)
    expect(screen.getByText('₹4,999.00')).toBeInTheDocument()
  })

  it('asks to be told about the sold-out variant chosen, naming it', async () => {
    const requests: unknown[] = []
    mockShop({
      [`POST /api/products/${gojo._id}/notify-me`]: (request) => {
        requests.push(request.body)
        return jsonResponse(201, {
          success: true,
          message: "We'll e-mail you once when it is back in stock.",
        })
      },
    })
    const { user } = renderApp(`/product/${gojo._id}?variant=${standardBlue._id}`)
    const form = await screen.findByRole('form', { name: 'Notify me when available' })
    expect(within(form).getByText(/Standard \/ Blue is sold out for now/)).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Your e-mail'), 'fan@example.com')
    await user.click(within(form).getByRole('button', { name: 'Notify me when available' }))
    await waitFor(() => expect(requests).toEqual([{ email: 'fan@example.com', variant: standardBlue._id }]))
  })
})
