import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'
import type { User } from '@common/schemas/auth'
import type { Product, ProductFacets } from '@common/schemas/product'
import { mockAdminApi } from '../../shared/test/mock-admin-api'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'

// Sonner keeps its toasts in module state: without this, one test's toast shows in the next.
afterEach(() => {
  toast.dismiss()
})

export const PRODUCT_ID = '64b7f0c2a1b2c3d4e5f6a001'

export function savedProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: PRODUCT_ID,
    id: PRODUCT_ID,
    name: 'Gojo Satoru Figure',
    description: 'Jujutsu Kaisen prize figure',
    price: 2499.5,
    originalPrice: 2999,
    images: ['/media/0123456789abcdef0123456789abcdef.webp'],
    stock: 7,
    maxPerCustomer: null,
    category: 'figures',
    hsnCode: '9503',
    gstRate: 5,
    tags: [],
    rating: 4.5,
    numReviews: 3,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    isFeatured: true,
    isBestSeller: false,
    isNewArrival: false,
    isNew: false,
    details: [{ title: 'Height', content: '18 cm' }],
    features: [{ name: 'Material', value: 'PVC' }],
    series: 'Jujutsu Kaisen',
    seriesSlug: 'jujutsu-kaisen',
    character: 'Gojo Satoru',
    manufacturer: 'Good Smile Company',
    line: 'Nendoroid',
    scale: 'Non-scale',
    jan: '4580590123458',
    isPreorder: false,
    releaseDate: null,
    preorderLimit: null,
    releaseDateHistory: [],
    status: 'live',
    liveAt: null,
    teaser: false,
    earlyAccessMinutes: 0,
    countryOfOrigin: 'China',
    importer: 'AnimeVerse, 14 Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
    netQuantity: '1 figure',
    ...overrides,
  }
}

/** GET /api/products/facets with no filters: the attribute values the catalogue already uses. */
export function catalogueFacets(overrides: Partial<ProductFacets> = {}): ProductFacets {
  return {
    series: [
      { value: 'Jujutsu Kaisen', slug: 'jujutsu-kaisen', count: 12 },
      { value: 'One Piece', slug: 'one-piece', count: 9 },
    ],
    character: [{ value: 'Gojo Satoru', count: 4 }],
    manufacturer: [
      { value: 'Good Smile Company', count: 14 },
      { value: 'Banpresto', count: 6 },
    ],
    line: [
      { value: 'Nendoroid', count: 8 },
      { value: 'Q Posket', count: 5 },
    ],
    scale: [
      { value: 'Non-scale', count: 15 },
      { value: '1/7', count: 3 },
    ],
    category: [{ value: 'figures', count: 21 }],
    price: { min: 299, max: 24999 },
    inStock: 18,
    preorder: 2,
    ...overrides,
  }
}

/**
 * The admin (or `as`, e.g. a staff member) signed in, the API faked with `routes`, the app opened at `path`. The
 * product's stock history is empty unless `routes` says otherwise.
 */
export function openAsAdmin(
  path: string,
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
  options: { as?: User } = {},
) {
  const api = mockAdminApi(
    {
      'GET /api/products/facets': () => jsonResponse(200, catalogueFacets()),
      [`GET /api/products/${PRODUCT_ID}/stock-movements`]: () =>
        jsonResponse(200, { movements: [], total: 0, currentPage: 1, totalPages: 0 }),
      ...routes,
    },
    options,
  )
  return { ...renderApp(path), ...api }
}

/** jsdom has no object URLs; previews get predictable ones and revocations are recorded. */
export function stubObjectUrls() {
  let count = 0
  const createObjectURL = vi.fn(() => `blob:preview-${++count}`)
  const revokeObjectURL = vi.fn()
  // Fresh mocks every call, so what one test records never leaks into the next.
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  return { createObjectURL, revokeObjectURL }
}

export const imageFile = (name = 'gojo.png') => new File(['png-bytes'], name, { type: 'image/png' })

export const productImages = () => screen.queryAllByRole('listitem', { name: /^Image \d+ of \d+/ })

export function imageTile(number: number) {
  return screen.getByRole('listitem', { name: new RegExp(`^Image ${number} of \\d+`) })
}

/** Fills every required field but the images (the country of origin: China). */
export async function fillRequiredFields(user: UserEvent) {
  await user.type(screen.getByLabelText('Product Name'), 'Luffy Keychain')
  await user.type(screen.getByLabelText('Description'), 'Straw hat keychain')
  await user.type(screen.getByLabelText('Selling Price (₹)'), '299')
  await user.type(screen.getByLabelText('Stock'), '12')
  await user.selectOptions(screen.getByLabelText('Country of origin'), 'China')
}

export async function addImageUrl(user: UserEvent, url: string) {
  await user.type(screen.getByLabelText('Image URL'), `${url}{Enter}`)
}

export function rowGroup(name: string) {
  return within(screen.getByRole('group', { name }))
}
