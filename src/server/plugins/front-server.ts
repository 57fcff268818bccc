import type { FastifyServerFactory } from 'fastify'
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'
import { readsPrimary } from './catalogue-reads'
import { answerTo, writeAnswer, type PreparedAnswer } from './prepared-answer'
import { REQUEST_ID_HEADER, requestIdFor } from './request-id'
import type { Kept } from '../changes/kept'
import { keptAnswerFor, type KeptAnswer } from './response-cache'
import type { WebFiles } from './web-files'

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP server Fastify was given (front-server.ts): subscribe here to see the answers it writes itself. */
    frontServer: FrontServer
  }
}

/** One answer the front server wrote itself, as a log line, a metric or a trace needs it. */
export type FrontServerAnswer = {
  request: IncomingMessage
  requestId: string
  statusCode: number
  /** The route pattern Fastify would have matched (`/api/products/:id`, a web file's own path). */
  route: string
  /** A kept read (a response-cache hit) or a file of the web build. */
  source: 'response cache' | 'web file'
  elapsedMs: number
}

export type FrontServerAnswerObserver = (answer: FrontServerAnswer) => void

export type FrontServerSettings = {
  http: ServerOptions
  keepAliveTimeout: number
  requestTimeout: number
  connectionTimeout: number
}

export type FrontServer = {
  /** What Fastify is given as its `serverFactory`. */
  readonly serverFactory: FastifyServerFactory
  /**
   * Calls `observer` after every answer the front server writes, as Fastify's `onResponse` hooks are called after
   * each of its own: whatever watches every answer (the request log, the metrics, a tracer) subscribes to both.
   * Returns the unsubscribe.
   */
  onAnswer(observer: FrontServerAnswerObserver): () => void
  /** How many answers it wrote itself (Fastify never saw them). */
  readonly answered: number
}

/**
 * The front server: the HTTP server Fastify is given. A GET whose answer is in the response cache, shared by every
 * caller (a public catalogue read), and a GET or HEAD of a file of the web build, are written straight to the
 * socket through `answerTo` + `writeAnswer` — the same headers, 304 and compression Fastify's routes send through
 * `answerTo` + `sendAnswer`, plus what Fastify's hooks add (helmet's headers, the request id) — and told to the
 * answer observers; everything else goes to Fastify. Routing, hooks and header checks cost more than the rest of
 * such an answer: this is what lets a product page's data be served at near the speed of a bare node server.
 *
 * Fastify does not apply its time-outs to a server it did not create: they are applied here as it would.
 */
export function frontServer(
  answers: Kept<KeptAnswer>,
  webFiles: WebFiles | undefined,
  securityHeaders: Record<string, string>,
  settings: FrontServerSettings,
): FrontServer {
  const fixedHeaders = Object.entries(securityHeaders).flat()
  const observers: FrontServerAnswerObserver[] = []
  let answered = 0

  const serverFactory: FastifyServerFactory = (handler) => {
    const server = createServer(settings.http, (request, response) => {
      // While the server drains for shutdown, Fastify answers (503 for keep-alive requests).
      if (!server.listening || !answerItself(request, response)) handler(request, response)
    })
    server.keepAliveTimeout = settings.keepAliveTimeout
    server.requestTimeout = settings.requestTimeout
    server.setTimeout(settings.connectionTimeout)
    return server
  }

  /** Whether this request is the front server's to answer; if so, it has been answered. */
  function answerItself(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, url } = request
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return false
    const started = performance.now()
    // Only GET: a kept read's HEAD goes to Fastify, as the response cache keeps and answers GETs alone.
    const kept = method === 'GET' ? keptAnswerFor(answers, url, readsPrimary(request.headers)) : undefined
    if (kept?.shared) {
      answer(request, response, kept, started, kept.route, 'response cache')
      return true
    }
    // Pages go through Fastify, which knows which paths are its own routes (pages with their own head, media,
    // API) and which are the app's; a file of the build is at its own path there too (web-app.ts).
    const path = url.split('?')[0]!
    const file = webFiles?.get(path)
    if (!file) return false
    answer(request, response, file, started, path, 'web file')
    return true
  }

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    prepared: PreparedAnswer,
    started: number,
    route: string,
    source: FrontServerAnswer['source'],
  ): void {
    const requestId = requestIdFor(request)
    writeAnswer(response, answerTo(request, prepared, [...fixedHeaders, REQUEST_ID_HEADER, requestId]))
    answered += 1
    const seen: FrontServerAnswer = {
      request,
      requestId,
      statusCode: response.statusCode,
      route,
      source,
      elapsedMs: performance.now() - started,
    }
    // The answer has gone: an observer that fails must not take the process down with it, nor keep the others from it.
    for (const observer of observers) {
      try {
        observer(seen)
      } catch (error) {
        console.error('an observer of the front server failed', error)
      }
    }
  }

  return {
    serverFactory,
    onAnswer(observer) {
      observers.push(observer)
      return () => {
        const index = observers.indexOf(observer)
        if (index >= 0) observers.splice(index, 1)
      }
    },
    get answered() {
      return answered
    },
  }
}
