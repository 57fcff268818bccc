import type { FastifyRequest } from 'fastify'
import { AppError, BadRequestError } from '../../errors'

export const MALFORMED_MULTIPART_MESSAGE = 'The upload could not be read: the form data is malformed'

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500
}

export type UploadedFile = { fieldname: string; filename: string; bytes: Buffer }
export type MultipartBody = { fields: Record<string, string[]>; files: UploadedFile[] }

/**
 * Reads a whole multipart request: text fields (a name sent several times keeps every value) and files in
 * memory. @fastify/multipart enforces the per-file size limit and throws a 413 past it.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new BadRequestError('Send the form as multipart/form-data')
  const body: MultipartBody = { fields: {}, files: [] }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (bytes.length > 0) body.files.push({ fieldname: part.fieldname, filename: part.filename, bytes })
      } else {
        const values = (body.fields[part.fieldname] ??= [])
        values.push(typeof part.value === 'string' ? part.value : String(part.value))
      }
    }
  } catch (error) {
    discardRestOfBody(request)
    // @fastify/multipart's own refusals carry their 4xx; anything else busboy throws is a malformed body.
    if (error instanceof AppError || isClientError(error)) throw error
    throw new BadRequestError(MALFORMED_MULTIPART_MESSAGE)
  }
  return body
}

/**
 * A refused upload (too many files, too large, a broken part) stops reading mid-body. Unread, the rest of
 * the body would sit in the socket and the next request on a keep-alive connection would never be parsed,
 * so it is read and thrown away (the server's request timeout bounds how long that may take).
 */
function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw
  if (raw.readableEnded) return
  raw.unpipe()
  raw.resume()
}
