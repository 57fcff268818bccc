import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { uploadResponseSchema } from '@common/schemas/media'
import { BadRequestError } from '../../errors'
import { findRendition, storeImages } from './media.service'
import { drawShareImage } from './share-images'
import { readMultipart } from './multipart'
import { staffSecurity } from '../../plugins/openapi-route-docs'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const MEDIA_FILE = /^([0-9a-f]{32})(?:-(\d{2,4}))?\.webp$/
const SHARE_FILE = /^([0-9a-f]{32})-share\.jpg$/

/** POST /api/upload (admin): field `images`, one or more files. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/upload',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Media'],
        summary: 'Upload product pictures',
        description: 'A multipart form with one or more files in `images`; answers their addresses.',
        security: staffSecurity,
        documentedBody: {
          schema: z.object({}),
          contentTypes: ['multipart/form-data'],
          fileFields: ['images'],
        },
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request)
      const images = files.filter((file) => file.fieldname === 'images' || file.fieldname === 'image')
      if (images.length === 0) throw new BadRequestError('Please choose at least one image to upload')
      const urls = (
        await storeImages(
          app.db,
          images.map((image) => image.bytes),
        )
      ).map((stored) => stored.url)
      return { success: true as const, files: urls, urls }
    },
  )
}

/** GET /media/<hash>.webp and /media/<hash>-<width>.webp: content-addressed, so cached for ever. */
export const mediaFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const share = SHARE_FILE.exec(request.params.file)
    if (share) {
      const jpeg = await drawShareImage(app.db, share[1]!)
      if (!jpeg) return reply.code(404).send({ success: false, message: 'Image not found' })
      return reply
        .header('cache-control', IMMUTABLE)
        .header('etag', `"${request.params.file}"`)
        .type('image/jpeg')
        .send(jpeg)
    }
    const match = MEDIA_FILE.exec(request.params.file)
    const rendition = match
      ? await findRendition(app.db, match[1]!, match[2] ? Number(match[2]) : undefined)
      : undefined
    if (!rendition) return reply.code(404).send({ success: false, message: 'Image not found' })
    return reply
      .header('cache-control', IMMUTABLE)
      .header('etag', `"${request.params.file}"`)
      .type(rendition.contentType)
      .send(rendition.bytes)
  })
}
