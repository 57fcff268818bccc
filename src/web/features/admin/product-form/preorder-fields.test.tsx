import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PREORDER_NEEDS_DATE_MESSAGE, PREORDER_NEEDS_LIMIT_MESSAGE } from '@common/schemas/product'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { RELEASE_DATE_CHANGE_HINT } from './product-form-messages'
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

describe('pre-order fields of the product form', () => {
  it(
    'asks for a release date and a limit once "Sell as a pre-order" is ticked, and sends nothing without them',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      expect(screen.queryByLabelText('Release date')).not.toBeInTheDocument()

      await user.click(screen.getByRole('checkbox', { name: /Sell as a pre-order/ }))
      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      expect(await screen.findByText(PREORDER_NEEDS_DATE_MESSAGE)).toBeInTheDocument()
      expect(screen.getByText(PREORDER_NEEDS_LIMIT_MESSAGE)).toBeInTheDocument()
      expect(screen.getByLabelText('Release date')).toHaveAccessibleDescription(
        new RegExp(`^${PREORDER_NEEDS_DATE_MESSAGE}`),
      )
      expect(screen.getByLabelText('Pre-order limit (units)')).toHaveAttribute('aria-invalid', 'true')
      expect(requestsTo('POST', '/api/products')).toHaveLength(0)
    },
    TYPING_TIMEOUT,
  )

  it(
    'sends the pre-order with its date and limit, and shows the month shoppers will see',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')
      await user.click(screen.getByRole('checkbox', { name: /Sell as a pre-order/ }))

      await user.type(screen.getByLabelText('Release date'), '2027-03-15')
      await user.type(screen.getByLabelText('Pre-order limit (units)'), '40')
      expect(screen.getByLabelText('Release date')).toHaveAccessibleDescription(
        'Shoppers see the month: expected March 2027.',
      )
      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(1))
      expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
        isPreorder: true,
        releaseDate: '2027-03-15',
        preorderLimit: 40,
      })
    },
    TYPING_TIMEOUT,
  )

  it(
    'refuses a limit below 1 with the schema’s message',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')
      await user.click(screen.getByRole('checkbox', { name: /Sell as a pre-order/ }))
      await user.type(screen.getByLabelText('Release date'), '2027-03-15')
      await user.type(screen.getByLabelText('Pre-order limit (units)'), '0')

      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      expect(await screen.findByText('Pre-order limit must be at least 1')).toBeInTheDocument()
      expect(requestsTo('POST', '/api/products')).toHaveLength(0)
    },
    TYPING_TIMEOUT,
  )

  it(
    'loads a pre-order, warns that a new date mails its buyers, and sends the new date',
    async () => {
      const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
        [`GET ${PRODUCT_PATH}`]: () =>
          jsonResponse(
            200,
            savedProduct({ stock: 0, isPreorder: true, releaseDate: '2027-03-15', preorderLimit: 40 }),
          ),
        [`PUT ${PRODUCT_PATH}`]: echo,
      })

      expect(await screen.findByRole('checkbox', { name: /Sell as a pre-order/ })).toBeChecked()
      const date = screen.getByLabelText('Release date')
      expect(date).toHaveValue('2027-03-15')
      expect(screen.getByLabelText('Pre-order limit (units)')).toHaveValue(40)
      expect(date).not.toHaveAccessibleDescription(new RegExp(RELEASE_DATE_CHANGE_HINT))

      await user.clear(date)
      await user.type(date, '2027-05-01')
      expect(date).toHaveAccessibleDescription(
        `Shoppers see the month: expected May 2027. ${RELEASE_DATE_CHANGE_HINT}`,
      )
      await user.click(screen.getByRole('button', { name: 'Save Changes' }))

      await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
      expect(requestsTo('PUT', PRODUCT_PATH)[0]?.body).toMatchObject({
        isPreorder: true,
        releaseDate: '2027-05-01',
        preorderLimit: 40,
      })
    },
    TYPING_TIMEOUT,
  )

  it(
    'unticked, sends isPreorder false and leaves the stored date and limit alone',
    async () => {
      const { user, requestsTo } = openAsAdmin(`/admin/products/edit/${PRODUCT_ID}`, {
        [`GET ${PRODUCT_PATH}`]: () =>
          jsonResponse(200, savedProduct({ isPreorder: true, releaseDate: '2027-03-15', preorderLimit: 40 })),
        [`PUT ${PRODUCT_PATH}`]: echo,
      })

      await user.click(await screen.findByRole('checkbox', { name: /Sell as a pre-order/ }))
      expect(screen.queryByLabelText('Release date')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Save Changes' }))

      await waitFor(() => expect(requestsTo('PUT', PRODUCT_PATH)).toHaveLength(1))
      const body = requestsTo('PUT', PRODUCT_PATH)[0]?.body as Record<string, unknown>
      expect(body.isPreorder).toBe(false)
      expect(body).not.toHaveProperty('releaseDate')
      expect(body).not.toHaveProperty('preorderLimit')
    },
    TYPING_TIMEOUT,
  )
})
