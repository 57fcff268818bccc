import type { FastifyInstance } from 'fastify'
import { EVERYTHING } from '../changes/changes'
import type { PaymentProvider } from '../modules/payments'
import { expireUnconfirmedCodOrders } from './cod-confirmation'
import { expireDueHolds } from './hold-expiry'
import type { Lifecycle } from './lifecycle-context'
import { followPendingRefunds } from './refunding'

/** Holds are looked at this often, so that an expired one is released well within a minute. */
export const HOLD_SWEEP_MS = 15_000
/** Pending gateway refunds are looked at this often (each one is asked about at most every 2 s). */
export const REFUND_SWEEP_MS = 1_000
/** Cash-on-delivery confirmation windows (hours long) are looked at this often. */
export const COD_CONFIRMATION_SWEEP_MS = 30_000

/**
 * The order lifecycle of one app: its gateway and clock, and its tasks on the process's scheduler — expiring
 * holds, following refunds, cancelling cash-on-delivery orders left unconfirmed. Each claims its rows, so every
 * instance may run them.
 */
export function installOrderLifecycle(
  app: FastifyInstance,
  options: { provider: PaymentProvider; clock: () => Date },
): Lifecycle {
  const lifecycle: Lifecycle = {
    db: app.db,
    provider: options.provider,
    clock: options.clock,
    log: app.log.child({ component: 'order-lifecycle' }),
    changed: (change = EVERYTHING) => app.changes.publish(change),
  }
  app.scheduler.add({
    name: 'hold-expiry',
    everyMs: HOLD_SWEEP_MS,
    run: async () => {
      await expireDueHolds(lifecycle, app.backgroundMailContext())
    },
  })
  app.scheduler.add({
    name: 'refund-follow',
    everyMs: REFUND_SWEEP_MS,
    run: () => followPendingRefunds(lifecycle, app.backgroundMailContext()),
  })
  app.scheduler.add({
    name: 'cod-confirmation-expiry',
    everyMs: COD_CONFIRMATION_SWEEP_MS,
    run: async () => {
      await expireUnconfirmedCodOrders(lifecycle, app.backgroundMailContext())
    },
  })
  return lifecycle
}
