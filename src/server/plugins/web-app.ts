import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { HOME_PRODUCT_FETCH_LIMIT } from '@common/constants'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT_LIVED = 'public, max-age=3600'

/**
 * The API answer a page asks for first, keyed by the page's path: sent as a preload hint with the page, so the
 * browser fetches it while the app's JavaScript is still on its way. The addresses are the ones the web app
 * builds (GET /products?limit=100&sort=-createdAt for the home page, GET /products/:id for a product);
 * credentials as the app's fetch sends them, or the browser would not reuse the answer.
 */
function apiPreloadFor(path: string): string | undefined {
  if (path === '/') return `/api/products?limit=${HOME_PRODUCT_FETCH_LIMIT}&sort=-createdAt`
  const product = /^\/products?\/([0-9a-f]{24})$/.exec(path)
  return product ? `/api/products/${product[1]}` : undefined
}

const preloadLink = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`

/**
 * Serves the built web app: hashed assets forever, index.html always revalidated, and index.html for
 * every path the server does not know so that the app's router (and its own 404 page) decides.
 * The build writes a brotli and a gzip copy beside each text file; they are sent as they are, so nothing is
 * compressed per request. Build bookkeeping (.vite/) is not served. Unknown /api paths stay JSON 404s.
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
      preCompressed: true,
      allowedPath: (pathname) => !pathname.split('/').some((segment) => segment.startsWith('.')),
      setHeaders: (res, path) => {
        const isHashedAsset = path.includes(`${join('/', 'assets', '/')}`)
        res.setHeader(
          'cache-control',
          isHashedAsset ? IMMUTABLE : path.endsWith('.html') ? REVALIDATE : SHORT_LIVED,
        )
        res.setHeader('vary', 'accept-encoding')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api'
    if (hasBuild && wantsPage) {
      const preload = apiPreloadFor(path)
      if (preload) reply.header('link', preloadLink(preload))
      return reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html')
    }
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` })
  })
}
