import { api } from '../../../../api/http-client'
import { NO_IMAGE_URL_MESSAGE } from '../product-form-messages'

/** The upload answered without an address for the stored image. */
export class MissingImageUrlError extends Error {
  override readonly name = 'MissingImageUrlError'
  constructor() {
    super(NO_IMAGE_URL_MESSAGE)
  }
}

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (Array.isArray(value)) return firstText(value[0])
  return undefined
}

/**
 * The stored image's URL from any answer shape an upload API may give: files[0], urls[0], data.files[0], a bare
 * array, or url.
 */
export function readUploadedUrl(body: unknown): string | undefined {
  if (Array.isArray(body) || typeof body === 'string') return firstText(body)
  if (!isRecord(body)) return undefined
  return (
    firstText(body.files) ??
    firstText(body.urls) ??
    firstText(body.url) ??
    (isRecord(body.data) ? readUploadedUrl(body.data) : firstText(body.data))
  )
}

/** POST /upload with one file in the multipart field `images`; resolves to the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('images', file)
  const body = await api.post<unknown>('/upload', form)
  const url = readUploadedUrl(body)
  if (!url) throw new MissingImageUrlError()
  return url
}
