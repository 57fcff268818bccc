import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import { jsonResponse } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi, staffMember } from '../shared/test/mock-admin-api'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { ProductRafflesSection } from './product-raffles-section'
import { RAFFLE_CREATED } from './raffle-texts'
import { RAFFLE_VARIANT_REQUIRED } from './raffle-form-values'
import { adminRaffle, DELUXE_ID, editions, PRODUCT_ID, publicAnswer } from './test/raffle-admin-fixtures'

const otherProducts = adminRaffle({
  _id: '670000000000000000000abd',
  product: { _id: '64b7f0c2a1b2c3d4e5f6cc99', name: 'Another figure', image: null, price: 999 },
})

function renderSection() {
  return renderAdminTab(<ProductRafflesSection productId={PRODUCT_ID} stock={7} />)
}

describe('the edit product page’s raffles', () => {
  it("lists only this product's raffles with their state and times in IST, each leading to its detail", async () => {
    mockAdminApi({
      'GET /api/admin/raffles': () =>
        jsonResponse(200, { raffles: [adminRaffle({ state: 'open', entryCount: 5 }), otherProducts] }),
    })
    renderSection()
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toHaveTextContent('Open')
    expect(rows[1]).toHaveTextContent('29 Nov 2026, 6:00 pm')
    expect(within(rows[1]!).getByRole('link', { name: 'Raffle 000abc' })).toHaveAttribute(
      'href',
      '/admin/raffles/670000000000000000000abc',
    )
    expect(screen.queryByText('Another figure')).not.toBeInTheDocument()
  })

  it('creates a raffle from times typed in IST, sent with the +05:30 offset, and lists it', async () => {
    const api = mockAdminApi({
      'GET /api/admin/raffles': [
        () => jsonResponse(200, { raffles: [] }),
        () => jsonResponse(200, { raffles: [adminRaffle({ state: 'upcoming', units: 3 })] }),
      ],
      [`POST /api/products/${PRODUCT_ID}/raffles`]: () => jsonResponse(201, publicAnswer({ units: 3 })),
    })
    const { user } = renderSection()
    expect(await screen.findByText('This product has had no raffle yet')).toBeInTheDocument()

    const form = screen.getByRole('form', { name: 'New raffle' })
    await user.type(within(form).getByLabelText('Entries open (IST)'), '2026-11-30T18:30')
    await user.type(within(form).getByLabelText('Entries close (IST)'), '2026-12-01T21:00')
    await user.clear(within(form).getByLabelText('Units'))
    await user.type(within(form).getByLabelText('Units'), '3')
    await user.click(within(form).getByRole('button', { name: 'Create raffle' }))

    expect(await screen.findByText(RAFFLE_CREATED)).toBeInTheDocument()
    expect(
      api.requestsTo('POST', `/api/products/${PRODUCT_ID}/raffles`).map((request) => request.body),
    ).toEqual([{ opensAt: '2026-11-30T18:30:00+05:30', closesAt: '2026-12-01T21:00:00+05:30', units: 3 }])
    expect(await screen.findByText('Upcoming')).toBeInTheDocument()
  })

  it('says under each field what is wrong before sending, and shows the server’s refusal', async () => {
    const api = mockAdminApi({
      'GET /api/admin/raffles': () => jsonResponse(200, { raffles: [] }),
      [`POST /api/products/${PRODUCT_ID}/raffles`]: () =>
        jsonResponse(409, { success: false, message: 'Only 7 units in stock' }),
    })
    const { user } = renderSection()
    const form = await screen.findByRole('form', { name: 'New raffle' })

    await user.type(within(form).getByLabelText('Entries open (IST)'), '2026-11-30T18:30')
    await user.type(within(form).getByLabelText('Entries close (IST)'), '2026-11-30T18:00')
    await user.click(within(form).getByRole('button', { name: 'Create raffle' }))
    expect(within(form).getByLabelText('Entries close (IST)')).toHaveAccessibleDescription(
      'Closing time must be after the opening time',
    )
    expect(api.requestsTo('POST', `/api/products/${PRODUCT_ID}/raffles`)).toHaveLength(0)

    await user.clear(within(form).getByLabelText('Entries close (IST)'))
    await user.type(within(form).getByLabelText('Entries close (IST)'), '2026-12-01T18:00')
    await user.clear(within(form).getByLabelText('Units'))
    await user.type(within(form).getByLabelText('Units'), '9')
    await user.click(within(form).getByRole('button', { name: 'Create raffle' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only 7 units in stock')
  })
})

describe('the raffles of a product with options', () => {
  const deluxe = { _id: DELUXE_ID, label: 'Deluxe' }
  const renderWithEditions = () =>
    renderAdminTab(<ProductRafflesSection productId={PRODUCT_ID} stock={7} variants={editions} />)

  it('asks which variant to raffle, offering each with its stock, and sends the one chosen', async () => {
    const api = mockAdminApi({
      'GET /api/admin/raffles': () => jsonResponse(200, { raffles: [] }),
      [`POST /api/products/${PRODUCT_ID}/raffles`]: () =>
        jsonResponse(201, publicAnswer({ product: { ...publicAnswer().product, variant: deluxe } })),
    })
    const { user } = renderWithEditions()
    const form = within(await screen.findByRole('form', { name: 'New raffle' }))

    const select = form.getByRole('combobox', { name: 'Variant' })
    expect(select).toBeRequired()
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a variant', 'Standard · 5 in stock', 'Deluxe · 2 in stock'])
    expect(form.getByText(/the chosen variant's stock when the raffle is created/)).toBeInTheDocument()

    await user.type(form.getByLabelText('Entries open (IST)'), '2026-11-30T18:30')
    await user.type(form.getByLabelText('Entries close (IST)'), '2026-12-01T21:00')
    await user.click(form.getByRole('button', { name: 'Create raffle' }))
    expect(select).toHaveAccessibleDescription(RAFFLE_VARIANT_REQUIRED)
    expect(api.requestsTo('POST', `/api/products/${PRODUCT_ID}/raffles`)).toHaveLength(0)

    await user.selectOptions(select, 'Deluxe · 2 in stock')
    expect(select).not.toHaveAccessibleDescription()
    // The units now come from Deluxe's two: the hint and the field's limit say so.
    expect(form.getByText(/Deluxe's stock \(2 now\)/)).toBeInTheDocument()
    expect(form.getByLabelText('Units')).toHaveAttribute('max', '2')
    await user.click(form.getByRole('button', { name: 'Create raffle' }))

    expect(await screen.findByText(RAFFLE_CREATED)).toBeInTheDocument()
    expect(
      api.requestsTo('POST', `/api/products/${PRODUCT_ID}/raffles`).map((request) => request.body),
    ).toEqual([
      {
        variant: DELUXE_ID,
        opensAt: '2026-11-30T18:30:00+05:30',
        closesAt: '2026-12-01T21:00:00+05:30',
        units: 1,
      },
    ])
  })

  it('names the variant under each raffle of it, so that two editions’ raffles tell apart', async () => {
    const product = adminRaffle().product
    mockAdminApi({
      'GET /api/admin/raffles': () =>
        jsonResponse(200, {
          raffles: [
            adminRaffle({ product: { ...product, variant: deluxe } }),
            adminRaffle({
              _id: '670000000000000000000abe',
              product: { ...product, variant: { _id: editions[0]!._id, label: 'Standard' } },
            }),
          ],
        }),
    })
    renderWithEditions()
    const rows = within(await screen.findByRole('table')).getAllByRole('rowheader')
    expect(rows.map((cell) => cell.textContent)).toEqual(['Raffle 000abcDeluxe', 'Raffle 000abeStandard'])
  })
})

describe('the edit product page', () => {
  const product = makeProduct({ _id: PRODUCT_ID, name: 'Gojo Satoru Scale Figure', stock: 7 })
  const routes = {
    [`GET /api/products/${PRODUCT_ID}`]: () => jsonResponse(200, product),
    'GET /api/admin/raffles': () => jsonResponse(200, { raffles: [] }),
  }

  it('offers a product with options its variants to raffle', async () => {
    mockAdminApi({
      ...routes,
      [`GET /api/products/${PRODUCT_ID}`]: () =>
        jsonResponse(200, {
          ...product,
          options: [{ name: 'Edition', values: ['Standard', 'Deluxe'] }],
          variants: editions,
        }),
    })
    renderApp(`/admin/products/edit/${PRODUCT_ID}`)
    const raffles = within(await screen.findByRole('region', { name: 'Raffles' }))
    expect(raffles.getByRole('option', { name: 'Deluxe · 2 in stock' })).toBeInTheDocument()
  })

  it('ends with the product’s raffles for the admin', async () => {
    mockAdminApi(routes)
    renderApp(`/admin/products/edit/${PRODUCT_ID}`)
    expect(await screen.findByLabelText('Product Name')).toHaveValue(product.name)
    expect(screen.getByRole('region', { name: 'Raffles' })).toBeInTheDocument()
    // A product sold as itself raffles itself: there is no variant to choose.
    expect(screen.queryByRole('combobox', { name: 'Variant' })).not.toBeInTheDocument()
  })

  it('leaves raffles out for staff, to whom the server does not show them', async () => {
    mockAdminApi(routes, { as: staffMember })
    renderApp(`/admin/products/edit/${PRODUCT_ID}`)
    expect(await screen.findByLabelText('Product Name')).toHaveValue(product.name)
    expect(screen.queryByRole('region', { name: 'Raffles' })).not.toBeInTheDocument()
  })
})
