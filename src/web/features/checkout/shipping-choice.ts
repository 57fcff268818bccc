import type { Address } from '@common/schemas/address'

/** The address fields an order can carry without saving them (the form's "use once" choice). */
export interface OneTimeAddress {
  fullName: string
  email: string
  phone: string
  country: string
  addressLine1: string
  addressLine2: string | null
  city: string
  state: string
  postalCode: string
  /** A business buyer's GSTIN, of the address's state (the server checks it again); null for none. */
  gstin?: string | null
}

/** Where this order goes: a saved address (sent by id) or one typed for this order only (sent in full). */
export type ShippingChoice =
  { kind: 'saved'; address: Address } | { kind: 'one-time'; address: OneTimeAddress }

export type OrderShippingFields = { addressId: string } | { shippingAddress: OneTimeAddress }

export function toOrderShippingFields(choice: ShippingChoice): OrderShippingFields {
  return choice.kind === 'saved' ? { addressId: choice.address._id } : { shippingAddress: choice.address }
}

/** "12 MG Road, Flat 4": the street lines of an address, for cards and summaries. */
export function formatStreet(address: OneTimeAddress | Address): string {
  return [address.addressLine1, address.addressLine2].filter(Boolean).join(', ')
}

/** "Pune, Maharashtra 411001, India". */
export function formatLocality(address: OneTimeAddress | Address): string {
  return `${address.city}, ${address.state} ${address.postalCode}, ${address.country}`
}
