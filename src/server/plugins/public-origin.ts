import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * The origin absolute links name (canonical links, link previews, the sitemap): SHOP_URL, or else the origin
 * the request came to (`X-Forwarded-*` only from trusted proxies), and the response-cache rule that goes with
 * it. An answer naming the request's own origin must not reach other hosts — behind a trusted proxy one forged
 * X-Forwarded-Host would otherwise poison it for everyone — so without SHOP_URL it is kept per origin, which
 * only Fastify's own lookup serves, to requests naming that same origin.
 */
export function publicOrigin(app: FastifyInstance): {
  originOf: (request: FastifyRequest) => string
  cacheRule: true | { byOrigin: true }
} {
  const shopUrl = app.config.shopUrl
  return {
    originOf: (request) => shopUrl ?? `${request.protocol}://${request.host}`,
    cacheRule: shopUrl ? true : { byOrigin: true },
  }
}
