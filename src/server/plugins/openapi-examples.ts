import type { z } from 'zod'
import { seriesSlug } from '@common/catalogue-attributes'
import type { createOrderInputSchema } from '@common/schemas/order'
import {
  productSchema,
  type Product,
  type ProductListResponse,
  type ProductSuggestionsResponse,
} from '@common/schemas/product'
import { formatFullAddress, SHOP_NAME } from '@common/shop-identity'
import demoProducts from '../seed/catalogue/demo-products.json'

/**
 * Examples for the OpenAPI document, made from the demo catalogue a fresh shop is seeded with, so that a
 * reader of /api/docs sees the shop's real merchandise. Ids, times and picture addresses are the only
 * invented values (the seed makes them when it writes). The OpenAPI test checks every example against the
 * schema the document gives it.
 */

const [demo] = demoProducts
if (!demo) throw new Error('The demo catalogue has no products to take OpenAPI examples from')

const PRODUCT_ID = '66b1c0ffee5a1de0f1a2b3c4'
const LISTED_AT = '2025-03-14T09:30:00.000Z'

const productAnswer = {
  _id: PRODUCT_ID,
  id: PRODUCT_ID,
  name: demo.name,
  description: demo.description,
  price: demo.price,
  originalPrice: demo.originalPrice,
  images: ['/media/3f2a9c4e8b7d6a5f1e0d2c3b4a596877.webp'],
  stock: demo.stock,
  category: demo.category,
  // The first demo product is a figure: toys and scale models, 5 % GST.
  hsnCode: '9503',
  gstRate: 5,
  tags: demo.tags,
  rating: 4.5,
  numReviews: 2,
  createdAt: LISTED_AT,
  updatedAt: LISTED_AT,
  isFeatured: demo.isFeatured,
  isBestSeller: demo.isBestSeller,
  isNewArrival: demo.isNewArrival,
  isNew: demo.isNewArrival,
  details: demo.details,
  features: demo.features,
  maxPerCustomer: null,
  series: demo.series ?? null,
  seriesSlug: demo.series ? seriesSlug(demo.series) : null,
  character: demo.character ?? null,
  manufacturer: demo.manufacturer ?? null,
  line: demo.line ?? null,
  scale: demo.scale ?? null,
  jan: demo.jan ?? null,
  isPreorder: false,
  releaseDate: null,
  preorderLimit: null,
  releaseDateHistory: [],
  status: 'live',
  liveAt: null,
  teaser: false,
  earlyAccessMinutes: 0,
  countryOfOrigin: demo.countryOfOrigin,
  // The demo seed names the shop as the importer of what is made abroad.
  importer: `${SHOP_NAME}, ${formatFullAddress()}`,
  netQuantity: demo.netQuantity,
}

/**
 * The answer's own schema keeps the fields the API answers and drops the rest, so the example follows a field
 * added to or removed from the product. Should it stop fitting, it is shown as it is (never a failed start)
 * and the test names the field.
 */
const parsedProduct = productSchema.safeParse(productAnswer)
export const productExample: Product = parsedProduct.success
  ? parsedProduct.data
  : (productAnswer as unknown as Product)

export const productListExample: ProductListResponse = {
  products: [productExample],
  totalProducts: 1,
  total: 1,
  currentPage: 1,
  totalPages: 1,
  didYouMean: null,
}

/** What the search box is offered for "narto": the product, and the query read as "naruto". */
export const productSuggestionsExample: ProductSuggestionsResponse = {
  suggestions: [
    {
      _id: productExample._id,
      name: productExample.name,
      price: productExample.price,
      image: productExample.images[0] ?? null,
    },
  ],
  didYouMean: 'naruto',
}

export const createOrderInputExample: z.input<typeof createOrderInputSchema> = {
  orderItems: [{ product: PRODUCT_ID, qty: 1 }],
  shippingAddress: {
    fullName: 'Ananya Rao',
    phone: '9876543210',
    address: '14 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
  },
  paymentMethod: 'COD',
}

/** Examples by operation ("METHOD /path" as the document names it): the request body's, and each status's. */
export const OPERATION_EXAMPLES: Record<string, { body?: unknown; responses?: Record<number, unknown> }> = {
  'GET /api/products': { responses: { 200: productListExample } },
  'GET /api/products/{id}': { responses: { 200: productExample } },
  'GET /api/products/suggestions': { responses: { 200: productSuggestionsExample } },
  'POST /api/orders': { body: createOrderInputExample },
}
