import type { Order } from '@common/schemas/order'
import { formatTimeLeft } from '../../../../lib/orders/payment-hold'
import { useCountdown } from '../../../../lib/use-countdown'

const holdTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})

/** "26 Nov, 3:45 pm": when the hold ends, in the shop's time (India). */
export function formatHoldTime(isoTime: string): string {
  const time = new Date(isoTime)
  return Number.isNaN(time.getTime()) ? isoTime : holdTimeFormatter.format(time)
}

/**
 * An unpaid online order's hold: until when its stock is kept and the time left; once passed, that the server is
 * about to cancel it (or mark it paid, should the money have arrived at the last moment).
 */
export function PaymentHoldInfo({ holdExpiresAt }: { holdExpiresAt: NonNullable<Order['holdExpiresAt']> }) {
  const left = useCountdown(holdExpiresAt) ?? 0
  return left > 0 ? (
    <span>
      <span className="text-amber-200">Awaiting payment</span> — stock held until{' '}
      {formatHoldTime(holdExpiresAt)} (<span className="font-mono tabular-nums">{formatTimeLeft(left)}</span>{' '}
      left)
    </span>
  ) : (
    <span className="text-amber-200">
      Hold expired at {formatHoldTime(holdExpiresAt)}: the order is cancelled within a minute unless the
      payment arrived
    </span>
  )
}
