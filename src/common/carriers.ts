/**
 * The carriers an order may be shipped with, their names as the shopper reads them, and each one's public
 * tracking page for an AWB number. `other` has no page: the shopper sees the number alone.
 */
export const CARRIERS = [
  'delhivery',
  'bluedart',
  'dtdc',
  'indiapost',
  'xpressbees',
  'ecomexpress',
  'shiprocket',
  'other',
] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_NAMES: Record<Carrier, string> = {
  delhivery: 'Delhivery',
  bluedart: 'Blue Dart',
  dtdc: 'DTDC',
  indiapost: 'India Post',
  xpressbees: 'Xpressbees',
  ecomexpress: 'Ecom Express',
  shiprocket: 'Shiprocket',
  other: 'Other carrier',
}

/** The tracking page of each carrier, the AWB number taking the place of `{awb}` (URL-encoded). */
const TRACKING_PAGES: Record<Carrier, string | null> = {
  delhivery: 'https://www.delhivery.com/track-v2/package/{awb}',
  bluedart: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  dtdc: 'https://www.dtdc.in/trace.asp?strCnno={awb}',
  indiapost:
    'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  xpressbees: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  ecomexpress: 'https://ecomexpress.in/tracking/?awb_field={awb}',
  shiprocket: 'https://shiprocket.co/tracking/{awb}',
  other: null,
}

/** A stored carrier that is unknown or missing (orders shipped before carriers were recorded) reads as `other`. */
export function asCarrier(value: string | null | undefined): Carrier {
  return (CARRIERS as readonly string[]).includes(value ?? '') ? (value as Carrier) : 'other'
}

/** The carrier's public tracking page for this number; null for `other`. */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  const page = TRACKING_PAGES[carrier]
  return page ? page.replace('{awb}', encodeURIComponent(number)) : null
}

export interface Tracking {
  carrier: Carrier
  number: string
  url: string | null
}

/** What an order answers of its tracking: null while it has no tracking number. */
export function trackingOf(
  carrier: string | null | undefined,
  number: string | null | undefined,
): Tracking | null {
  if (!number) return null
  const known = asCarrier(carrier)
  return { carrier: known, number, url: trackingUrl(known, number) }
}
