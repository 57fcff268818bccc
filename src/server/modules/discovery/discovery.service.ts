import type { Kysely } from 'kysely'
import { PRODUCT_CATEGORIES } from '@common/constants'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { countProducts, listProductChanges, listSeriesChanges } from '../products'

/** The sitemap protocol's limit of URLs in one file (sitemaps.org); past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapLimits = {
  /** URLs in one sitemap file. */
  urlsPerFile: number
  /** Products read per query while a file is written: keyset pages, never the whole table at once. */
  productsPerQuery: number
}

export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = {
  urlsPerFile: SITEMAP_MAX_URLS,
  productsPerQuery: 2_000,
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The storefront's pages that are not products, in the order the sitemap lists them. */
const STOREFRONT_PAGES: readonly string[] = [
  '/',
  '/collections',
  ...PRODUCT_CATEGORIES.map((category) => `/collections/${encodeURIComponent(category)}`),
  '/about',
  '/contact',
]

/**
 * Pages that are one person's own or the admin's (the web app's RequireUser and RequireAdmin routes, and the
 * cart that leads into checkout): nothing there for a search engine. Each is a path prefix, so `/orders` also
 * keeps out `/orders/{id}` and `/checkout` keeps out `/checkout/payment`.
 */
const PRIVATE_PATHS: readonly string[] = [
  '/admin',
  '/profile',
  '/orders',
  '/cart',
  '/checkout',
  '/order-confirmation',
]

/** Text made safe inside an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!)
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** robots.txt: the storefront open to crawlers, private pages closed, the sitemap named by its absolute URL. */
export function robotsText(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** A page listed before the products: the storefront's own, then each series page with its last change. */
type ListedPage = { path: string; lastModified?: string }

/** The storefront pages and every series page, in the order the sitemap lists them before the products. */
async function pagesBeforeProducts(db: Kysely<Database>): Promise<ListedPage[]> {
  const series = await listSeriesChanges(db)
  return [
    ...STOREFRONT_PAGES.map((path) => ({ path })),
    ...series.map((change) => ({
      path: `/collections/series/${encodeURIComponent(change.slug)}`,
      lastModified: change.updatedAt,
    })),
  ]
}

/**
 * /sitemap.xml: every storefront page, series page and product when they fit in one file of `urlsPerFile` URLs;
 * otherwise an index of /sitemap-1.xml … /sitemap-n.xml, each holding the next `urlsPerFile` of the same list.
 */
export async function sitemapDocument(
  db: Kysely<Database>,
  origin: string,
  limits: SitemapLimits = DEFAULT_SITEMAP_LIMITS,
): Promise<string> {
  const pages = await pagesBeforeProducts(db)
  const total = pages.length + (await countProducts(db, { liveOnly: true }))
  if (total <= limits.urlsPerFile) return urlSet(db, origin, pages, 0, total, limits.productsPerQuery)
  const files = Math.ceil(total / limits.urlsPerFile)
  const entries = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  )
  return xmlDocument('sitemapindex', entries)
}

/** /sitemap-<n>.xml: the n-th `urlsPerFile` URLs of the list; a file past the end (or no number) is 404. */
export async function sitemapFile(
  db: Kysely<Database>,
  origin: string,
  name: string,
  limits: SitemapLimits = DEFAULT_SITEMAP_LIMITS,
): Promise<string> {
  const pages = await pagesBeforeProducts(db)
  const total = pages.length + (await countProducts(db, { liveOnly: true }))
  const file = /^[1-9]\d{0,8}$/.test(name) ? Number(name) : 0
  const start = (file - 1) * limits.urlsPerFile
  if (file < 1 || start >= total) throw new NotFoundError('Sitemap not found')
  const end = Math.min(start + limits.urlsPerFile, total)
  return urlSet(db, origin, pages, start, end, limits.productsPerQuery)
}

/**
 * The `<urlset>` of list positions [start, end): the storefront and series pages first, then products in id
 * order.
 */
async function urlSet(
  db: Kysely<Database>,
  origin: string,
  pages: readonly ListedPage[],
  start: number,
  end: number,
  productsPerQuery: number,
): Promise<string> {
  const entries = pages.slice(start, end).map((page) => urlEntry(origin + page.path, page.lastModified))
  let skip = Math.max(0, start - pages.length)
  let wanted = end - Math.max(start, pages.length)
  let afterId: string | undefined
  while (wanted > 0) {
    const limit = Math.min(wanted, productsPerQuery)
    const batch = await listProductChanges(db, { afterId, skip, limit })
    for (const product of batch)
      entries.push(urlEntry(`${origin}/product/${encodeURIComponent(product.id)}`, product.updatedAt))
    // Fewer than asked: the catalogue shrank since it was counted.
    if (batch.length < limit) break
    wanted -= batch.length
    afterId = batch.at(-1)!.id
    skip = 0
  }
  return xmlDocument('urlset', entries)
}

function urlEntry(location: string, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''
  return `<url><loc>${escapeXml(location)}</loc>${lastmod}</url>`
}

function xmlDocument(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries,
    `</${root}>`,
    '',
  ].join('\n')
}
