import type * as Constants from '@common/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeShiprocket, type FakeShiprocket } from '../../test/fake-shiprocket'
import { type Courier, CourierError, type ShipmentOrder } from './courier'
import {
  createShiprocketClient,
  normalizeShiprocketStatus,
  parseShiprocketDate,
  SHIPROCKET_TOKEN_RENEW_MS,
} from './shiprocket-client'

// A hung Shiprocket must be given up on quickly here; the shop's own limit is REQUEST_TIMEOUT_MS.
vi.mock('@common/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof Constants>()),
  REQUEST_TIMEOUT_MS: 300,
}))

let now: Date
const clock = () => now
let fake: FakeShiprocket
let client: Courier

beforeEach(async () => {
  now = new Date('2026-05-01T10:00:00Z')
  fake = await startFakeShiprocket()
  client = createShiprocketClient(
    { ...fake.credentials, pickupLocation: fake.pickupLocation.name, baseUrl: fake.url },
    clock,
  )
})

afterEach(async () => {
  await fake.close()
  expect(fake.violations).toEqual([])
})

function order(orderId = 'ord_8f2k1'): ShipmentOrder {
  return {
    orderId,
    placedAt: new Date('2026-04-30T20:15:00Z'),
    paymentMethod: 'cod',
    totalPaise: 189_900,
    address: {
      name: 'Asha Verma Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      line1: '12 Marine Drive',
      line2: 'Flat 4B',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400020',
    },
    lines: [
      { name: 'Gojo figure', sku: 'FIG-GOJO-01', units: 1, unitPricePaise: 149_900, hsn: '9503' },
      { name: 'Akatsuki keychain', sku: 'KEY-AKA-02', units: 2, unitPricePaise: 17_500 },
    ],
  }
}
const parcel = { weightGrams: 850, lengthCm: 30, breadthCm: 20, heightCm: 12 }
const logins = () => fake.requests.filter((request) => request === 'POST /auth/login').length

describe('the Shiprocket token', () => {
  it('is asked for once and used until a day before its ten days end, then renewed', async () => {
    await client.track('AWB1')
    await client.track('AWB1')
    expect(logins()).toBe(1)
    now = new Date(now.getTime() + SHIPROCKET_TOKEN_RENEW_MS - 1)
    await client.track('AWB1')
    expect(logins()).toBe(1)
    now = new Date(now.getTime() + 1)
    await client.track('AWB1')
    expect(logins()).toBe(2)
  })

  it('is asked for once by calls made together, and asked for again after a failed login', async () => {
    fake.breakNext.set('/auth/login', { status: 429, body: { message: 'Too many login attempts' } })
    await expect(client.track('AWB1')).rejects.toThrow('Shiprocket login failed: Too many login attempts')
    await Promise.all([client.track('AWB1'), client.track('AWB2'), client.track('AWB3')])
    expect(fake.issuedTokens).toHaveLength(1)
  })

  it('is renewed once when Shiprocket refuses it early (401), and the call made again', async () => {
    await client.track('AWB1')
    fake.revokedTokens.add(fake.issuedTokens[0]!)
    expect((await client.track('AWB1')).awb).toBe('AWB1')
    expect(logins()).toBe(2)
    await client.track('AWB1')
    expect(logins()).toBe(2)
  })

  it('gives a clear error when a fresh token is refused too, rather than asking for ever', async () => {
    await client.track('AWB1')
    fake.refuseEveryToken = true
    await expect(client.track('AWB1')).rejects.toThrow(
      new CourierError('Shiprocket refused a fresh token: Token has expired'),
    )
    expect(logins()).toBe(2)
  })

  it("names wrong credentials in Shiprocket's own words", async () => {
    const wrong = createShiprocketClient(
      { email: 'owner@animeverse.example', password: 'x', pickupLocation: 'Primary', baseUrl: fake.url },
      clock,
    )
    await expect(wrong.track('AWB1')).rejects.toThrow(
      new CourierError('Shiprocket login failed: Invalid email and password combination'),
    )
  })
})

describe('serviceability', () => {
  it("asks with the pickup location's PIN code, the weight in kilograms and cod as 0 or 1", async () => {
    const answer = await client.serviceability({ deliveryPincode: '560001', weightGrams: 850, cod: true })
    expect(answer).toEqual({
      serviceable: true,
      options: [
        {
          carrier: 'Delhivery Surface',
          chargePaise: 7250,
          estimatedDelivery: new Date('2026-05-05T18:29:59Z'),
        },
        { carrier: 'Xpressbees', chargePaise: 8100, estimatedDelivery: new Date('2026-05-03T18:30:00Z') },
      ],
    })
    expect(fake.requests).toContain(
      'GET /courier/serviceability/?pickup_postcode=400053&delivery_postcode=560001&weight=0.85&cod=1',
    )
    await client.serviceability({ deliveryPincode: '560002', weightGrams: 500, cod: false })
    expect(
      fake.requests.filter((request) => request.startsWith('GET /settings/company/pickup')),
    ).toHaveLength(1)
  })

  it('answers not serviceable when Shiprocket has no courier for the PIN code', async () => {
    fake.unserviceable.add('799999')
    expect(await client.serviceability({ deliveryPincode: '799999', weightGrams: 500, cod: false })).toEqual({
      serviceable: false,
    })
  })

  it('names a pickup location Shiprocket does not have', async () => {
    const misnamed = createShiprocketClient(
      { ...fake.credentials, pickupLocation: 'Andheri', baseUrl: fake.url },
      clock,
    )
    await expect(
      misnamed.serviceability({ deliveryPincode: '560001', weightGrams: 500, cod: false }),
    ).rejects.toThrow('Shiprocket has no pickup location named "Andheri" (SHIPROCKET_PICKUP_LOCATION)')
  })
})

describe('booking a shipment', () => {
  it('creates the order, assigns an AWB, makes the label and schedules the pickup', async () => {
    const booking = await client.bookShipment(order(), parcel)
    const [made] = fake.orders
    expect(booking).toEqual({
      carrier: 'Delhivery Surface',
      awb: made!.awb,
      labelUrl: `https://kr-shipmultichannel.s3.amazonaws.com/label/${made!.shipmentId}.pdf`,
      shipmentId: String(made!.shipmentId),
    })
    expect(made!.pickupScheduled).toBe(true)
    expect(made!.body).toMatchObject({
      order_id: 'ord_8f2k1',
      order_date: '2026-05-01 01:45', // 20:15 UTC is 01:45 the next day in IST
      pickup_location: 'Andheri Warehouse',
      billing_customer_name: 'Asha',
      billing_last_name: 'Verma Rao',
      billing_pincode: '400020',
      payment_method: 'COD',
      sub_total: 1899, // the COD amount the carrier collects, in rupees
      order_items: [
        { name: 'Gojo figure', sku: 'FIG-GOJO-01', units: 1, selling_price: 1499, hsn: '9503' },
        { name: 'Akatsuki keychain', sku: 'KEY-AKA-02', units: 2, selling_price: 175 },
      ],
      length: 30,
      breadth: 20,
      height: 12,
      weight: 0.85,
    })
  })

  it('a prepaid order declares the sum of its items', async () => {
    await client.bookShipment({ ...order(), paymentMethod: 'prepaid', totalPaise: 199_900 }, parcel)
    expect(fake.orders[0]!.body).toMatchObject({ payment_method: 'Prepaid', sub_total: 1849 })
  })

  it('booked again after a crash before the AWB, completes the order Shiprocket has instead of making a second', async () => {
    fake.breakNext.set('/courier/assign/awb', { status: 502, body: { message: 'Bad gateway' } })
    await expect(client.bookShipment(order(), parcel)).rejects.toThrow(CourierError)
    expect(fake.orders).toHaveLength(1)
    const booking = await client.bookShipment(order(), parcel)
    expect(fake.orders).toHaveLength(1)
    expect(booking.awb).toBe(fake.orders[0]!.awb)
    expect(fake.orders[0]!.pickupScheduled).toBe(true)
  })

  it('booked again after everything went through, answers the same booking and books nothing new', async () => {
    const first = await client.bookShipment(order(), parcel)
    const again = await client.bookShipment(order(), parcel)
    expect(again).toEqual(first)
    expect(fake.orders).toHaveLength(1)
    expect(fake.requests.filter((request) => request === 'POST /courier/assign/awb')).toHaveLength(1)
  })

  it("takes only its own order from the search, which matches other ids' parts too", async () => {
    await client.bookShipment(order('ord_8f2k1-b'), parcel)
    await client.bookShipment(order('ord_8f2k1'), parcel)
    expect(fake.orders.map((made) => made.channelOrderId)).toEqual(['ord_8f2k1-b', 'ord_8f2k1'])
  })

  it("passes on Shiprocket's reason when it assigns no AWB", async () => {
    fake.breakNext.set('/courier/assign/awb', {
      status: 200,
      body: { awb_assign_status: 0, message: 'Insufficient wallet balance' },
    })
    await expect(client.bookShipment(order(), parcel)).rejects.toThrow(
      new CourierError('Shiprocket assigned no AWB: Insufficient wallet balance'),
    )
  })
})

describe('tracking', () => {
  const activity = (date: string, srStatus: string, srLabel: string) => ({
    date,
    activity: srLabel.toLowerCase(),
    location: 'Mumbai',
    srStatus,
    srLabel,
  })

  it.each([
    ['17', 'OUT FOR DELIVERY', 'out-for-delivery'],
    ['21', 'UNDELIVERED', 'delivery-failed'],
    ['7', 'DELIVERED', 'delivered'],
    ['10', 'RTO DELIVERED', 'rto-delivered'],
    ['18', 'IN TRANSIT', 'in-transit'],
    ['42', 'PICKED UP', 'in-transit'],
    ['9', 'RTO INITIATED', 'in-transit'],
  ])('reads Shiprocket status %s (%s) as %s', async (code, label, status) => {
    fake.activities.set('1490AWB', [activity('2026-05-03 09:30:00', code, label)])
    expect(await client.track('1490AWB')).toEqual({
      awb: '1490AWB',
      current: status,
      events: [
        {
          status,
          at: new Date('2026-05-03T04:00:00Z'),
          description: label.toLowerCase(),
          location: 'Mumbai',
        },
      ],
    })
  })

  it('orders the events oldest first and takes the latest as current', async () => {
    fake.activities.set('1490AWB', [
      activity('2026-05-04 14:00:00', '21', 'UNDELIVERED'),
      activity('2026-05-04 08:10:00', '17', 'OUT FOR DELIVERY'),
      activity('2026-05-02 18:00:00', '42', 'PICKED UP'),
    ])
    const tracking = await client.track('1490AWB')
    expect(tracking.events.map((event) => event.status)).toEqual([
      'in-transit',
      'out-for-delivery',
      'delivery-failed',
    ])
    expect(tracking.current).toBe('delivery-failed')
  })

  it('a shipment with no activity yet is in transit', async () => {
    expect(await client.track('1490NEW')).toEqual({ awb: '1490NEW', current: 'in-transit', events: [] })
  })

  it('knows a status by its label when the code is missing, and by its code as a number', () => {
    expect(normalizeShiprocketStatus(undefined, 'Delivered')).toBe('delivered')
    expect(normalizeShiprocketStatus(17, undefined)).toBe('out-for-delivery')
    expect(normalizeShiprocketStatus('NA', 'SHIPPED')).toBe('in-transit')
  })

  it("reads Shiprocket's zoneless times as IST", () => {
    expect(parseShiprocketDate('2026-05-03 09:30:00')).toEqual(new Date('2026-05-03T04:00:00Z'))
    expect(parseShiprocketDate('2026-05-03')).toEqual(new Date('2026-05-02T18:30:00Z'))
    expect(parseShiprocketDate('May 04, 2026')).toEqual(new Date('2026-05-03T18:30:00Z'))
    expect(parseShiprocketDate('not a date')).toBeUndefined()
    expect(parseShiprocketDate(null)).toBeUndefined()
  })
})

describe('a failed delivery attempt', () => {
  it("passes the shop's choice to Shiprocket's NDR action, and a refusal as an error", async () => {
    const { awb } = await client.bookShipment(order(), parcel)
    await client.actOnFailedDelivery(awb, 'reattempt')
    await client.actOnFailedDelivery(awb, 'return')
    expect(fake.ndrActions.map(({ action }) => action)).toEqual(['re-attempt', 'return'])
    await expect(client.actOnFailedDelivery('0000', 'return')).rejects.toThrow(
      new CourierError('Shiprocket refused the NDR action: Invalid AWB'),
    )
  })
})

describe('a Shiprocket that does not answer properly', () => {
  it('is given up on after the timeout with a clear error', async () => {
    fake.answerWith = 'hang'
    await expect(client.track('1490AWB')).rejects.toThrow(/^Shiprocket did not answer/)
  })

  it('answering HTML gives a clear error', async () => {
    fake.answerWith = 'html'
    await expect(client.track('1490AWB')).rejects.toThrow(
      new CourierError('Shiprocket answered 200 without JSON'),
    )
  })

  it('answering a shape it does not know gives a clear error naming the field', async () => {
    await client.track('warm-up')
    fake.breakNext.set('/courier/track/awb/1490AWB', {
      status: 200,
      body: { tracking_data: { shipment_track_activities: 'none' } },
    })
    await expect(client.track('1490AWB')).rejects.toThrow(
      /^Shiprocket tracking answered in a shape the shop does not know \(tracking_data\.shipment_track_activities: /,
    )
  })

  it('a server error names the status and its message', async () => {
    await client.track('warm-up')
    fake.breakNext.set('/courier/track/awb/1490AWB', {
      status: 503,
      body: { message: 'Service unavailable' },
    })
    await expect(client.track('1490AWB')).rejects.toThrow(
      new CourierError('Shiprocket answered 503: Service unavailable'),
    )
  })
})
