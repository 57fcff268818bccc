import { seriesPageTitle } from '@common/catalogue-attributes'
import { collectionHeading } from '@common/collections'
import { HOME_PRODUCT_FETCH_LIMIT } from '@common/constants'
import { mediaSrcSet, PRODUCT_MAIN_IMAGE_SIZES } from '@common/media'
import type { Product, ProductVariant, SeriesSummary } from '@common/schemas/product'
import {
  formatFullAddress,
  SHOP_ADDRESS,
  SHOP_DESCRIPTION,
  SHOP_EMAIL,
  SHOP_NAME,
  SHOP_PHONE_E164,
  SOCIAL_LINKS,
} from '@common/shop-identity'
import { soldItemName } from '@common/variants'
import type { PageHead, ShareImage } from './page-head'
import { spelledShopDateTime } from '../../shop-calendar'

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160

const SCHEMA = 'https://schema.org'

/** "Figures | AnimeVerse": the same title the app gives the page once it has loaded. */
const titled = (pageTitle: string) => `${pageTitle} | ${SHOP_NAME}`

/** Whitespace folded, cut at a word boundary with an ellipsis when too long for a result snippet. */
export function snippet(text: string, length = DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim()
  if (folded.length <= length) return folded
  const cut = folded.slice(0, length - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

/** Paise-exact rupees as schema.org and Open Graph want them: "1299.00". */
const priceText = (rupees: number) => (Math.round(rupees * 100) / 100).toFixed(2)

function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  }
}

const HOME_CRUMB = { name: 'Home', path: '/' }

export function homeHead(origin: string): PageHead {
  const url = `${origin}/`
  return {
    title: titled('Anime Figures, Keychains & Q Posket in India'),
    description: snippet(SHOP_DESCRIPTION),
    canonicalUrl: url,
    ogType: 'website',
    preloads: [{ as: 'fetch', href: `/api/products?limit=${HOME_PRODUCT_FETCH_LIMIT}&sort=-createdAt` }],
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'Organization',
        name: SHOP_NAME,
        url,
        logo: `${origin}/favicon.svg`,
        email: SHOP_EMAIL,
        telephone: SHOP_PHONE_E164,
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${SHOP_ADDRESS.line1}, ${SHOP_ADDRESS.line2}`,
          addressLocality: SHOP_ADDRESS.city,
          addressRegion: SHOP_ADDRESS.state,
          postalCode: SHOP_ADDRESS.postalCode,
          addressCountry: 'IN',
        },
        sameAs: SOCIAL_LINKS.map((link) => link.url),
      },
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: SHOP_NAME,
        url,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/collections/all?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}

/** `/collections` and `/collections/<collection>` (already checked to be one the shop has). */
export function collectionHead(origin: string, collection: string | undefined): PageHead {
  const heading = collectionHeading(collection ?? 'all')
  const path = collection ? `/collections/${collection}` : '/collections'
  return {
    title: titled(heading),
    description: snippet(
      `Shop ${heading} at ${SHOP_NAME}: authentic anime collectibles, prices in rupees, cash on delivery and delivery across India.`,
    ),
    canonicalUrl: `${origin}${path}`,
    ogType: 'website',
    preloads: [],
    jsonLd: [breadcrumbs(origin, [HOME_CRUMB, { name: heading, path }])],
  }
}

/** A series page's path: its slug is already URL-safe letters, digits and dashes, other scripts escaped. */
export const seriesPath = (slug: string) => `/collections/series/${encodeURIComponent(slug)}`

/**
 * `/collections/series/<slug>` (a series some product has): its own title and description naming the series,
 * and a CollectionPage about it with the breadcrumb Home › Collections › the series.
 */
export function seriesHead(origin: string, series: SeriesSummary): PageHead {
  const path = seriesPath(series.slug)
  const url = `${origin}${path}`
  const pageTitle = seriesPageTitle(series.name)
  const description = snippet(
    `Shop ${series.name} figures, Q Posket and merchandise at ${SHOP_NAME}: ${series.productCount} authentic collectible${series.productCount === 1 ? '' : 's'}, prices in rupees, delivery across India.`,
  )
  return {
    title: titled(pageTitle),
    description,
    canonicalUrl: url,
    ogType: 'website',
    preloads: [],
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'CollectionPage',
        name: pageTitle,
        description,
        url,
        about: { '@type': 'CreativeWorkSeries', name: series.name },
        isPartOf: { '@type': 'WebSite', name: SHOP_NAME, url: `${origin}/` },
        mainEntity: { '@type': 'ItemList', numberOfItems: series.productCount },
      },
      breadcrumbs(origin, [
        HOME_CRUMB,
        { name: collectionHeading('all'), path: '/collections' },
        { name: series.name, path },
      ]),
    ],
  }
}

export function aboutHead(origin: string): PageHead {
  return contentHead(origin, 'About Us', '/about', SHOP_DESCRIPTION)
}

export function contactHead(origin: string): PageHead {
  return contentHead(
    origin,
    'Contact Us',
    '/contact',
    `Questions about an order or a figure? Write to ${SHOP_EMAIL}, call or WhatsApp us, or visit ${formatFullAddress()}.`,
  )
}

function contentHead(origin: string, pageTitle: string, path: string, description: string): PageHead {
  return {
    title: titled(pageTitle),
    description: snippet(description),
    canonicalUrl: `${origin}${path}`,
    ogType: 'website',
    preloads: [],
    jsonLd: [breadcrumbs(origin, [HOME_CRUMB, { name: pageTitle, path }])],
  }
}

/**
 * A product page: its name, price and first picture for link previews; Product with Offer (and its rating
 * once reviewed) and the breadcrumb for search engines; and, for the browser, its data and main picture
 * preloaded with the srcset and sizes the page itself uses, so the picture is fetched once. A product with options
 * is a ProductGroup of its variants; a link naming one (`?variant=`) previews that variant's name, price and
 * picture, its canonical address staying the product's.
 */
export function productHead(
  origin: string,
  product: Product,
  shareImage: Omit<ShareImage, 'alt'> | undefined,
  variant?: ProductVariant,
): PageHead {
  const path = `/product/${product._id}`
  const url = `${origin}${path}`
  const collectionPath = `/collections/${product.category}`
  const images = variant && variant.images.length > 0 ? variant.images : product.images
  const mainImage = images[0]
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`)
  const launch = launchOf(product)
  const name = soldItemName(product.name, variant?.label)
  const price = priceText((variant ?? product).price)
  const description = snippet(
    (launch ? `On sale from ${spelledShopDateTime(launch)}. ` : '') +
      (product.description || `${name}, ₹${price.replace(/\.00$/, '')} at ${SHOP_NAME}.`),
  )
  const about = {
    description,
    category: collectionHeading(product.category),
    url,
    image: product.images.map(absolute),
    // The maker is the brand collectors search by; a product without one is the shop's own.
    brand: { '@type': 'Brand', name: product.manufacturer ?? SHOP_NAME },
    ...(product.manufacturer
      ? { manufacturer: { '@type': 'Organization', name: product.manufacturer } }
      : {}),
  }
  const madeIn = product.countryOfOrigin
    ? { countryOfOrigin: { '@type': 'Country', name: product.countryOfOrigin } }
    : {}
  const rating =
    product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.numReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}
  const item =
    product.options && product.variants
      ? productGroup(product, { ...about, ...madeIn, ...rating }, absolute)
      : {
          '@context': SCHEMA,
          '@type': 'Product',
          name: product.name,
          description,
          sku: product._id,
          category: about.category,
          url,
          image: about.image,
          brand: about.brand,
          ...(product.manufacturer
            ? { manufacturer: { '@type': 'Organization', name: product.manufacturer } }
            : {}),
          ...(product.jan ? { gtin13: product.jan } : {}),
          // Where it was made (its label's country of origin), not the maker's home; none for a product listed before.
          ...madeIn,
          ...collectorProperties(product),
          offers: offerOf(product, url, product.price, product.stock),
          ...rating,
        }
  return {
    title: titled(name),
    description,
    canonicalUrl: url,
    ogType: 'product',
    // The caller reads the share picture's size for this page's main picture (a chosen variant's own, if any).
    image: shareImage
      ? { ...shareImage, url: absolute(shareImage.url), alt: name }
      : mainImage
        ? { url: absolute(mainImage), width: 1280, height: 1280, type: 'image/webp', alt: name }
        : undefined,
    price: { amount: price, currency: 'INR' },
    preloads: [
      { as: 'fetch', href: `/api/products/${product._id}` },
      ...(mainImage
        ? [
            {
              as: 'image' as const,
              href: mainImage,
              imageSrcSet: mediaSrcSet(mainImage),
              imageSizes: PRODUCT_MAIN_IMAGE_SIZES,
            },
          ]
        : []),
    ],
    jsonLd: [
      item,
      breadcrumbs(origin, [
        HOME_CRUMB,
        { name: collectionHeading(product.category), path: collectionPath },
        { name: product.name, path },
      ]),
    ],
  }
}

/** A teaser's launch time: it is not on sale yet, and its preview says when it will be. */
function launchOf(product: Product): string | undefined {
  return product.status === 'scheduled' && product.liveAt ? product.liveAt : undefined
}

/** The Offer of a product or of one variant, at its price and by its stock. */
function offerOf(product: Product, url: string, rupees: number, stock: number) {
  const launch = launchOf(product)
  // A pre-order is on sale while none are in stock; in stock again, it sells as any other product.
  const availability = launch
    ? 'PreSale'
    : stock > 0
      ? 'InStock'
      : product.isPreorder
        ? 'PreOrder'
        : 'OutOfStock'
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: priceText(rupees),
    availability: `${SCHEMA}/${availability}`,
    ...(launch
      ? { availabilityStarts: launch }
      : product.isPreorder && product.releaseDate
        ? { availabilityStarts: product.releaseDate }
        : {}),
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { '@type': 'Organization', name: SHOP_NAME },
  }
}

/** The options schema.org names (its own properties of a Product); any other option is a PropertyValue. */
const SCHEMA_OPTION_PROPERTIES: Record<string, string> = {
  color: 'color',
  colour: 'color',
  size: 'size',
  material: 'material',
  pattern: 'pattern',
}

const schemaPropertyOf = (optionName: string) => SCHEMA_OPTION_PROPERTIES[optionName.trim().toLowerCase()]

/**
 * A product with options as schema.org's ProductGroup: what its variants vary by (schema.org's own property for a
 * colour, size, material or pattern, the option's name otherwise) and each variant a Product with its SKU, its JAN
 * as GTIN-13, its values and an Offer whose address opens the page with it chosen.
 */
function productGroup(product: Product, about: Record<string, unknown>, absolute: (href: string) => string) {
  const url = about.url as string
  const options = product.options ?? []
  return {
    '@context': SCHEMA,
    '@type': 'ProductGroup',
    name: product.name,
    productGroupID: product._id,
    ...about,
    variesBy: options.map((option) => {
      const property = schemaPropertyOf(option.name)
      return property ? `${SCHEMA}/${property}` : option.name
    }),
    ...collectorProperties(product),
    hasVariant: (product.variants ?? []).map((variant) => {
      const variantUrl = `${url}?variant=${encodeURIComponent(variant._id)}`
      const own = options.flatMap((option) => {
        const property = schemaPropertyOf(option.name)
        const value = variant.options[option.name]
        return property && value ? [[property, value] as const] : []
      })
      const others = options.flatMap((option) => {
        const value = variant.options[option.name]
        return !schemaPropertyOf(option.name) && value
          ? [{ '@type': 'PropertyValue', name: option.name, value }]
          : []
      })
      return {
        '@type': 'Product',
        name: soldItemName(product.name, variant.label),
        sku: variant.sku,
        ...(variant.jan ? { gtin13: variant.jan } : {}),
        url: variantUrl,
        image: (variant.images.length > 0 ? variant.images : product.images).map(absolute),
        ...Object.fromEntries(own),
        ...(others.length > 0 ? { additionalProperty: others } : {}),
        offers: offerOf(product, variantUrl, variant.price, variant.stock),
      }
    }),
  }
}

/**
 * The series, character, line and scale as schema.org's PropertyValue list (Product has no property of its own
 * for them); none when the product has none.
 */
function collectorProperties(product: Product): { additionalProperty?: object[] } {
  const properties = (
    [
      ['Series', product.series],
      ['Character', product.character],
      ['Line', product.line],
      ['Scale', product.scale],
    ] as const
  ).flatMap(([name, value]) => (value ? [{ '@type': 'PropertyValue', name, value }] : []))
  return properties.length > 0 ? { additionalProperty: properties } : {}
}

/** A product or collection that does not exist: the app shows its own not-found page; not to be indexed. */
export function notFoundHead(origin: string, path: string, pageTitle: string): PageHead {
  return {
    title: titled(pageTitle),
    description: snippet(SHOP_DESCRIPTION),
    canonicalUrl: `${origin}${path}`,
    ogType: 'website',
    preloads: [],
    jsonLd: [],
    noIndex: true,
  }
}
