import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '@common/schemas/common'
import { version } from '../../../package.json'
import { OPERATION_EXAMPLES } from './openapi-examples'
import {
  ADMIN_ROLE,
  BEARER_SCHEME,
  REFRESH_COOKIE_SCHEME,
  PHONEPE_WEBHOOK_SCHEME,
  SHIPROCKET_WEBHOOK_SCHEME,
  STAFF_ROLE,
  type DocumentedResponse,
} from './openapi-route-docs'

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PREFIX = '/api/docs'

type JsonSchema = Record<string, unknown>
type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>
type TransformInput = Parameters<Transform>[0]
type Security = NonNullable<FastifySchema['security']>

const JSON_SCHEMA_TARGET = { target: 'draft-2020-12', unrepresentable: 'any' } as const

/**
 * Every error answer: `{success:false, message}`; a refused field is named in `field`, and some answers add
 * their own keys (`shouldLogout`, the request id of a 5xx), so other keys are allowed.
 */
const errorJsonSchema = z.toJSONSchema(
  errorResponseSchema
    .extend({ field: z.string().optional().describe('The input field that was refused, when there is one') })
    .loose(),
  { ...JSON_SCHEMA_TARGET, io: 'output' },
) as JsonSchema
delete errorJsonSchema.$schema

const TAGS = [
  { name: 'Auth', description: 'Sign-up, sign-in, the refresh cookie and password resets' },
  { name: 'Users', description: "The signed-in account's profile, and the admin's user list" },
  { name: 'Products', description: 'The catalogue: listing, one product, and the admin edits' },
  { name: 'Reviews', description: "A product's reviews" },
  { name: 'Addresses', description: "The signed-in account's saved shipping addresses" },
  { name: 'Orders', description: 'Placing and following orders; the admin order desk and CSV export' },
  { name: 'Payments', description: 'PhonePe payments of an order' },
  {
    name: 'Cash on delivery',
    description: "The admin's cash-on-delivery rules, and whether a shopper may pay an order on delivery",
  },
  {
    name: 'Returns',
    description: "Returns of delivered orders: the shopper's request, the admin's decisions and window",
  },
  { name: 'Media', description: 'Product pictures uploaded by an admin' },
  { name: 'Newsletter', description: 'Newsletter sign-ups' },
  { name: 'Messages', description: 'The contact form, support requests and their handling' },
  { name: 'Dashboard', description: "The admin dashboard's figures" },
  { name: 'Mail', description: 'The outbox of every mail the shop wrote' },
  { name: 'Discounts', description: "Discount codes: the admin's list, and checking a code against a cart" },
  { name: 'Wishlist', description: "The signed-in shopper's saved products" },
  { name: 'Stock alerts', description: 'Back-in-stock alerts for sold-out products' },
  {
    name: 'Raffles',
    description:
      'Raffles for hyped figures: entries while open, and a draw anyone can verify from its answer',
  },
  {
    name: 'Delivery',
    description: 'PIN code lookup, delivery estimates and cash on delivery; the delivery rules',
  },
  {
    name: 'Shipping',
    description:
      "Parcels booked with the carrier (Shiprocket or the simulator), its webhook and the simulator's events",
  },
  { name: 'Tax', description: 'GST: the HSN code and rate each product category starts with' },
  { name: 'Audit', description: 'The activity log: who changed what, when, before and after' },
  { name: 'Health', description: 'For load balancers and start scripts' },
  { name: 'Docs', description: 'This document' },
]
export const OPENAPI_TAGS = TAGS.map((tag) => tag.name)

const DESCRIPTION = `The JSON API of the AnimeVerse shop: the catalogue, accounts, carts turned into orders, payments and the admin desk.

- Money is in rupees, ids are 24 hexadecimal characters (\`_id\`), times are ISO-8601 UTC.
- Every error is \`{"success": false, "message": "…"}\` with its status: 400 bad input, 401 not signed in or an ended
  session, 403 not an admin (nor staff, on the orders, products and messages routes staff share) or without the
  two-step sign-in the shop requires of them, 404 unknown id, 409 a conflict with the shop's state, 413 too large,
  429 too many attempts.
- Signing in answers an access token (15 minutes) to send as \`Authorization: Bearer <token>\`, and sets the HttpOnly
  \`refreshToken\` cookie that \`POST /api/auth/refresh-token\` exchanges for a new one.
- Some clients double the prefix: \`/api/api/…\` answers as \`/api/…\`.`

const RESPONSE_DESCRIPTION = 'x-response-description'
const SUCCESS_DESCRIPTIONS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No content' }

/** Why each derived error status is answered, as the document says it. */
const ERROR_DESCRIPTIONS = {
  400: 'The input is not valid: `message` says why, and `field` names the field when there is one',
  401: 'Not signed in, or the access token has expired or its session has ended: refresh it, or sign in',
  403: 'Signed in, but not as an admin, or (with REQUIRE_ADMIN_2FA) without two-step sign-in',
  404: 'Nothing with this id (or not yours)',
  413: 'The body or one of its files is too large',
  429: 'Too many attempts from this address: wait a minute',
} as const

/** The 403 of a route staff share with admins (`staffSecurity`). */
const STAFF_FORBIDDEN =
  'Signed in, but neither as an admin nor as staff, or (with REQUIRE_ADMIN_2FA) without two-step sign-in'

function isStaffToo(security: Security | undefined): boolean {
  return Boolean(security?.some((requirement) => requirement[BEARER_SCHEME]?.includes(STAFF_ROLE)))
}

const zodTransform = createJsonSchemaTransform({ skipList: [] })

/** The routes the document leaves out: everything outside /api, and the interactive docs' own files. */
function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`)
}

function requiresEveryTime(security: Security | undefined, scheme: string): boolean {
  return Boolean(security?.length) && security!.every((requirement) => scheme in requirement)
}

function errorResponse(description: string): JsonSchema {
  return { ...structuredClone(errorJsonSchema), [RESPONSE_DESCRIPTION]: description }
}

/**
 * The statuses every route can answer besides its own: 400 when it reads input, 401/403 from its guard (its
 * `security`), 404 when its path names a record, 413 for uploads, 429 when rate-limited, and whatever its
 * service adds (`documentedErrors`). A route's own schema for a status wins.
 */
function derivedErrors(schema: FastifySchema, url: string, isRateLimited: boolean): Map<number, string> {
  const errors = new Map<number, string>()
  const readsInput = schema.body || schema.querystring || schema.params || schema.documentedBody
  if (readsInput) errors.set(400, ERROR_DESCRIPTIONS[400])
  const needsAccessToken = requiresEveryTime(schema.security, BEARER_SCHEME)
  if (
    needsAccessToken ||
    requiresEveryTime(schema.security, REFRESH_COOKIE_SCHEME) ||
    requiresEveryTime(schema.security, PHONEPE_WEBHOOK_SCHEME) ||
    requiresEveryTime(schema.security, SHIPROCKET_WEBHOOK_SCHEME)
  )
    errors.set(401, ERROR_DESCRIPTIONS[401])
  const isAdminOnly = schema.security?.some((requirement) => requirement[BEARER_SCHEME]?.includes(ADMIN_ROLE))
  if (isAdminOnly) errors.set(403, isStaffToo(schema.security) ? STAFF_FORBIDDEN : ERROR_DESCRIPTIONS[403])
  if (url.includes(':')) errors.set(404, ERROR_DESCRIPTIONS[404])
  if (schema.documentedBody?.contentTypes.includes('multipart/form-data'))
    errors.set(413, ERROR_DESCRIPTIONS[413])
  if (isRateLimited) errors.set(429, ERROR_DESCRIPTIONS[429])
  for (const [status, why] of Object.entries(schema.documentedErrors ?? {})) errors.set(Number(status), why)
  return errors
}

/** A body the handler reads itself, as JSON and/or multipart form data (files as binary parts). */
function documentedBodyContent(documented: NonNullable<FastifySchema['documentedBody']>): JsonSchema {
  const fields = z.toJSONSchema(documented.schema, { ...JSON_SCHEMA_TARGET, io: 'input' }) as JsonSchema
  delete fields.$schema
  const content: Record<string, { schema: JsonSchema }> = {}
  for (const contentType of documented.contentTypes) {
    if (contentType !== 'multipart/form-data' || !documented.fileFields?.length) {
      content[contentType] = { schema: fields }
      continue
    }
    const files = Object.fromEntries(
      documented.fileFields.map((name) => [
        name,
        { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
      ]),
    )
    const properties = { ...(fields.properties as JsonSchema | undefined), ...files }
    content[contentType] = { schema: { ...fields, type: 'object', properties } }
  }
  return { content }
}

function documentedResponseContent({ description, contentType, schema }: DocumentedResponse): JsonSchema {
  const converted = schema
    ? (z.toJSONSchema(schema, { ...JSON_SCHEMA_TARGET, io: 'output' }) as JsonSchema)
    : { type: contentType.startsWith('application/json') ? 'object' : 'string' }
  delete converted.$schema
  return { description, content: { [contentType]: { schema: converted } } }
}

function operationKey(method: string | string[], url: string): string {
  return `${Array.isArray(method) ? method[0] : method} ${url.replace(/:([A-Za-z]+)/g, '{$1}')}`
}

/**
 * The zod type provider's transform (the same schemas the routes validate with, as JSON Schema 2020-12),
 * plus what the shop adds: the error answers each route can give, documented bodies and the examples.
 */
const documentRoute: Transform = (input: TransformInput) => {
  const { url, route } = input
  if (!isDocumented(url)) return { schema: { hide: true }, url }
  const { documentedBody, documentedErrors, documentedResponses, ...schema } = (input.schema ??
    {}) as FastifySchema
  const converted = zodTransform({ ...input, schema }).schema as unknown as JsonSchema
  const documented = { ...converted } as JsonSchema & { response?: Record<string, JsonSchema> }
  const examples = OPERATION_EXAMPLES[operationKey(route.method, url)]

  if (documentedBody) documented.body = documentedBodyContent(documentedBody)
  const body = documented.body as JsonSchema | undefined
  if (examples?.body !== undefined && body) documented.body = { ...body, examples: [examples.body] }

  const responses: Record<string, JsonSchema> = { ...documented.response }
  for (const [status, response] of Object.entries(responses)) {
    const example = examples?.responses?.[Number(status)]
    responses[status] = {
      ...response,
      ...(example === undefined ? {} : { examples: [example] }),
      [RESPONSE_DESCRIPTION]:
        SUCCESS_DESCRIPTIONS[status] ?? ERROR_DESCRIPTIONS[Number(status) as 400] ?? 'Answer',
    }
  }
  for (const [status, response] of Object.entries(documentedResponses ?? {}))
    responses[status] = documentedResponseContent(response)
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
  const errors = derivedErrors({ ...schema, documentedBody, documentedErrors }, url, rateLimited)
  for (const [status, why] of errors) responses[status] ??= errorResponse(why)
  documented.response = responses
  return { schema: documented, url }
}

/**
 * GET /api/openapi.json, the OpenAPI 3.1 document of every /api route, generated from the zod schemas the
 * routes validate with; and GET /api/docs, Swagger UI over it, its assets served by the shop itself. Register
 * before the routes: the document lists the routes added after it.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'AnimeVerse shop API', version, description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token a sign-in answers (`token`), valid for 15 minutes. Admin routes name the role `admin`.',
          },
          [REFRESH_COOKIE_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'refreshToken',
            description:
              'The HttpOnly refresh cookie set by every sign-in, rotated by /api/auth/refresh-token.',
          },
          [PHONEPE_WEBHOOK_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              "PhonePe's webhook: SHA-256 (hex) of `username:password`, the webhook credentials set in PhonePe's dashboard and in PHONEPE_WEBHOOK_USERNAME / PHONEPE_WEBHOOK_PASSWORD.",
          },
          [SHIPROCKET_WEBHOOK_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-api-key',
            description:
              "Shiprocket's tracking webhook: the token set beside the webhook's address in Shiprocket's dashboard and in SHIPROCKET_WEBHOOK_TOKEN.",
          },
        },
      },
    },
    transform: documentRoute,
  })
  // Swagger UI's files, found through Node's module resolution: the package looks for them beside its own
  // __dirname, which the bundled server (one ES module, decision 0017) does not have.
  const swaggerUiFiles = join(
    dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  )
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    baseDir: swaggerUiFiles,
    logo: { type: 'image/svg+xml', content: readFileSync(join(swaggerUiFiles, 'logo.svg')) },
    theme: { title: 'AnimeVerse shop API' },
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
  })

  // The routes never change once the app is ready, so the document is written once, when first asked for
  // (not at start: a shop nobody reads the document of keeps no copy of it in memory), and served as bytes.
  let documentText: string | undefined
  app.get(
    OPENAPI_PATH,
    {
      config: { responseCache: { stock: 'none' } },
      schema: {
        tags: ['Docs'],
        summary: 'This OpenAPI 3.1 document',
        documentedResponses: { 200: { description: 'The document', contentType: 'application/json' } },
      },
    },
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((documentText ??= JSON.stringify(app.swagger()))),
  )
})
