import {
  COD_CONFIRMATION_EXPIRED_REASON,
  COD_CONFIRMATION_LINK_INVALID_MESSAGE,
  COD_NOT_AWAITING_CONFIRMATION_MESSAGE,
  type CodConfirmationAnswer,
} from '@common/schemas/cash-on-delivery'
import type { Order } from '@common/schemas/order'
import { BadRequestError, ConflictError, NotFoundError } from '../errors'
import type { MailContext } from '../modules/mail'
import {
  claimUnconfirmedCodOrders,
  confirmCodOrderRecord,
  findOrder,
  verifyCodConfirmationToken,
} from '../modules/orders'
import { cancelOrder, UNPAID_CANCELLABLE } from './cancellation'
import type { Lifecycle } from './lifecycle-context'

/*
 * The confirmation window of cash on delivery (admin setting `confirmationHours`): a new cash-on-delivery order
 * waits for its shopper's one click — the button on the order or the signed link in the order mail — and is
 * cancelled, its stock and discount use back, when the window passes unconfirmed.
 */

/** How long an instance keeps the orders it claimed: one that stopped mid-sweep leaves them to another after this. */
export const CONFIRMATION_CLAIM_MS = 60_000
const EXPIRIES_PER_RUN = 20

async function confirm(lifecycle: Lifecycle, orderId: string, ownerId?: string): Promise<void> {
  const outcome = await confirmCodOrderRecord(lifecycle.db, orderId, lifecycle.clock(), ownerId)
  if (outcome === 'not-found') throw new NotFoundError('Order not found')
  if (outcome === 'not-awaiting') throw new ConflictError(COD_NOT_AWAITING_CONFIRMATION_MESSAGE)
}

/** The shopper's button on their order (another shopper's order is answered as missing). */
export async function confirmOwnCodOrder(
  lifecycle: Lifecycle,
  ownerId: string,
  orderId: string,
): Promise<Order> {
  await confirm(lifecycle, orderId, ownerId)
  return findOrder(lifecycle.db, orderId)
}

/**
 * The mail's one-click link, signed out: the token names the order and proves the mail was read (an HMAC with the
 * server's secret); a token that is malformed or forged is refused before anything is looked up.
 */
export async function confirmCodOrderByToken(
  lifecycle: Lifecycle,
  secret: string,
  token: string,
): Promise<CodConfirmationAnswer> {
  const orderId = verifyCodConfirmationToken(secret, token)
  if (!orderId) throw new BadRequestError(COD_CONFIRMATION_LINK_INVALID_MESSAGE)
  await confirm(lifecycle, orderId)
  const order = await findOrder(lifecycle.db, orderId)
  return { success: true, orderId: order._id, orderNumber: order.orderNumber }
}

/**
 * The scheduler's confirmation task: every cash-on-delivery order still unconfirmed when its window has passed is
 * claimed by one instance, which cancels it with the reason (stock, discount use and allowance back, a mail to the
 * shopper) unless it was confirmed or cancelled meanwhile. Answers how many it cancelled.
 */
export async function expireUnconfirmedCodOrders(lifecycle: Lifecycle, mail: MailContext): Promise<number> {
  const now = lifecycle.clock()
  const claimed = await claimUnconfirmedCodOrders(
    lifecycle.db,
    now,
    new Date(now.getTime() + CONFIRMATION_CLAIM_MS),
    EXPIRIES_PER_RUN,
  )
  let cancelled = 0
  for (const orderId of claimed) {
    try {
      await cancelOrder(
        lifecycle,
        {
          orderId,
          reason: COD_CONFIRMATION_EXPIRED_REASON,
          from: UNPAID_CANCELLABLE,
          awaitingConfirmation: true,
        },
        mail,
      )
      cancelled += 1
    } catch (error) {
      // Confirmed or cancelled meanwhile, by the shopper, the admin or another instance: nothing left to do.
      if (!(error instanceof ConflictError)) throw error
    }
  }
  return cancelled
}
