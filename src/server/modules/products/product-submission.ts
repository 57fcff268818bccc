import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { FLAG_WORDS, parseFlag } from '@common/schemas/text-values'
import { type ProductVariantsInput, productVariantsInputSchema } from '@common/schemas/variants'
import type { Database } from '../../db/schema'
import { AppError, BadRequestError } from '../../errors'
import { type MultipartBody, readMultipart, storeImages, type UploadedFile } from '../media'

/** What a product form sent: the checked fields, and the URLs of the files it uploaded (already stored). */
export type ProductSubmission<T> = { input: T; uploadedImages: string[] }

type ProductInputSchema = z.ZodType<{ images?: string[] | undefined }>

const IMAGE_FILE_FIELD = /^(images?|image\d+)$/

/**
 * Reads POST and PUT /products bodies, JSON or multipart/form-data in either admin form's style, and
 * checks them with the shared schema. Uploaded files count towards "at least one image" but are stored
 * only once the rest of the form is valid, so a refused form leaves nothing behind.
 */
export async function readProductSubmission<S extends ProductInputSchema>(
  db: Kysely<Database>,
  request: FastifyRequest,
  schema: S,
  mode: 'create' | 'update',
): Promise<ProductSubmission<z.output<S>>> {
  if (!request.isMultipart()) return { input: parseProductInput(schema, request.body), uploadedImages: [] }

  const { fields, files } = await readMultipart(request)
  const form = productFormToObject(fields)
  const imageFiles = files.filter((file) => IMAGE_FILE_FIELD.test(file.fieldname))
  const pending = imageFiles.map((_, index) => `/pending-upload/${index}`)
  const candidate =
    pending.length > 0
      ? { ...form, images: [...((form.images as string[] | undefined) ?? []), ...pending] }
      : form
  const checked = parseProductInput(schema, candidate)

  const uploadedImages = await storeUploadedImages(db, imageFiles)
  const pendingSet = new Set(pending)
  const listed = checked.images?.filter((image) => !pendingSet.has(image))
  // Without an `images` field, an edit keeps the current images and adds the uploads after them.
  const images = form.images === undefined && mode === 'update' ? undefined : (listed ?? [])
  return { input: { ...checked, images } as z.output<S>, uploadedImages }
}

function parseProductInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data as z.output<S>
  const issue = parsed.error.issues[0]!
  const field = issue.path.join('.')
  throw new AppError(400, issue.message, field ? { field } : {})
}

async function storeUploadedImages(db: Kysely<Database>, files: UploadedFile[]): Promise<string[]> {
  const stored = await storeImages(
    db,
    files.map((file) => file.bytes),
  )
  return stored.map((image) => image.url)
}

/**
 * Text fields to the shape of the JSON body. Numbers stay text (the schema reads numeric text), flags
 * become booleans, lists arrive as JSON text (features, details, the first form's images) or, for the
 * second form's images, as repeated `images`/`image` entries.
 */
export function productFormToObject(fields: MultipartBody['fields']): Record<string, unknown> {
  const first = (name: string) => fields[name]?.[0]
  const form: Record<string, unknown> = {}
  for (const name of [
    'name',
    'description',
    'price',
    'originalPrice',
    'stock',
    'stockFrom',
    'maxPerCustomer',
    'category',
    'hsnCode',
    'gstRate',
    'rating',
    'countryOfOrigin',
    'importer',
    'netQuantity',
  ]) {
    const value = first(name)
    if (value !== undefined) form[name] = value
  }
  for (const name of ['isFeatured', 'isBestSeller', 'isNewArrival']) {
    const value = first(name)
    if (value !== undefined) form[name] = flagFromText(value)
  }
  for (const name of ['features', 'details']) {
    const value = first(name)
    if (value !== undefined && value.trim() !== '') form[name] = jsonFromText(value, name)
  }
  const tags = first('tags')
  if (tags !== undefined)
    form.tags = tags.trim().startsWith('[') ? jsonFromText(tags, 'tags') : tags.split(',')

  const imageTexts = [...(fields.images ?? []), ...(fields.image ?? [])]
  if (imageTexts.length > 0) {
    form.images = imageTexts.flatMap((text) => {
      const trimmed = text.trim()
      if (trimmed === '') return []
      if (!trimmed.startsWith('[')) return [trimmed]
      const list = jsonFromText(trimmed, 'images')
      return Array.isArray(list) ? list : [list]
    })
  }
  return form
}

function flagFromText(text: string): boolean | string {
  return parseFlag(text, FLAG_WORDS.formField) ?? text
}

const LIST_NAMES: Record<string, string> = {
  features: 'Features',
  details: 'Details',
  tags: 'Tags',
  images: 'Images',
}

function jsonFromText(text: string, name: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new BadRequestError(`${LIST_NAMES[name] ?? name} must be sent as JSON text`)
  }
}

/**
 * A JSON product body may carry its options and variant grid (`options`, `variants`) with the rest: they are
 * taken out of the body and checked as PUT /products/:id/variants checks them. A new product with a grid need not
 * say its own price or stock, which its variants decide: the lowest variant price and no units of its own stand in.
 */
export function takeVariantGrid(
  request: FastifyRequest,
  mode: 'create' | 'update',
): ProductVariantsInput | undefined {
  if (request.isMultipart()) return undefined
  const body = request.body
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { options, variants, ...product } = body as Record<string, unknown>
  if (options === undefined && variants === undefined) return undefined
  const grid = parseProductInput(productVariantsInputSchema, { options, variants })
  if (mode === 'create') {
    product.price ??= Math.min(...grid.variants.map((variant) => variant.price))
    product.stock ??= 0
  } else {
    // The grid decides them; a form's figures sent alongside are not a change of their own.
    for (const field of ['price', 'originalPrice', 'stock', 'stockFrom']) delete product[field]
  }
  request.body = product
  return grid
}
