import { describe, expect, it } from 'vitest'
import { isShiprocketWebhookAuthorized, readShiprocketWebhookAwb } from './shiprocket-webhook'

const TOKEN = 'b7c1f0d2a9e84c55b3e1a2f0c9d8e7f6'

describe("Shiprocket's webhook", () => {
  it('is believed only with the configured token as x-api-key, in any case of the header name', () => {
    expect(isShiprocketWebhookAuthorized({ 'x-api-key': TOKEN }, TOKEN)).toBe(true)
    expect(isShiprocketWebhookAuthorized({ 'X-Api-Key': TOKEN }, TOKEN)).toBe(true)
    expect(isShiprocketWebhookAuthorized({}, TOKEN)).toBe(false)
    expect(isShiprocketWebhookAuthorized({ 'x-api-key': TOKEN.slice(1) }, TOKEN)).toBe(false)
    expect(isShiprocketWebhookAuthorized({ 'x-api-key': `${TOKEN.slice(0, -1)}0` }, TOKEN)).toBe(false)
    expect(isShiprocketWebhookAuthorized({ 'x-api-key': [TOKEN, TOKEN] }, TOKEN)).toBe(false)
    expect(isShiprocketWebhookAuthorized({ authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe(false)
  })

  it('names the AWB of its body, parsed or as text, and nothing when it has none', () => {
    const body = {
      awb: '19041424751540',
      courier_name: 'Delhivery Surface',
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      shipment_status_id: 17,
      order_id: 'ord_8f2k1',
      scans: [],
    }
    expect(readShiprocketWebhookAwb(body)).toBe('19041424751540')
    expect(readShiprocketWebhookAwb(JSON.stringify(body))).toBe('19041424751540')
    expect(readShiprocketWebhookAwb(Buffer.from(JSON.stringify({ awb: 19041424751541 })))).toBe(
      '19041424751541',
    )
    expect(readShiprocketWebhookAwb({ awb: ' SIM000000000042 ' })).toBe('SIM000000000042')
    expect(readShiprocketWebhookAwb({ awb: '' })).toBeNull()
    expect(readShiprocketWebhookAwb({ awb: '../../etc' })).toBeNull()
    expect(readShiprocketWebhookAwb({ order_id: 'ord_8f2k1' })).toBeNull()
    expect(readShiprocketWebhookAwb('not json')).toBeNull()
    expect(readShiprocketWebhookAwb(null)).toBeNull()
  })
})
