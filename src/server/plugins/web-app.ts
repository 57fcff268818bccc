import type { FastifyInstance } from 'fastify'
import { answerTo, sendAnswer } from './prepared-answer'
import type { WebFiles } from './web-files'

/**
 * Serves the built web app from memory (see `WebFiles`): each file of the build at its own path, and
 * index.html for every other GET the server does not know, so that the app's router (and its own 404 page)
 * decides. Unknown /api paths stay JSON 404s. The front server (front-server.ts) writes the files itself, with
 * the same `answerTo`; these routes answer what reaches Fastify (`inject`, a request while draining) and the pages.
 */
export async function serveWebApp(app: FastifyInstance, files: WebFiles | undefined): Promise<void> {
  if (files) {
    for (const path of files.paths) {
      const file = files.get(path)!
      app.get(path, (request, reply) => sendAnswer(reply, answerTo(request, file)))
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api'
    if (files && wantsPage) return sendAnswer(reply, answerTo(request, files.indexHtml))
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` })
  })
}
