import { useCallback, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Address } from '@common/schemas/address'
import { savedAddressesQueryOptions } from '../api/saved-addresses'
import type { OneTimeAddress, ShippingChoice } from '../shipping-choice'

function defaultChoice(addresses: Address[] | undefined): ShippingChoice | null {
  const fallback = addresses?.find((address) => address.isDefault) ?? addresses?.[0]
  return fallback ? { kind: 'saved', address: fallback } : null
}

/**
 * The saved addresses and the one this order goes to: what the shopper picked, else the default address.
 * A picked address that has since been deleted (in another tab) falls back to the default.
 */
export function useShippingChoice({ enabled }: { enabled: boolean }) {
  const savedAddresses = useQuery({ ...savedAddressesQueryOptions(), enabled })
  const [picked, setPicked] = useState<ShippingChoice | null>(null)
  // Kept when the shopper switches to a saved address, so they can switch back to it.
  const [oneTimeAddress, setOneTimeAddress] = useState<OneTimeAddress | null>(null)
  const addresses = savedAddresses.data

  const pick = useCallback((next: ShippingChoice) => {
    if (next.kind === 'one-time') setOneTimeAddress(next.address)
    setPicked(next)
  }, [])

  const choice = useMemo<ShippingChoice | null>(() => {
    if (picked?.kind === 'one-time') return picked
    if (picked?.kind === 'saved') {
      if (!addresses) return picked
      const current = addresses.find((address) => address._id === picked.address._id)
      if (current) return { kind: 'saved', address: current }
    }
    return defaultChoice(addresses)
  }, [picked, addresses])

  /** Nothing saved and nothing typed yet: a new address is the only way on. */
  const hasNothingToPick = savedAddresses.isSuccess && savedAddresses.data.length === 0 && !oneTimeAddress

  return { savedAddresses, choice, pick, oneTimeAddress, hasNothingToPick }
}

export type ShippingChoiceState = ReturnType<typeof useShippingChoice>
