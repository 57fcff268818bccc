import { PAYMENT_NOT_COMPLETED_REASON } from '@common/schemas/order'
import { ConflictError } from '../errors'
import type { MailContext } from '../modules/mail'
import { claimExpiredHolds, findOrderState } from '../modules/orders'
import { PaymentGatewayError, pendingPaymentsOf } from '../modules/payments'
import { cancelOrder, UNPAID_CANCELLABLE } from './cancellation'
import type { Lifecycle } from './lifecycle-context'
import { confirmPayment } from './payment-confirmation'

/** How long an instance keeps a claimed hold: a gateway that cannot be asked is asked again after this. */
export const HOLD_CLAIM_MS = 60_000
/**
 * How long past its end a hold waits for a gateway that cannot be asked. After that it is cancelled all the
 * same: should the money still arrive, the late payment is refunded in full.
 */
export const GATEWAY_SILENCE_GRACE_MS = 10 * 60_000
const HOLDS_PER_RUN = 20

/**
 * The scheduler's hold task: every unpaid online order whose hold has run out is claimed by one instance,
 * which asks the gateway one last time about each pending attempt. Paid: the order stays. Otherwise it is
 * cancelled with the reason, its stock, discount use and per-customer allowance come back, and the shopper
 * gets a mail. Answers how many orders it cancelled.
 */
export async function expireDueHolds(lifecycle: Lifecycle, mail: MailContext): Promise<number> {
  const now = lifecycle.clock()
  const claimed = await claimExpiredHolds(
    lifecycle.db,
    now,
    new Date(now.getTime() + HOLD_CLAIM_MS),
    HOLDS_PER_RUN,
  )
  let cancelled = 0
  for (const orderId of claimed) if (await expireHold(lifecycle, orderId, mail)) cancelled += 1
  return cancelled
}

async function expireHold(lifecycle: Lifecycle, orderId: string, mail: MailContext): Promise<boolean> {
  const order = await findOrderState(lifecycle.db, orderId)
  if (!order?.holdExpiresAt) return false
  for (const attempt of await pendingPaymentsOf(lifecycle.db, orderId)) {
    try {
      if ((await confirmPayment(lifecycle, attempt, mail)) === 'PAYMENT_SUCCESS') return false
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error
      const silentFor = lifecycle.clock().getTime() - new Date(order.holdExpiresAt).getTime()
      lifecycle.log.warn({ orderId, error: error.message }, 'could not ask the gateway about an expired hold')
      // The claim runs out and another sweep asks again, until the gateway has been silent too long.
      if (silentFor < GATEWAY_SILENCE_GRACE_MS) return false
    }
  }
  try {
    await cancelOrder(
      lifecycle,
      {
        orderId,
        reason: PAYMENT_NOT_COMPLETED_REASON,
        from: UNPAID_CANCELLABLE,
        stockReason: 'hold-expired',
      },
      mail,
    )
    return true
  } catch (error) {
    // Paid or cancelled meanwhile, by a request or another instance: nothing left to do.
    if (error instanceof ConflictError) return false
    throw error
  }
}
