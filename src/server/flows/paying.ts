import type { InitiatePaymentInput } from '@common/schemas/payment'
import { HOLD_EXPIRED_MESSAGE } from '@common/schemas/order'
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../errors'
import { findOrderState, markPaymentRetried } from '../modules/orders'
import {
  closeFailedStart,
  newTransactionId,
  PaymentGatewayError,
  recordPaymentAttempt,
} from '../modules/payments'
import type { Lifecycle } from './lifecycle-context'

/** An attempt of an order placed before holds existed ends by PhonePe's own default. */
const DEFAULT_ATTEMPT_MS = 15 * 60_000

export type PaymentUrls = { redirectUrl: (orderId: string) => string; callbackUrl: string }

/**
 * Starts an attempt to pay the shopper's own unpaid online order — the first, or another after one failed or
 * was abandoned — while its hold runs; 409 as soon as the hold has passed, though the sweep that cancels it
 * may not have run yet.
 */
export async function startPayment(
  lifecycle: Lifecycle,
  userId: string,
  input: InitiatePaymentInput,
  urls: PaymentUrls,
): Promise<{ transactionId: string; orderId: string; redirectUrl: string | undefined }> {
  const { db, provider, clock } = lifecycle
  const order = await findOrderState(db, input.orderId, userId)
  if (!order) throw new NotFoundError('Order not found')
  if (order.paymentMethod !== 'PHONEPE') throw new BadRequestError('This order is paid by cash on delivery')
  if (order.paidAt) throw new ConflictError('This order has already been paid')
  if (order.status === 'cancelled') throw new ConflictError('This order has been cancelled')
  const now = clock()
  if (order.holdExpiresAt && new Date(order.holdExpiresAt) <= now)
    throw new ConflictError(HOLD_EXPIRED_MESSAGE)

  const transactionId = newTransactionId()
  await recordPaymentAttempt(db, {
    orderId: order.id,
    provider: provider.name,
    transactionId,
    amountPaise: order.totalPaise,
    mobileNumber: input.mobileNumber,
    now,
  })
  await markPaymentRetried(db, order.id, now)
  try {
    const started = await provider.startPayment({
      transactionId,
      amountPaise: order.totalPaise,
      mobileNumber: input.mobileNumber,
      userId,
      redirectUrl: urls.redirectUrl(order.id),
      callbackUrl: urls.callbackUrl,
      expiresAt: order.holdExpiresAt
        ? new Date(order.holdExpiresAt)
        : new Date(now.getTime() + DEFAULT_ATTEMPT_MS),
    })
    return { transactionId, orderId: order.id, redirectUrl: started.redirectUrl }
  } catch (error) {
    await closeFailedStart(db, transactionId, error instanceof Error ? error.message : String(error), clock())
    if (error instanceof PaymentGatewayError) throw new AppError(502, 'Failed to initiate payment')
    throw error
  }
}
