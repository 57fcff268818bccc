import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CircleCheckBig, Clock, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import type { Order } from '@common/schemas/order'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { useCountdown } from '../../../lib/use-countdown'
import { useConfirmCodOrder } from '../api/confirm-cod-order'
import { myOrderQueryOptions } from '../api/get-my-order'

export const CONFIRM_COD_FAILED_MESSAGE = 'Failed to confirm the order. Please try again.'
export const COD_CONFIRMED_MESSAGE = 'Order confirmed'
export const COD_CONFIRMED_TEXT = 'Confirmed — thank you, we will get your order ready for delivery.'
export const CONFIRMATION_TIME_PASSED_TEXT =
  'The time to confirm has passed: the order is being cancelled and its items go back on sale.'

const confirmByFormatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** "26 November 2026 at 3:30 pm", in the shop's time (India), as the order mail says it. */
export function formatConfirmBy(isoTime: string): string {
  const time = new Date(isoTime)
  return Number.isNaN(time.getTime()) ? isoTime : confirmByFormatter.format(time)
}

/** Whether the order page shows the notice: a cash-on-delivery order waiting for its shopper, or just confirmed. */
export function hasCodConfirmationNotice(order: Pick<Order, 'codConfirmation' | 'status'>): boolean {
  if (order.codConfirmation === 'awaiting') return order.status !== 'cancelled'
  return (
    order.codConfirmation === 'confirmed' && (order.status === 'pending' || order.status === 'processing')
  )
}

/**
 * A cash-on-delivery order the shop sends only once its shopper confirms it: until when, and "Confirm order" (the
 * same one click as the mail's link). Once confirmed, the notice says so and takes the focus from the gone button.
 */
export function CodConfirmationNotice({ order }: { order: Order }) {
  const left = useCountdown(order.confirmBy)
  const confirm = useConfirmCodOrder()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [justConfirmed, setJustConfirmed] = useState(false)
  const confirmedRef = useRef<HTMLParagraphElement>(null)
  const isSendingRef = useRef(false)
  const isConfirmed = order.codConfirmation === 'confirmed'

  useEffect(() => {
    if (justConfirmed && isConfirmed) confirmedRef.current?.focus()
  }, [justConfirmed, isConfirmed])

  const onConfirm = () => {
    if (isSendingRef.current) return
    isSendingRef.current = true
    setError(null)
    confirm.mutate(order._id, {
      onSuccess: () => {
        toast.success(COD_CONFIRMED_MESSAGE)
        setJustConfirmed(true)
      },
      onError: (caught) => {
        setError((isApiError(caught) && caught.serverMessage) || CONFIRM_COD_FAILED_MESSAGE)
        // Refused because the order no longer waits (confirmed in another tab, cancelled): show where it is now.
        if (isApiError(caught) && caught.status === 409)
          void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(order._id).queryKey })
      },
      onSettled: () => {
        isSendingRef.current = false
      },
    })
  }

  if (isConfirmed) {
    return (
      <p
        ref={confirmedRef}
        tabIndex={-1}
        className="flex items-start gap-2 rounded-lg border border-emerald-400/30 bg-emerald-500/10 px-3.5 py-2.5 text-sm text-emerald-100"
      >
        <CircleCheckBig aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
        <span>{COD_CONFIRMED_TEXT}</span>
      </p>
    )
  }

  const hasPassed = left !== null && left <= 0
  return (
    <section
      aria-labelledby="cod-confirmation-heading"
      className="space-y-3 rounded-2xl border border-amber-300/30 bg-amber-400/10 p-5 shadow-lg shadow-black/20 sm:p-6"
    >
      <h2
        id="cod-confirmation-heading"
        className="flex items-start gap-2 font-sans text-lg font-bold text-white"
      >
        <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-200" />
        {order.confirmBy
          ? `Confirm your cash-on-delivery order by ${formatConfirmBy(order.confirmBy)}`
          : 'Confirm your cash-on-delivery order'}
      </h2>
      {hasPassed ? (
        <p className="text-sm text-amber-100">{CONFIRMATION_TIME_PASSED_TEXT}</p>
      ) : (
        <>
          <p className="text-sm text-amber-100">
            We send cash-on-delivery orders once you confirm them. An order not confirmed in time is cancelled
            and its items go back on sale.
          </p>
          {error && <FormAlert message={error} />}
          <Button onClick={onConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <CircleCheckBig aria-hidden="true" className="size-4" />
            )}
            {confirm.isPending ? 'Confirming...' : 'Confirm order'}
          </Button>
        </>
      )}
    </section>
  )
}
