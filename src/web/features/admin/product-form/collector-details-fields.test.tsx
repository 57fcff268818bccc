import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JAN_CHECK_DIGIT_MESSAGE, JAN_DIGITS_MESSAGE } from '@common/schemas/product'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import {
  addImageUrl,
  catalogueFacets,
  fillRequiredFields,
  openAsAdmin,
  savedProduct,
} from './test/product-form-test-kit'

// Each test types a whole product key by key: on a busy machine that takes longer than the default 5 s.
const TYPING_TIMEOUT = 20_000
const NEW_PRODUCT_PATH = '/admin/products/new'
const created = (request: RecordedRequest) =>
  jsonResponse(201, savedProduct({ ...(request.body as object), _id: 'new-id', id: 'new-id' }))

/** The values the browser offers under a field: its <datalist>'s options. */
function suggestionsFor(label: string): string[] {
  const listId = screen.getByLabelText(label).getAttribute('list')
  const list = listId ? document.getElementById(listId) : null
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)
}

describe('collector details of the product form', () => {
  it(
    'offers the values already in use for each attribute, asked for once when the form opens',
    async () => {
      const { requestsTo, fetchMock } = openAsAdmin(NEW_PRODUCT_PATH, {
        'GET /api/products/facets': () =>
          jsonResponse(
            200,
            catalogueFacets({
              character: [
                { value: 'Gojo Satoru', count: 4 },
                { value: 'Nami', count: 2 },
              ],
            }),
          ),
      })

      expect(await screen.findByRole('region', { name: 'Collector details' })).toBeInTheDocument()
      await waitFor(() => expect(suggestionsFor('Manufacturer')).toEqual(['Good Smile Company', 'Banpresto']))
      expect(suggestionsFor('Series')).toEqual(['Jujutsu Kaisen', 'One Piece'])
      expect(suggestionsFor('Character')).toEqual(['Gojo Satoru', 'Nami'])
      expect(suggestionsFor('Line')).toEqual(['Nendoroid', 'Q Posket'])
      expect(suggestionsFor('Scale')).toEqual(['Non-scale', '1/7'])
      expect(requestsTo('GET', '/api/products/facets')).toHaveLength(1)
      // No filters: every value in the catalogue, not those of one category.
      const facetUrls = fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/products/facets')
      expect(facetUrls.map((url) => url.search)).toEqual([''])
    },
    TYPING_TIMEOUT,
  )

  it(
    'still takes any text when the suggestions cannot be loaded',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, {
        'GET /api/products/facets': () => jsonResponse(500, { success: false, message: 'Down' }),
        'POST /api/products': created,
      })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/luffy.webp')
      await user.type(screen.getByLabelText('Manufacturer'), 'Bandai Spirits')

      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(1))
      expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({ manufacturer: 'Bandai Spirits' })
      expect(suggestionsFor('Manufacturer')).toEqual([])
    },
    TYPING_TIMEOUT,
  )

  it(
    'sends every collector detail, trimmed, and blank ones as none',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')
      await user.type(screen.getByLabelText('Series'), 'Jujutsu Kaisen ')
      await user.type(screen.getByLabelText('Character'), 'Gojo Satoru')
      await user.type(screen.getByLabelText('Manufacturer'), 'Good Smile Company')
      await user.type(screen.getByLabelText('Line'), 'Nendoroid')
      await user.type(screen.getByLabelText('JAN'), '4580590123458')

      await user.click(screen.getByRole('button', { name: 'Create Product' }))

      await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(1))
      expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
        series: 'Jujutsu Kaisen',
        character: 'Gojo Satoru',
        manufacturer: 'Good Smile Company',
        line: 'Nendoroid',
        scale: null,
        jan: '4580590123458',
        isPreorder: false,
      })
    },
    TYPING_TIMEOUT,
  )

  it(
    'shows the JAN checksum message on the field, and sends a JAN typed with spaces and dashes as 13 digits',
    async () => {
      const { user, requestsTo } = openAsAdmin(NEW_PRODUCT_PATH, { 'POST /api/products': created })
      await screen.findByRole('heading', { name: 'Create Product' })
      await fillRequiredFields(user)
      await addImageUrl(user, '/media/gojo.webp')
      const jan = screen.getByLabelText('JAN')

      await user.type(jan, '4580590123459')
      await user.click(screen.getByRole('button', { name: 'Create Product' }))
      expect(await screen.findByText(JAN_CHECK_DIGIT_MESSAGE)).toBeInTheDocument()
      expect(jan).toHaveAttribute('aria-invalid', 'true')
      expect(jan).toHaveAccessibleDescription(new RegExp(`^${JAN_CHECK_DIGIT_MESSAGE}`))

      await user.clear(jan)
      await user.type(jan, '45805901')
      expect(await screen.findByText(JAN_DIGITS_MESSAGE)).toBeInTheDocument()
      expect(requestsTo('POST', '/api/products')).toHaveLength(0)

      await user.clear(jan)
      await user.type(jan, '4 580590 12345-8')
      await user.click(screen.getByRole('button', { name: 'Create Product' }))
      await waitFor(() => expect(requestsTo('POST', '/api/products')).toHaveLength(1))
      expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({ jan: '4580590123458' })
    },
    TYPING_TIMEOUT,
  )
})
