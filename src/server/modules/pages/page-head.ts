/** A link preview's picture: an absolute URL and its size, so previews lay it out before it loads. */
export type ShareImage = { url: string; width: number; height: number; type: string; alt: string }

/** What the server writes into a page's `<head>` before the app's own scripts. */
export type PageHead = {
  /** The whole title, shop name included, exactly as the app sets it after loading. */
  title: string
  description: string
  /** Absolute: the shop's public origin and the page's one address. */
  canonicalUrl: string
  ogType: 'website' | 'product'
  image?: ShareImage
  /** Product pages: `product:price:amount` and `product:price:currency`. */
  price?: { amount: string; currency: 'INR' }
  /** Structured data, each a schema.org object with its own `@context`. */
  jsonLd: object[]
  /** `<link rel=preload>` for what the page asks for first (its data, its main picture). */
  preloads: Preload[]
  /** A page that must not be indexed (a product that does not exist). */
  noIndex?: boolean
}

export type Preload =
  { as: 'fetch'; href: string } | { as: 'image'; href: string; imageSrcSet?: string; imageSizes?: string }

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

/**
 * JSON inside `<script type="application/ld+json">`: nothing in it can close the script or open a comment,
 * and the line separators JavaScript once refused are escaped too. The JSON itself is unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`

function preloadTag(preload: Preload): string {
  if (preload.as === 'fetch') {
    return `<link rel="preload" href="${escapeHtml(preload.href)}" as="fetch" crossorigin="use-credentials" />`
  }
  const srcSet = preload.imageSrcSet
    ? ` imagesrcset="${escapeHtml(preload.imageSrcSet)}" imagesizes="${escapeHtml(preload.imageSizes ?? '100vw')}"`
    : ''
  return `<link rel="preload" href="${escapeHtml(preload.href)}" as="image"${srcSet} fetchpriority="high" />`
}

/** The head's tags, every value escaped for where it stands. */
export function renderHead(head: PageHead, shopName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    ...head.preloads.map(preloadTag),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', 'en_IN'),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:type', head.image.type),
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
          meta('property', 'og:image:alt', head.image.alt),
        ]
      : []),
    ...(head.price
      ? [
          meta('property', 'product:price:amount', head.price.amount),
          meta('property', 'product:price:currency', head.price.currency),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image.url)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ]
  return tags.join('\n    ')
}
