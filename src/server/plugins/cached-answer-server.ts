import type { FastifyServerFactory } from 'fastify'
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { countResponseCache, observeRequest } from '../metrics'
import { readsPrimary } from './catalogue-reads'
import { requestCompletedLine, type LogStream } from './logging'
import { REQUEST_ID_HEADER, requestIdFor } from './request-id'
import { encodingFor, matchesEtag, type ResponseCache } from './response-cache'
import { webAnswerBeforeFastify } from './web-app'
import type { WebFiles } from './web-files'

/**
 * The HTTP server in front of Fastify. A GET whose answer is in the response cache, shared by every caller
 * (a public catalogue read), and a GET or HEAD of the web app's files or home page, are written straight to
 * the socket with the headers Fastify would have sent — helmet's, the request id, ETag, cache rules — and
 * logged as Fastify logs it; everything else goes to Fastify. Routing, hooks and header checks cost more than the rest of such an answer: this is what lets a
 * product page's data be served at near the speed of a bare node server.
 *
 * Fastify does not apply its time-outs to a server it did not create: they are applied here as it would.
 */
export function cachedAnswerServer(
  cache: ResponseCache,
  webFiles: WebFiles | undefined,
  securityHeaders: Record<string, string>,
  log: { isInfoEnabled: () => boolean; stream: LogStream },
  settings: {
    http: ServerOptions
    keepAliveTimeout: number
    requestTimeout: number
    connectionTimeout: number
  },
): FastifyServerFactory {
  const fixedHeaders = Object.entries(securityHeaders).flat()

  return (handler) => {
    const server = createServer(settings.http, (request, response) => {
      // While the server drains for shutdown, Fastify answers (503 for keep-alive requests).
      if (!server.listening || !(answerFromCache(request, response) || answerWebFile(request, response)))
        handler(request, response)
    })
    server.keepAliveTimeout = settings.keepAliveTimeout
    server.requestTimeout = settings.requestTimeout
    server.setTimeout(settings.connectionTimeout)
    return server
  }

  function answerWebFile(request: IncomingMessage, response: ServerResponse): boolean {
    if (!webFiles || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    const answer = webAnswerBeforeFastify(webFiles, request)
    if (!answer) return false
    const started = performance.now()
    const requestId = requestIdFor(request)
    response.writeHead(answer.status, [...fixedHeaders, REQUEST_ID_HEADER, requestId, ...answer.headers])
    response.end(answer.body)
    // The file's path is its route in Fastify too (web-app.ts registers one per file of the build).
    logAnswer(request, response, requestId, started, (request.url ?? '/').split('?')[0]!)
    return true
  }

  function answerFromCache(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false
    const answer = cache.get(request.url, { readsPrimary: readsPrimary(request.headers) })
    if (!answer?.shared) return false
    const started = performance.now()
    cache.answeredBeforeFastify += 1
    countResponseCache('hit')
    const requestId = requestIdFor(request)
    const headers = [
      ...fixedHeaders,
      REQUEST_ID_HEADER,
      requestId,
      'etag',
      answer.etag,
      'cache-control',
      answer.cacheControl,
      'vary',
      'accept-encoding',
    ]
    if (matchesEtag(request, answer.etag)) {
      response.writeHead(304, headers)
      response.end()
    } else {
      const encoding = encodingFor(request, answer)
      const body = encoding ? cache.encoded(answer, encoding) : answer.body
      headers.push('content-type', answer.contentType, 'content-length', String(body.length))
      if (encoding) headers.push('content-encoding', encoding)
      response.writeHead(200, headers)
      response.end(body)
    }
    logAnswer(request, response, requestId, started, answer.route)
    return true
  }

  /** Logged and measured as Fastify's own answers are (logging.ts, plugins/metrics.ts). */
  function logAnswer(
    request: IncomingMessage,
    response: ServerResponse,
    requestId: string,
    started: number,
    route: string,
  ) {
    const elapsedMs = performance.now() - started
    observeRequest(request.method ?? 'GET', route, response.statusCode, elapsedMs / 1000)
    if (!log.isInfoEnabled()) return
    log.stream.write(requestCompletedLine(request, requestId, response.statusCode, elapsedMs))
  }
}
