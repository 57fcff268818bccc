import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { NOT_A_PREORDER_MESSAGE, type ReleasePreorderResponse } from '@common/schemas/preorder'
import type { ProductVariant } from '@common/schemas/product'
import { makeProduct } from '../../../../lib/products/product-test-fixtures'
import type { Product } from '../../../../lib/products'
import type { User } from '@common/schemas/auth'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { mockAdminApi, staffMember } from '../../shared/test/mock-admin-api'
import { renderAdminTab } from '../../shared/test/render-admin-tab'
import { ProductsTab } from '../products-tab'
import { stubIntersectionObserver } from '../test/intersection-observer-stub'

const nendoroid = makeProduct({
  _id: '650000000000000000000d01',
  name: 'Nendoroid Gojo Satoru',
  stock: 0,
  isPreorder: true,
  releaseDate: '2027-03-15',
  preorderLimit: 10,
})
const keychain = makeProduct({ _id: '650000000000000000000d02', name: 'Luffy Keychain', stock: 0 })
const RELEASE = `/api/products/${nendoroid._id}/release`

/** A pre-order in two editions: the listing names its options, the product's own answer its variants. */
const editions = makeProduct({
  _id: '650000000000000000000d03',
  name: 'Nezuko 1/7 figure',
  stock: 0,
  isPreorder: true,
  releaseDate: '2027-05-20',
  preorderLimit: 20,
  options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
})
const editionVariant = (_id: string, label: string): ProductVariant => ({
  _id,
  options: { Edition: label },
  label,
  sku: `NEZ-${label.toUpperCase()}`,
  jan: null,
  price: 8999,
  originalPrice: 8999,
  stock: 0,
  images: [],
  maxPerCustomer: null,
  preorderLimit: null,
})
const STANDARD = '660000000000000000000e01'
const DELUXE = '660000000000000000000e02'
const editionsWithVariants = {
  ...editions,
  variants: [editionVariant(STANDARD, 'Standard'), editionVariant(DELUXE, 'Deluxe')],
}
const RELEASE_EDITIONS = `/api/products/${editions._id}/release`

const released: ReleasePreorderResponse = {
  allocated: 5,
  refunded: 2,
  stock: 0,
  orders: [
    { _id: 'o1', orderNumber: 'ORD-1001', ordered: 3, allocated: 3, refundAmount: 0, outcome: 'allocated' },
    {
      _id: 'o2',
      orderNumber: 'ORD-1002',
      ordered: 3,
      allocated: 2,
      refundAmount: 2499.5,
      outcome: 'partly-allocated',
    },
    { _id: 'o3', orderNumber: 'ORD-1003', ordered: 1, allocated: 0, refundAmount: 0, outcome: 'cancelled' },
  ],
}

const list = (products: Product[]) => () =>
  jsonResponse(200, { products, totalProducts: products.length, currentPage: 1, totalPages: 1 })

function openProductsTab(routes: Record<string, ApiHandler | ApiHandler[]> = {}, as?: User) {
  const api = mockAdminApi({ 'GET /api/products': list([nendoroid, keychain]), ...routes }, { as })
  return { ...api, ...renderAdminTab(<ProductsTab />) }
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!

describe('releasing a pre-order from the products tab', () => {
  beforeEach(() => {
    stubIntersectionObserver()
  })

  it('marks a pre-order with its month and offers Release on it alone', async () => {
    openProductsTab()

    await screen.findByRole('rowheader', { name: 'Nendoroid Gojo Satoru' })
    const row = within(rowOf('Nendoroid Gojo Satoru'))
    expect(row.getByText('Pre-order · March 2027')).toBeInTheDocument()
    // A pre-order sells with no stock: its 0 is not flagged as sold out.
    expect(row.queryByText('0 · Out')).not.toBeInTheDocument()
    expect(row.getByRole('button', { name: 'Release Nendoroid Gojo Satoru' })).toBeInTheDocument()

    const other = within(rowOf('Luffy Keychain'))
    expect(other.getByText('0 · Out')).toBeInTheDocument()
    expect(other.queryByText(/Pre-order/)).not.toBeInTheDocument()
    expect(other.queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument()
  })

  it('offers staff no Release: a release refunds buyers, which is the admin’s call', async () => {
    openProductsTab({}, staffMember)

    await screen.findByRole('rowheader', { name: 'Nendoroid Gojo Satoru' })
    const row = within(rowOf('Nendoroid Gojo Satoru'))
    expect(row.getByText('Pre-order · March 2027')).toBeInTheDocument()
    expect(row.getByRole('link', { name: 'Edit Nendoroid Gojo Satoru' })).toBeInTheDocument()
    expect(row.queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument()
  })

  it('asks for the units received in a dialog that takes focus and closes with Escape, sending nothing', async () => {
    const { user, requestsTo } = openProductsTab()
    const release = await screen.findByRole('button', { name: 'Release Nendoroid Gojo Satoru' })

    await user.click(release)

    const dialog = screen.getByRole('dialog', { name: 'Release Nendoroid Gojo Satoru' })
    expect(dialog).toHaveAccessibleDescription(/oldest first|in the order they were placed/)
    expect(within(dialog).getByLabelText('Units received')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(release).toHaveFocus()
    expect(requestsTo('POST', RELEASE)).toHaveLength(0)
  })

  it('checks the units with the shared schema before sending', async () => {
    const { user, requestsTo } = openProductsTab()
    await user.click(await screen.findByRole('button', { name: 'Release Nendoroid Gojo Satoru' }))
    const dialog = within(screen.getByRole('dialog'))

    await user.click(dialog.getByRole('button', { name: 'Release units' }))
    expect(dialog.getByLabelText('Units received')).toHaveAccessibleDescription(
      'Received must be a number of units',
    )
    await user.type(dialog.getByLabelText('Units received'), '2.5')
    await user.click(dialog.getByRole('button', { name: 'Release units' }))
    expect(dialog.getByLabelText('Units received')).toHaveAccessibleDescription(
      'Received must be a whole number of units',
    )
    expect(requestsTo('POST', RELEASE)).toHaveLength(0)
  })

  it('releases the units and shows what each pre-order got, oldest first', async () => {
    const { user, requestsTo } = openProductsTab({ [`POST ${RELEASE}`]: () => jsonResponse(200, released) })
    await user.click(await screen.findByRole('button', { name: 'Release Nendoroid Gojo Satoru' }))
    const dialog = within(screen.getByRole('dialog'))

    await user.type(dialog.getByLabelText('Units received'), '5')
    await user.click(dialog.getByRole('button', { name: 'Release units' }))

    expect(await dialog.findByRole('heading', { name: 'Released' })).toHaveFocus()
    expect(requestsTo('POST', RELEASE).map((request) => request.body)).toEqual([{ received: 5 }])
    const figure = (label: string) =>
      dialog.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(figure('Allocated')).toBe('5 units')
    expect(figure('Not served')).toBe('2 units')
    expect(figure('Put on sale')).toBe('0 units')

    const table = dialog.getByRole('table', { name: 'Pre-orders, oldest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Ordered', 'Allocated', 'Refund', 'Outcome'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['ORD-1001', '3', '3', '—', 'Allocated in full'],
      ['ORD-1002', '3', '2', '₹2,499.50', 'Partly allocated, rest refunded'],
      ['ORD-1003', '1', '0', '—', 'Cancelled (not paid)'],
    ])

    await user.click(dialog.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Products' })).toHaveFocus())
  })

  it('shows the server’s refusal (409) inside the dialog and keeps the units to try again', async () => {
    const { user } = openProductsTab({
      [`POST ${RELEASE}`]: () => jsonResponse(409, { success: false, message: NOT_A_PREORDER_MESSAGE }),
    })
    await user.click(await screen.findByRole('button', { name: 'Release Nendoroid Gojo Satoru' }))
    const dialog = within(screen.getByRole('dialog'))

    await user.type(dialog.getByLabelText('Units received'), '5')
    await user.click(dialog.getByRole('button', { name: 'Release units' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(NOT_A_PREORDER_MESSAGE)
    expect(dialog.getByLabelText('Units received')).toHaveValue(5)
    expect(dialog.queryByRole('heading', { name: 'Released' })).not.toBeInTheDocument()
  })

  it('asks a product with options for the units of each variant and sends them with their total', async () => {
    const { user, requestsTo } = openProductsTab({
      'GET /api/products': list([editions, nendoroid]),
      [`GET /api/products/${editions._id}`]: () => jsonResponse(200, editionsWithVariants),
      [`POST ${RELEASE_EDITIONS}`]: () => jsonResponse(200, released),
    })
    await user.click(await screen.findByRole('button', { name: 'Release Nezuko 1/7 figure' }))
    const panel = screen.getByRole('dialog', { name: 'Release Nezuko 1/7 figure' })
    expect(panel).toHaveAccessibleDescription(/each variant's units go to its own open pre-orders/i)
    const dialog = within(panel)

    const fields = within(await dialog.findByRole('group', { name: 'Units received of each variant' }))
    // One number per variant, named by its label; no single figure for the whole product.
    expect(fields.getAllByRole('spinbutton').map((input) => input.getAttribute('id') && input)).toHaveLength(
      2,
    )
    expect(fields.getByLabelText('Standard')).toHaveFocus()
    expect(dialog.queryByLabelText('Units received')).not.toBeInTheDocument()

    await user.type(fields.getByLabelText('Standard'), '3')
    await user.click(dialog.getByRole('button', { name: 'Release units' }))
    // A variant left empty is not taken as 0: the admin says so, as for a product sold as itself.
    expect(fields.getByLabelText('Deluxe')).toHaveAccessibleDescription('Received must be a number of units')
    expect(fields.getByLabelText('Deluxe')).toHaveFocus()
    expect(requestsTo('POST', RELEASE_EDITIONS)).toHaveLength(0)

    await user.type(fields.getByLabelText('Deluxe'), '2')
    // Typed since the check, the figure is no longer known to be wrong.
    expect(fields.getByLabelText('Deluxe')).not.toHaveAccessibleDescription()
    expect(dialog.getByRole('group')).toHaveAccessibleDescription('Total received: 5 units')
    await user.click(dialog.getByRole('button', { name: 'Release units' }))

    expect(await dialog.findByRole('heading', { name: 'Released' })).toHaveFocus()
    expect(requestsTo('POST', RELEASE_EDITIONS).map((request) => request.body)).toEqual([
      {
        received: 5,
        variants: [
          { variant: STANDARD, received: 3 },
          { variant: DELUXE, received: 2 },
        ],
      },
    ])
  })

  it('checks each variant’s units with the shared schema, under the field they concern', async () => {
    const { user, requestsTo } = openProductsTab({
      'GET /api/products': list([editions]),
      [`GET /api/products/${editions._id}`]: () => jsonResponse(200, editionsWithVariants),
    })
    await user.click(await screen.findByRole('button', { name: 'Release Nezuko 1/7 figure' }))
    const fields = within(await screen.findByRole('group', { name: 'Units received of each variant' }))

    await user.type(fields.getByLabelText('Standard'), '0')
    await user.type(fields.getByLabelText('Deluxe'), '1.5')
    await user.click(screen.getByRole('button', { name: 'Release units' }))

    expect(fields.getByLabelText('Standard')).not.toHaveAccessibleDescription()
    expect(fields.getByLabelText('Deluxe')).toHaveAccessibleDescription(
      'Received must be a whole number of units',
    )
    expect(requestsTo('POST', RELEASE_EDITIONS)).toHaveLength(0)
  })
})
