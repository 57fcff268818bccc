import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicOrigin } from '../../plugins/public-origin'
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
  // Kept in the response cache and dropped by every change to the catalogue; a sitemap's last-modified dates
  // move with stock too, so it may lag a stock change by up to a second, as a listing does (decision 0034).
  const { originOf, cacheRule } = publicOrigin(app)
  const byOrigin = cacheRule === true ? {} : cacheRule
  const routeConfig = { responseCache: { ...byOrigin, stock: 'within-a-second' as const } }

  app.get(
    '/robots.txt',
    { config: { responseCache: { ...byOrigin, stock: 'none' } } },
    async (request, reply) => reply.type(TEXT).send(robotsText(originOf(request))),
  )

  app.get('/sitemap.xml', { config: routeConfig }, async (request, reply) =>
    reply.type(XML).send(await sitemapDocument(app.catalogueReads(request), originOf(request), limits)),
  )

  app.get(
    '/sitemap-:page.xml',
    { config: routeConfig, schema: { params: sitemapFileParamsSchema } },
    async (request, reply) =>
      reply
        .type(XML)
        .send(await sitemapFile(app.catalogueReads(request), originOf(request), request.params.page, limits)),
  )
}
