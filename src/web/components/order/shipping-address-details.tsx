import type { ShippingAddress } from '@common/schemas/order'

/** The address the order ships to, as a postal label reads; the shopper's page adds the phone and e-mail under it. */
export function ShippingAddressDetails({
  address,
  showContact = false,
}: {
  address: ShippingAddress
  showContact?: boolean
}) {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return (
    <address className="space-y-0.5 text-sm text-slate-200 not-italic">
      {address.fullName && <p className="font-semibold text-white">{address.fullName}</p>}
      <p>{address.addressLine1 || address.address}</p>
      {address.addressLine2 && <p>{address.addressLine2}</p>}
      {cityLine && <p>{cityLine}</p>}
      {address.country && <p>{address.country}</p>}
      {showContact && address.phone && <p className="pt-1 text-slate-400">Phone: {address.phone}</p>}
      {showContact && address.email && <p className="text-slate-400">{address.email}</p>}
    </address>
  )
}
