import type { FastifyContextConfig, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DEFAULT_SITEMAP_LIMITS,
  robotsText,
  sitemapDocument,
  sitemapFile,
  type SitemapLimits,
} from './discovery.service'

const TEXT = 'text/plain; charset=utf-8'
const XML = 'application/xml; charset=utf-8'

/** Any name: one that is not a sitemap file of the current catalogue is answered 404 by the service. */
const sitemapFileParamsSchema = z.object({ page: z.string() })

export type DiscoveryRoutesOptions = {
  /** URLs per sitemap file; the protocol's 50,000 when unset (tests make it small to see the index). */
  urlsPerSitemap?: number
}

/** /robots.txt and /sitemap.xml (with /sitemap-<n>.xml past 50,000 URLs), outside /api, for search engines. */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryRoutesOptions> = async (app, options) => {
  const limits: SitemapLimits = {
    ...DEFAULT_SITEMAP_LIMITS,
    urlsPerFile: options.urlsPerSitemap ?? DEFAULT_SITEMAP_LIMITS.urlsPerFile,
  }
  const shopUrl = app.config.shopUrl
  // Kept in the response cache, emptied by every write, so always current with the catalogue. Its plain key is
  // the URL alone, and the server in front of Fastify sends such answers to any host: an answer naming the
  // request's own origin (SHOP_URL unset) would reach other hosts — behind a trusted proxy, everyone, after
  // one forged X-Forwarded-Host. So without SHOP_URL the answer is kept per origin (`byOrigin`), which only
  // Fastify's own lookup serves, to requests naming that same origin.
  const routeConfig: FastifyContextConfig = {
    responseCache: shopUrl ? true : { byOrigin: true },
  }
  const originOf = (request: FastifyRequest) => shopUrl ?? `${request.protocol}://${request.host}`

  app.get('/robots.txt', { config: routeConfig }, async (request, reply) =>
    reply.type(TEXT).send(robotsText(originOf(request))),
  )

  app.get('/sitemap.xml', { config: routeConfig }, async (request, reply) =>
    reply.type(XML).send(await sitemapDocument(app.db, originOf(request), limits)),
  )

  app.get(
    '/sitemap-:page.xml',
    { config: routeConfig, schema: { params: sitemapFileParamsSchema } },
    async (request, reply) =>
      reply.type(XML).send(await sitemapFile(app.db, originOf(request), request.params.page, limits)),
  )
}
