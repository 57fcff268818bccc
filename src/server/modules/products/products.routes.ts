import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import { idParamsSchema } from '@common/schemas/common'
import {
  asksForStaffListing,
  createProductInputSchema,
  deleteProductResponseSchema,
  productFacetsQuerySchema,
  productFacetsResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  productSuggestionsQuerySchema,
  productSuggestionsResponseSchema,
  seriesParamsSchema,
  seriesSummarySchema,
  setProductFlagInputSchema,
  updateProductInputSchema,
} from '@common/schemas/product'
import {
  stockAdjustmentInputSchema,
  stockMovementsQuerySchema,
  stockMovementsResponseSchema,
} from '@common/schemas/stock'
import { productVariantsInputSchema } from '@common/schemas/variants'
import { setProductVariants, type VariantsRemoved } from './product-variants'
import { keptCatalogueFacetGroups, productFacets } from './product-facets'
import { listStockMovements } from './stock-ledger'
import { readProductSubmission, takeVariantGrid } from './product-submission'
import { suggestProducts } from './product-search'
import { type DictionarySource, keptSearchDictionary } from './search-dictionary'
import { getSeriesSummary } from './series'
import { listProducts } from './product-listing'
import { getProduct, isShownToShoppers } from './product-reads'
import { PRODUCT_NOT_FOUND } from './product-rows'
import { NotFoundError } from '../../errors'
import type { ReleaseDateChanged } from './preorder-terms'
import type { LaunchMails } from './launches'
import { createProduct, deleteProduct, setProductFlag, updateProduct } from './product-writes'
import { adjustStock, type BackInStock } from './stock-edits'
import type { Database } from '../../db/schema'
import { auditActorOf } from '../audit'
import { staffSecurity } from '../../plugins/openapi-route-docs'
import { REPLICA_ANSWER_MAX_AGE_MS } from '../../plugins/catalogue-reads'
import { productFromIdParam } from '../../plugins/response-cache'

/** Any text: a malformed id is answered like an unknown one, 404 "Product not found". */

/** The listing's query string names a staff listing: any `status` or `launches`, read before validation. */
function asksForStaffQuery(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined
  return query?.status !== undefined || query?.launches !== undefined
}

/** Whether the request is signed in as admin or staff: false, never an error, for anyone else. */
async function isStaffRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (!request.headers.authorization) return false
  try {
    await app.requireStaff(request, reply)
    return true
  } catch {
    return false
  }
}

/** The admin forms send multipart; scripts may send JSON. */
const PRODUCT_FORM_TYPES = ['multipart/form-data', 'application/json'] as const

export type ProductRoutesOptions = {
  /**
   * Tells the buyers of a pre-order that its release date moved, inside the product update's transaction (the
   * order modules supply it: the products module does not import them).
   */
  releaseDateChanged?: ReleaseDateChanged
  /** Mails the shoppers waiting for a product whose stock rises from none (the stock-alerts module's). */
  backInStock: BackInStock
  /** The mails of a launch (the stock-alerts module's), for a save that launches a product at once. */
  launch?: LaunchMails
  /** Whoever waited for a variant a grid removed waits for the product instead (the stock-alerts module's). */
  variantsRemoved?: VariantsRemoved
}

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, options) => {
  const searchDictionary = keptSearchDictionary(app.changes, app.primaryReads)
  const facetGroups = keptCatalogueFacetGroups(app.changes)
  // Read from where the request reads (after `catalogueReads` chose). Groups read from the replica are kept no
  // longer than a replica's answer, also for a request the response cache does not answer (a HEAD).
  const facetSourceOf = (request: FastifyRequest, db: Kysely<Database>) =>
    facetGroups(
      db,
      request.answering?.computation,
      db === app.primaryReads ? undefined : REPLICA_ANSWER_MAX_AGE_MS,
    )

  app.get(
    '/products',
    {
      config: {
        // A staff listing (another status, the launches) is guarded below and never shared.
        responseCache: { stock: 'within-a-second', passesBy: asksForStaffQuery },
      },
      schema: {
        tags: ['Products'],
        summary: 'The catalogue, filtered, sorted and paged',
        description:
          "With `search` (or `q`) the search is typo-tolerant and ranked by relevance unless a `sort` is given (at most 300 products); `didYouMean` is the corrected query when nothing matched or only corrected words did, else null; a variant's label or SKU finds its product. A product with options is listed once, at its lowest price (`maxPrice` its highest when they differ), which the price sorts use; `minPrice` and `maxPrice` keep it when any of its variants' prices is within them, `inStock` when any variant is in stock.",
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request, reply) => {
      if (asksForStaffListing(request.query)) {
        await app.requireStaff(request, reply)
        // The primary: staff see the product they just saved. The dictionary knows the live products' words
        // only, so a word it does not know is still looked up as typed (a draft's name).
        const staffDictionary: DictionarySource = async () => ({
          dictionary: (await searchDictionary()).dictionary,
          isCurrent: false,
        })
        return listProducts(app.primaryReads, request.query, staffDictionary)
      }
      const db = app.catalogueReads(request)
      return listProducts(db, request.query, searchDictionary, facetSourceOf(request, db))
    },
  )

  app.get(
    '/products/facets',
    {
      config: { responseCache: { stock: 'within-a-second' } },
      schema: {
        tags: ['Products'],
        summary: "The listing's filters with counts",
        description:
          "Takes the listing's query (its paging and sort are ignored). Each facet counts what all the other filters leave, ignoring its own; values most products first, then by name, none with 0. `price` is the range in rupees the other filters leave (0 and 0 when none), every variant's price included; `inStock` and `preorder` count products, a product with options once. With `search`, the counts are of its matches.",
        querystring: productFacetsQuerySchema,
        response: { 200: productFacetsResponseSchema },
      },
    },
    async (request) => {
      const db = app.catalogueReads(request)
      return productFacets(facetSourceOf(request, db), request.query, searchDictionary)
    },
  )

  app.get(
    '/products/suggestions',
    {
      config: { responseCache: { stock: 'within-a-second' } },
      schema: {
        tags: ['Products'],
        summary: 'Products suggested while a shopper types a search',
        description:
          'Typo-tolerant; the last word is completed as typed. At most 6 products, most relevant first, and a corrected query when nothing matched or only corrected words did.',
        querystring: productSuggestionsQuerySchema,
        response: { 200: productSuggestionsResponseSchema },
      },
    },
    async (request) => suggestProducts(app.catalogueReads(request), request.query.q, searchDictionary),
  )

  app.get(
    '/products/series/:slug',
    {
      config: { responseCache: { stock: 'within-a-second' } },
      schema: {
        tags: ['Products'],
        summary: 'A series page: its name and how many products it has',
        description:
          'By slug, or by the series\' name as the listing\'s `series` filter reads it. The name is the spelling most of its products use; 404 "Series not found" when no product has the slug.',
        params: seriesParamsSchema,
        response: { 200: seriesSummarySchema },
      },
    },
    async (request) => getSeriesSummary(app.catalogueReads(request), request.params.slug),
  )

  app.get(
    '/products/:id',
    {
      config: { responseCache: { stock: 'current', productOf: productFromIdParam } },
      schema: {
        tags: ['Products'],
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema },
      },
    },
    // From the primary, as the product page: a product's own answer always shows its current stock. A product
    // shoppers may not see is "not found" to them; staff see it, in an answer nobody else is handed.
    async (request, reply) => {
      const product = await getProduct(app.primaryReads, request.params.id)
      if (isShownToShoppers(product)) return product
      if (!(await isStaffRequest(app, request, reply))) throw new NotFoundError(PRODUCT_NOT_FOUND)
      request.answering?.settle(undefined)
      request.answering = null
      return product
    },
  )

  // The body is JSON or multipart (both admin forms' styles), so it is read and checked against the
  // shared schema in the handler rather than by a route body schema, which cannot see multipart fields.
  app.post(
    '/products',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: 'Add a product',
        description:
          "JSON, or a multipart form whose picture files come in `images`. A JSON body may carry the product's `options` and `variants` (as PUT /products/:id/variants takes them): the product is created with its variants, its price and stock then being theirs.",
        security: staffSecurity,
        documentedBody: {
          schema: createProductInputSchema,
          contentTypes: PRODUCT_FORM_TYPES,
          fileFields: ['images'],
        },
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const grid = takeVariantGrid(request, 'create')
      const { input, uploadedImages } = await readProductSubmission(
        app.db,
        request,
        createProductInputSchema,
        'create',
      )
      const product = await createProduct(
        app.db,
        auditActorOf(request),
        input,
        uploadedImages,
        grid && { input: grid, mail: app.mailContextOf(request) },
      )
      return reply.code(201).send(product)
    },
  )

  app.put(
    '/products/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: 'Edit a product',
        description:
          "JSON, or a multipart form whose picture files come in `images`; without an `images` field the product keeps its pictures and the uploads are added after them. A JSON body may carry `options` and `variants` (the whole grid, as PUT /products/:id/variants takes it), written in the same transaction; its price and stock are then the variants'.",
        security: staffSecurity,
        documentedBody: {
          schema: updateProductInputSchema,
          contentTypes: PRODUCT_FORM_TYPES,
          fileFields: ['images'],
        },
        params: idParamsSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const grid = takeVariantGrid(request, 'update')
      const { input, uploadedImages } = await readProductSubmission(
        app.db,
        request,
        updateProductInputSchema,
        'update',
      )
      return updateProduct(
        app.db,
        auditActorOf(request),
        request.params.id,
        input,
        app.mailContextOf(request),
        uploadedImages,
        options.releaseDateChanged,
        options.backInStock,
        options.launch,
        grid,
        options.variantsRemoved,
      )
    },
  )

  app.put(
    '/products/:id/variants',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: "Set a product's options and its variant grid",
        description:
          "The whole grid: a variant with `_id` is changed (its stock only while it is still `stockFrom`, else 409 with `currentStock`), one without is added, one left out is removed. Each combination of one value per option at most once; SKUs unique in the shop (409). The product then answers `options`, `variants`, its lowest price (and `maxPrice` when they differ) and its variants' stock summed. Written to the stock ledger and the activity log.",
        security: staffSecurity,
        params: idParamsSchema,
        body: productVariantsInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      setProductVariants(
        app.db,
        auditActorOf(request),
        request.params.id,
        request.body,
        app.mailContextOf(request),
        options.backInStock,
        options.variantsRemoved,
      ),
  )

  app.post(
    '/products/:id/stock-adjustments',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: 'Add or take away units by hand, with why',
        description:
          '`change` is a whole number of units (negative takes away); the stock never goes below 0 (409 with `currentStock`). Written to the stock ledger and the activity log.',
        security: staffSecurity,
        params: idParamsSchema,
        body: stockAdjustmentInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      adjustStock(
        app.db,
        auditActorOf(request),
        request.params.id,
        request.body,
        app.mailContextOf(request),
        options.backInStock,
      ),
  )

  app.get(
    '/products/:id/stock-movements',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: "A product's stock ledger, newest first",
        description:
          'Every change of its stock since the ledger began: the change, the stock it left, why, and the order or person behind it.',
        security: staffSecurity,
        params: idParamsSchema,
        querystring: stockMovementsQuerySchema,
        response: { 200: stockMovementsResponseSchema },
      },
    },
    // From the primary: the history ends with the stock the product page shows.
    async (request) => {
      await getProduct(app.primaryReads, request.params.id)
      return listStockMovements(app.primaryReads, request.params.id, request.query)
    },
  )

  app.patch(
    '/products/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: 'Set one of isFeatured, isBestSeller, isNewArrival',
        security: staffSecurity,
        params: idParamsSchema,
        body: setProductFlagInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) =>
      setProductFlag(app.db, auditActorOf(request), request.params.id, request.body.flag, request.body.value),
  )

  app.delete(
    '/products/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['Products'],
        summary: 'Remove a product from the catalogue; placed orders keep their copy',
        security: staffSecurity,
        params: idParamsSchema,
        response: { 200: deleteProductResponseSchema },
      },
    },
    async (request) => {
      await deleteProduct(app.db, auditActorOf(request), request.params.id)
      return { success: true as const, message: 'Product deleted successfully' }
    },
  )
}
