/**
 * Shiprocket's external API v1 (apiv2.shiprocket.in/v1/external), the aggregator most Indian shops book their
 * parcels through: a small client of our own over `fetch`, like the PhonePe one beside the payments, so that the
 * tests can point it at a local fake and every answer is checked before it is believed.
 *
 * Docs: apidocs.shiprocket.in (authentication, serviceability, create custom order, generate AWB, generate label,
 * generate pickup, tracking through AWB, get all orders).
 */
import { z } from 'zod'
import { callJson, type JsonAnswer } from '../../json-call'
import {
  type Booking,
  type Courier,
  CourierError,
  type Parcel,
  type Serviceability,
  type ShipmentOrder,
  type TrackedEvent,
  type Tracking,
  type TrackingStatus,
} from './courier'

/**
 * Shiprocket's tokens live 240 hours and say nothing of it in the login answer; a new one is asked for a day
 * before, so one in use never expires mid-request.
 */
export const SHIPROCKET_TOKEN_RENEW_MS = 9 * 24 * 3600_000

export type ShiprocketCredentials = {
  /** The API user's (Settings → API), not the account owner's: Shiprocket keeps the two apart. */
  email: string
  password: string
  /** The pickup location's name exactly as it is set in Shiprocket (Settings → Pickup Addresses). */
  pickupLocation: string
  /** SHIPROCKET_BASE_URL in production; the tests' local fake. */
  baseUrl: string
}

/**
 * Shiprocket's shipment status codes (`sr-status`, `current_status_id`) for the four that move an order; every
 * other code (picked up, in transit, reached destination hub, RTO initiated…) is on its way.
 */
const STATUS_BY_CODE = new Map<number, TrackingStatus>([
  [17, 'out-for-delivery'],
  [21, 'delivery-failed'],
  [7, 'delivered'],
  [10, 'rto-delivered'],
])
const STATUS_BY_LABEL = new Map<string, TrackingStatus>([
  ['OUT FOR DELIVERY', 'out-for-delivery'],
  ['UNDELIVERED', 'delivery-failed'],
  ['DELIVERED', 'delivered'],
  ['RTO DELIVERED', 'rto-delivered'],
])

/** The shop's status for Shiprocket's code, else for its label (older couriers send only the label). */
export function normalizeShiprocketStatus(code: unknown, label: unknown): TrackingStatus {
  const number = typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : code
  if (typeof number === 'number') {
    const known = STATUS_BY_CODE.get(number)
    if (known) return known
  }
  if (typeof label === 'string') return STATUS_BY_LABEL.get(label.trim().toUpperCase()) ?? 'in-transit'
  return 'in-transit'
}

/**
 * Shiprocket writes its times in IST without a zone: "2026-05-01 14:30:00", or "May 04, 2026" for a date (the
 * serviceability's etd). Either is read as IST; anything else as Date reads it.
 */
export function parseShiprocketDate(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined
  const trimmed = text.trim()
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?$/.exec(trimmed)
  const date = local
    ? new Date(`${local[1]}T${local[2] ?? '00:00'}${local[3] ?? ':00'}+05:30`)
    : /^[A-Za-z]{3} \d{1,2}, \d{4}$/.test(trimmed)
      ? new Date(`${trimmed} 00:00:00 GMT+0530`)
      : new Date(trimmed)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The date and minute in IST, as Shiprocket's `order_date` takes it. */
function istMinute(date: Date): string {
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')
}

const rupees = (paise: number) => Math.round(paise) / 100
const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String)

const loginSchema = z.object({ token: z.string().min(1) })
const pickupLocationsSchema = z.object({
  data: z.object({
    shipping_address: z.array(
      z.object({ pickup_location: z.string(), pin_code: z.union([z.string(), z.number()]) }),
    ),
  }),
})
const serviceabilitySchema = z.object({
  data: z.object({
    available_courier_companies: z.array(
      z.object({
        courier_name: z.string(),
        rate: z.union([
          z.number(),
          z
            .string()
            .regex(/^\d+(\.\d+)?$/)
            .transform(Number),
        ]),
        etd: z.string().nullish(),
      }),
    ),
  }),
})
const ordersSchema = z.object({
  data: z.array(
    z.object({
      id,
      channel_order_id: z.string(),
      shipments: z
        .union([
          z.array(z.object({ id, awb: z.string().nullish(), courier: z.string().nullish() })),
          z
            .object({ id, awb: z.string().nullish(), courier: z.string().nullish() })
            .transform((one) => [one]),
        ])
        .nullish(),
    }),
  ),
})
const createdSchema = z.object({ order_id: id, shipment_id: id })
const assignedSchema = z.object({
  awb_assign_status: z.literal(1),
  response: z.object({ data: z.object({ awb_code: z.string().min(1), courier_name: z.string() }) }),
})
const labelSchema = z.object({ label_created: z.literal(1), label_url: z.string().min(1) })
const trackingSchema = z.object({
  tracking_data: z.object({
    etd: z.string().nullish(),
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          activity: z.string().nullish(),
          location: z.string().nullish(),
          status: z.string().nullish(),
          'sr-status': z.union([z.string(), z.number()]).nullish(),
          'sr-status-label': z.string().nullish(),
        }),
      )
      .nullish(),
  }),
})

type Answer = JsonAnswer

/** Shiprocket's own words for a refusal (`message`, or the first of `errors`), else the status. */
function refusal(answer: Answer): string {
  const message = answer.body?.message
  if (typeof message === 'string' && message.trim()) return message
  const errors = answer.body?.errors
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors).flat()[0]
    if (typeof first === 'string') return first
  }
  return `Shiprocket answered ${answer.status}`
}

/** An answer of the shape `schema` describes, or a CourierError naming the call; never a crash on the unknown. */
function read<T>(schema: z.ZodType<T>, answer: Answer, what: string): T {
  if (answer.status >= 400) throw new CourierError(`Shiprocket ${what} failed: ${refusal(answer)}`)
  const parsed = schema.safeParse(answer.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new CourierError(
      `Shiprocket ${what} answered in a shape the shop does not know${issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : ''}`,
    )
  }
  return parsed.data
}

async function send(url: string, init: RequestInit): Promise<Answer> {
  const answer = await callJson(
    url,
    init,
    (reason) => new CourierError(`Shiprocket did not answer: ${reason}`),
  )
  const { status, body } = answer
  if (status >= 500 || (!body && status < 400)) {
    throw new CourierError(`Shiprocket answered ${status}${body ? `: ${refusal(answer)}` : ' without JSON'}`)
  }
  return answer
}

export function createShiprocketClient(
  credentials: ShiprocketCredentials,
  clock: () => Date = () => new Date(),
): Courier {
  const baseUrl = credentials.baseUrl.replace(/\/$/, '')
  let token: { value: string; renewAt: number } | undefined
  let tokenRequest: Promise<string> | undefined
  let pickupPincode: string | undefined

  async function login(): Promise<string> {
    const answer = await send(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    })
    const { token: value } = read(loginSchema, answer, 'login')
    token = { value, renewAt: clock().getTime() + SHIPROCKET_TOKEN_RENEW_MS }
    return value
  }

  function currentToken(): Promise<string> {
    if (token && clock().getTime() < token.renewAt) return Promise.resolve(token.value)
    // Callers that find the token due wait on the one login already under way.
    tokenRequest ??= login().finally(() => (tokenRequest = undefined))
    return tokenRequest
  }

  /** A call with the current token; on a 401 (a token Shiprocket dropped early) one login and one more try. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const used = await currentToken()
      const answer = await send(`${baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${used}`,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      if (answer.status !== 401) return answer
      if (attempt >= 2) throw new CourierError(`Shiprocket refused a fresh token: ${refusal(answer)}`)
      if (token?.value === used) token = undefined
    }
  }

  /** The configured pickup location's PIN code, which serviceability asks for; read once per process. */
  async function pickupPostcode(): Promise<string> {
    if (pickupPincode) return pickupPincode
    const { data } = read(
      pickupLocationsSchema,
      await call('GET', '/settings/company/pickup'),
      'pickup locations',
    )
    const location = data.shipping_address.find(
      (address) => address.pickup_location === credentials.pickupLocation,
    )
    if (!location) {
      throw new CourierError(
        `Shiprocket has no pickup location named "${credentials.pickupLocation}" (SHIPROCKET_PICKUP_LOCATION)`,
      )
    }
    return (pickupPincode = String(location.pin_code))
  }

  async function serviceability(request: {
    deliveryPincode: string
    weightGrams: number
    cod: boolean
  }): Promise<Serviceability> {
    const query = new URLSearchParams({
      pickup_postcode: await pickupPostcode(),
      delivery_postcode: request.deliveryPincode,
      weight: String(request.weightGrams / 1000),
      cod: request.cod ? '1' : '0',
    })
    const answer = await call('GET', `/courier/serviceability/?${query}`)
    // Shiprocket says "no courier" with a 404, in the status or in the body's own `status`.
    if (answer.status === 404 || answer.body?.status === 404) return { serviceable: false }
    const { data } = read(serviceabilitySchema, answer, 'serviceability')
    if (data.available_courier_companies.length === 0) return { serviceable: false }
    return {
      serviceable: true,
      options: data.available_courier_companies.map((company) => ({
        carrier: company.courier_name,
        chargePaise: Math.round(company.rate * 100),
        estimatedDelivery: parseShiprocketDate(company.etd),
      })),
    }
  }

  /** The Shiprocket order the shop made for this order before, if any: looked up by our id (its channel order id). */
  async function findOrder(orderId: string) {
    const answer = await call('GET', `/orders?${new URLSearchParams({ search: orderId })}`)
    const { data } = read(ordersSchema, answer, 'order search')
    // The search matches parts of ids too: only the exact id is ours.
    const found = data.find((order) => order.channel_order_id === orderId)
    const shipment = found?.shipments?.[0]
    return shipment
      ? { shipmentId: shipment.id, awb: shipment.awb || undefined, carrier: shipment.courier || undefined }
      : undefined
  }

  async function createOrder(order: ShipmentOrder, parcel: Parcel): Promise<string> {
    const { address } = order
    const [firstName, ...rest] = address.name.trim().split(/\s+/)
    const subtotalPaise = order.lines.reduce((sum, line) => sum + line.unitPricePaise * line.units, 0)
    const answer = await call('POST', '/orders/create/adhoc', {
      order_id: order.orderId,
      order_date: istMinute(order.placedAt),
      pickup_location: credentials.pickupLocation,
      billing_customer_name: firstName,
      billing_last_name: rest.join(' '),
      billing_address: address.line1,
      billing_address_2: address.line2 ?? '',
      billing_city: address.city,
      billing_pincode: address.pincode,
      billing_state: address.state,
      billing_country: 'India',
      billing_email: address.email,
      billing_phone: address.phone,
      shipping_is_billing: true,
      order_items: order.lines.map((line) => ({
        name: line.name,
        sku: line.sku,
        units: line.units,
        selling_price: rupees(line.unitPricePaise),
        ...(line.hsn ? { hsn: line.hsn } : {}),
      })),
      payment_method: order.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
      // What the carrier collects at the door for COD: the order's total; the items' sum otherwise.
      sub_total: rupees(order.paymentMethod === 'cod' ? order.totalPaise : subtotalPaise),
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
      weight: parcel.weightGrams / 1000,
    })
    return read(createdSchema, answer, 'order creation').shipment_id
  }

  async function assignAwb(shipmentId: string) {
    const answer = await call('POST', '/courier/assign/awb', { shipment_id: shipmentId })
    // A refusal comes as awb_assign_status 0 with a message (no balance, no courier): a clear error, not a shape.
    if (answer.status < 400 && answer.body?.awb_assign_status !== 1) {
      throw new CourierError(`Shiprocket assigned no AWB: ${refusal(answer)}`)
    }
    const { response } = read(assignedSchema, answer, 'AWB assignment')
    return { awb: response.data.awb_code, carrier: response.data.courier_name }
  }

  async function schedulePickup(shipmentId: string): Promise<void> {
    const answer = await call('POST', '/courier/generate/pickup', { shipment_id: [shipmentId] })
    // Asked again after a crash, Shiprocket refuses with "Already in Pickup Queue": that is what was wanted.
    if (answer.status >= 400 && /already/i.test(refusal(answer))) return
    if (answer.status >= 400 || answer.body?.pickup_status !== 1) {
      throw new CourierError(`Shiprocket scheduled no pickup: ${refusal(answer)}`)
    }
  }

  async function track(awb: string): Promise<Tracking> {
    const answer = await call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`)
    const { tracking_data: data } = read(trackingSchema, answer, 'tracking')
    const events: TrackedEvent[] = (data.shipment_track_activities ?? [])
      .flatMap((activity) => {
        const at = parseShiprocketDate(activity.date)
        if (!at) return []
        const event: TrackedEvent = {
          status: normalizeShiprocketStatus(activity['sr-status'], activity['sr-status-label']),
          at,
          description: activity.activity || activity['sr-status-label'] || activity.status || '',
        }
        if (activity.location) event.location = activity.location
        return [event]
      })
      .sort((a, b) => a.at.getTime() - b.at.getTime())
    return { awb, current: events.at(-1)?.status ?? 'in-transit', events }
  }

  return {
    name: 'shiprocket',
    serviceability,
    async bookShipment(order, parcel): Promise<Booking> {
      // Each step is looked up before it is made, so a booking cut short (a crash, a timeout) is completed, not
      // made a second time: Shiprocket would take a second order with the same id and bill a second parcel.
      const existing = await findOrder(order.orderId)
      const shipmentId = existing?.shipmentId ?? (await createOrder(order, parcel))
      const assigned =
        // An AWB once assigned cannot be assigned again (Shiprocket refuses); its courier is named in the search.
        existing?.awb
          ? { awb: existing.awb, carrier: existing.carrier ?? 'Shiprocket' }
          : await assignAwb(shipmentId)
      const label = read(
        labelSchema,
        await call('POST', '/courier/generate/label', { shipment_id: [shipmentId] }),
        'label',
      )
      await schedulePickup(shipmentId)
      return { carrier: assigned.carrier, awb: assigned.awb, labelUrl: label.label_url, shipmentId }
    },
    track,
    async actOnFailedDelivery(awb, action) {
      const answer = await call('POST', `/ndr/${encodeURIComponent(awb)}/action`, {
        action: action === 'reattempt' ? 're-attempt' : 'return',
        comments:
          action === 'reattempt'
            ? 'The shop asks for another delivery attempt'
            : 'The shop asks for the parcel to be returned',
      })
      if (answer.status >= 400)
        throw new CourierError(`Shiprocket refused the NDR action: ${refusal(answer)}`)
    },
  }
}
