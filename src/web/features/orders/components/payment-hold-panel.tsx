import { useState, type FormEvent } from 'react'
import { Clock, LoaderCircle, Smartphone } from 'lucide-react'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { MobileNumberField } from '../../../components/ui/mobile-number-field'
import { formatTimeLeft, timeLeftAnnouncement } from '../../../lib/orders/payment-hold'
import {
  INVALID_MOBILE_NUMBER_MESSAGE,
  isValidMobileNumber,
  mobileDigitsFromPhone,
} from '../../../lib/phonepe/mobile-number'
import { useCountdown } from '../../../lib/use-countdown'
import { usePayAgain, WAITING_FOR_PAYMENT_MESSAGE } from '../hooks/use-pay-again'

export const HOLD_RAN_OUT_MESSAGE =
  'The time to pay has run out. If your payment went through, the order will show as paid in a moment; otherwise it will be cancelled.'

/**
 * An unpaid online order whose items are held for it: the time left (the countdown is read out once a minute, not
 * every second) and "Pay now", with the mobile number taken from the shipping address.
 */
export function PaymentHoldPanel({ order }: { order: Order }) {
  const timeLeft = useCountdown(order.holdExpiresAt) ?? 0
  const isRunning = timeLeft > 0
  const pay = usePayAgain(order)
  const [mobileDigits, setMobileDigits] = useState(() => mobileDigitsFromPhone(order.shippingAddress.phone))
  const [mobileError, setMobileError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isValidMobileNumber(mobileDigits)) {
      setMobileError(INVALID_MOBILE_NUMBER_MESSAGE)
      return
    }
    setMobileError(null)
    void pay.start(mobileDigits)
  }

  const isBusy = pay.isStarting || pay.isWaiting
  return (
    <section
      aria-labelledby="payment-hold-heading"
      className="rounded-2xl border border-amber-300/30 bg-amber-400/10 p-5 shadow-lg shadow-black/20 sm:p-6"
    >
      <h2
        id="payment-hold-heading"
        className="flex items-center gap-2 font-sans text-lg font-bold text-white"
      >
        <Clock aria-hidden="true" className="size-5 text-amber-200" />
        Payment pending
      </h2>
      {isRunning ? (
        <p className="mt-2 text-sm text-amber-100">
          Complete your payment within{' '}
          <span role="timer" className="font-mono text-base font-bold text-white tabular-nums">
            {formatTimeLeft(timeLeft)}
          </span>{' '}
          to keep your items
        </p>
      ) : (
        <p className="mt-2 text-sm text-amber-100">{HOLD_RAN_OUT_MESSAGE}</p>
      )}
      {/* The countdown itself is silent; this line changes once a minute. */}
      <p aria-live="polite" className="sr-only">
        {timeLeftAnnouncement(timeLeft)}
      </p>

      {isRunning && (
        <form onSubmit={onSubmit} noValidate aria-busy={isBusy} className="mt-4 space-y-4">
          {pay.error && <FormAlert message={pay.error} />}
          <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_auto] sm:items-start">
            <MobileNumberField
              value={mobileDigits}
              onChange={setMobileDigits}
              error={mobileError}
              disabled={isBusy}
            />
            <Button type="submit" disabled={isBusy} className="py-3 sm:mt-7">
              {isBusy ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Smartphone aria-hidden="true" className="size-4" />
              )}
              Pay now
            </Button>
          </div>
          <p className="text-sm text-slate-300">Amount to pay: {formatRupees(order.totalPrice)}</p>
          <p role="status" className="text-sm text-amber-100">
            {pay.notice ?? (pay.isWaiting ? WAITING_FOR_PAYMENT_MESSAGE : '')}
          </p>
        </form>
      )}
    </section>
  )
}
