import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { seriesSlug } from '@common/catalogue-attributes'
import { canonicalCollection, isKnownCollection } from '@common/collections'
import { SHOP_NAME } from '@common/shop-identity'
import { publicOrigin } from '../../plugins/public-origin'
import { productFromIdParam } from '../../plugins/response-cache'
import type { WebFiles } from '../../plugins/web-files'
import { shareImageOf } from '../media'
import { findProduct, findSeriesSummary, isShownToShoppers } from '../products'
import { renderHead, type PageHead } from './page-head'
import {
  aboutHead,
  collectionHead,
  contactHead,
  homeHead,
  notFoundHead,
  productHead,
  seriesHead,
} from './page-heads'

/**
 * The app's index.html with its default title and description taken out, ready to take a page's own head
 * where the title stood.
 */
export function pageTemplate(indexHtml: string): (head: string) => string {
  const html = indexHtml.replace(/<meta\s+name="description"[^>]*>\s*/i, '')
  const title = /<title>[\s\S]*?<\/title>/i.exec(html)
  if (!title) throw new Error('the web build’s index.html has no <title> for the page head to replace')
  const before = html.slice(0, title.index)
  const after = html.slice(title.index + title[0].length)
  return (head) => `${before}${head}${after}`
}

/**
 * Home, About, Contact, the collections, series and product pages: the app's HTML with the page's own head
 * (title, description, canonical link, link-preview tags, structured data), so a shared link shows the product
 * and search engines read it without running the app. A product, collection or series that does not exist is
 * a 404 (the app then shows its not-found page).
 *
 * The pages are kept in the response cache (one copy for everyone with SHOP_URL set, one per origin without: see
 * `publicOrigin`), dropped by any change but an order's, and a product's page by an order of that product.
 */
export const pageRoutes: FastifyPluginAsyncZod<{ files: WebFiles }> = async (app, { files }) => {
  const page = pageTemplate(files.indexHtml.body.toString('utf8'))
  const { originOf, cacheRule } = publicOrigin(app)
  const byOrigin = cacheRule === true ? {} : cacheRule
  // Only a product's head shows stock (its availability); the others' heads show none (decision 0034).
  const config = { responseCache: { ...byOrigin, stock: 'none' as const } }

  const send = (reply: FastifyReply, head: PageHead, status = 200) =>
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page(renderHead(head, SHOP_NAME)))

  app.get('/', { config }, (request, reply) => send(reply, homeHead(originOf(request))))
  app.get('/about', { config }, (request, reply) => send(reply, aboutHead(originOf(request))))
  app.get('/contact', { config }, (request, reply) => send(reply, contactHead(originOf(request))))

  const sendCollection = (request: FastifyRequest, reply: FastifyReply, named: string | undefined) => {
    const origin = originOf(request)
    if (named === undefined) return send(reply, collectionHead(origin, undefined))
    if (!isKnownCollection(named)) {
      return send(reply, notFoundHead(origin, request.url.split('?')[0]!, 'Page not found'), 404)
    }
    return send(reply, collectionHead(origin, canonicalCollection(named)))
  }
  app.get(
    '/collections',
    { config, schema: { querystring: z.object({ category: z.string().optional() }) } },
    (request, reply) => sendCollection(request, reply, request.query.category || undefined),
  )
  app.get(
    '/collections/:collection',
    { config, schema: { params: z.object({ collection: z.string() }) } },
    (request, reply) => sendCollection(request, reply, request.params.collection),
  )

  // A series is named by its slug; its name typed in the address ("Jujutsu Kaisen") finds it too, and the
  // canonical link names the slug.
  app.get(
    '/collections/series/:slug',
    { config, schema: { params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const origin = originOf(request)
      const series = await findSeriesSummary(app.catalogueReads(request), seriesSlug(request.params.slug))
      if (!series) return send(reply, notFoundHead(origin, request.url.split('?')[0]!, 'Page not found'), 404)
      return send(reply, seriesHead(origin, series))
    },
  )

  const productPage = {
    config: { responseCache: { ...byOrigin, stock: 'current' as const, productOf: productFromIdParam } },
    schema: {
      params: z.object({ id: z.string() }),
      querystring: z.object({ variant: z.string().optional() }),
    },
  }
  const sendProduct = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    variantId: string | undefined,
  ) => {
    const origin = originOf(request)
    // From the primary, never the replica: a product's own page always shows its current stock, and a replica
    // may not have the order that just changed it (the answer is kept, so this costs one read per change).
    const db = app.primaryReads
    const product = await findProduct(db, id)
    // A product shoppers may not see has no page; a teaser's is its link preview before the launch.
    if (!product || !isShownToShoppers(product)) {
      return send(reply, notFoundHead(origin, request.url.split('?')[0]!, 'Product Not Found'), 404)
    }
    // A link naming one of its variants previews that variant; an unknown one previews the product.
    const variant = product.variants?.find((each) => each._id === variantId)
    const mainImage = variant?.images[0] ?? product.images[0]
    const shareImage = mainImage ? await shareImageOf(db, mainImage) : undefined
    return send(reply, productHead(origin, product, shareImage, variant))
  }
  app.get('/product/:id', productPage, (request, reply) =>
    sendProduct(request, reply, request.params.id, request.query.variant),
  )
  app.get('/products/:id', productPage, (request, reply) =>
    sendProduct(request, reply, request.params.id, request.query.variant),
  )
}
