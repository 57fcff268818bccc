import type { FastifyRequest } from 'fastify'
import { BadRequestError } from '../../errors'

export type UploadedFile = { fieldname: string; filename: string; bytes: Buffer }
export type MultipartBody = { fields: Record<string, string[]>; files: UploadedFile[] }

/**
 * Reads a whole multipart request: text fields (a name sent several times keeps every value) and files in
 * memory. @fastify/multipart enforces the per-file size limit and throws a 413 past it.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new BadRequestError('Send the form as multipart/form-data')
  const body: MultipartBody = { fields: {}, files: [] }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer()
      if (bytes.length > 0) body.files.push({ fieldname: part.fieldname, filename: part.filename, bytes })
    } else {
      const values = (body.fields[part.fieldname] ??= [])
      values.push(typeof part.value === 'string' ? part.value : String(part.value))
    }
  }
  return body
}
