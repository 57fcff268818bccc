import type { ProductListResponse } from '@common/schemas/product'
import { normalizeProduct, type Product } from './product'

/*
 * The storefront's first bundle reads the product answers (the home page's, and the listing's and product page's,
 * whose calls start from the router), so they are checked by these hand-written readers rather than by the shared
 * schemas at run time, which would bring zod into that bundle. The types come from the schemas: `Product` is
 * productSchema's output, and a page's counts are productListResponseSchema's.
 */

/**
 * One page of products; `totalProducts` counts every page, and is the page's own length when the answer does not say.
 * `didYouMean` is the server's corrected search text, when a search found nothing or only matched through typos.
 */
export type ProductPage = Pick<
  ProductListResponse,
  'totalProducts' | 'currentPage' | 'totalPages' | 'didYouMean'
> & {
  products: Product[]
}

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const LIST_KEYS = ['products', 'data', 'items', 'docs'] as const

/**
 * Finds the list in any shape a product API may answer: the data itself, or data.products, data.data,
 * data.items or data.docs, one level deep or nested once more (`{ data: { products } }`).
 */
function findList(body: unknown, depth = 0): { list: unknown[]; holder: Raw | undefined } | undefined {
  if (Array.isArray(body)) return { list: body, holder: undefined }
  if (!isRecord(body) || depth > 1) return undefined
  for (const key of LIST_KEYS) {
    const value = body[key]
    if (Array.isArray(value)) return { list: value, holder: body }
  }
  for (const key of LIST_KEYS) {
    const nested = findList(body[key], depth + 1)
    if (nested) return nested
  }
  return undefined
}

function wholeNumber(...values: unknown[]): number | undefined {
  for (const value of values) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value
  }
  return undefined
}

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** A page of products from any list shape; entries that are not products are dropped. */
export function readProductPage(body: unknown): ProductPage {
  const found = findList(body)
  const products = (found?.list ?? []).flatMap((entry) => normalizeProduct(entry) ?? [])
  const holder = found?.holder
  const totalProducts =
    wholeNumber(holder?.totalProducts, holder?.total, holder?.totalDocs) ?? products.length
  return {
    products,
    totalProducts,
    currentPage: wholeNumber(holder?.currentPage, holder?.page) ?? 1,
    totalPages: wholeNumber(holder?.totalPages, holder?.pages) ?? 1,
    didYouMean: nonEmptyText(holder?.didYouMean),
  }
}

/** The products of any list shape. */
export function readProductList(body: unknown): Product[] {
  return readProductPage(body).products
}

/** One product: the product itself, an object holding `product` (or `data`), or a list's first element. */
export function readProduct(body: unknown): Product | undefined {
  if (Array.isArray(body)) return normalizeProduct(body[0])
  if (!isRecord(body)) return undefined
  if (isRecord(body.product)) return normalizeProduct(body.product)
  if (isRecord(body.data) || Array.isArray(body.data)) {
    const fromData = readProduct(body.data)
    if (fromData) return fromData
  }
  return normalizeProduct(body)
}
