import type { Address } from '@common/schemas/address'
import { formatLocality, formatStreet, type OneTimeAddress } from '../shipping-choice'

/** An address as people read it: name, street, locality and phone, and a business buyer's GSTIN. */
export function AddressLines({ address }: { address: Address | OneTimeAddress }) {
  return (
    <>
      <span className="block font-semibold text-white">{address.fullName}</span>
      <span className="mt-1 block text-sm text-slate-300">{formatStreet(address)}</span>
      <span className="block text-sm text-slate-300">{formatLocality(address)}</span>
      <span className="mt-1 block text-sm text-slate-400">Phone: {address.phone}</span>
      {address.gstin && (
        // A business address: its orders are B2B supplies, invoiced to this GSTIN.
        <span className="block text-sm text-slate-400">
          GSTIN: <span className="font-mono">{address.gstin}</span>
        </span>
      )}
    </>
  )
}

export function DefaultBadge() {
  return (
    <span className="rounded-full border border-accent-400/40 bg-accent-700/25 px-2 py-0.5 text-xs font-semibold text-accent-300">
      Default
    </span>
  )
}
