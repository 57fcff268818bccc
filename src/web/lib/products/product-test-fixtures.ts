import type { Product } from './product'

let counter = 0

/** A product as GET /products answers it, for tests; each call gets its own id unless given one. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  counter += 1
  const id = overrides._id ?? `6500000000000000000${String(counter).padStart(5, '0')}`
  return {
    _id: id,
    id,
    name: `Test Figure ${counter}`,
    description: 'A detailed PVC figure.',
    price: 1299,
    originalPrice: 1299,
    images: ['/media/0123456789abcdef0123456789abcdef.webp'],
    stock: 5,
    maxPerCustomer: null,
    category: 'figures',
    hsnCode: '9503',
    gstRate: 5,
    tags: [],
    rating: 4,
    numReviews: 2,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    isFeatured: false,
    isBestSeller: false,
    isNewArrival: false,
    isNew: false,
    details: [],
    features: [],
    series: null,
    seriesSlug: null,
    character: null,
    manufacturer: null,
    line: null,
    scale: null,
    jan: null,
    isPreorder: false,
    releaseDate: null,
    preorderLimit: null,
    releaseDateHistory: [],
    status: 'live',
    liveAt: null,
    teaser: false,
    earlyAccessMinutes: 0,
    countryOfOrigin: null,
    importer: null,
    netQuantity: null,
    ...overrides,
  }
}

/** The answer of GET /products for one page. */
export function productPageBody(products: Product[], totalProducts = products.length, currentPage = 1) {
  return {
    products,
    totalProducts,
    total: totalProducts,
    currentPage,
    totalPages: Math.max(1, Math.ceil(totalProducts / 20)),
  }
}
