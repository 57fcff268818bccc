import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HOME_PRODUCT_FETCH_LIMIT } from '@common/constants'
import { webFileAnswer, type WebFileAnswer, type WebFiles } from './web-files'

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

/** index.html as the answer to a page of the app, with the preload hint for the data that page asks for first. */
function pageAnswer(files: WebFiles, path: string, request: FastifyRequest['raw']): WebFileAnswer {
  const preload = apiPreloadFor(path)
  return webFileAnswer(files.indexHtml, request, preload ? ['link', preloadLink(preload)] : [])
}

/**
 * What the server in front of Fastify may answer itself: a file of the build, or the home page. Other pages
 * go through Fastify, which knows which paths are its own routes (media, API) and which are the app's.
 */
export function webAnswerBeforeFastify(
  files: WebFiles,
  request: FastifyRequest['raw'],
): WebFileAnswer | undefined {
  const path = (request.url ?? '/').split('?')[0]!
  if (path === '/') return pageAnswer(files, path, request)
  const file = files.get(path)
  return file ? webFileAnswer(file, request) : undefined
}

function send(reply: FastifyReply, answer: WebFileAnswer) {
  const { headers } = answer
  for (let index = 0; index < headers.length; index += 2) reply.header(headers[index]!, headers[index + 1]!)
  return reply.code(answer.status).send(answer.body)
}

/**
 * Serves the built web app from memory (see `WebFiles`): each file of the build at its own path, and
 * index.html for every other GET the server does not know, so that the app's router (and its own 404 page)
 * decides. Unknown /api paths stay JSON 404s.
 */
export async function serveWebApp(app: FastifyInstance, files: WebFiles | undefined): Promise<void> {
  if (files) {
    for (const path of files.paths) {
      const file = files.get(path)!
      app.get(path, (request, reply) => send(reply, webFileAnswer(file, request.raw)))
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api'
    if (files && wantsPage) return send(reply, pageAnswer(files, path, request.raw))
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` })
  })
}
