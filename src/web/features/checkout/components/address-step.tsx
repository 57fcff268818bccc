import { ArrowRight } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { checkoutPanelClassName, panelHeadingClassName } from '../../../components/ui/panel-styles'
import type { ShippingChoiceState } from '../hooks/use-shipping-choice'
import { SELECT_ADDRESS_MESSAGE } from '../order-messages'
import { BackButton } from './back-button'
import { ShippingAddressPicker } from './shipping-address-picker'

interface AddressStepProps {
  shipping: ShippingChoiceState
  shopper: { name: string; email: string }
  onBack: () => void
  onContinue: () => void
}

export function AddressStep({ shipping, shopper, onBack, onContinue }: AddressStepProps) {
  const continueWithSelected = () => {
    if (!shipping.choice) {
      toast.error(SELECT_ADDRESS_MESSAGE)
      return
    }
    onContinue()
  }

  return (
    <section aria-labelledby="address-step-heading" className={checkoutPanelClassName}>
      <h2 id="address-step-heading" className={panelHeadingClassName}>
        Delivery address
      </h2>
      <div className="mt-5">
        {/* A new address saved (or typed for this order) is chosen, so checkout moves on with it. */}
        <ShippingAddressPicker shipping={shipping} shopper={shopper} onAddressAdded={onContinue} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-white/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <BackButton label="Back to Cart" onClick={onBack} />
        {/* With nothing to select yet, the address form's own button is the way on. */}
        {!shipping.hasNothingToPick && (
          <Button onClick={continueWithSelected}>
            Continue with Selected Address
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </section>
  )
}
