import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SCHEDULED_NEEDS_LIVE_AT_MESSAGE } from '@common/schemas/product'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import {
  addImageUrl,
  fillRequiredFields,
  openAsAdmin,
  PRODUCT_ID,
  savedProduct,
} from './test/product-form-test-kit'

// Each test types a whole product key by key: on a busy machine that takes longer than the default 5 s.
const TYPING_TIMEOUT = 20_000
const NEW_PRODUCT_PATH = '/admin/products/new'
const PRODUCT_PATH = `/api/products/${PRODUCT_ID}`
const created = (request: RecordedRequest) =>
  jsonResponse(201, savedProduct({ ...(request.body as object), _id: 'new-id', id: 'new-id' }))
const echo = (request: RecordedRequest) => jsonResponse(200, savedProduct(request.body as object))

const launchTime = () => screen.getByLabelText('Launch time (IST)')
const statusSelect = () => screen.getByRole('combobox', { name: 'Status' })

describe('launch section of the product form', () => {
  it(
    'starts a new product Live, and asks for the launch time beside the field once Scheduled',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      expect(statusSelect()).toHaveValue('live')
      expect(statusSelect()).toHaveAccessibleDescription('On sale: listed, searchable and orderable.')
      expect(screen.queryByLabelText('Launch time (IST)')).not.toBeInTheDocument()

      await user.selectOptions(statusSelect(), 'Scheduled')
      // Named with the other missing fields, not only once everything else is right.
      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      expect(await screen.findByText(SCHEDULED_NEEDS_LIVE_AT_MESSAGE)).toBeInTheDocument()
      expect(launchTime()).toHaveAttribute('aria-invalid', 'true')
      expect(launchTime()).toHaveAccessibleDescription(new RegExp(`^${SCHEDULED_NEEDS_LIVE_AT_MESSAGE}`))
      expect(screen.getByText('Product name is required')).toBeInTheDocument()

      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')
      await user.click(screen.getByRole('button', { name: 'Create Product' }))
      expect(await screen.findByText(SCHEDULED_NEEDS_LIVE_AT_MESSAGE)).toBeInTheDocument()
      expect(requestsTo('POST', '/api/products')).toHaveLength(0)
    },
    TYPING_TIMEOUT,
  )

  it(
    'sends a scheduled drop with its launch typed in India time, the teaser and the early access',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')

      await user.selectOptions(statusSelect(), 'Scheduled')
      await user.type(launchTime(), '2026-12-01T18:30')
      await user.click(screen.getByRole('checkbox', { name: /Show a teaser page before launch/ }))
      const earlyAccess = screen.getByLabelText('Early access for the notify list (minutes before launch)')
      await user.clear(earlyAccess)
      await user.type(earlyAccess, '30')
      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(1))
      expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
        status: 'scheduled',
        liveAt: '2026-12-01T18:30:00+05:30',
        teaser: true,
        earlyAccessMinutes: 30,
      })
    },
    TYPING_TIMEOUT,
  )

  it(
    'refuses an early access longer than a week with the schema’s message',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')
      await user.selectOptions(statusSelect(), 'Scheduled')
      await user.type(launchTime(), '2026-12-01T18:30')
      const earlyAccess = screen.getByLabelText('Early access for the notify list (minutes before launch)')
      await user.clear(earlyAccess)
      await user.type(earlyAccess, '10081')

      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      expect(
        await screen.findByText('Early access must be at most 10080 minutes (a week)'),
      ).toBeInTheDocument()
      expect(requestsTo('POST', '/api/products')).toHaveLength(0)
    },
    TYPING_TIMEOUT,
  )

  it('shows a scheduled product’s launch in India time, and an edit sends it back with the offset', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () =>
        jsonResponse(
          200,
          savedProduct({
            status: 'scheduled',
            liveAt: '2026-12-01T13:00:00.000Z',
            teaser: true,
            earlyAccessMinutes: 15,
          }),
        ),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    expect(await screen.findByLabelText('Launch time (IST)')).toHaveValue('2026-12-01T18:30')
    expect(statusSelect()).toHaveValue('scheduled')
    expect(screen.getByRole('checkbox', { name: /Show a teaser page before launch/ })).toBeChecked()
    expect(screen.getByLabelText('Early access for the notify list (minutes before launch)')).toHaveValue(15)
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({
      status: 'scheduled',
      liveAt: '2026-12-01T18:30:00+05:30',
      teaser: true,
      earlyAccessMinutes: 15,
    })
  })

  it('keeps an existing product Live, and sends no launch time for it', async () => {
    const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
      [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, savedProduct({ liveAt: '2026-01-01T00:00:00.000Z' })),
      [`PUT ${PRODUCT_PATH}`]: echo,
    })

    await screen.findByRole('button', { name: 'Save Changes' })
    expect(statusSelect()).toHaveValue('live')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
    const body = requestsTo('PUT', PRODUCT_PATH)[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({ status: 'live', teaser: false, earlyAccessMinutes: 0 })
    expect(body).not.toHaveProperty('liveAt')
  })
})
