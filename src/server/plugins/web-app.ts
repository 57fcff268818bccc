import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app: hashed assets forever, index.html always revalidated, and index.html for
 * every path the server does not know so that the app's router (and its own 404 page) decides.
 * Unknown /api paths stay JSON 404s.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const indexFile = webRoot ? join(webRoot, 'index.html') : undefined
  const hasBuild = indexFile !== undefined && existsSync(indexFile)

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(`${join('/', 'assets', '/')}`) ? IMMUTABLE : 'public, max-age=3600',
        )
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api'
    if (hasBuild && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
    }
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` })
  })
}
