import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CircleCheckBig, LoaderCircle, PackageCheck, ShoppingBag } from 'lucide-react'
import { codConfirmationInputSchema, type CodConfirmationAnswer } from '@common/schemas/cash-on-delivery'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { checkoutPanelClassName } from '../../../components/ui/panel-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useConfirmCodByToken } from '../api/confirm-cod-by-token'

export const COD_LINK_CONFIRM_FAILED_MESSAGE = 'Failed to confirm the order. Please try again.'
export const COD_ORDER_CONFIRMED_TEXT =
  'Your cash-on-delivery order is confirmed. We will get it ready for delivery.'

/**
 * /orders/confirm-cod?token=…, the link in a cash-on-delivery order's mail, which works signed out. Nothing is
 * confirmed by opening it (mail scanners open links): one button posts the token, then the page says so and links
 * to the order, or shows why the link is refused.
 */
export function ConfirmCodPage() {
  useDocumentTitle('Confirm Your Order')
  const [searchParams] = useSearchParams()
  const token = codConfirmationInputSchema.safeParse({ token: searchParams.get('token') ?? '' })
  const confirm = useConfirmCodByToken()
  const [error, setError] = useState<string | null>(token.success ? null : token.error.issues[0]!.message)
  const [confirmed, setConfirmed] = useState<CodConfirmationAnswer | null>(null)
  const resultRef = useRef<HTMLParagraphElement>(null)
  const isSendingRef = useRef(false)

  // The button is gone once confirmed: focus goes to what happened.
  useEffect(() => {
    if (confirmed) resultRef.current?.focus()
  }, [confirmed])

  const onConfirm = () => {
    if (!token.success || isSendingRef.current) return
    isSendingRef.current = true
    setError(null)
    confirm.mutate(token.data, {
      onSuccess: setConfirmed,
      onError: (caught) =>
        setError((isApiError(caught) && caught.serverMessage) || COD_LINK_CONFIRM_FAILED_MESSAGE),
      onSettled: () => {
        isSendingRef.current = false
      },
    })
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className={`${checkoutPanelClassName} space-y-5 text-center`}>
        <PackageCheck aria-hidden="true" className="mx-auto size-10 text-accent-300" />
        <h1 className="text-2xl text-white sm:text-3xl">Confirm your order</h1>
        {confirmed ? (
          <>
            <p
              ref={resultRef}
              tabIndex={-1}
              className="flex items-start justify-center gap-2 text-emerald-100"
            >
              <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
              <span>{COD_ORDER_CONFIRMED_TEXT}</span>
            </p>
            <Link
              to={`/orders/${encodeURIComponent(confirmed.orderId)}`}
              className={buttonClassName('primary')}
            >
              <ShoppingBag aria-hidden="true" className="size-4" />
              View order {confirmed.orderNumber}
            </Link>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-300">
              You chose to pay on delivery. Confirm the order and we will send it; an order not confirmed in
              time is cancelled.
            </p>
            {error && <FormAlert message={error} />}
            {token.success && (
              <Button onClick={onConfirm} disabled={confirm.isPending} className="w-full py-3 text-base">
                {confirm.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                {confirm.isPending ? 'Confirming...' : 'Confirm my order'}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  )
}
