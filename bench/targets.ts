import { ADMIN_LIST_PAGE_SIZE, HOME_PRODUCT_FETCH_LIMIT, LISTING_PAGE_SIZE } from '@common/constants'
import type { BenchRequest } from './recorded-answer'

/** What a target's figures are judged by (see pass-marks.ts). */
export type TargetKind = 'listing' | 'facets' | 'product' | 'reviews' | 'page' | 'asset' | 'order' | 'admin'

export type TargetKey =
  | 'home-listing'
  | 'category-listing'
  | 'search-listing'
  | 'filtered-listing'
  | 'facets'
  | 'filtered-facets'
  | 'product'
  | 'reviews'
  | 'home-page'
  | 'asset'
  | 'orders'
  | 'admin-order-search'
  | 'admin-stats'

export type Target = { key: TargetKey; label: string; kind: TargetKind }

/** What the targets' addresses are made of, known once the data is generated and the shop answers. */
export type TargetContext = {
  productId: string
  reviewedProductId: string
  /** A hashed script of the built web app, as GET / links it. */
  assetPath: string
  adminToken: string
}

export const TARGETS: Record<TargetKey, Target> = {
  'home-listing': { key: 'home-listing', label: 'listing: home', kind: 'listing' },
  'category-listing': { key: 'category-listing', label: 'listing: category by price', kind: 'listing' },
  'search-listing': { key: 'search-listing', label: 'listing: search', kind: 'listing' },
  'filtered-listing': { key: 'filtered-listing', label: 'listing: series + maker', kind: 'listing' },
  facets: { key: 'facets', label: 'facets: whole catalogue', kind: 'facets' },
  'filtered-facets': { key: 'filtered-facets', label: 'facets: series + maker', kind: 'facets' },
  product: { key: 'product', label: 'product by id', kind: 'product' },
  reviews: { key: 'reviews', label: 'reviews of a product', kind: 'reviews' },
  'home-page': { key: 'home-page', label: 'GET / (HTML)', kind: 'page' },
  asset: { key: 'asset', label: 'hashed asset (JS)', kind: 'asset' },
  orders: { key: 'orders', label: 'POST /api/orders', kind: 'order' },
  'admin-order-search': { key: 'admin-order-search', label: 'admin: order search', kind: 'admin' },
  'admin-stats': { key: 'admin-stats', label: 'admin: stats', kind: 'admin' },
}

/**
 * A collector's narrowing: two series ticked (ORed) and one maker, in stock — about 900 of 100,000 generated
 * products (generate/catalogue.ts gives a quarter of them their demo template's series and maker).
 */
const COLLECTOR_FILTERS = 'series=jujutsu-kaisen&series=one-piece&manufacturer=Good+Smile+Company'

/**
 * The request of each read target, spelled as the web app spells it: the home page's one product call
 * (content/api/get-home-products.ts), the listing's first page (lib/products/get-products.ts puts page,
 * limit, sort, category, search in that order) for "Figures, Price: Low to High" and for a search, the
 * product page's two calls, the filters' counts for the whole catalogue (/collections as first opened) and
 * with a collector's filters ticked, the listing with the same filters (both spelt as get-products.ts and
 * get-product-facets.ts spell them: inStock, then the repeated filters), and the admin orders tab's search
 * (admin/orders/api/get-admin-orders.ts); the page and its entry script as a browser asks for them,
 * compressed.
 */
export function readRequest(key: Exclude<TargetKey, 'orders'>, context: TargetContext): BenchRequest {
  const get = (path: string, headers?: Record<string, string>): BenchRequest => ({
    method: 'GET',
    path,
    ...(headers ? { headers } : {}),
  })
  const admin = { authorization: `Bearer ${context.adminToken}` }
  // What every browser sends with a page and its scripts; the API targets leave it out, as the issue's
  // first measurements did, so their bodies are the plain JSON.
  const browser = { 'accept-encoding': 'gzip, deflate, br' }
  switch (key) {
    case 'home-listing':
      return get(`/api/products?limit=${HOME_PRODUCT_FETCH_LIMIT}&sort=-createdAt`)
    case 'category-listing':
      return get(`/api/products?page=1&limit=${LISTING_PAGE_SIZE}&sort=price&category=figures`)
    case 'search-listing':
      return get(`/api/products?page=1&limit=${LISTING_PAGE_SIZE}&sort=-createdAt&search=naruto`)
    case 'filtered-listing':
      return get(
        `/api/products?page=1&limit=${LISTING_PAGE_SIZE}&sort=-createdAt&inStock=true&${COLLECTOR_FILTERS}`,
      )
    case 'facets':
      return get('/api/products/facets')
    case 'filtered-facets':
      return get(`/api/products/facets?inStock=true&${COLLECTOR_FILTERS}`)
    case 'product':
      return get(`/api/products/${context.productId}`)
    case 'reviews':
      return get(`/api/reviews/product/${context.reviewedProductId}`)
    case 'home-page':
      return get('/', browser)
    case 'asset':
      return get(context.assetPath, browser)
    case 'admin-order-search':
      return get(`/api/orders?search=guwahati&page=1&limit=${ADMIN_LIST_PAGE_SIZE}`, admin)
    case 'admin-stats':
      return get('/api/admin/stats', admin)
  }
}

/** The entry script GET / loads (`<script type="module" … src="/assets/index-….js">`). */
export function entryScriptPath(html: string): string {
  const match = /<script[^>]*type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)
  if (!match) throw new Error('GET / links no /assets/*.js script: is the web app built?')
  return match[1]!
}
