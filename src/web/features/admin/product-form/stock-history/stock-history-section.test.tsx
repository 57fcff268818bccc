import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, type mockApi } from '../../../../test/mock-api'
import { staffMember } from '../../shared/test/mock-admin-api'
import { openAsAdmin, PRODUCT_ID, savedProduct } from '../test/product-form-test-kit'
import {
  EXPIRED_ORDER_ID,
  manyMovements,
  movement,
  ORDER_ID,
  productHistory,
  STOCK_ADJUSTMENTS_PATH,
  STOCK_MOVEMENTS_PATH,
  stockMovementsResponse,
} from '../test/stock-movement-fixtures'

const PRODUCT_PATH = `/api/products/${PRODUCT_ID}`
const EDIT_PATH = `/admin/products/edit/${PRODUCT_ID}`

const historySection = () => within(screen.getByRole('region', { name: 'Stock history' }))
const adjustForm = () => within(screen.getByRole('form', { name: 'Adjust stock' }))
const historyRows = () =>
  within(screen.getByRole('table', { name: 'Stock movements, newest first' }))
    .getAllByRole('row')
    .slice(1)
/** Waits for the page to draw the section (after its chunk and the product load). */
const sectionShown = () => screen.findByRole('region', { name: 'Stock history' })
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }))

/** The pages the section asked for, as plain objects of their query. */
const historyQueries = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === STOCK_MOVEMENTS_PATH)
    .map((url) => Object.fromEntries(url.searchParams))

afterEach(() => {
  // jsdom has no scrollIntoView; one test gives it one.
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

describe('stock history on the edit product page', () => {
  it('lists every movement newest first: when, why with its order, who, the change and the stock before → after', async () => {
    openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`GET ${STOCK_MOVEMENTS_PATH}`]: () => stockMovementsResponse(productHistory),
    })

    expect(await screen.findByRole('heading', { name: 'Stock history', level: 2 })).toBeInTheDocument()
    await waitFor(() => expect(historyRows()).toHaveLength(6))
    expect(
      historySection()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Why', 'Who', 'Change', 'Stock'])

    const [damaged, ordered, expired, expiredOrder, imported, opening] = historyRows() as HTMLElement[]
    expect(within(damaged!).getByRole('rowheader')).toHaveTextContent('9 Mar 2026, 12:00 pm')
    expect(damaged).toHaveTextContent('Adjusted: damaged')
    expect(damaged).toHaveTextContent('“Box crushed in transit”')
    expect(damaged).toHaveTextContent('staff@example.com')
    expect(damaged).toHaveTextContent('−2')
    expect(damaged).toHaveTextContent(/9→ to 7$/)

    expect(ordered).toHaveTextContent('Ordered')
    expect(ordered).toHaveTextContent('The shopper')
    expect(ordered).toHaveTextContent(/10→ to 9$/)
    expect(within(ordered!).getByRole('link', { name: 'Order #75C8E1D3' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    )

    expect(expired).toHaveTextContent('Payment not completed in time')
    expect(expired).toHaveTextContent('The shop, automatically')
    expect(expired).toHaveTextContent('+1')
    expect(expired).toHaveTextContent(/9→ to 10$/)
    expect(within(expired!).getByRole('link', { name: 'Order #86D9F2E4' })).toHaveAttribute(
      'href',
      `/admin/orders/${EXPIRED_ORDER_ID}`,
    )
    expect(within(expiredOrder!).getByRole('link', { name: 'Order #86D9F2E4' })).toBeInTheDocument()

    expect(imported).toHaveTextContent('Catalogue import')
    expect(imported).toHaveTextContent('Command line')
    expect(within(imported!).queryByRole('link')).not.toBeInTheDocument()
    expect(opening).toHaveTextContent('Opening stock')
    expect(opening).toHaveTextContent('admin@example.com')
    expect(opening).toHaveTextContent(/0→ to 5$/)

    expect(historySection().getByText('Showing 6 of 6 changes')).toBeInTheDocument()
    expect(historySection().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('loads twenty at a time; "Load more" appends the next page and moves focus to its first movement', async () => {
    const newest = manyMovements(25, 30)
    const { user, fetchMock } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct({ stock: 30 })),
      [`GET ${STOCK_MOVEMENTS_PATH}`]: [
        () => stockMovementsResponse(newest.slice(0, 20), { total: 25 }),
        () => stockMovementsResponse(newest.slice(20), { total: 25, page: 2 }),
      ],
    })

    await sectionShown()
    expect(await historySection().findByText('Showing 20 of 25 changes')).toBeInTheDocument()
    expect(historyRows()).toHaveLength(20)
    await user.click(historySection().getByRole('button', { name: 'Load more' }))

    expect(await historySection().findByText('Showing 25 of 25 changes')).toBeInTheDocument()
    expect(historyRows()).toHaveLength(25)
    expect(historySection().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    await waitFor(() => expect(within(historyRows()[20]!).getByRole('rowheader')).toHaveFocus())
    expect(historyQueries(fetchMock)).toEqual([
      { page: '1', limit: '20' },
      { page: '2', limit: '20' },
    ])
  })

  it('says when no movement is recorded, and offers to try again when the history fails to load', async () => {
    const { user } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`GET ${STOCK_MOVEMENTS_PATH}`]: [
        () => jsonResponse(403, { success: false, message: 'Staff only' }),
        () => stockMovementsResponse([]),
      ],
    })

    await sectionShown()
    expect(await historySection().findByRole('alert')).toHaveTextContent('Failed to load stock history')
    await user.click(historySection().getByRole('button', { name: 'Try again' }))
    expect(await historySection().findByText('No stock changes recorded yet')).toBeInTheDocument()
  })

  it('adjusts the stock, refreshes the history and the product, and keeps what was typed in the product form', async () => {
    const received = movement({
      change: 12,
      stockAfter: 19,
      reason: 'adjustment:received',
      actor: { _id: '64b7f0c2a1b2c3d4e5f60719', email: 'admin@example.com' },
      note: 'Invoice 42',
    })
    const { user, requestsTo } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: [
        () => jsonResponse(200, savedProduct()),
        () => jsonResponse(200, savedProduct({ stock: 19 })),
      ],
      [`GET ${STOCK_MOVEMENTS_PATH}`]: [
        () => stockMovementsResponse(productHistory),
        () => stockMovementsResponse([received, ...productHistory]),
      ],
      [`POST ${STOCK_ADJUSTMENTS_PATH}`]: () => jsonResponse(200, savedProduct({ stock: 19 })),
    })

    // Half-way through editing the product, goods arrive.
    await user.clear(await screen.findByLabelText('Product Name'))
    await user.type(screen.getByLabelText('Product Name'), 'Gojo Satoru Figure (renamed)')
    await user.click(screen.getByRole('checkbox', { name: 'Best Seller' }))
    await waitFor(() => expect(historyRows()).toHaveLength(6))

    expect(adjustForm().getByLabelText('Change')).toHaveAccessibleDescription(
      'Now 7 in stock. A minus takes units away: -3.',
    )
    await user.type(adjustForm().getByLabelText('Change'), '12')
    await user.selectOptions(adjustForm().getByLabelText('Reason'), 'Goods received')
    await user.type(adjustForm().getByLabelText('Note (optional)'), 'Invoice 42')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))

    expect(await toasts().findByText('Stock adjusted: 7 → 19')).toBeInTheDocument()
    expect(requestsTo('POST', STOCK_ADJUSTMENTS_PATH).map((request) => request.body)).toEqual([
      { change: 12, reason: 'received', note: 'Invoice 42' },
    ])
    await waitFor(() => expect(historyRows()).toHaveLength(7))
    expect(historyRows()[0]).toHaveTextContent('Adjusted: goods received')
    expect(historyRows()[0]).toHaveTextContent(/7→ to 19$/)
    expect(requestsTo('GET', PRODUCT_PATH)).toHaveLength(2)

    // The adjustment form starts again; the product form keeps every change and learns the stock now.
    expect(adjustForm().getByLabelText('Change')).toHaveValue(null)
    expect(adjustForm().getByLabelText('Note (optional)')).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue(19))
    expect(screen.getByLabelText('Product Name')).toHaveValue('Gojo Satoru Figure (renamed)')
    expect(screen.getByRole('checkbox', { name: 'Best Seller' })).toBeChecked()
    expect(
      screen.getByText('Last read: 19 in stock. Saving changes the stock only if you edit it here.'),
    ).toBeInTheDocument()
    expect(adjustForm().getByLabelText('Change')).toHaveAccessibleDescription(
      'Now 19 in stock. A minus takes units away: -3.',
    )
  })

  it('leaves a stock typed in the product form as typed, so saving it is checked against the figure it came from', async () => {
    const { user, requestsTo } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: [
        () => jsonResponse(200, savedProduct()),
        () => jsonResponse(200, savedProduct({ stock: 19 })),
      ],
      [`POST ${STOCK_ADJUSTMENTS_PATH}`]: () => jsonResponse(200, savedProduct({ stock: 19 })),
      [`PUT ${PRODUCT_PATH}`]: (request) => jsonResponse(200, savedProduct(request.body as object)),
    })

    await user.clear(await screen.findByLabelText('Stock'))
    await user.type(screen.getByLabelText('Stock'), '10')
    await user.type(adjustForm().getByLabelText('Change'), '12')
    await user.selectOptions(adjustForm().getByLabelText('Reason'), 'Goods received')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))

    await waitFor(() => expect(requestsTo('GET', PRODUCT_PATH)).toHaveLength(2))
    await waitFor(() =>
      expect(adjustForm().getByLabelText('Change')).toHaveAccessibleDescription(
        expect.stringContaining('19'),
      ),
    )
    expect(screen.getByLabelText('Stock')).toHaveValue(10)
    expect(
      screen.getByText('Last read: 7 in stock. Saving changes the stock only if you edit it here.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({ stock: 10, stockFrom: 7 })
  })

  it('shows the server’s refusal beside the change when too few units are left, keeping what was typed', async () => {
    const message = 'Stock cannot go below 0: it is 7, and 20 were to be taken away.'
    const { user, requestsTo } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`POST ${STOCK_ADJUSTMENTS_PATH}`]: () =>
        jsonResponse(409, { success: false, message, currentStock: 7 }),
    })

    await sectionShown()
    await user.type(adjustForm().getByLabelText('Change'), '-20')
    await user.selectOptions(adjustForm().getByLabelText('Reason'), 'Damaged')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))

    const change = adjustForm().getByLabelText('Change')
    await waitFor(() => expect(change).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(change).toHaveFocus()
    expect(change).toHaveValue(-20)
    expect(adjustForm().getByLabelText('Reason')).toHaveDisplayValue('Damaged')
    expect(requestsTo('POST', STOCK_ADJUSTMENTS_PATH)[0]?.body).toEqual({ change: -20, reason: 'damaged' })
    expect(screen.queryByText(/Stock adjusted/)).not.toBeInTheDocument()
  })

  it('asks for the change and the reason before sending, and shows a refused note beside the note', async () => {
    const { user, requestsTo } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
      [`POST ${STOCK_ADJUSTMENTS_PATH}`]: () =>
        jsonResponse(400, {
          success: false,
          message: 'Note must not contain control characters',
          field: 'note',
        }),
    })

    await sectionShown()
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))
    expect(adjustForm().getByLabelText('Change')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the units to add, or to take away with a minus'),
    )
    expect(adjustForm().getByLabelText('Reason')).toHaveAccessibleDescription('Choose a reason')
    await user.type(adjustForm().getByLabelText('Change'), '0')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))
    expect(adjustForm().getByLabelText('Change')).toHaveAccessibleDescription(
      expect.stringContaining('Change must not be 0'),
    )
    expect(requestsTo('POST', STOCK_ADJUSTMENTS_PATH)).toHaveLength(0)

    await user.clear(adjustForm().getByLabelText('Change'))
    await user.type(adjustForm().getByLabelText('Change'), '3')
    await user.selectOptions(adjustForm().getByLabelText('Reason'), 'Stock count')
    await user.type(adjustForm().getByLabelText('Note (optional)'), 'Shelf B')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))
    await waitFor(() =>
      expect(adjustForm().getByLabelText('Note (optional)')).toHaveAccessibleDescription(
        'Note must not contain control characters',
      ),
    )
  })

  it('for a product with options, adjusts the chosen variant and names each movement’s variant', async () => {
    const options = [{ name: 'Edition', values: ['Standard', 'Deluxe'] }]
    const variant = (id: string, label: string, stock: number) => ({
      _id: id,
      options: { Edition: label },
      label,
      sku: `GOJO-${label.toUpperCase()}`,
      jan: null,
      price: 2499,
      originalPrice: 2499,
      stock,
      images: [],
      maxPerCustomer: null,
      preorderLimit: null,
    })
    const withEditions = (deluxe: number) =>
      savedProduct({
        options,
        stock: 4 + deluxe,
        variants: [variant('v-standard', 'Standard', 4), variant('v-deluxe', 'Deluxe', deluxe)],
      })
    const { user, requestsTo } = openAsAdmin(EDIT_PATH, {
      [`GET ${PRODUCT_PATH}`]: [
        () => jsonResponse(200, withEditions(2)),
        () => jsonResponse(200, withEditions(5)),
      ],
      [`GET ${STOCK_MOVEMENTS_PATH}`]: () =>
        stockMovementsResponse([
          movement({ change: 2, stockAfter: 6, reason: 'opening', variant: 'v-deluxe' }),
          movement({ change: 4, stockAfter: 4, reason: 'opening', variant: 'v-standard' }),
          movement({ change: -1, stockAfter: 0, reason: 'edit', variant: 'v-gone' }),
          movement({ change: -3, stockAfter: 1, reason: 'edit' }),
        ]),
      [`POST ${STOCK_ADJUSTMENTS_PATH}`]: () => jsonResponse(200, withEditions(5)),
    })
    await sectionShown()
    await waitFor(() => expect(historyRows()).toHaveLength(4))
    expect(historyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Variant Deluxe',
      'Variant Standard',
      'Variant A removed variant',
      'Variant The product',
    ])

    // Without a variant the server could not tell whose stock moves: asked before sending.
    await user.type(adjustForm().getByLabelText('Change'), '3')
    await user.selectOptions(adjustForm().getByLabelText('Reason'), 'Goods received')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))
    expect(adjustForm().getByLabelText('Variant')).toHaveAccessibleDescription(
      'Choose the variant whose stock you are adjusting',
    )
    expect(requestsTo('POST', STOCK_ADJUSTMENTS_PATH)).toHaveLength(0)

    await user.selectOptions(adjustForm().getByLabelText('Variant'), 'Deluxe (GOJO-DELUXE): 2 in stock')
    expect(adjustForm().getByLabelText('Change')).toHaveAccessibleDescription(
      'Now 2 of Deluxe in stock. A minus takes units away: -3.',
    )
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))
    expect(await toasts().findByText('Stock adjusted: Deluxe 2 → 5')).toBeInTheDocument()
    expect(requestsTo('POST', STOCK_ADJUSTMENTS_PATH).map((request) => request.body)).toEqual([
      { variant: 'v-deluxe', change: 3, reason: 'received' },
    ])
  })

  it('lets a staff member see the history and adjust the stock', async () => {
    const { user, requestsTo } = openAsAdmin(
      EDIT_PATH,
      {
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
        [`GET ${STOCK_MOVEMENTS_PATH}`]: () => stockMovementsResponse(productHistory),
        [`POST ${STOCK_ADJUSTMENTS_PATH}`]: () => jsonResponse(200, savedProduct({ stock: 6 })),
      },
      { as: staffMember },
    )

    await waitFor(() => expect(historyRows()).toHaveLength(6))
    await user.type(adjustForm().getByLabelText('Change'), '-1')
    await user.selectOptions(adjustForm().getByLabelText('Reason'), 'Other')
    await user.click(adjustForm().getByRole('button', { name: 'Adjust stock' }))
    expect(await toasts().findByText('Stock adjusted: 7 → 6')).toBeInTheDocument()
    expect(requestsTo('POST', STOCK_ADJUSTMENTS_PATH)).toHaveLength(1)
  })

  it('opened at #stock-history, scrolls to the section and moves focus to its heading', async () => {
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this)
    })
    openAsAdmin(`${EDIT_PATH}#stock-history`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct()),
    })

    const heading = await screen.findByRole('heading', { name: 'Stock history' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'Stock history' })])
  })
})
