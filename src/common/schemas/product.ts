import { z } from 'zod'
import {
  LISTING_PAGE_SIZE,
  MAX_CATEGORY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_LIST_ENTRY_LENGTH,
  MAX_PAGE_SIZE,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_SEARCH_LENGTH,
  MAX_TAG_LENGTH,
  SUGGESTION_QUERY_MIN_LENGTH,
  MAX_URL_LENGTH,
  PRODUCT_CATEGORIES,
  PRODUCT_SORT_ALIASES,
  PRODUCT_SORTS,
  SEARCH_CANDIDATE_LIMIT,
  type ProductCategory,
  type ProductSort,
} from '../constants'
import {
  FACET_ATTRIBUTES,
  isValidJan,
  MAX_ATTRIBUTE_LENGTH,
  MAX_FILTER_VALUES,
  seriesSlug,
  type FacetAttribute,
} from '../catalogue-attributes'
import { MAX_AMOUNT_RUPEES, rupeesSchema } from './money'
import { pagedResponseSchema, pageNumberText, pageSizeText } from './pagination'
import { findCountry } from '../countries'
import { editedGstRateSchema, gstRateSchema, hsnCodeSchema } from './tax'
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  hasNoControlCharactersExceptLineBreaks,
} from './text'
import { FLAG_WORDS, flagText, parseFlag } from './text-values'

// ───────────────────────────── the product as the API answers it ─────────────────────────────

export const productDetailSchema = z.object({ title: z.string(), content: z.string() })
export type ProductDetail = z.infer<typeof productDetailSchema>

export const productFeatureSchema = z.object({ name: z.string(), value: z.string() })
export type ProductFeature = z.infer<typeof productFeatureSchema>

/** An option a shopper chooses (Edition: Standard, Deluxe), its values in the order offered. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) })

/**
 * One variant: one value per option (`options`, by the option's name), `label` its values joined ("Deluxe / Red"),
 * its own SKU, JAN, prices (rupees), stock and pictures (none: the product's), and its own per-customer and
 * pre-order limits (null: the product's).
 */
export const productVariantSchema = z.object({
  _id: z.string(),
  options: z.record(z.string(), z.string()),
  label: z.string(),
  sku: z.string(),
  jan: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number(),
  stock: z.number().int(),
  images: z.array(z.string()),
  maxPerCustomer: z.number().int().nullable(),
  preorderLimit: z.number().int().nullable(),
})
export type ProductVariant = z.infer<typeof productVariantSchema>

/**
 * Prices are rupees (at most 2 decimals); `_id` and `id` are the same, as are `isNew` and `isNewArrival`. A product
 * with options also answers `options`, `maxPrice` when its variants' prices differ (`price` is then the lowest, "From
 * ₹X") and, read on its own, `variants`; `stock` is then its variants' sum. A product without options answers none
 * of the three.
 */
export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  images: z.array(z.string()),
  stock: z.number().int(),
  /** Fair drops: the most one customer may buy across their orders; null when there is no limit. */
  maxPerCustomer: z.number().int().nullable(),
  category: z.string(),
  /**
   * GST: the HSN code (4, 6 or 8 digits) and the rate in percent included in the price: 0, 5, 18 or 40, or 12 or
   * 28 for a product last given its rate before 22 September 2025.
   */
  hsnCode: z.string(),
  gstRate: z.number().int(),
  tags: z.array(z.string()),
  rating: z.number(),
  numReviews: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isFeatured: z.boolean(),
  isBestSeller: z.boolean(),
  isNewArrival: z.boolean(),
  isNew: z.boolean(),
  details: z.array(productDetailSchema),
  features: z.array(productFeatureSchema),
  /** A collector's attributes; null when not set. `seriesSlug` is the series page's URL segment. */
  series: z.string().nullable(),
  seriesSlug: z.string().nullable(),
  character: z.string().nullable(),
  manufacturer: z.string().nullable(),
  line: z.string().nullable(),
  scale: z.string().nullable(),
  /** 13-digit JAN/EAN barcode (check digit valid). */
  jan: z.string().nullable(),
  /**
   * A pre-order takes orders while stock is 0, up to `preorderLimit` units over its open pre-orders, and is
   * expected on `releaseDate` (YYYY-MM-DD; shoppers see the month); the dates expected before, oldest first,
   * are `releaseDateHistory`.
   */
  isPreorder: z.boolean(),
  releaseDate: z.string().nullable(),
  preorderLimit: z.number().int().nullable(),
  releaseDateHistory: z.array(z.string()),
  /**
   * A drop: `draft`, `scheduled` (on sale from `liveAt`), `live` or `archived`. Shoppers see only live products,
   * and a scheduled one with `teaser` (its page counts down to `liveAt`). From `liveAt − earlyAccessMinutes` the
   * shoppers who were on its notify list before then may order it.
   */
  status: z.enum(['draft', 'scheduled', 'live', 'archived']),
  liveAt: z.string().nullable(),
  teaser: z.boolean(),
  earlyAccessMinutes: z.number().int(),
  /**
   * Labelling of packaged goods sold online (Legal Metrology): the country the item was made in (a name from
   * common/countries.ts; required for new products, null on one listed before), the importer's name and address,
   * and the net quantity ("1 figure"); null when not set.
   */
  countryOfOrigin: z.string().nullable(),
  importer: z.string().nullable(),
  netQuantity: z.string().nullable(),
  options: z.array(productOptionSchema).optional(),
  maxPrice: z.number().optional(),
  variants: z.array(productVariantSchema).optional(),
})
export type Product = z.infer<typeof productSchema>
export const PRODUCT_STATUSES = ['draft', 'scheduled', 'live', 'archived'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

export const productListResponseSchema = pagedResponseSchema('products', productSchema, {
  totalProducts: z.number().int(),
  /** A search's corrected query, when nothing matched or only corrected words did; otherwise null. */
  didYouMean: z.string().nullable(),
})
export type ProductListResponse = z.infer<typeof productListResponseSchema>

export const deleteProductResponseSchema = z.object({ success: z.literal(true), message: z.string() })

// ───────────────────────────── the listing query ─────────────────────────────

// The sort vocabulary lives with the other constants, so the web listing can read it without loading zod.
export { PRODUCT_SORTS, PRODUCT_SORT_ALIASES, type ProductSort } from '../constants'

/** Category values the shop's links use that are not categories but flags or spellings of one. */
const CATEGORY_ALIASES: Record<string, ProductCategory> = { keychain: 'keychains' }
const FLAG_CATEGORIES = {
  featured: 'isFeatured',
  'new-arrivals': 'isNewArrival',
  bestsellers: 'isBestSeller',
} as const

/** What the service filters and orders by, once the query string's spellings are resolved. */
export type ProductListQuery = {
  page: number
  limit: number
  sort: ProductSort
  category?: string
  isFeatured?: true
  isNewArrival?: true
  isBestSeller?: true
  inStock?: true
  search?: string
  /** A search with no sort asked for is ranked by relevance. */
  rankByRelevance?: true
  /** Series by slug (a name asked for is read as its slug); several values of one attribute OR together. */
  seriesSlugs?: string[]
  character?: string[]
  manufacturer?: string[]
  line?: string[]
  scale?: string[]
  /** Price bounds in paise, both inclusive. */
  minPricePaise?: number
  maxPricePaise?: number
  isPreorder?: true
  /**
   * Staff only. Unsaid, a listing shows live products, as shoppers see it; `all` shows every status. With
   * `launches`, the scheduled products, next launch first.
   */
  status?: ProductStatus | 'all'
  launches?: true
}

/** Staff only: which products the admin's listing shows, by status (`all`: every one). */
export const PRODUCT_STATUS_FILTERS = [...PRODUCT_STATUSES, 'all'] as const
const STATUS_FILTER_MESSAGE = `status must be one of ${PRODUCT_STATUS_FILTERS.join(', ')}`

/** A repeatable filter of the query string (`?series=A&series=B`): one text or several, blanks dropped. */
function filterValuesText(name: FacetAttribute) {
  const message = `each ${name} must be at most ${MAX_ATTRIBUTE_LENGTH} characters of text`
  const value = z
    .string({ error: message })
    .trim()
    .max(MAX_ATTRIBUTE_LENGTH, message)
    .refine(hasNoControlCharacters, controlCharactersMessage(name))
  return z
    .union([value, z.array(value)], { error: message })
    .transform((values) => [...new Set((Array.isArray(values) ? values : [values]).filter(Boolean))])
    .refine((values) => values.length <= MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} values of ${name}`)
}

/** Rupees in a query string (at most 2 decimals), read as paise. */
function rupeesText(name: string) {
  const message = `${name} must be an amount in rupees (at most 2 decimals)`
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, message)
    .transform((text) => Math.round(Number(text) * 100))
}

const sortValues = [...PRODUCT_SORTS, ...Object.keys(PRODUCT_SORT_ALIASES)] as [string, ...string[]]

/**
 * GET /products query string. Everything arrives as text, so numbers and flags are parsed here; a bad
 * value is a 400 naming the parameter. A limit over the maximum is clamped rather than refused, and a
 * `false` flag means "do not filter".
 */
export const productListQuerySchema = z
  .object({
    page: pageNumberText('page').optional(),
    pageNumber: pageNumberText('pageNumber').optional(),
    limit: pageSizeText('limit').optional(),
    pageSize: pageSizeText('pageSize').optional(),
    sort: z
      .enum(sortValues, { error: `sort must be one of ${sortValues.join(', ')}` })
      .optional()
      .describe(
        `The order of the listing. With a search, the search takes at most ${SEARCH_CANDIDATE_LIMIT} matching products in its index order (not the sort's) and sorts those: when more match, the sorted list is of those ${SEARCH_CANDIDATE_LIMIT}, not of every match — narrow the search or the filters to see the rest in order.`,
      ),
    category: z
      .string({ error: 'category must be text' })
      .trim()
      .toLowerCase()
      .max(MAX_CATEGORY_LENGTH, `category must be at most ${MAX_CATEGORY_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('category'))
      .optional(),
    featured: flagText(FLAG_WORDS.trueFalseOrDigit, 'featured').optional(),
    newArrival: flagText(FLAG_WORDS.trueFalseOrDigit, 'newArrival').optional(),
    bestseller: flagText(FLAG_WORDS.trueFalseOrDigit, 'bestseller').optional(),
    inStock: flagText(FLAG_WORDS.trueFalseOrDigit, 'inStock').optional(),
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('search'))
      .optional(),
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('q'))
      .optional(),
    series: filterValuesText('series').optional(),
    character: filterValuesText('character').optional(),
    manufacturer: filterValuesText('manufacturer').optional(),
    line: filterValuesText('line').optional(),
    scale: filterValuesText('scale').optional(),
    minPrice: rupeesText('minPrice').optional(),
    maxPrice: rupeesText('maxPrice').optional(),
    preorder: flagText(FLAG_WORDS.trueFalseOrDigit, 'preorder').optional(),
    status: z
      .enum(PRODUCT_STATUS_FILTERS, { error: STATUS_FILTER_MESSAGE })
      .optional()
      .describe('Staff only (401/403 otherwise): the products of this status, or `all`; unsaid, live ones.'),
    launches: flagText(FLAG_WORDS.trueFalseOrDigit, 'launches')
      .optional()
      .describe('Staff only (401/403 otherwise): the scheduled products, the next to launch first.'),
  })
  .refine((raw) => raw.minPrice === undefined || raw.maxPrice === undefined || raw.minPrice <= raw.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  })
  .transform((raw): ProductListQuery => {
    const query: ProductListQuery = {
      page: raw.page ?? raw.pageNumber ?? 1,
      limit: Math.min(raw.limit ?? raw.pageSize ?? LISTING_PAGE_SIZE, MAX_PAGE_SIZE),
      sort: raw.sort
        ? (PRODUCT_SORT_ALIASES[raw.sort as keyof typeof PRODUCT_SORT_ALIASES] ?? (raw.sort as ProductSort))
        : '-createdAt',
    }
    const category = raw.category
    if (category && category !== 'all') {
      const flag = FLAG_CATEGORIES[category as keyof typeof FLAG_CATEGORIES]
      if (flag) query[flag] = true
      else query.category = CATEGORY_ALIASES[category] ?? category
    }
    if (raw.featured) query.isFeatured = true
    if (raw.newArrival) query.isNewArrival = true
    if (raw.bestseller) query.isBestSeller = true
    if (raw.inStock) query.inStock = true
    const search = raw.search || raw.q
    if (search) {
      query.search = search
      if (!raw.sort) query.rankByRelevance = true
    }
    const seriesSlugs = [...new Set((raw.series ?? []).map(seriesSlug).filter(Boolean))]
    if (seriesSlugs.length > 0) query.seriesSlugs = seriesSlugs
    for (const attribute of ['character', 'manufacturer', 'line', 'scale'] as const) {
      const values = raw[attribute]
      if (values && values.length > 0) query[attribute] = values
    }
    if (raw.minPrice !== undefined) query.minPricePaise = raw.minPrice
    if (raw.maxPrice !== undefined) query.maxPricePaise = raw.maxPrice
    if (raw.preorder) query.isPreorder = true
    if (raw.status) query.status = raw.status
    if (raw.launches) {
      query.launches = true
      query.status = 'scheduled'
    }
    return query
  })

/** Whether a listing query asks for what only staff may see (another status than live, the launches). */
export function asksForStaffListing(query: Pick<ProductListQuery, 'status' | 'launches'>): boolean {
  return query.status !== undefined || query.launches !== undefined
}

/** GET /products/facets takes the listing's query; its paging and sort are ignored. */
export const productFacetsQuerySchema = productListQuerySchema

/** One value of a filter and how many products it would show, given every other filter. */
export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() })
export type FacetValue = z.infer<typeof facetValueSchema>

/**
 * GET /products/facets: each facet counts what all the other filters leave, ignoring its own, so ticking one
 * series still shows the others' counts. Values most products first, then by name. `price` is the range (rupees)
 * of what the other filters leave (0 and 0 when nothing); `inStock` and `preorder` are counts.
 */
export const productFacetsResponseSchema = z.object({
  series: z.array(facetValueSchema.extend({ slug: z.string() })),
  character: z.array(facetValueSchema),
  manufacturer: z.array(facetValueSchema),
  line: z.array(facetValueSchema),
  scale: z.array(facetValueSchema),
  category: z.array(facetValueSchema),
  price: z.object({ min: z.number(), max: z.number() }),
  inStock: z.number().int(),
  preorder: z.number().int(),
})
export type ProductFacets = z.infer<typeof productFacetsResponseSchema>
export { FACET_ATTRIBUTES }

/** GET /products/series/:slug: a series page's name and how many products it has; 404 "Series not found". */
export const seriesParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(MAX_ATTRIBUTE_LENGTH * 2, 'Series not found'),
})
export const seriesSummarySchema = z.object({
  name: z.string(),
  slug: z.string(),
  productCount: z.number().int(),
})
export type SeriesSummary = z.infer<typeof seriesSummarySchema>

// ───────────────────────────── search suggestions ─────────────────────────────

// The numbers live with the other constants, so the web's search box can read them without loading zod.
export { MAX_SUGGESTIONS, SUGGESTION_QUERY_MIN_LENGTH } from '../constants'

/** GET /products/suggestions: `q` is 2–100 characters once trimmed. */
export const productSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(SUGGESTION_QUERY_MIN_LENGTH, `q must be at least ${SUGGESTION_QUERY_MIN_LENGTH} characters`)
    .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage('q')),
})

/** What the search box shows of a product while a shopper types; `price` in rupees, `image` the first one. */
export const productSuggestionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
})
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>

export const productSuggestionsResponseSchema = z.object({
  suggestions: z.array(productSuggestionSchema),
  didYouMean: z.string().nullable(),
})
export type ProductSuggestionsResponse = z.infer<typeof productSuggestionsResponseSchema>

// ───────────────────────────── the admin form (create and edit) ─────────────────────────────

/** 1 crore rupees: keeps paise inside a 32-bit integer column on both databases. */
export const MAX_PRICE_RUPEES = MAX_AMOUNT_RUPEES
export const MAX_STOCK = 1_000_000
export const MAX_PRODUCT_IMAGES = 20
export const PRODUCT_RATING_STEP = 0.5

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value))

/** Form inputs give text (or NaN for an empty number field): numeric text becomes a number, blank becomes missing. */
function readNumberInput(value: unknown): unknown {
  if (isBlank(value)) return undefined
  if (typeof value === 'string' && /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return Number(value)
  return value
}

function numberInput(requiredMessage: string, typeMessage: string) {
  return z.preprocess(
    readNumberInput,
    z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : typeMessage) }),
  )
}

/** A price in rupees, 0 allowed: whole paise, as every amount (rupeesSchema), with the form's own words. */
function priceInput(requiredMessage: string, typeMessage: string) {
  return z.preprocess(
    readNumberInput,
    rupeesSchema('Price', {
      allowZero: true,
      max: MAX_PRICE_RUPEES,
      messages: {
        type: (input) => (input === undefined ? requiredMessage : typeMessage),
        tooSmall: 'Price must be positive',
        tooLarge: `Price must be at most ${MAX_PRICE_RUPEES}`,
        // 0.001 reads as a third decimal on the form, as 10.005 does.
        belowPaisa: 'Price can have at most 2 decimal places',
        decimals: 'Price can have at most 2 decimal places',
      },
    }),
  )
}

function requiredText(
  requiredMessage: string,
  maxLength: number,
  tooLongMessage: string,
  control: { isAllowed: (text: string) => boolean; message: string },
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, tooLongMessage)
    .refine(control.isAllowed, control.message)
}

function flagInput(name: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (parseFlag(value, FLAG_WORDS.trueFalse) ?? value) : value),
    z.boolean({ error: `${name} must be true or false` }),
  )
}

export const productNameSchema = requiredText(
  'Product name is required',
  MAX_PRODUCT_NAME_LENGTH,
  `Product name must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`,
  { isAllowed: hasNoControlCharacters, message: controlCharactersMessage('Product name') },
)
export const productDescriptionSchema = requiredText(
  'Description is required',
  MAX_DESCRIPTION_LENGTH,
  `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
  { isAllowed: hasNoControlCharactersExceptLineBreaks, message: controlCharactersMessage('Description') },
)
export const productPriceSchema = priceInput('Price is required', 'Price must be a number')

/** Blank means "same as the selling price" (null); the service also raises a lower one to the selling price. */
export const productOriginalPriceSchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  priceInput('Original price is required', 'Original price must be a number').nullable(),
)

export const productStockSchema = numberInput('Stock is required', 'Stock must be a number')
  .refine((stock) => stock >= 0, 'Stock cannot be negative')
  .refine((stock) => Number.isInteger(stock), 'Stock must be a whole number')
  .refine((stock) => stock <= MAX_STOCK, `Stock must be at most ${MAX_STOCK}`)

export const MAX_PER_CUSTOMER_LIMIT = 100

/** Fair drops: how many one customer may buy across their orders; blank means no limit (null). */
export const productMaxPerCustomerSchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  numberInput('Maximum per customer is required', 'Maximum per customer must be a number')
    .refine((max) => Number.isInteger(max), 'Maximum per customer must be a whole number')
    .refine((max) => max >= 1, 'Maximum per customer must be at least 1')
    .refine(
      (max) => max <= MAX_PER_CUSTOMER_LIMIT,
      `Maximum per customer must be at most ${MAX_PER_CUSTOMER_LIMIT}`,
    )
    .nullable(),
)

/** Blank means "the category's default" on create and "unchanged" on edit. */
const blankAsMissing = (value: unknown) => (isBlank(value) ? undefined : value)
export const productHsnCodeSchema = z.preprocess(blankAsMissing, hsnCodeSchema.optional())
export const productGstRateSchema = z.preprocess(blankAsMissing, gstRateSchema.optional())
/** An edit may send back a removed rate (12, 28) the product holds; the service refuses it as a change. */
export const editedProductGstRateSchema = z.preprocess(blankAsMissing, editedGstRateSchema.optional())

/** One of the shop's categories; the first form's `keychain` is read as `keychains`. */
export const productCategorySchema = z
  .string({ error: 'Category is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Category is required')
  .transform((category) => CATEGORY_ALIASES[category] ?? category)
  .pipe(z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}` }))

export const productRatingSchema = numberInput('Rating is required', 'Rating must be a number').refine(
  (rating) => rating >= 0 && rating <= 5 && Number.isInteger(rating / PRODUCT_RATING_STEP),
  'Rating must be between 0 and 5 in steps of 0.5',
)

const DATA_OR_BLOB_URI = /^\s*(data|blob):/i
const HTTP_URL = /^https?:\/\/[^\s/]+[^\s]*$/i
const RELATIVE_PATH = /^\/(?!\/)\S*$/

export const productImageSchema = z
  .string({ error: 'Each image must be a URL' })
  .trim()
  .min(1, 'Each image must be a URL')
  .max(MAX_URL_LENGTH, `Image URLs must be at most ${MAX_URL_LENGTH} characters`)
  .refine(hasNoControlCharacters, controlCharactersMessage('Image URLs'))
  .refine(
    (url) => !DATA_OR_BLOB_URI.test(url),
    'Images must be uploaded files or web addresses, not data: or blob: URIs',
  )
  .refine((url) => DATA_OR_BLOB_URI.test(url) || HTTP_URL.test(url) || RELATIVE_PATH.test(url), {
    message: 'Each image must be an http(s) URL or a path starting with /',
  })

const imagesMessage = 'Please upload at least one image'
/** Duplicates are dropped, keeping the first place an image appears. */
export const productImagesSchema = z
  .array(productImageSchema, { error: imagesMessage })
  .min(1, imagesMessage)
  .max(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} images`)
  .transform((images) => [...new Set(images)])

const cellText = z
  .string({ error: 'must be text' })
  .max(MAX_LIST_ENTRY_LENGTH, `must be at most ${MAX_LIST_ENTRY_LENGTH} characters`)
  .refine(hasNoControlCharactersExceptLineBreaks, 'must not contain control characters')
  .optional()
  .transform((value) => value?.trim() ?? '')

/** Rows with an empty side are dropped, as the form does before sending. */
export const productFeaturesSchema = z
  .array(z.object({ name: cellText, value: cellText }), {
    error: 'Features must be a list of name and value rows',
  })
  .max(50, 'A product can have at most 50 features')
  .transform((rows) => rows.filter((row) => row.name !== '' && row.value !== ''))

export const productDetailsSchema = z
  .array(z.object({ title: cellText, content: cellText }), {
    error: 'Details must be a list of title and content rows',
  })
  .max(50, 'A product can have at most 50 details')
  .transform((rows) => rows.filter((row) => row.title !== '' && row.content !== ''))

export const productTagsSchema = z
  .array(
    z
      .string({ error: 'Tags must be text' })
      .trim()
      .max(MAX_TAG_LENGTH, `Tags must be at most ${MAX_TAG_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('Tags')),
    {
      error: 'Tags must be a list of text',
    },
  )
  .max(30, 'A product can have at most 30 tags')
  .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])

/** A collector's attribute: trimmed text, blank means none (null). */
function attributeInput(label: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(MAX_ATTRIBUTE_LENGTH, `${label} must be at most ${MAX_ATTRIBUTE_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage(label))
      .nullable(),
  )
}
export const productSeriesSchema = attributeInput('Series')
export const productCharacterSchema = attributeInput('Character')
export const productManufacturerSchema = attributeInput('Manufacturer')
export const productLineSchema = attributeInput('Line')
export const productScaleSchema = attributeInput('Scale')

export const COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE =
  'Country of origin is required: the country the product was made in, as its box says'
export const COUNTRY_OF_ORIGIN_MESSAGE =
  'Country of origin must be the name of a country, such as China or Japan'
export const MAX_IMPORTER_LENGTH = 300
export const MAX_NET_QUANTITY_LENGTH = 40

/**
 * Where the item was made, read as the country list's name ("china", "Viet Nam" → "China", "Vietnam"); blank is
 * missing: required on create, unchanged on edit (a product keeps its country once it has one).
 */
export const productCountryOfOriginSchema = z.preprocess(
  blankAsMissing,
  z
    .string({ error: COUNTRY_OF_ORIGIN_MESSAGE })
    .max(MAX_ATTRIBUTE_LENGTH, COUNTRY_OF_ORIGIN_MESSAGE)
    .transform((text, context) => {
      const country = findCountry(text)
      if (country) return country
      context.addIssue({ code: 'custom', message: COUNTRY_OF_ORIGIN_MESSAGE })
      return z.NEVER
    })
    .optional(),
)

/**
 * The importer of record's name and address, as the label prints it: line breaks allowed, stored as \n whatever a
 * form sent (a browser's multipart form sends \r\n); blank is none.
 */
export const productImporterSchema = z.preprocess(
  (value) => (isBlank(value) ? null : typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
  z
    .string({ error: 'Importer must be text' })
    .trim()
    .max(MAX_IMPORTER_LENGTH, `Importer must be at most ${MAX_IMPORTER_LENGTH} characters`)
    .refine(hasNoControlCharactersExceptLineBreaks, controlCharactersMessage('Importer'))
    .nullable(),
)

/** The net quantity as the label states it ("1 figure", "2 pieces"); blank is none. */
export const productNetQuantitySchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z
    .string({ error: 'Net quantity must be text' })
    .trim()
    .max(MAX_NET_QUANTITY_LENGTH, `Net quantity must be at most ${MAX_NET_QUANTITY_LENGTH} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage('Net quantity'))
    .nullable(),
)

/** The labelling fields: optional in the shape; create requires the country (productRules). */
const labellingInputShape = {
  countryOfOrigin: productCountryOfOriginSchema,
  importer: productImporterSchema.optional(),
  netQuantity: productNetQuantitySchema.optional(),
}

export const JAN_DIGITS_MESSAGE = 'JAN must be 13 digits'
export const JAN_CHECK_DIGIT_MESSAGE = "JAN's check digit does not match: check the barcode's digits"
/** Spaces and dashes as printed under a barcode are dropped; blank means none (null). */
export const productJanSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string({ error: JAN_DIGITS_MESSAGE })
      .regex(/^\d{13}$/, JAN_DIGITS_MESSAGE)
      // The check digit is mentioned only once there are 13 digits to check.
      .refine((text) => !/^\d{13}$/.test(text) || isValidJan(text), JAN_CHECK_DIGIT_MESSAGE)
      .nullable(),
  ),
)

const RELEASE_DATE_MESSAGE = 'Release date must be a date (YYYY-MM-DD)'
const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}
/** YYYY-MM-DD; blank means none (null). */
export const productReleaseDateSchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z
    .string({ error: RELEASE_DATE_MESSAGE })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, RELEASE_DATE_MESSAGE)
    .refine(isCalendarDate, RELEASE_DATE_MESSAGE)
    .nullable(),
)

/** Units that may be pre-ordered in all; blank means none set (null). */
export const productPreorderLimitSchema = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  numberInput('Pre-order limit is required', 'Pre-order limit must be a number')
    .refine((limit) => Number.isInteger(limit), 'Pre-order limit must be a whole number')
    .refine((limit) => limit >= 1, 'Pre-order limit must be at least 1')
    .refine((limit) => limit <= MAX_STOCK, `Pre-order limit must be at most ${MAX_STOCK}`)
    .nullable(),
)

export const STATUS_MESSAGE = `Status must be one of ${PRODUCT_STATUSES.join(', ')}`
export const SCHEDULED_NEEDS_LIVE_AT_MESSAGE = 'A scheduled product needs a launch time'
/** A week: the longest head start the shoppers who waited may have. */
export const MAX_EARLY_ACCESS_MINUTES = 7 * 24 * 60
const LIVE_AT_MESSAGE = 'Launch time must be a date and time'

/** A drop's status, launch time (ISO, with its offset; stored as UTC), teaser and early access window. */
const dropInputShape = {
  status: z.enum(PRODUCT_STATUSES, { error: STATUS_MESSAGE }).optional(),
  liveAt: z
    .preprocess(
      (value) => (isBlank(value) ? null : value),
      z.iso
        .datetime({ offset: true, error: LIVE_AT_MESSAGE })
        .transform((value) => new Date(value).toISOString())
        .nullable(),
    )
    .optional(),
  teaser: flagInput('teaser').optional(),
  earlyAccessMinutes: z
    .preprocess(
      readNumberInput,
      z
        .number({ error: 'Early access must be a number of minutes' })
        .int('Early access must be a whole number of minutes')
        .min(0, 'Early access cannot be negative')
        .max(
          MAX_EARLY_ACCESS_MINUTES,
          `Early access must be at most ${MAX_EARLY_ACCESS_MINUTES} minutes (a week)`,
        ),
    )
    .optional(),
}

export const PREORDER_NEEDS_DATE_MESSAGE = 'A pre-order needs a release date'
export const PREORDER_NEEDS_LIMIT_MESSAGE = 'A pre-order needs a pre-order limit'

/** A collector's attributes and the pre-order terms: optional on create and edit alike. */
const collectorInputShape = {
  series: productSeriesSchema.optional(),
  character: productCharacterSchema.optional(),
  manufacturer: productManufacturerSchema.optional(),
  line: productLineSchema.optional(),
  scale: productScaleSchema.optional(),
  jan: productJanSchema.optional(),
  isPreorder: flagInput('isPreorder').optional(),
  releaseDate: productReleaseDateSchema.optional(),
  preorderLimit: productPreorderLimitSchema.optional(),
  ...dropInputShape,
}

const productInputShape = {
  name: productNameSchema,
  description: productDescriptionSchema,
  price: productPriceSchema,
  originalPrice: productOriginalPriceSchema.optional(),
  stock: productStockSchema,
  maxPerCustomer: productMaxPerCustomerSchema.optional(),
  category: productCategorySchema,
  hsnCode: productHsnCodeSchema,
  gstRate: productGstRateSchema,
  rating: productRatingSchema.optional(),
  isFeatured: flagInput('isFeatured').optional(),
  isBestSeller: flagInput('isBestSeller').optional(),
  isNewArrival: flagInput('isNewArrival').optional(),
  images: productImagesSchema,
  features: productFeaturesSchema.optional(),
  details: productDetailsSchema.optional(),
  tags: productTagsSchema.optional(),
  ...collectorInputShape,
  ...labellingInputShape,
}

const objectMessage = { error: 'Send the product as an object of fields' }

/**
 * The pre-order rules and a new product's country are checked even while other fields are wrong (zod skips them
 * then by default), so the form names a missing date, limit or country together with the rest, not only once everything else is right; each once the
 * flag and its own field were read.
 */
const whenParsed =
  (field: 'releaseDate' | 'preorderLimit' | 'countryOfOrigin') =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => issue.path?.[0] === 'isPreorder' || issue.path?.[0] === field)

/**
 * The admin product form and POST /products, with the form's messages. Fields the
 * form may send but the server owns (_id, numReviews, createdAt …) are dropped.
 */
type ProductRulesInput = {
  isPreorder?: boolean | undefined
  releaseDate?: string | null | undefined
  preorderLimit?: number | null | undefined
  status?: ProductStatus | undefined
  liveAt?: string | null | undefined
}

/** A pre-order needs its release date and limit, a scheduled product its launch time. */
function withProductRules<S extends z.ZodType<ProductRulesInput>>(schema: S): S {
  return schema
    .refine((input) => !input.isPreorder || !!input.releaseDate, {
      message: PREORDER_NEEDS_DATE_MESSAGE,
      path: ['releaseDate'],
      when: whenParsed('releaseDate'),
    })
    .refine((input) => !input.isPreorder || !!input.preorderLimit, {
      message: PREORDER_NEEDS_LIMIT_MESSAGE,
      path: ['preorderLimit'],
      when: whenParsed('preorderLimit'),
    })
    .refine((input) => input.status !== 'scheduled' || !!input.liveAt, {
      message: SCHEDULED_NEEDS_LIVE_AT_MESSAGE,
      path: ['liveAt'],
    })
}

const productFormSchema = withProductRules(z.object(productInputShape, objectMessage))

/** A new product must say where it was made (Legal Metrology labelling), named with the other missing fields. */
export const createProductInputSchema = productFormSchema.refine(
  (input) => input.countryOfOrigin !== undefined,
  {
    message: COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE,
    path: ['countryOfOrigin'],
    when: whenParsed('countryOfOrigin'),
  },
)
/**
 * The admin form editing a product: as on create, except that a product listed before countries were recorded
 * may be saved without one (blank is sent as nothing), so no other edit waits on it.
 */
export const editedProductFormSchema = productFormSchema

/**
 * A catalogue file's row, before the import knows whether it updates a product: as a form, but with the country
 * optional and a removed rate (12, 28) read, since an exported product listed before may hold either. The import
 * requires the country of a row that creates a product and refuses a removed rate that is not the product's own.
 */
export const catalogueProductInputSchema = withProductRules(
  z.object({ ...productInputShape, gstRate: editedProductGstRateSchema }, objectMessage),
)
export type CatalogueProductInput = z.output<typeof catalogueProductInputSchema>
export type CreateProductInput = z.output<typeof createProductInputSchema>

/**
 * PUT /products/:id: every field optional, and what is sent is checked as on create; the service checks that a
 * pre-order keeps a release date and a limit once merged with what is stored.
 */
export const updateProductInputSchema = z.object(
  {
    name: productNameSchema.optional(),
    description: productDescriptionSchema.optional(),
    price: productPriceSchema.optional(),
    originalPrice: productOriginalPriceSchema.optional(),
    stock: productStockSchema.optional(),
    /**
     * The stock the form or file was read with: `stock` is written only while the stock is still this (else 409
     * with the current figure), so units sold meanwhile are never put back on sale by a save.
     */
    stockFrom: productStockSchema.optional(),
    maxPerCustomer: productMaxPerCustomerSchema.optional(),
    category: productCategorySchema.optional(),
    hsnCode: productHsnCodeSchema,
    gstRate: editedProductGstRateSchema,
    rating: productRatingSchema.optional(),
    isFeatured: flagInput('isFeatured').optional(),
    isBestSeller: flagInput('isBestSeller').optional(),
    isNewArrival: flagInput('isNewArrival').optional(),
    images: productImagesSchema.optional(),
    features: productFeaturesSchema.optional(),
    details: productDetailsSchema.optional(),
    tags: productTagsSchema.optional(),
    ...collectorInputShape,
    ...labellingInputShape,
  },
  objectMessage,
)
export type UpdateProductInput = z.output<typeof updateProductInputSchema>

export const PRODUCT_FLAGS = ['isFeatured', 'isBestSeller', 'isNewArrival'] as const
export type ProductFlag = (typeof PRODUCT_FLAGS)[number]

/** PATCH /products/:id: exactly one flag and its new value. */
export const setProductFlagInputSchema = z
  .object(
    {
      isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).optional(),
      isBestSeller: z.boolean({ error: 'isBestSeller must be true or false' }).optional(),
      isNewArrival: z.boolean({ error: 'isNewArrival must be true or false' }).optional(),
    },
    { error: 'Send one of isFeatured, isBestSeller or isNewArrival' },
  )
  .refine((input) => PRODUCT_FLAGS.filter((flag) => input[flag] !== undefined).length === 1, {
    message: 'Send exactly one of isFeatured, isBestSeller or isNewArrival',
  })
  .transform((input) => {
    const flag = PRODUCT_FLAGS.find((name) => input[name] !== undefined)!
    return { flag, value: input[flag]! }
  })
