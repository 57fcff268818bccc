import { uploadResponseSchema } from '@common/schemas/media'
import { api } from '../../../../api/http-client'
import { NO_IMAGE_URL_MESSAGE } from '../product-form-messages'

/** The upload answered without an address for the stored image. */
export class MissingImageUrlError extends Error {
  override readonly name = 'MissingImageUrlError'
  constructor() {
    super(NO_IMAGE_URL_MESSAGE)
  }
}

/** POST /upload with one file in the multipart field `images`; resolves to the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('images', file)
  const { urls } = await api.post('/upload', form, uploadResponseSchema)
  const url = urls[0]?.trim()
  if (!url) throw new MissingImageUrlError()
  return url
}
