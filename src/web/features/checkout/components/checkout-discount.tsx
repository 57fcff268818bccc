import { CircleAlert, TicketPercent } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { isDiscountRefusal } from '../../../lib/cart/discount-refusal'
import type { DiscountQuoteState } from '../../../lib/cart/use-discount-quote'

export const DISCOUNT_NOT_CHECKED_MESSAGE =
  "We couldn't check your discount code. It is checked again with the order."

const removeLinkClassName =
  'rounded-md px-2 py-1 text-sm font-medium text-slate-200 underline underline-offset-2 hover:text-white'

/**
 * The applied code in the checkout summary: which code, a way to remove it, and, when the server no longer
 * accepts it for this cart, its reason (the order would be refused with the same one).
 */
export function CheckoutDiscount({ quote, onRemove }: { quote: DiscountQuoteState; onRemove: () => void }) {
  if (quote.status === 'none') return null
  const problem =
    quote.status === 'refused'
      ? quote.message
      : quote.status === 'failed'
        ? DISCOUNT_NOT_CHECKED_MESSAGE
        : null
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-sm text-slate-200">
        <p className="flex min-w-0 items-center gap-2">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          <span>
            Code <span className="font-mono font-semibold break-all text-white">{quote.code}</span>
          </span>
        </p>
        <button
          type="button"
          onClick={onRemove}
          className={removeLinkClassName}
          aria-label={`Remove discount code ${quote.code}`}
        >
          Remove
        </button>
      </div>
      {problem && (
        <p role="alert" className="flex items-start gap-2 text-sm text-rose-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
          {problem}
        </p>
      )}
    </div>
  )
}

interface OrderErrorAlertProps {
  message: string
  discountCode: string | null
  onRemoveCode: () => void
}

/** Why the order was refused; when the reason is the discount code's, the way to order without it. */
export function OrderErrorAlert({ message, discountCode, onRemoveCode }: OrderErrorAlertProps) {
  const offersRemoval = discountCode !== null && isDiscountRefusal(message)
  return (
    <div className="space-y-2">
      <FormAlert message={message} />
      {offersRemoval && (
        <Button variant="ghost" onClick={onRemoveCode} className="w-full border border-white/15">
          Remove code {discountCode}
        </Button>
      )}
    </div>
  )
}
