import type { Order } from '@common/schemas/order'

/*
 * An online (PhonePe) order holds its stock until `holdExpiresAt`; while the hold runs and the order is unpaid the
 * shopper may pay again ("Pay now"), and once it passes the server cancels the order within a minute. Shared by the
 * shopper's order screens and the admin's.
 */

type HoldFields = Pick<Order, 'paymentMethod' | 'isPaid' | 'status' | 'cancelledAt' | 'holdExpiresAt'>

/** An unpaid online order that is not cancelled and has a hold: its payment may still come. */
export function isAwaitingOnlinePayment(order: HoldFields): boolean {
  return (
    order.paymentMethod === 'PHONEPE' &&
    !order.isPaid &&
    order.status !== 'cancelled' &&
    !order.cancelledAt &&
    Boolean(order.holdExpiresAt)
  )
}

/** Milliseconds left on the hold of an order awaiting its online payment (0 once passed), else null. */
export function holdTimeLeft(order: HoldFields, now: number = Date.now()): number | null {
  if (!isAwaitingOnlinePayment(order)) return null
  const expiresAt = Date.parse(order.holdExpiresAt ?? '')
  return Number.isNaN(expiresAt) ? null : Math.max(0, expiresAt - now)
}

/** The hold still runs: "Pay now" is offered. */
export function canPayAgain(order: HoldFields, now: number = Date.now()): boolean {
  const left = holdTimeLeft(order, now)
  return left !== null && left > 0
}

/** "14:05" (minutes and seconds), "1:02:05" from an hour up: the time left, rounded up to the second. */
export function formatTimeLeft(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000))
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${twoDigits(minutes)}:${twoDigits(seconds)}`
}

/**
 * What a screen reader hears about the time left: once a minute, not every second ("About 12 minutes left"), then
 * once for the last minute.
 */
export function timeLeftAnnouncement(milliseconds: number): string {
  if (milliseconds <= 0) return 'The time to pay has run out'
  const minutes = Math.ceil(milliseconds / 60_000)
  if (minutes <= 1) return 'Less than a minute left to complete your payment'
  return `${minutes} minutes left to complete your payment`
}

/** How often to read an order again on its own: see the hold's end, and follow refunds until they settle. */
export const PENDING_REFUND_POLL_MS = 2_000
export const EXPIRED_HOLD_POLL_MS = 15_000
/** The server cancels an expired hold within a minute: read the order again a second after it expires. */
const AFTER_EXPIRY_MS = 1_000

type PolledOrder = HoldFields & Pick<Order, 'refunds'>

/**
 * The refetch interval of an order's query: every 2 s while a refund is pending; just after the hold expires, then
 * every 15 s until the server has cancelled (or, for a payment that arrived at the last moment, paid) the order;
 * otherwise never.
 */
export function orderRefetchInterval(
  order: PolledOrder | null | undefined,
  now: number = Date.now(),
): number | false {
  if (!order) return false
  if (order.refunds?.some((refund) => refund.status === 'pending')) return PENDING_REFUND_POLL_MS
  const left = holdTimeLeft(order, now)
  if (left === null) return false
  return left > 0 ? left + AFTER_EXPIRY_MS : EXPIRED_HOLD_POLL_MS
}
