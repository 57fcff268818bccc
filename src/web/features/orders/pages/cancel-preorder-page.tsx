import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CalendarX2, CircleCheckBig, LoaderCircle, ShoppingBag } from 'lucide-react'
import { formatRupees } from '@common/money'
import {
  PREORDER_CANCEL_LINK_INVALID_MESSAGE,
  preorderCancelInputSchema,
  type PreorderCancelAnswer,
} from '@common/schemas/preorder'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { checkoutPanelClassName } from '../../../components/ui/panel-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useCancelPreorderByToken } from '../api/cancel-preorder-by-token'

export const PREORDER_CANCEL_FAILED_MESSAGE = 'Failed to cancel the pre-order. Please try again.'

/** "Pre-order ORD-… is cancelled. ₹18,999.00 is refunded in full to your original payment method." */
export function preorderCancelledText({ orderNumber, refundAmount }: PreorderCancelAnswer): string {
  const cancelled = `Pre-order ${orderNumber} is cancelled.`
  return refundAmount > 0
    ? `${cancelled} ${formatRupees(refundAmount)} is refunded in full to your original payment method.`
    : `${cancelled} It had not been paid, so there is nothing to refund.`
}

/**
 * /orders/cancel-preorder?token=…, the link in the mail that tells a pre-order's buyer its release date moved; it
 * works signed out. Nothing is cancelled by opening it (mail scanners open links): one button posts the token,
 * then the page names the order and the refund, or shows why the link is refused.
 */
export function CancelPreorderPage() {
  useDocumentTitle('Cancel Your Pre-order')
  const [searchParams] = useSearchParams()
  const token = preorderCancelInputSchema.safeParse({ token: searchParams.get('token') ?? '' })
  const cancel = useCancelPreorderByToken()
  const [error, setError] = useState<string | null>(
    token.success ? null : PREORDER_CANCEL_LINK_INVALID_MESSAGE,
  )
  const [cancelled, setCancelled] = useState<PreorderCancelAnswer | null>(null)
  const resultRef = useRef<HTMLParagraphElement>(null)
  const isSendingRef = useRef(false)

  // The button is gone once cancelled: focus goes to what happened.
  useEffect(() => {
    if (cancelled) resultRef.current?.focus()
  }, [cancelled])

  const onCancel = () => {
    if (!token.success || isSendingRef.current) return
    isSendingRef.current = true
    setError(null)
    cancel.mutate(token.data, {
      onSuccess: setCancelled,
      onError: (caught) =>
        setError((isApiError(caught) && caught.serverMessage) || PREORDER_CANCEL_FAILED_MESSAGE),
      onSettled: () => {
        isSendingRef.current = false
      },
    })
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className={`${checkoutPanelClassName} space-y-5 text-center`}>
        <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-accent-300" />
        <h1 className="text-2xl text-white sm:text-3xl">Cancel your pre-order</h1>
        {cancelled ? (
          <>
            <p
              ref={resultRef}
              tabIndex={-1}
              className="flex items-start justify-center gap-2 text-emerald-100"
            >
              <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
              <span>{preorderCancelledText(cancelled)}</span>
            </p>
            <Link to="/collections/all" className={buttonClassName('primary')}>
              <ShoppingBag aria-hidden="true" className="size-4" />
              Continue Shopping
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-300">
              The release date of your pre-order has moved. If you would rather not wait, cancel it here and
              what you paid is refunded in full. To keep your pre-order, there is nothing to do.
            </p>
            {error && <FormAlert message={error} />}
            {token.success && (
              <Button onClick={onCancel} disabled={cancel.isPending} className="w-full py-3 text-base">
                {cancel.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                {cancel.isPending ? 'Cancelling...' : 'Cancel my pre-order'}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  )
}
