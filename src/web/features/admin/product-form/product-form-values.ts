import type { Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@common/constants'
import { isRetiredGstRate } from '@common/gst'
import {
  createProductInputSchema,
  editedProductFormSchema,
  PRODUCT_RATING_STEP,
  SCHEDULED_NEEDS_LIVE_AT_MESSAGE,
  type CreateProductInput,
  type Product,
  type ProductStatus,
} from '@common/schemas/product'
import { isoToShopLocal, isoWithShopOffset, shopLocalToIso } from '../shared/shop-date-time'

/** What the inputs hold: text for numbers (the shared schema reads numeric text), booleans for flags. */
export interface ProductFormValues {
  name: string
  description: string
  price: string
  originalPrice: string
  stock: string
  /** Empty for no limit. */
  maxPerCustomer: string
  category: string
  /** Empty on a new product until the category's default arrives; empty is sent as nothing (the default). */
  hsnCode: string
  gstRate: string
  rating: string
  isFeatured: boolean
  isBestSeller: boolean
  isNewArrival: boolean
  /** Mirrors the image list (uploads still to come stand in as paths), so the schema can say none exist. */
  images: string[]
  features: { name: string; value: string }[]
  details: { title: string; content: string }[]
  /** A collector's attributes; empty for none. */
  series: string
  character: string
  manufacturer: string
  line: string
  scale: string
  jan: string
  isPreorder: boolean
  /** YYYY-MM-DD as the date input gives it; only read while isPreorder is ticked. */
  releaseDate: string
  preorderLimit: string
  status: ProductStatus
  /** The launch as a datetime-local input holds it, in India time ("2026-11-30T18:30"); read while Scheduled. */
  liveAt: string
  teaser: boolean
  earlyAccessMinutes: string
  /** Labelling: a name from the country list (empty until chosen), the importer's name and address, net quantity. */
  countryOfOrigin: string
  importer: string
  netQuantity: string
}

/** The JSON body of POST /products and PUT /products/:id. */
export interface ProductPayload {
  name: string
  description: string
  /** Left out for a product with options, whose variants set it (withoutVariantFigures); so is originalPrice. */
  price?: number
  originalPrice?: number
  /** On an edit, sent only when the person changed the field (withStockFrom). */
  stock?: number
  /** On an edit, the stock the form was read with: the server refuses a stock change from another figure. */
  stockFrom?: number
  /** Fair drops: the most one customer may buy across their orders; null clears the limit. */
  maxPerCustomer: number | null
  category: ProductCategory
  /** Left out when empty: a new product then gets its category's default, an edited one keeps its own. */
  hsnCode?: string
  gstRate?: number
  /** Left out when an edit keeps a rating the reviews set (not on a half step). */
  rating?: number
  isFeatured: boolean
  isBestSeller: boolean
  isNewArrival: boolean
  images: string[]
  features: { name: string; value: string }[]
  details: { title: string; content: string }[]
  /** Always sent, null for none, so emptying a field on an edit clears it. */
  series: string | null
  character: string | null
  manufacturer: string | null
  line: string | null
  scale: string | null
  jan: string | null
  isPreorder: boolean
  /** Sent only for a pre-order: unticking keeps the stored date and limit (and mails nobody). */
  releaseDate?: string
  preorderLimit?: number
  status: ProductStatus
  /** Sent only for a scheduled product, in India time with its offset ("2026-11-30T18:30:00+05:30"). */
  liveAt?: string
  teaser: boolean
  earlyAccessMinutes: number
  /** Left out when not chosen: an edited product listed without a country keeps none. */
  countryOfOrigin?: string
  /** Always sent, null for none, so emptying a field on an edit clears it. */
  importer: string | null
  netQuantity: string | null
}

/**
 * Reviews set a product's rating to one decimal (4.3), which the form's half steps cannot show. Such a
 * product keeps its rating unless the owner picks another, instead of being silently rounded on save.
 */
export const KEEP_CURRENT_RATING = 'current'

const RATING_STEPS = Array.from({ length: 5 / PRODUCT_RATING_STEP }, (_, index) => (index + 1) * 0.5)

export const RATING_OPTIONS: { value: string; label: string }[] = [
  { value: '0', label: 'No rating' },
  ...RATING_STEPS.map((rating) => ({
    value: String(rating),
    label: `${rating} ${rating === 1 ? 'star' : 'stars'}`,
  })),
]

const NO_COLLECTOR_DETAILS = {
  series: '',
  character: '',
  manufacturer: '',
  line: '',
  scale: '',
  jan: '',
  isPreorder: false,
  releaseDate: '',
  preorderLimit: '',
} satisfies Partial<ProductFormValues>

/** A product goes on sale as soon as it is saved, unless the owner schedules it. */
const NOT_A_DROP = {
  status: 'live',
  liveAt: '',
  teaser: false,
  earlyAccessMinutes: '0',
} satisfies Partial<ProductFormValues>

const emptyFeature = () => ({ name: '', value: '' })
const emptyDetail = () => ({ title: '', content: '' })

/** A new product: New Arrival on, category figures, no rating, one empty feature and detail row. */
export function newProductFormValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    originalPrice: '',
    stock: '',
    maxPerCustomer: '',
    category: 'figures',
    hsnCode: '',
    gstRate: '',
    rating: '0',
    isFeatured: false,
    isBestSeller: false,
    isNewArrival: true,
    images: [],
    features: [emptyFeature()],
    details: [emptyDetail()],
    ...NO_COLLECTOR_DETAILS,
    ...NOT_A_DROP,
    countryOfOrigin: '',
    importer: '',
    netQuantity: '',
  }
}

const isHalfStep = (rating: number) =>
  rating >= 0 && rating <= 5 && Number.isInteger(rating / PRODUCT_RATING_STEP)

function formCategory(category: string): string {
  const slug = category === 'keychain' ? 'keychains' : category
  // A category the shop no longer sells leaves the choice empty, so "Category is required" asks for one.
  return (PRODUCT_CATEGORIES as readonly string[]).includes(slug) ? slug : ''
}

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    originalPrice: String(product.originalPrice),
    stock: String(product.stock),
    maxPerCustomer: product.maxPerCustomer === null ? '' : String(product.maxPerCustomer),
    category: formCategory(product.category),
    hsnCode: product.hsnCode,
    // A rate GST 2.0 removed is not offered: empty sends none, so the product keeps it until another is chosen.
    gstRate: isRetiredGstRate(product.gstRate) ? '' : String(product.gstRate),
    rating: isHalfStep(product.rating) ? String(product.rating) : KEEP_CURRENT_RATING,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
    isNewArrival: product.isNewArrival,
    images: product.images,
    features: product.features.length > 0 ? product.features : [emptyFeature()],
    details: product.details.length > 0 ? product.details : [emptyDetail()],
    series: product.series ?? '',
    character: product.character ?? '',
    manufacturer: product.manufacturer ?? '',
    line: product.line ?? '',
    scale: product.scale ?? '',
    jan: product.jan ?? '',
    isPreorder: product.isPreorder,
    releaseDate: product.releaseDate ?? '',
    preorderLimit: product.preorderLimit === null ? '' : String(product.preorderLimit),
    status: product.status,
    liveAt: isoToShopLocal(product.liveAt),
    teaser: product.teaser,
    earlyAccessMinutes: String(product.earlyAccessMinutes),
    countryOfOrigin: product.countryOfOrigin ?? '',
    importer: product.importer ?? '',
    netQuantity: product.netQuantity ?? '',
  }
}

const schemaResolver = zodResolver(createProductInputSchema)
const editResolver = zodResolver(editedProductFormSchema)

/** The form's context: an edit may leave a product listed before countries were recorded without one. */
export interface ProductFormContext {
  isEditing: boolean
}

type FormResolver = Resolver<ProductFormValues, unknown, CreateProductInput>

/**
 * The shared schema (the server checks the same), with "keep the current rating" read as no rating sent, and a
 * release date and limit left out unless the product is sold as a pre-order, a launch time unless it is
 * scheduled: hidden fields are not checked. The launch time is typed in India time.
 */
export const productFormResolver: FormResolver = async (values, context, options) => {
  const isScheduled = values.status === 'scheduled'
  const resolver = (context as ProductFormContext | undefined)?.isEditing ? editResolver : schemaResolver
  const result = await (resolver(
    {
      ...values,
      rating: values.rating === KEEP_CURRENT_RATING ? undefined : values.rating,
      releaseDate: values.isPreorder ? values.releaseDate : undefined,
      preorderLimit: values.isPreorder ? values.preorderLimit : undefined,
      liveAt: isScheduled ? shopLocalToIso(values.liveAt) : undefined,
    },
    context,
    options as never,
  ) as ReturnType<FormResolver>)
  // The schema asks for the launch time only once every other field is right; the form names it with the rest.
  const errors = result.errors as Record<string, unknown>
  if (isScheduled && values.liveAt.trim() === '' && Object.keys(errors).length > 0 && !errors.liveAt) {
    errors.liveAt = { type: 'custom', message: SCHEDULED_NEEDS_LIVE_AT_MESSAGE }
  }
  return result
}

/**
 * The body to send: the checked values, the final image URLs, and an original price that is never empty
 * nor below the selling price (the server applies the same rule).
 */
/**
 * An edit's payload: the stock goes only when the person changed it from `stockFrom` (the figure the form shows
 * as saved), always with that figure, so a save never puts back units sold while the form was open.
 */
export function withStockFrom(payload: ProductPayload, stockFrom: number): ProductPayload {
  const { stock, ...rest } = payload
  return stock === stockFrom ? { ...rest, stockFrom } : { ...rest, stock, stockFrom }
}

/** A product with options: its prices and stock are its variants', set in the variant grid, so none is sent. */
export function withoutVariantFigures(payload: ProductPayload): ProductPayload {
  const {
    price: _price,
    originalPrice: _originalPrice,
    stock: _stock,
    stockFrom: _stockFrom,
    ...rest
  } = payload
  return rest
}

export function toProductPayload(input: CreateProductInput, images: string[]): ProductPayload {
  const { price } = input
  const originalPrice =
    input.originalPrice === null || input.originalPrice === undefined || input.originalPrice < price
      ? price
      : input.originalPrice
  return {
    name: input.name,
    description: input.description,
    price,
    originalPrice,
    stock: input.stock,
    // Always sent, so emptying the field on an edit removes a limit the product had.
    maxPerCustomer: input.maxPerCustomer ?? null,
    category: input.category,
    ...(input.hsnCode === undefined ? {} : { hsnCode: input.hsnCode }),
    ...(input.gstRate === undefined ? {} : { gstRate: input.gstRate }),
    ...(input.rating === undefined ? {} : { rating: input.rating }),
    isFeatured: input.isFeatured ?? false,
    isBestSeller: input.isBestSeller ?? false,
    isNewArrival: input.isNewArrival ?? false,
    images: [...new Set(images)],
    features: input.features ?? [],
    details: input.details ?? [],
    series: input.series ?? null,
    character: input.character ?? null,
    manufacturer: input.manufacturer ?? null,
    line: input.line ?? null,
    scale: input.scale ?? null,
    jan: input.jan ?? null,
    isPreorder: input.isPreorder ?? false,
    ...(input.isPreorder && input.releaseDate ? { releaseDate: input.releaseDate } : {}),
    ...(input.isPreorder && input.preorderLimit ? { preorderLimit: input.preorderLimit } : {}),
    status: input.status ?? 'live',
    ...(input.status === 'scheduled' && input.liveAt ? { liveAt: isoWithShopOffset(input.liveAt) } : {}),
    teaser: input.teaser ?? false,
    earlyAccessMinutes: input.earlyAccessMinutes ?? 0,
    ...(input.countryOfOrigin === undefined ? {} : { countryOfOrigin: input.countryOfOrigin }),
    importer: input.importer ?? null,
    netQuantity: input.netQuantity ?? null,
  }
}
