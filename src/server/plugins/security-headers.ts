import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { REQUEST_ID_HEADER } from './request-id'

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", 'https:'],
      upgradeInsecureRequests: null,
    },
  },
  // PhonePe refuses checkout pages sent with no referrer.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
}

/**
 * Helmet's headers as it would set them on any response. Every directive is a constant (no nonces), so the
 * headers are the same for every request: computed once here instead of helmet re-parsing the policy on each
 * request, which cost a third of the throughput of a small cached answer.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  )
  if (failure) throw failure
  return headers
}

/** Helmet's headers and the request id on every answer, errors and 404s included, in one synchronous hook. */
export function installSecurityHeaders(app: FastifyInstance, headers = helmetHeaders()): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })
}
