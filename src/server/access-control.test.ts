import type { FastifyInstance } from 'fastify'
import { SignJWT } from 'jose'
import { beforeAll, expect, it } from 'vitest'
import { createAccessTokenSigner } from './modules/auth/access-token'
import { startRefreshSession } from './modules/auth/refresh-sessions'
import { insertProduct, sampleAddress } from './test/fixtures'
import { listRoutes as listRouteObjects } from './test/route-list'
import {
  bearer,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  signUpStaff,
  testConfig,
  uniqueEmail,
  type SignedUpUser,
} from './test/test-app'

/**
 * Who may call a route:
 * - public: anyone; the answer does not depend on who asks;
 * - user: any signed-in account;
 * - staff: admins and staff (orders, products, messages); a shopper gets 403;
 * - admin: admins only (a shopper and a staff member get 403);
 * - owner: only the account the addressed record belongs to; anyone else's valid token gets 404 or 403.
 */
type Rule = 'public' | 'user' | 'staff' | 'admin' | 'owner'

const CALLERS = ['none', 'expired', 'forged', 'other', 'admin', 'staff', 'user'] as const
type Caller = (typeof CALLERS)[number]

type Fixtures = {
  owner: SignedUpUser
  customer: SignedUpUser
  ownAddressToEdit: string
  ownAddressToDelete: string
  ownOrder: string
  ownOrderToCancel: string
  /** A cash-on-delivery order of the owner's, delivered: one of its items may be asked back. */
  ownDeliveredOrder: string
  ownTransaction: string
  /** A cash-on-delivery order of the owner's that waits for its confirmation. */
  ownOrderToConfirm: string
  anyOrder: string
  orderToCancel: string
  product: string
  productToEdit: string
  message: string
}

type Entry = {
  rule: Rule
  /** The path with its parameters filled in; the route's own path when it has none. */
  url?: (fixtures: Fixtures) => string
  /** A body that passes validation where that is cheap, so an allowed caller is seen to get through. */
  payload?: (fixtures: Fixtures) => object
}

const orderInput = (productId: string) => ({
  orderItems: [{ product: productId, qty: 1 }],
  shippingAddress: { address: '1 Park Street', city: 'Kolkata', postalCode: '700016' },
  paymentMethod: 'PHONEPE',
})

/** Every route the server has. A route missing here fails the test: decide its rule when you add it. */
const ROUTE_RULES: Record<string, Entry> = {
  'GET /api/health': { rule: 'public' },
  'GET /api/health/live': { rule: 'public' },
  'GET /api/health/ready': { rule: 'public' },
  // Guarded by its own bearer token (METRICS_TOKEN), not by an account: no account's token opens it, and this
  // app has none set, so every caller gets the same 404 (plugins/metrics.test.ts tests the token).
  'GET /metrics': { rule: 'public' },
  'POST /api/auth/register': {
    rule: 'public',
    payload: () => ({ name: 'Walk In', email: uniqueEmail('walk-in'), password: 'correct-horse-battery' }),
  },
  'POST /api/auth/login': {
    rule: 'public',
    payload: () => ({ email: 'nobody@example.com', password: 'not-the-password' }),
  },
  'POST /api/auth/refresh-token': { rule: 'public' },
  'POST /api/auth/forgot-password': { rule: 'public', payload: () => ({ email: uniqueEmail('forgetful') }) },
  'POST /api/auth/reset-password': {
    rule: 'public',
    payload: () => ({ token: 'not-a-real-token', password: 'correct-horse-battery' }),
  },
  'POST /api/auth/logout': { rule: 'public' },
  'POST /api/auth/2fa/setup': { rule: 'user' },
  'POST /api/auth/2fa/enable': {
    rule: 'user',
    payload: () => ({ password: 'not-the-password', code: '000000' }),
  },
  'POST /api/auth/2fa/disable': {
    rule: 'user',
    payload: () => ({ password: 'not-the-password', code: '000000' }),
  },
  'POST /api/auth/2fa/verify': {
    rule: 'public',
    payload: () => ({ challenge: 'not-a-real-challenge', code: '000000' }),
  },
  'GET /api/users/profile': { rule: 'user' },
  'PUT /api/users/profile': { rule: 'user', payload: () => ({ name: 'Renamed Shopper' }) },
  'PUT /api/users/password': {
    rule: 'user',
    payload: () => ({ currentPassword: 'not-the-password', newPassword: 'a-brand-new-secret' }),
  },
  'GET /api/users/me/export': { rule: 'user' },
  'GET /api/newsletter/me': { rule: 'user' },
  'PUT /api/newsletter/me': { rule: 'user', payload: () => ({ subscribed: false }) },
  // A wrong password: every signed-in caller, staff and admins too, is refused with 400 before anything else.
  'POST /api/users/me/delete': { rule: 'user', payload: () => ({ password: 'not-the-password' }) },
  'GET /api/users': { rule: 'admin' },
  'GET /api/users/:id': { rule: 'admin', url: (f) => `/api/users/${f.customer.id}` },
  'PUT /api/users/:id': {
    rule: 'admin',
    url: (f) => `/api/users/${f.customer.id}`,
    payload: () => ({ isActive: true }),
  },
  'GET /api/users/:id/addresses': { rule: 'admin', url: (f) => `/api/users/${f.owner.id}/addresses` },
  'POST /api/upload': { rule: 'staff', payload: () => ({}) },
  'GET /api/products': { rule: 'public' },
  'GET /api/products/suggestions': { rule: 'public', url: () => '/api/products/suggestions?q=naruto' },
  'GET /api/products/facets': { rule: 'public', url: () => '/api/products/facets?series=Jujutsu%20Kaisen' },
  'POST /api/products': { rule: 'staff', payload: () => ({}) },
  'GET /api/products/:id': { rule: 'public', url: (f) => `/api/products/${f.product}` },
  'GET /api/products/series/:slug': { rule: 'public', url: () => '/api/products/series/jujutsu-kaisen' },
  'PUT /api/products/:id': {
    rule: 'staff',
    url: (f) => `/api/products/${f.productToEdit}`,
    payload: () => ({ name: 'Renamed Figure' }),
  },
  'PATCH /api/products/:id': {
    rule: 'staff',
    url: (f) => `/api/products/${f.productToEdit}`,
    payload: () => ({ isFeatured: true }),
  },
  'DELETE /api/products/:id': { rule: 'staff', url: (f) => `/api/products/${f.productToEdit}` },
  'POST /api/products/:id/stock-adjustments': {
    rule: 'staff',
    url: (f) => `/api/products/${f.productToEdit}/stock-adjustments`,
    payload: () => ({ change: 1, reason: 'received' }),
  },
  // An empty grid is refused (400) for staff, who are seen to get through; converting the shared product would
  // change what the other routes here are called with.
  'PUT /api/products/:id/variants': {
    rule: 'staff',
    url: (f) => `/api/products/${f.productToEdit}/variants`,
    payload: () => ({}),
  },
  'GET /api/products/:id/stock-movements': {
    rule: 'staff',
    url: (f) => `/api/products/${f.productToEdit}/stock-movements`,
  },
  'GET /api/reviews/product/:id': { rule: 'public', url: (f) => `/api/reviews/product/${f.product}` },
  'POST /api/reviews/product/:id': {
    rule: 'user',
    url: (f) => `/api/reviews/product/${f.product}`,
    payload: () => ({ rating: 5, comment: 'Lovely paint work.' }),
  },
  'GET /api/addresses': { rule: 'user' },
  'POST /api/addresses': { rule: 'user', payload: () => sampleAddress },
  'PUT /api/addresses/:id': {
    rule: 'owner',
    url: (f) => `/api/addresses/${f.ownAddressToEdit}`,
    payload: () => ({ ...sampleAddress, city: 'Mysuru' }),
  },
  'DELETE /api/addresses/:id': { rule: 'owner', url: (f) => `/api/addresses/${f.ownAddressToDelete}` },
  'POST /api/orders': { rule: 'user', payload: (f) => orderInput(f.product) },
  'GET /api/orders': { rule: 'staff' },
  'GET /api/orders/my-orders': { rule: 'user' },
  'GET /api/orders/my-orders/:id': { rule: 'owner', url: (f) => `/api/orders/my-orders/${f.ownOrder}` },
  'GET /api/orders/export.csv': { rule: 'staff' },
  'GET /api/orders/export/gstr1': { rule: 'admin', url: () => '/api/orders/export/gstr1?month=2026-11' },
  'GET /api/orders/:id': { rule: 'staff', url: (f) => `/api/orders/${f.anyOrder}` },
  'PUT /api/orders/:id/status': {
    rule: 'staff',
    url: (f) => `/api/orders/${f.anyOrder}/status`,
    payload: () => ({ status: 'processing' }),
  },
  'PUT /api/orders/:id/deliver': { rule: 'staff', url: (f) => `/api/orders/${f.anyOrder}/deliver` },
  'POST /api/payments/phonepe/initiate': {
    rule: 'owner',
    payload: (f) => ({ orderId: f.ownOrder, mobileNumber: '9876543210' }),
  },
  'GET /api/payments/phonepe/status/:transactionId': {
    rule: 'owner',
    url: (f) => `/api/payments/phonepe/status/${f.ownTransaction}`,
  },
  'POST /api/payments/phonepe/callback': { rule: 'public', payload: () => ({ response: 'forged' }) },
  'GET /api/orders/:id/shipment': { rule: 'staff', url: (f) => `/api/orders/${f.anyOrder}/shipment` },
  'POST /api/orders/:id/shipment': {
    rule: 'staff',
    url: (f) => `/api/orders/${f.anyOrder}/shipment`,
    payload: () => ({ weightGrams: 400, lengthCm: 20, breadthCm: 15, heightCm: 10 }),
  },
  'POST /api/orders/:id/shipment/failed-delivery': {
    rule: 'staff',
    url: (f) => `/api/orders/${f.anyOrder}/shipment/failed-delivery`,
    payload: () => ({ action: 'reattempt' }),
  },
  // Refused with 401 to everyone while the simulator runs (no webhook token); with Shiprocket, to a wrong token.
  'POST /api/shipping/shiprocket/webhook': { rule: 'public', payload: () => ({ awb: '123' }) },
  'POST /api/shipping/tracking-updates': { rule: 'public', payload: () => ({ awb: '123' }) },
  'POST /api/shipping/simulator/events': {
    rule: 'admin',
    payload: () => ({ awb: 'SIM000000000000', event: 'delivered' }),
  },
  // Signed for its AWB instead of a session: a new tab opening it sends no token.
  'GET /api/shipping/simulator/labels/:awb': {
    rule: 'public',
    url: () => '/api/shipping/simulator/labels/SIM000000000000?signature=forged',
  },
  'POST /api/payments/phonepe/webhook': {
    rule: 'public',
    payload: () => ({ event: 'checkout.order.completed', payload: { merchantOrderId: 'TXN1' } }),
  },
  'POST /api/orders/my-orders/:id/cancel': {
    rule: 'owner',
    url: (f) => `/api/orders/my-orders/${f.ownOrderToCancel}/cancel`,
    payload: () => ({ reason: 'I ordered by mistake' }),
  },
  'POST /api/orders/:id/cancel': {
    rule: 'staff',
    url: (f) => `/api/orders/${f.orderToCancel}/cancel`,
    payload: () => ({}),
  },
  'GET /api/orders/:id/refunds': { rule: 'admin', url: (f) => `/api/orders/${f.anyOrder}/refunds` },
  'POST /api/orders/my-orders/:id/returns': {
    rule: 'owner',
    url: (f) => `/api/orders/my-orders/${f.ownDeliveredOrder}/returns`,
    payload: (f) => ({ items: [{ product: f.product, qty: 1 }], reason: 'changed-mind' }),
  },
  'GET /api/returns': { rule: 'admin' },
  'PUT /api/returns/:id': {
    rule: 'admin',
    url: () => `/api/returns/${'0'.repeat(24)}`,
    payload: () => ({ status: 'approved' }),
  },
  'GET /api/returns/policy': { rule: 'public' },
  'GET /api/returns/settings': { rule: 'admin' },
  'PUT /api/returns/settings': { rule: 'admin', payload: () => ({ windowDays: 7 }) },
  'POST /api/orders/:id/refunds': {
    rule: 'admin',
    url: (f) => `/api/orders/${f.anyOrder}/refunds`,
    payload: () => ({ amount: 1, reason: 'Goodwill' }),
  },
  'POST /api/orders/:id/refunds/:refundId/retry': {
    rule: 'admin',
    url: (f) => `/api/orders/${f.anyOrder}/refunds/${'a'.repeat(24)}/retry`,
  },
  'POST /api/orders/my-orders/:id/confirm': {
    rule: 'owner',
    url: (f) => `/api/orders/my-orders/${f.ownOrderToConfirm}/confirm`,
  },
  'POST /api/orders/cod-confirmations': { rule: 'public', payload: () => ({ token: 'not-a-signed-token' }) },
  'POST /api/orders/preorder-cancellations': {
    rule: 'public',
    payload: () => ({ token: 'not-a-signed-token' }),
  },
  'POST /api/products/:id/release': {
    rule: 'admin',
    url: (f) => `/api/products/${f.productToEdit}/release`,
    payload: () => ({ received: 0 }),
  },
  'POST /api/products/:id/raffles': {
    rule: 'admin',
    url: (f) => `/api/products/${f.productToEdit}/raffles`,
    payload: () => ({ opensAt: '2030-01-01T10:00:00Z', closesAt: '2030-01-02T10:00:00Z', units: 1 }),
  },
  'GET /api/products/:id/raffles': { rule: 'public', url: (f) => `/api/products/${f.product}/raffles` },
  'GET /api/admin/raffles': { rule: 'admin' },
  // The answer names the caller's own entry, none here: the same for every caller.
  'GET /api/raffles/:id': { rule: 'public', url: () => `/api/raffles/${'0'.repeat(24)}` },
  'GET /api/raffles/:id/entries': { rule: 'admin', url: () => `/api/raffles/${'0'.repeat(24)}/entries` },
  'POST /api/raffles/:id/entries': {
    rule: 'user',
    url: () => `/api/raffles/${'0'.repeat(24)}/entries`,
    payload: () => ({ addressId: '0'.repeat(24) }),
  },
  'GET /api/cod/policy': { rule: 'public' },
  'GET /api/cod/settings': { rule: 'admin' },
  'PUT /api/cod/settings': {
    rule: 'admin',
    payload: () => ({ maxOrderValue: null, blockAfterReturns: 0, confirmationHours: 0 }),
  },
  'GET /api/cod/eligibility': {
    rule: 'user',
    url: () => '/api/cod/eligibility?amount=499&postalCode=400050',
  },
  'POST /api/newsletter/subscribe': { rule: 'public', payload: () => ({ email: uniqueEmail('news') }) },
  'POST /api/newsletter/unsubscribe': { rule: 'public', payload: () => ({ email: uniqueEmail('gone') }) },
  'GET /api/newsletter/subscribers': { rule: 'admin' },
  'POST /api/messages/contact': {
    rule: 'public',
    payload: () => ({ name: 'Meera', email: 'meera@example.com', message: 'Do you ship to Guwahati?' }),
  },
  'POST /api/messages/support': {
    rule: 'user',
    payload: () => ({ subject: 'Late parcel', message: 'Where is my order?' }),
  },
  'GET /api/messages': { rule: 'staff' },
  'PATCH /api/messages/:id': {
    rule: 'staff',
    url: (f) => `/api/messages/${f.message}`,
    payload: () => ({ handled: true }),
  },
  'GET /api/admin/stats': { rule: 'admin' },
  'GET /api/admin/audit': { rule: 'admin' },
  'GET /api/admin/audit/actors': { rule: 'admin' },
  'GET /api/outbox': { rule: 'admin' },
  'GET /api/discounts': { rule: 'admin' },
  'POST /api/discounts': {
    rule: 'admin',
    payload: () => ({ code: 'ACCESS', type: 'percentage', value: 10 }),
  },
  'PUT /api/discounts/:id': {
    rule: 'admin',
    url: () => `/api/discounts/${'0'.repeat(24)}`,
    payload: () => ({ isActive: false }),
  },
  'DELETE /api/discounts/:id': { rule: 'admin', url: () => `/api/discounts/${'0'.repeat(24)}` },
  'POST /api/discounts/validate': {
    rule: 'user',
    payload: (f) => ({ code: 'NOSUCHCODE', orderItems: [{ product: f.product, qty: 1 }] }),
  },
  'GET /api/tax/category-defaults': { rule: 'admin' },
  'PUT /api/tax/category-defaults': {
    rule: 'admin',
    payload: () => ({ defaults: [{ category: 'figures', hsnCode: '9503', gstRate: 5 }] }),
  },
  'GET /api/wishlist': { rule: 'user' },
  'POST /api/wishlist': { rule: 'user', payload: (f) => ({ productId: f.product }) },
  'DELETE /api/wishlist/:productId': { rule: 'user', url: (f) => `/api/wishlist/${f.product}` },
  'POST /api/products/:id/notify-me': {
    rule: 'public',
    url: (f) => `/api/products/${f.product}/notify-me`,
    payload: () => ({ email: 'waiting@example.com' }),
  },
  'GET /api/stock-alerts': { rule: 'staff' },
  'GET /api/pincodes/:pin': { rule: 'public', url: () => '/api/pincodes/400050' },
  'GET /api/pincodes/:pin/delivery': { rule: 'public', url: () => '/api/pincodes/400050/delivery' },
  'GET /api/delivery/settings': { rule: 'admin' },
  'PUT /api/delivery/settings': {
    rule: 'admin',
    payload: () => ({
      codExcludedPinPrefixes: ['744', '68255'],
      sameState: { minDays: 2, maxDays: 4 },
      neighbouring: { minDays: 3, maxDays: 6 },
      elsewhere: { minDays: 5, maxDays: 9 },
    }),
  },
  'GET /api/shipping/settings': { rule: 'admin' },
  'PUT /api/shipping/settings': { rule: 'admin', payload: () => ({ flatRate: 0, freeOver: 500, codFee: 0 }) },
  'GET /api/shipping/quote': { rule: 'public', url: () => '/api/shipping/quote?itemsPrice=100' },
  'GET /api/outbox/:id': { rule: 'admin', url: () => `/api/outbox/${'0'.repeat(24)}` },
  'POST /api/outbox/:id/resend': { rule: 'admin', url: () => `/api/outbox/${'0'.repeat(24)}/resend` },
  'GET /api/openapi.json': { rule: 'public' },
  'GET /api/docs': { rule: 'public' },
  'GET /api/docs/': { rule: 'public' },
  'GET /api/docs/json': { rule: 'public' },
  'GET /api/docs/yaml': { rule: 'public' },
  'GET /api/docs/static/index.html': { rule: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { rule: 'public' },
  'GET /api/docs/*': { rule: 'public', url: () => '/api/docs/static/swagger-ui.css' },
  'GET /media/:file': { rule: 'public', url: () => `/media/${'0'.repeat(32)}.webp` },
  'GET /robots.txt': { rule: 'public' },
  'GET /sitemap.xml': { rule: 'public' },
  'GET /sitemap-:page.xml': { rule: 'public', url: () => '/sitemap-1.xml' },
}

/** "METHOD /path" for every route Fastify knows, so the table cannot silently fall behind the server. */
function listRoutes(app: FastifyInstance): string[] {
  return listRouteObjects(app).map(({ method, path }) => `${method} ${path}`)
}

/** The same claims signed with a secret that is not the shop's. */
const forger = createAccessTokenSigner('another-secret-'.repeat(4))

async function expiredToken(userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('anime-merch-shop')
    .setAudience('anime-merch-shop:api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(testConfig.jwtSecret))
}

describeEachDatabase('access control of every route', (context) => {
  let fixtures: Fixtures
  let admin: SignedUpUser
  let staff: SignedUpUser

  const call = (method: string, url: string, token?: string, payload?: object) =>
    context.app.inject({
      method: method as 'GET',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    })

  /** A fresh sign-in for each call, so that a call that signs out cannot disturb the next one. */
  async function tokenOf(caller: Caller): Promise<string | undefined> {
    const users: Partial<Record<Caller, SignedUpUser>> = { other: fixtures.customer, admin, staff }
    const user = users[caller] ?? fixtures.owner
    if (caller === 'none') return undefined
    const { sessionId } = await startRefreshSession(context.database.db, user.id)
    if (caller === 'expired') return expiredToken(user.id, sessionId)
    const signer = caller === 'forged' ? forger : context.app.accessTokens
    return signer.sign({ userId: user.id, sessionId })
  }

  beforeAll(async () => {
    admin = await signUpAdmin(context)
    staff = await signUpStaff(context)
    const owner = await signUp(context.app, { name: 'Owner Shopper' })
    const customer = await signUp(context.app, { name: 'Other Shopper' })
    const db = context.database.db
    const product = (await insertProduct(db, { stock: 50 })).id
    const productToEdit = (await insertProduct(db)).id
    const post = async (url: string, token: string | undefined, payload: object) =>
      (await call('POST', url, token, payload)).json()._id as string
    const ownOrder = await post('/api/orders', owner.token, orderInput(product))
    const deliveredOrder = async (token: string, productId: string) => {
      const id = await post('/api/orders', token, { ...orderInput(productId), paymentMethod: 'COD' })
      expect((await call('PUT', `/api/orders/${id}/deliver`, admin.token)).statusCode).toBe(200)
      return id
    }
    // Placed while the shop asks for a confirmation, which it then stops asking for new orders.
    const codOrderAwaitingConfirmation = async (token: string, productId: string) => {
      const rules = { maxOrderValue: null, blockAfterReturns: 0 }
      await call('PUT', '/api/cod/settings', admin.token, { ...rules, confirmationHours: 24 })
      const id = await post('/api/orders', token, { ...orderInput(productId), paymentMethod: 'COD' })
      await call('PUT', '/api/cod/settings', admin.token, { ...rules, confirmationHours: 0 })
      return id
    }
    const initiated = await call('POST', '/api/payments/phonepe/initiate', owner.token, {
      orderId: ownOrder,
      mobileNumber: '9876543210',
    })
    const message = (
      await call('POST', '/api/messages/contact', undefined, {
        name: 'Meera',
        email: 'meera@example.com',
        message: 'Hello',
      })
    ).json().data._id as string
    fixtures = {
      owner,
      customer,
      ownAddressToEdit: await post('/api/addresses', owner.token, sampleAddress),
      ownAddressToDelete: await post('/api/addresses', owner.token, sampleAddress),
      ownOrder,
      ownOrderToCancel: await post('/api/orders', owner.token, orderInput(product)),
      ownDeliveredOrder: await deliveredOrder(owner.token, product),
      ownTransaction: initiated.json().transactionId,
      ownOrderToConfirm: await codOrderAwaitingConfirmation(owner.token, product),
      anyOrder: await post('/api/orders', customer.token, orderInput(product)),
      orderToCancel: await post('/api/orders', customer.token, orderInput(product)),
      product,
      productToEdit,
      message,
    }
    expect(Object.values(fixtures).every(Boolean)).toBe(true)
  })

  it('has a rule for every route the server answers, and none for a route it no longer has', () => {
    const routes = listRoutes(context.app)
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((route) => !(route in ROUTE_RULES))).toEqual([])
    expect(Object.keys(ROUTE_RULES).filter((route) => !routes.includes(route))).toEqual([])
  })

  it('answers every route by its rule for no token, a bad token, another user, the user, an admin and staff', async () => {
    const failures: string[] = []
    for (const route of listRoutes(context.app)) {
      const entry = ROUTE_RULES[route]
      if (!entry) continue
      const [method, path] = route.split(' ') as [string, string]
      const url = entry.url?.(fixtures) ?? path
      const statuses = {} as Record<Caller, number>
      for (const caller of CALLERS) {
        const response = await call(method, url, await tokenOf(caller), entry.payload?.(fixtures))
        statuses[caller] = response.statusCode
        const refused = response.statusCode === 401 || response.statusCode === 403
        if (refused && response.json().success !== false) failures.push(`${route} ${caller}: refusal shape`)
      }
      // Fastify adds a HEAD route to each GET; it must keep the GET's guard.
      if (method === 'GET' && entry.rule !== 'public' && (await call('HEAD', url)).statusCode !== 401)
        failures.push(`HEAD ${path} answers a signed-out caller`)
      if (!isAllowedByRule(entry.rule, statuses))
        failures.push(`${route} (${entry.rule}): ${JSON.stringify(statuses)}`)
    }
    expect(failures).toEqual([])
  })

  it("never shows a user another user's orders, addresses or payments in their own lists", async () => {
    const other = fixtures.customer.token
    const addresses = (await call('GET', '/api/addresses', other)).json() as { _id: string }[]
    const orders = (await call('GET', '/api/orders/my-orders', other)).json() as { _id: string }[]
    expect(addresses.map((address) => address._id)).not.toContain(fixtures.ownAddressToEdit)
    expect(orders.map((order) => order._id)).not.toContain(fixtures.ownOrder)
    expect(orders.map((order) => order._id)).toContain(fixtures.anyOrder)
    // Another user's address cannot be used to ship an order either.
    const borrowed = await call('POST', '/api/orders', other, {
      ...orderInput(fixtures.product),
      shippingAddress: undefined,
      addressId: fixtures.ownAddressToEdit,
    })
    expect([400, 403, 404]).toContain(borrowed.statusCode)
  })
})

describeEachDatabase('mass assignment', (context) => {
  const db = () => context.database.db
  const call = (method: 'POST' | 'PUT', url: string, token: string | undefined, payload: object) =>
    context.app.inject({ method, url, headers: token ? bearer(token) : {}, payload })

  it('gives a new account the user role and active state, whatever the sign-up says', async () => {
    const email = uniqueEmail('climber')
    const response = await call('POST', '/api/auth/register', undefined, {
      name: 'Climber',
      email,
      password: 'correct-horse-battery',
      role: 'admin',
      isActive: false,
      is_active: 0,
      _id: 'f'.repeat(24),
    })
    expect(response.statusCode).toBe(201)
    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ role: 'user', is_active: 1 })
    expect(row.id).not.toBe('f'.repeat(24))
  })

  it('never takes role, isActive or a password from a profile update', async () => {
    const user = await signUp(context.app)
    const before = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    await call('PUT', '/api/users/profile', user.token, {
      name: 'Still A Shopper',
      role: 'admin',
      isActive: false,
      password: 'hijacked-password',
      password_hash: 'x',
    })
    const after = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ name: 'Still A Shopper', role: 'user', is_active: 1 })
    expect(after.password_hash).toBe(before.password_hash)
  })

  it('prices an order from the catalogue and opens it unpaid and pending, whatever the body claims', async () => {
    const user = await signUp(context.app)
    const other = await signUp(context.app)
    const product = await insertProduct(db(), { price_paise: 129_900, stock: 5 })
    const response = await call('POST', '/api/orders', user.token, {
      orderItems: [{ product: product.id, qty: 2, price: 1, unitPrice: 1, name: 'Free figure' }],
      shippingAddress: { address: '1 Park Street', city: 'Kolkata', postalCode: '700016' },
      paymentMethod: 'COD',
      itemsPrice: 1,
      totalPrice: 1,
      status: 'delivered',
      isPaid: true,
      paymentStatus: 'PAID',
      user: other.id,
      userId: other.id,
    })
    expect(response.statusCode).toBe(201)
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', response.json()._id)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      user_id: user.id,
      status: 'pending',
      paid_at: null,
      items_price_paise: 259_800,
    })
    const item = await db()
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(item).toMatchObject({ unit_price_paise: 129_900, name: product.name, quantity: 2 })
  })

  it("stores an address and a review as the caller's, whatever owner the body names", async () => {
    const user = await signUp(context.app, { name: 'Real Author' })
    const other = await signUp(context.app)
    const product = await insertProduct(db())
    const address = await call('POST', '/api/addresses', user.token, {
      ...sampleAddress,
      userId: other.id,
      user: other.id,
      user_id: other.id,
    })
    const addressRow = await db()
      .selectFrom('addresses')
      .select('user_id')
      .where('id', '=', address.json()._id)
      .executeTakeFirstOrThrow()
    expect(addressRow.user_id).toBe(user.id)

    const review = await call('POST', `/api/reviews/product/${product.id}`, user.token, {
      rating: 5,
      comment: 'Great.',
      user: other.id,
      userId: other.id,
      name: 'Someone Else',
      createdAt: '2000-01-01T00:00:00.000Z',
    })
    const reviewRow = await db()
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', review.json()._id)
      .executeTakeFirstOrThrow()
    expect(reviewRow).toMatchObject({ user_id: user.id, author_name: 'Real Author' })
    expect(reviewRow.created_at).not.toBe('2000-01-01T00:00:00.000Z')
  })

  it('lets an admin set only isActive and role on an account, never its e-mail or password', async () => {
    const admin = await signUpAdmin(context)
    const user = await signUp(context.app)
    const before = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    await call('PUT', `/api/users/${user.id}`, admin.token, {
      isActive: true,
      email: 'taken-over@example.com',
      password: 'hijacked-password',
      password_hash: 'x',
    })
    const after = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(after).toMatchObject({ email: before.email, password_hash: before.password_hash })
  })
})

function isAllowedByRule(rule: Rule, statuses: Record<Caller, number>): boolean {
  const all = Object.values(statuses)
  if (all.some((status) => status >= 500)) return false
  const signedOutRefused = statuses.none === 401 && statuses.expired === 401 && statuses.forged === 401
  const isIn = (status: number) => status !== 401 && status !== 403
  const isOk = (status: number) => status >= 200 && status < 300
  switch (rule) {
    case 'public':
      return all.every((status) => status === statuses.none) && statuses.none !== 403
    case 'user':
      return (
        signedOutRefused &&
        isIn(statuses.other) &&
        isIn(statuses.user) &&
        isIn(statuses.admin) &&
        isIn(statuses.staff)
      )
    case 'staff':
      return (
        signedOutRefused &&
        statuses.other === 403 &&
        statuses.user === 403 &&
        isIn(statuses.admin) &&
        isIn(statuses.staff)
      )
    case 'admin':
      return (
        signedOutRefused &&
        statuses.other === 403 &&
        statuses.user === 403 &&
        statuses.staff === 403 &&
        isIn(statuses.admin)
      )
    case 'owner':
      // Another account, even an admin's or a staff member's, is told the record does not exist (or is not theirs).
      return (
        signedOutRefused &&
        [403, 404].includes(statuses.other) &&
        [403, 404].includes(statuses.admin) &&
        [403, 404].includes(statuses.staff) &&
        isOk(statuses.user)
      )
  }
}
