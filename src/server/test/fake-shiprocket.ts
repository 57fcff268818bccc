import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Shiprocket's external API v1 that checks what the shop sends as Shiprocket documents it
 * (paths, the Bearer token, the JSON fields a custom order needs and their types) and answers in Shiprocket's
 * shapes. A request that breaks the rules is answered 422 and recorded in `violations`: a test asserts that list
 * empty.
 */
export type FakeShiprocketOrder = {
  id: number
  channelOrderId: string
  body: Record<string, unknown>
  shipmentId: number
  awb: string | undefined
  courier: string | undefined
  pickupScheduled: boolean
}

export type FakeShiprocketActivity = {
  date: string
  activity: string
  location: string
  srStatus: string
  srLabel: string
}

export type FakeShiprocket = {
  url: string
  credentials: { email: string; password: string }
  pickupLocation: { name: string; pincode: string }
  /** Every request as `METHOD path?query`, and the logins among them. */
  requests: string[]
  logins: number
  violations: string[]
  orders: FakeShiprocketOrder[]
  /** Tracking activities by AWB, in the order Shiprocket lists them (newest first). */
  activities: Map<string, FakeShiprocketActivity[]>
  /** The NDR actions asked for, in order. */
  ndrActions: { awb: string; action: string; comments: string }[]
  /** PIN codes no courier serves. */
  unserviceable: Set<string>
  /** Every token issued, in order; those Shiprocket dropped before their time; or all refused. */
  issuedTokens: string[]
  revokedTokens: Set<string>
  refuseEveryToken: boolean
  /** What to break: every answer's format, or the next answers of one path (a status and body). */
  answerWith: 'json' | 'html' | 'hang'
  breakNext: Map<string, { status: number; body: unknown }>
  close(): Promise<void>
}

const REQUIRED_ORDER_FIELDS: Record<string, 'string' | 'number' | 'boolean' | 'object'> = {
  order_id: 'string',
  order_date: 'string',
  pickup_location: 'string',
  billing_customer_name: 'string',
  billing_last_name: 'string',
  billing_address: 'string',
  billing_city: 'string',
  billing_pincode: 'string',
  billing_state: 'string',
  billing_country: 'string',
  billing_email: 'string',
  billing_phone: 'string',
  shipping_is_billing: 'boolean',
  order_items: 'object',
  payment_method: 'string',
  sub_total: 'number',
  length: 'number',
  breadth: 'number',
  height: 'number',
  weight: 'number',
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => resolve(raw))
  })
}

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  const tokens = new Set<string>()
  const fake = {
    credentials: { email: 'api-user@animeverse.example', password: 'api-pass-2026' },
    pickupLocation: { name: 'Andheri Warehouse', pincode: '400053' },
    requests: [] as string[],
    logins: 0,
    violations: [] as string[],
    orders: [] as FakeShiprocketOrder[],
    activities: new Map(),
    ndrActions: [],
    unserviceable: new Set<string>(),
    issuedTokens: [] as string[],
    revokedTokens: new Set<string>(),
    refuseEveryToken: false,
    answerWith: 'json',
    breakNext: new Map(),
  } as Omit<FakeShiprocket, 'url' | 'close'>
  let nextId = 7_000_000

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request)
    const url = new URL(request.url ?? '/', 'http://fake')
    const path = url.pathname.replace(/^\/v1\/external/, '')
    fake.requests.push(`${request.method} ${path}${url.search}`)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const violation = (text: string) => {
      fake.violations.push(`${request.method} ${path}: ${text}`)
      send(422, { message: text, status_code: 422 })
    }

    if (fake.answerWith === 'hang') return // never answers: the client's timeout must end the call
    if (fake.answerWith === 'html') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return response.end('<html><body>Maintenance</body></html>')
    }
    const broken = fake.breakNext.get(path)
    if (broken) {
      fake.breakNext.delete(path)
      return send(broken.status, broken.body)
    }

    let body: Record<string, unknown> = {}
    if (request.method === 'POST') {
      if (request.headers['content-type'] !== 'application/json') return violation('the body is sent as JSON')
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return violation('the body is not JSON')
      }
    }

    if (path === '/auth/login') {
      fake.logins++
      if (request.method !== 'POST') return violation('login is a POST')
      if (body.email !== fake.credentials.email || body.password !== fake.credentials.password) {
        return send(400, { message: 'Invalid email and password combination', status_code: 400 })
      }
      const token = `eyJ.${randomUUID()}`
      tokens.add(token)
      fake.issuedTokens.push(token)
      return send(200, { id: 41, first_name: 'API', email: body.email, company_id: 9, token })
    }

    const authorization = request.headers.authorization ?? ''
    const token = authorization.replace(/^Bearer /, '')
    if (
      !authorization.startsWith('Bearer ') ||
      !tokens.has(token) ||
      fake.revokedTokens.has(token) ||
      fake.refuseEveryToken
    ) {
      return send(401, { message: 'Token has expired', status_code: 401 })
    }

    if (request.method === 'GET' && path === '/settings/company/pickup') {
      return send(200, {
        data: {
          shipping_address: [
            { id: 1, pickup_location: 'Primary', pin_code: 110030 },
            {
              id: 2,
              pickup_location: fake.pickupLocation.name,
              pin_code: Number(fake.pickupLocation.pincode),
            },
          ],
        },
      })
    }

    if (request.method === 'GET' && path === '/courier/serviceability/') {
      const params = url.searchParams
      for (const name of ['pickup_postcode', 'delivery_postcode', 'weight', 'cod']) {
        if (!params.has(name)) return violation(`${name} is missing`)
      }
      if (!/^\d+(\.\d+)?$/.test(params.get('weight')!)) return violation('weight is in kilograms')
      if (!['0', '1'].includes(params.get('cod')!)) return violation('cod is 0 or 1')
      if (fake.unserviceable.has(params.get('delivery_postcode')!)) {
        return send(200, { status: 404, message: 'No courier serviceable for the given pincode' })
      }
      return send(200, {
        status: 200,
        data: {
          available_courier_companies: [
            {
              courier_company_id: 10,
              courier_name: 'Delhivery Surface',
              rate: 72.5,
              etd: '2026-05-05 23:59:59',
            },
            { courier_company_id: 24, courier_name: 'Xpressbees', rate: '81', etd: 'May 04, 2026' },
          ],
        },
      })
    }

    if (request.method === 'GET' && path === '/orders') {
      const search = url.searchParams.get('search') ?? ''
      // Shiprocket's search matches parts of ids too.
      const found = fake.orders.filter((order) => order.channelOrderId.includes(search))
      return send(200, {
        data: found.map((order) => ({
          id: order.id,
          channel_order_id: order.channelOrderId,
          status: order.awb ? 'READY TO SHIP' : 'NEW',
          shipments: [{ id: order.shipmentId, awb: order.awb ?? '', courier: order.courier ?? '' }],
        })),
        meta: { pagination: { total: found.length } },
      })
    }

    if (request.method === 'POST' && path === '/orders/create/adhoc') {
      for (const [field, type] of Object.entries(REQUIRED_ORDER_FIELDS)) {
        if (typeof body[field] !== type) return violation(`${field} must be a ${type}`)
      }
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(body.order_date as string))
        return violation('order_date format')
      if (body.pickup_location !== fake.pickupLocation.name) return violation('unknown pickup_location')
      if (!['COD', 'Prepaid'].includes(body.payment_method as string)) return violation('payment_method')
      for (const item of body.order_items as Record<string, unknown>[]) {
        if (typeof item.name !== 'string' || typeof item.sku !== 'string')
          return violation('item name and sku')
        if (!Number.isInteger(item.units) || typeof item.selling_price !== 'number') {
          return violation('item units and selling_price')
        }
      }
      const order: FakeShiprocketOrder = {
        id: nextId++,
        channelOrderId: body.order_id as string,
        body,
        shipmentId: nextId++,
        awb: undefined,
        courier: undefined,
        pickupScheduled: false,
      }
      fake.orders.push(order)
      return send(200, { order_id: order.id, shipment_id: order.shipmentId, status: 'NEW', status_code: 1 })
    }

    const byShipment = (value: unknown) => fake.orders.find((order) => order.shipmentId === Number(value))

    if (request.method === 'POST' && path === '/courier/assign/awb') {
      const order = byShipment(body.shipment_id)
      if (!order) return send(400, { message: 'Invalid shipment id', status_code: 400 })
      if (order.awb) return send(200, { awb_assign_status: 0, message: 'AWB is already assigned' })
      order.awb = `1490${order.shipmentId}`
      order.courier = 'Delhivery Surface'
      return send(200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.awb,
            courier_company_id: 10,
            courier_name: order.courier,
            shipment_id: order.shipmentId,
          },
        },
      })
    }

    if (
      request.method === 'POST' &&
      (path === '/courier/generate/label' || path === '/courier/generate/pickup')
    ) {
      const ids = body.shipment_id
      if (!Array.isArray(ids) || ids.length !== 1) return violation('shipment_id is a list')
      const order = byShipment(ids[0])
      if (!order?.awb) return send(400, { message: 'AWB not assigned', status_code: 400 })
      if (path === '/courier/generate/label') {
        return send(200, {
          label_created: 1,
          label_url: `https://kr-shipmultichannel.s3.amazonaws.com/label/${order.shipmentId}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        })
      }
      if (order.pickupScheduled) return send(400, { message: 'Already in Pickup Queue.', status_code: 400 })
      order.pickupScheduled = true
      return send(200, {
        pickup_status: 1,
        response: { pickup_scheduled_date: '2026-05-02 10:00:00', pickup_token_number: 'Reference No: 1' },
      })
    }

    const trackMatch = /^\/courier\/track\/awb\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && trackMatch) {
      const awb = decodeURIComponent(trackMatch[1]!)
      const activities = fake.activities.get(awb) ?? []
      return send(200, {
        tracking_data: {
          track_status: 1,
          shipment_status: 6,
          shipment_track: [{ awb_code: awb, current_status: activities[0]?.srLabel ?? 'AWB ASSIGNED' }],
          shipment_track_activities: activities.map((activity) => ({
            date: activity.date,
            status: 'X-UCI',
            activity: activity.activity,
            location: activity.location,
            'sr-status': activity.srStatus,
            'sr-status-label': activity.srLabel,
          })),
          track_url: `https://shiprocket.co/tracking/${awb}`,
          etd: '2026-05-05 23:59:59',
        },
      })
    }

    const ndrMatch = /^\/ndr\/([^/]+)\/action$/.exec(path)
    if (request.method === 'POST' && ndrMatch) {
      const awb = decodeURIComponent(ndrMatch[1]!)
      if (!fake.orders.some((order) => order.awb === awb))
        return send(400, { message: 'Invalid AWB', status_code: 400 })
      if (body.action !== 're-attempt' && body.action !== 'return' && body.action !== 'fake-attempt')
        return violation('action is re-attempt, return or fake-attempt')
      if (typeof body.comments !== 'string' || !body.comments) return violation('comments is required')
      fake.ndrActions.push({ awb, action: body.action, comments: body.comments })
      return send(200, { message: 'Action taken successfully' })
    }

    return send(404, { message: 'Not found', status_code: 404 })
  }

  const server: Server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1/external`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
