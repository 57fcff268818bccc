import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import packageJson from '../../../package.json'
import { insertProduct } from '../test/fixtures'
import { listRoutes } from '../test/route-list'
import {
  bearer,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  signUpStaff,
  uniqueEmail,
  type SignedUpUser,
} from '../test/test-app'
import { DOCS_PREFIX, OPENAPI_PATH, OPENAPI_TAGS } from './openapi'
import {
  ADMIN_ROLE,
  BEARER_SCHEME,
  PHONEPE_WEBHOOK_SCHEME,
  REFRESH_COOKIE_SCHEME,
  SHIPROCKET_WEBHOOK_SCHEME,
  STAFF_ROLE,
} from './openapi-route-docs'

type Schema = Record<string, unknown>
type Operation = {
  tags?: string[]
  security?: Record<string, string[]>[]
  responses: Record<string, { content?: Record<string, { schema: Schema; example?: unknown }> }>
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> }
}
type Document = {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

/** The document's name for a Fastify path: `:id` becomes `{id}`. */
const documentPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')
/** A path with each parameter filled with an id nothing has. */
const concretePath = (path: string) => path.replace(/\{[A-Za-z]+\}/g, '0'.repeat(24))

const isDocsOwnRoute = (path: string) => path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)

function operationsOf(document: Document): { method: string; path: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
}

/** Every alternative needs this scheme: the route refuses a caller without it. */
const requires = (operation: Operation, scheme: string) =>
  Boolean(operation.security?.length) && operation.security!.every((requirement) => scheme in requirement)

/** `{success: false, message: string, …}`: both required, whatever else an answer adds. */
function isErrorShape(schema: Schema): boolean {
  const properties = schema.properties as Record<string, Schema> | undefined
  const success = properties?.success
  const isFalse = success?.const === false || JSON.stringify(success?.enum) === '[false]'
  const required = (schema.required as string[] | undefined) ?? []
  return (
    isFalse &&
    properties?.message?.type === 'string' &&
    ['success', 'message'].every((key) => required.includes(key))
  )
}

describeEachDatabase('the OpenAPI document and the interactive docs', (context) => {
  let document: Document
  let admin: SignedUpUser
  let shopper: SignedUpUser
  let staff: SignedUpUser
  const ajv = new Ajv2020({ strict: false, allErrors: true })

  beforeAll(async () => {
    const response = await context.app.inject({ method: 'GET', url: OPENAPI_PATH })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    document = response.json()
    admin = await signUpAdmin(context)
    shopper = await signUp(context.app)
    staff = await signUpStaff(context)
  })

  /** The schema the document declares for this operation's answer with this status, as JSON. */
  function declaredSchema(method: string, path: string, status: number): Schema {
    const operation = document.paths[path]?.[method.toLowerCase()]
    const schema = operation?.responses[String(status)]?.content?.['application/json']?.schema
    if (!schema) throw new Error(`${method} ${path} declares no JSON answer for ${status}`)
    return schema
  }

  function expectToMatchDeclared(method: string, path: string, response: LightMyRequestResponse) {
    const validate = ajv.compile(declaredSchema(method, path, response.statusCode))
    const body = response.json()
    const where = `${method} ${path} ${response.statusCode}`
    expect(validate(body) ? [] : validate.errors, where).toEqual([])
  }

  it('is a valid OpenAPI 3.1 document naming the shop and its version', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
    expect(document.info).toMatchObject({ title: 'AnimeVerse shop API', version: packageJson.version })
  })

  it("lists every /api route Fastify answers, with its method, and nothing else (the docs' own files aside)", () => {
    const routes = listRoutes(context.app)
      .filter(({ path }) => path.startsWith('/api/') && !isDocsOwnRoute(path))
      .map(({ method, path }) => `${method} ${documentPath(path)}`)
    const documented = operationsOf(document).map(({ method, path }) => `${method} ${path}`)
    expect(routes.length).toBeGreaterThan(30)
    expect(documented.toSorted()).toEqual(routes.toSorted())
  })

  it('tags every operation with a declared tag and describes its error answers as {success:false, message}', () => {
    const problems: string[] = []
    for (const { method, path, operation } of operationsOf(document)) {
      const where = `${method} ${path}`
      if (!operation.tags?.length || !operation.tags.every((tag) => OPENAPI_TAGS.includes(tag)))
        problems.push(`${where}: tags ${JSON.stringify(operation.tags)}`)
      const statuses = Object.keys(operation.responses)
      if (!statuses.some((status) => status.startsWith('2'))) problems.push(`${where}: no success answer`)
      const hasInput = Boolean(
        operation.requestBody || (operation as { parameters?: unknown[] }).parameters?.length,
      )
      if (hasInput && !statuses.includes('400')) problems.push(`${where}: reads input but declares no 400`)
      if (path.includes('{') && !statuses.includes('404')) problems.push(`${where}: names a record, no 404`)
      if (requires(operation, BEARER_SCHEME) && !statuses.includes('401')) problems.push(`${where}: no 401`)
      for (const status of statuses.filter((status) => Number(status) >= 400 && Number(status) < 500)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema
        if (!schema || !isErrorShape(schema)) problems.push(`${where}: ${status} is not the error shape`)
      }
    }
    expect(problems).toEqual([])
  })

  it('declares each guard: a bearer token on signed-in routes, the admin (and staff) role on admin routes, none on public ones', async () => {
    // Checked against what the guards do (onRequest hooks, in the route or its plugin), not against a list:
    // no credentials is refused with 401 exactly where security is required, a shopper's token with 403
    // exactly where the admin role is, and a staff member's exactly where the admin role is without staff.
    const problems: string[] = []
    for (const { method, path, operation } of operationsOf(document)) {
      const url = concretePath(path)
      const call = (headers: Record<string, string>) =>
        context.app.inject({ method: method as 'GET', url, headers })
      const signedOut = await call({})
      const isRequired =
        requires(operation, BEARER_SCHEME) ||
        requires(operation, REFRESH_COOKIE_SCHEME) ||
        requires(operation, PHONEPE_WEBHOOK_SCHEME) ||
        requires(operation, SHIPROCKET_WEBHOOK_SCHEME)
      if ((signedOut.statusCode === 401) !== isRequired)
        problems.push(
          `${method} ${path}: ${signedOut.statusCode} signed out, security ${JSON.stringify(operation.security)}`,
        )
      if (!requires(operation, BEARER_SCHEME)) continue
      const isAdminOnly = operation.security!.every((requirement) =>
        requirement[BEARER_SCHEME]?.includes(ADMIN_ROLE),
      )
      const asShopper = await call(bearer(shopper.token))
      if ((asShopper.statusCode === 403) !== isAdminOnly)
        problems.push(
          `${method} ${path}: ${asShopper.statusCode} for a shopper, security ${JSON.stringify(operation.security)}`,
        )
      if (!isAdminOnly) continue
      const isStaffToo = operation.security!.every((requirement) =>
        requirement[BEARER_SCHEME]?.includes(STAFF_ROLE),
      )
      const asStaff = await call(bearer(staff.token))
      if ((asStaff.statusCode === 403) === isStaffToo)
        problems.push(
          `${method} ${path}: ${asStaff.statusCode} for staff, security ${JSON.stringify(operation.security)}`,
        )
      if (isStaffToo && !operation.responses['403'])
        problems.push(`${method} ${path}: staff route without its 403`)
    }
    expect(problems).toEqual([])
  })

  it('answers what it declares: a sample of real answers validates against the schema of their status', async () => {
    const product = await insertProduct(context.database.db, { stock: 5 })
    const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      context.app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      })

    expectToMatchDeclared('GET', '/api/products', await inject('GET', '/api/products?limit=5'))
    expectToMatchDeclared('GET', '/api/products/{id}', await inject('GET', `/api/products/${product.id}`))
    const notFound = await inject('GET', `/api/products/${'0'.repeat(24)}`)
    expect(notFound.statusCode).toBe(404)
    expectToMatchDeclared('GET', '/api/products/{id}', notFound)

    const registered = await inject('POST', '/api/auth/register', undefined, {
      name: 'Docs Reader',
      email: uniqueEmail('docs'),
      password: 'correct-horse-battery',
    })
    expect(registered.statusCode).toBe(201)
    expectToMatchDeclared('POST', '/api/auth/register', registered)
    const refused = await inject('POST', '/api/auth/register', undefined, { name: 'No Email' })
    expect(refused.statusCode).toBe(400)
    expectToMatchDeclared('POST', '/api/auth/register', refused)

    const placed = await inject('POST', '/api/orders', shopper.token, {
      orderItems: [{ product: product.id, qty: 1 }],
      shippingAddress: { address: '1 Park Street', city: 'Kolkata', postalCode: '700016' },
      paymentMethod: 'COD',
    })
    expect(placed.statusCode).toBe(201)
    expectToMatchDeclared('POST', '/api/orders', placed)

    const signedOut = await inject('GET', '/api/users/profile')
    expect(signedOut.statusCode).toBe(401)
    expectToMatchDeclared('GET', '/api/users/profile', signedOut)
    const notAdmin = await inject('GET', '/api/admin/stats', shopper.token)
    expect(notAdmin.statusCode).toBe(403)
    expectToMatchDeclared('GET', '/api/admin/stats', notAdmin)

    for (const url of ['/api/admin/stats', '/api/outbox']) {
      const answer = await inject('GET', url, admin.token)
      expect(answer.statusCode).toBe(200)
      expectToMatchDeclared('GET', url, answer)
    }
  })

  it('gives examples from the demo catalogue that fit their own schemas', () => {
    const examples = operationsOf(document).flatMap(({ method, path, operation }) => [
      ...Object.entries(operation.responses).map(([status, response]) => ({
        where: `${method} ${path} ${status}`,
        media: response.content?.['application/json'],
      })),
      { where: `${method} ${path} body`, media: operation.requestBody?.content['application/json'] },
    ])
    const withExamples = examples.filter(({ media }) => media?.example !== undefined)
    expect(withExamples.map(({ where }) => where)).toEqual(
      expect.arrayContaining([
        'GET /api/products 200',
        'GET /api/products/{id} 200',
        'POST /api/orders body',
      ]),
    )
    const product = document.paths['/api/products/{id}']!.get!.responses['200']!.content!['application/json']!
    expect(product.example).toMatchObject({ name: expect.stringContaining('Naruto'), category: 'figures' })
    for (const { where, media } of withExamples) {
      const validate = ajv.compile(media!.schema)
      expect(validate(media!.example) ? [] : validate.errors, where).toEqual([])
    }
  })

  it('documents the multipart uploads as multipart/form-data with binary file parts', () => {
    for (const [path, method] of [
      ['/api/products', 'post'],
      ['/api/products/{id}', 'put'],
      ['/api/upload', 'post'],
    ] as const) {
      const form = document.paths[path]![method]!.requestBody?.content['multipart/form-data']
      expect(form?.schema, `${method} ${path}`).toMatchObject({
        properties: { images: { type: 'array', items: { contentMediaType: 'application/octet-stream' } } },
      })
    }
  })

  it('serves the interactive docs at /api/docs with their assets, under the shop’s own security headers', async () => {
    const page = await context.app.inject({ method: 'GET', url: DOCS_PREFIX })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    const shopPolicy = (await context.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ]
    expect(page.headers['content-security-policy']).toBe(shopPolicy)
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    expect(assets.length).toBeGreaterThanOrEqual(5)
    for (const asset of assets) {
      // Every asset is the shop's own: nothing from a CDN.
      expect(asset.startsWith(`${DOCS_PREFIX}/`), asset).toBe(true)
      const answer = await context.app.inject({ method: 'GET', url: asset })
      expect(answer.statusCode, asset).toBe(200)
      expect(answer.rawPayload.length, asset).toBeGreaterThan(0)
    }
    const initializer = await context.app.inject({
      method: 'GET',
      url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
    })
    expect(initializer.body).toContain("resolveUrl('./json')")
    const served = await context.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })
    expect(served.json()).toEqual(document)
  })
})
