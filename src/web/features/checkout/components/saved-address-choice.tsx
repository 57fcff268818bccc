import type { ReactNode } from 'react'
import { useShippingChoice } from '../hooks/use-shipping-choice'
import { ShippingAddressPicker } from './shipping-address-picker'

export interface SavedAddressChoiceProps {
  shopper: { name: string; email: string }
  /** What follows the list, given the chosen saved address's id (null while none is chosen). */
  children: (addressId: string | null) => ReactNode
}

/**
 * Checkout's address book for another screen that needs one of the shopper's saved addresses by id (a raffle's
 * entry): the same list, default first chosen, and the same form to add one. An address typed for once only is
 * not saved, so it has no id to give.
 */
export function SavedAddressChoice({ shopper, children }: SavedAddressChoiceProps) {
  const shipping = useShippingChoice({ enabled: true })
  const addressId = shipping.choice?.kind === 'saved' ? shipping.choice.address._id : null
  return (
    <>
      <ShippingAddressPicker shipping={shipping} shopper={shopper} />
      {children(addressId)}
    </>
  )
}
