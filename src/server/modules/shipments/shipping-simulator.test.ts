import { beforeEach, describe, expect, it } from 'vitest'
import type { Config } from '../../config'
import { type ShipmentOrder, UnserviceablePincodeError } from './courier'
import { carrierOfCourier, createCourier } from './couriers'
import { createShippingSimulator, SIMULATOR_LABEL_PATH, simulatorAwb } from './shipping-simulator'

let now: Date
const clock = () => now
beforeEach(() => {
  now = new Date('2026-05-01T10:00:00Z')
})

function order(orderId: string, pincode = '400020'): ShipmentOrder {
  return {
    orderId,
    placedAt: new Date('2026-05-01T09:00:00Z'),
    paymentMethod: 'prepaid',
    totalPaise: 99_900,
    address: {
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      line1: '12 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode,
    },
    lines: [{ name: 'Gojo figure', sku: 'FIG-GOJO-01', units: 1, unitPricePaise: 99_900 }],
  }
}
const parcel = { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 }

describe('the shipping simulator', () => {
  it('serves no PIN code ending in 99, and refuses to book there with a message for a 409', async () => {
    const simulator = createShippingSimulator(clock)
    expect(
      await simulator.serviceability({ deliveryPincode: '110099', weightGrams: 500, cod: true }),
    ).toEqual({
      serviceable: false,
    })
    const refusal = simulator.bookShipment(order('ord_far', '110099'), parcel)
    await expect(refusal).rejects.toBeInstanceOf(UnserviceablePincodeError)
    await expect(refusal).rejects.toMatchObject({
      statusCode: 409,
      message: 'No courier delivers to PIN code 110099',
    })
  })

  it('serves every other PIN code', async () => {
    const simulator = createShippingSimulator(clock)
    const answer = await simulator.serviceability({ deliveryPincode: '110090', weightGrams: 500, cod: true })
    expect(answer).toMatchObject({
      serviceable: true,
      options: [{ carrier: 'Simulated Express', chargePaise: 6000 }],
    })
  })

  it('books an order the same way every time and on any instance, and different orders apart', async () => {
    const first = await createShippingSimulator(clock).bookShipment(order('ord_a1'), parcel)
    const again = await createShippingSimulator(clock).bookShipment(order('ord_a1'), parcel)
    const other = await createShippingSimulator(clock).bookShipment(order('ord_a2'), parcel)
    expect(again).toEqual(first)
    expect(first).toEqual({
      carrier: 'Simulated Express',
      awb: simulatorAwb('ord_a1'),
      labelUrl: `${SIMULATOR_LABEL_PATH}/${simulatorAwb('ord_a1')}`,
      shipmentId: 'SIM-ord_a1',
      estimatedDelivery: new Date('2026-05-05T09:00:00Z'),
    })
    expect(first.awb).toMatch(/^SIM\d{12}$/)
    expect(other.awb).not.toBe(first.awb)
  })

  it('tracks what was recorded for an AWB, in order, the latest as current', async () => {
    const simulator = createShippingSimulator(clock)
    const { awb } = await simulator.bookShipment(order('ord_t1'), parcel)
    expect(await simulator.track(awb)).toEqual({ awb, current: 'in-transit', events: [] })
    simulator.recordEvent(awb, 'out-for-delivery')
    now = new Date('2026-05-03T15:00:00Z')
    simulator.recordEvent(awb, 'delivery-failed')
    const tracking = await simulator.track(awb)
    expect(tracking.current).toBe('delivery-failed')
    expect(tracking.events).toEqual([
      { status: 'out-for-delivery', at: new Date('2026-05-01T10:00:00Z'), description: 'Out for delivery' },
      {
        status: 'delivery-failed',
        at: new Date('2026-05-03T15:00:00Z'),
        description: 'The customer could not be reached',
      },
    ])
    // Booking again keeps the shipment's history.
    await simulator.bookShipment(order('ord_t1'), parcel)
    expect((await simulator.track(awb)).events).toHaveLength(2)
  })

  it("keeps one shipment's events apart from another's", async () => {
    const simulator = createShippingSimulator(clock)
    const a = await simulator.bookShipment(order('ord_x1'), parcel)
    const b = await simulator.bookShipment(order('ord_x2'), parcel)
    simulator.recordEvent(a.awb, 'rto-delivered')
    expect((await simulator.track(a.awb)).current).toBe('rto-delivered')
    expect((await simulator.track(b.awb)).events).toEqual([])
  })
})

describe('createCourier', () => {
  it('runs the simulator when Shiprocket is not configured, and Shiprocket when it is', () => {
    const simulated = createCourier(undefined, clock, 'label-secret')
    expect(simulated.courier.name).toBe('shipping-simulator')
    expect(simulated.simulator).toBe(simulated.courier)
    expect(carrierOfCourier('Delhivery Surface', 'shiprocket')).toBe('delhivery')
    expect(carrierOfCourier('Blue Dart Air', 'shiprocket')).toBe('bluedart')
    expect(carrierOfCourier('Shadowfax', 'shiprocket')).toBe('shiprocket')
    expect(carrierOfCourier('Simulated Express', 'shipping-simulator')).toBe('other')
    const shiprocket: Config['shiprocket'] = {
      email: 'api@animeverse.example',
      password: 'secret',
      pickupLocation: 'Primary',
      webhookToken: 'a-long-webhook-token-2026',
      baseUrl: 'https://apiv2.shiprocket.in/v1/external',
    }
    const real = createCourier(shiprocket, clock, 'label-secret')
    expect(real.courier.name).toBe('shiprocket')
    expect(real.simulator).toBeUndefined()
  })
})
