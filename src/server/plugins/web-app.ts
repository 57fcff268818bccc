import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { webFileAnswer, type WebFileAnswer, type WebFiles } from './web-files'

/**
 * What the server in front of Fastify may answer itself: a file of the build. Pages go through Fastify, which
 * knows which paths are its own routes (pages with their own head, media, API) and which are the app's.
 */
export function webAnswerBeforeFastify(
  files: WebFiles,
  request: FastifyRequest['raw'],
): WebFileAnswer | undefined {
  const file = files.get((request.url ?? '/').split('?')[0]!)
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
    if (files && wantsPage) return send(reply, webFileAnswer(files.indexHtml, request.raw))
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` })
  })
}
