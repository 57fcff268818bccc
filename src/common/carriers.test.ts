import { describe, expect, it } from 'vitest'
import { CARRIERS, trackingOf, trackingUrl } from './carriers'

describe('carriers', () => {
  it('links each carrier but other to its tracking page with the number', () => {
    expect(trackingUrl('delhivery', 'AWB123')).toBe('https://www.delhivery.com/track-v2/package/AWB123')
    expect(trackingUrl('shiprocket', 'AWB123')).toBe('https://shiprocket.co/tracking/AWB123')
    for (const carrier of CARRIERS.filter((carrier) => carrier !== 'other'))
      expect(trackingUrl(carrier, 'X1')).toMatch(/^https:\/\/.*X1/)
    expect(trackingUrl('other', 'X1')).toBeNull()
  })

  it('encodes the number so that it cannot change the page', () => {
    expect(trackingUrl('shiprocket', 'a/b?c')).toBe('https://shiprocket.co/tracking/a%2Fb%3Fc')
  })

  it('reads a missing or unknown carrier as other, and no number as no tracking', () => {
    expect(trackingOf(null, 'N1')).toEqual({ carrier: 'other', number: 'N1', url: null })
    expect(trackingOf('pigeon', 'N1')?.carrier).toBe('other')
    expect(trackingOf('dtdc', null)).toBeNull()
  })
})
