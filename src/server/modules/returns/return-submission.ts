import type { FastifyRequest } from 'fastify'
import {
  createReturnInputSchema,
  MAX_RETURN_PHOTOS,
  PHOTO_REQUIRED_REASONS,
  RETURN_PHOTO_REQUIRED_MESSAGE,
  TOO_MANY_RETURN_PHOTOS_MESSAGE,
} from '@common/schemas/returns'
import { AppError, BadRequestError } from '../../errors'
import { readMultipart } from '../media'

/** The file field the return form's photos come in. */
export const RETURN_PHOTO_FIELD = 'photos'
const ITEMS_NOT_READABLE_MESSAGE = 'Please choose the items to return'

/** @fastify/multipart's refusal past the app's limit of files in one form: that is too many photos too. */
function isTooManyFiles(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === 'FST_FILES_LIMIT'
}

/** A multipart form's text fields as the JSON body would carry them: `items` is JSON text there. */
function formToObject(fields: Record<string, string[]>): Record<string, unknown> {
  const first = (name: string) => fields[name]?.[0]
  const items = first('items')
  let parsedItems: unknown = undefined
  if (items !== undefined) {
    try {
      parsedItems = JSON.parse(items)
    } catch {
      throw new BadRequestError(ITEMS_NOT_READABLE_MESSAGE)
    }
  }
  return { items: parsedItems, reason: first('reason'), note: first('note') }
}

/**
 * Reads a return request: a multipart form (`items` as JSON text `[{product, qty}]`, `reason`, `note`, and up
 * to five files in `photos`), or JSON without photos. Checked with the shared schema; 400 for more than five
 * photos, and for `damaged` or `wrong-item` without one. The photos themselves are checked when stored.
 */
export async function readReturnSubmission(request: FastifyRequest) {
  let body: unknown = request.body
  let photos: Buffer[] = []
  if (request.isMultipart()) {
    const form = await readMultipart(request).catch((error: unknown) => {
      if (isTooManyFiles(error)) throw new BadRequestError(TOO_MANY_RETURN_PHOTOS_MESSAGE)
      throw error
    })
    body = formToObject(form.fields)
    photos = form.files.filter((file) => file.fieldname === RETURN_PHOTO_FIELD).map((file) => file.bytes)
  }
  if (photos.length > MAX_RETURN_PHOTOS) throw new BadRequestError(TOO_MANY_RETURN_PHOTOS_MESSAGE)
  const parsed = createReturnInputSchema.safeParse(body ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const field = issue.path.join('.')
    throw new AppError(400, issue.message, field ? { field } : {})
  }
  if (PHOTO_REQUIRED_REASONS.includes(parsed.data.reason) && photos.length === 0)
    throw new BadRequestError(RETURN_PHOTO_REQUIRED_MESSAGE)
  return { input: parsed.data, photos }
}
