import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { InitiatePaymentInput } from '@common/schemas/payment'
import { newId, nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors'
import type { MailContext } from '../mail/mail.service'
import { findOrderForPayment, markOrderPaid, markPaymentFailed } from '../orders/orders.service'
import { PaymentGatewayError, type PaymentProvider, type PaymentState } from './payment-provider'

type PaymentUrls = { redirectUrl: (orderId: string) => string; callbackUrl: string }

/** PhonePe allows up to 35 characters of letters, digits, _ and -. */
function newTransactionId(): string {
  return `TXN${Date.now()}${randomBytes(6).toString('hex')}`
}

export async function initiatePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: string,
  input: InitiatePaymentInput,
  urls: PaymentUrls,
): Promise<{ transactionId: string; orderId: string; redirectUrl: string | undefined }> {
  const order = await findOrderForPayment(db, input.orderId, userId)
  if (!order) throw new NotFoundError('Order not found')
  if (order.payment_method !== 'PHONEPE') throw new BadRequestError('This order is paid by cash on delivery')
  if (order.paid_at) throw new ConflictError('This order has already been paid')
  if (order.status === 'cancelled') throw new ConflictError('This order has been cancelled')

  const transactionId = newTransactionId()
  const now = nowIso()
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      order_id: order.id,
      provider: provider.name,
      transaction_id: transactionId,
      amount_paise: order.total_price_paise,
      status: 'PENDING',
      mobile_number: input.mobileNumber,
      provider_response: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  try {
    const started = await provider.startPayment({
      transactionId,
      amountPaise: order.total_price_paise,
      mobileNumber: input.mobileNumber,
      userId,
      redirectUrl: urls.redirectUrl(order.id),
      callbackUrl: urls.callbackUrl,
    })
    return { transactionId, orderId: order.id, redirectUrl: started.redirectUrl }
  } catch (error) {
    // The undo of a failed start: the payment row is closed so that it is never confirmed later.
    await db
      .updateTable('payments')
      .set({
        status: 'FAILED',
        provider_response: String(error instanceof Error ? error.message : error),
        updated_at: nowIso(),
      })
      .where('transaction_id', '=', transactionId)
      .execute()
    if (error instanceof PaymentGatewayError) throw new AppError(502, 'Failed to initiate payment')
    throw error
  }
}

/**
 * Asks the provider, and only the provider, whether the payment went through; a success whose amount
 * is not the order's total is treated as an error. Confirming twice changes nothing.
 */
async function confirmWithProvider(
  db: Kysely<Database>,
  provider: PaymentProvider,
  mail: MailContext,
  payment: {
    transaction_id: string
    order_id: string
    amount_paise: number
    status: string
    created_at: string
  },
): Promise<PaymentState> {
  if (payment.status === 'SUCCESS') return 'PAYMENT_SUCCESS'
  if (payment.status === 'FAILED') return 'PAYMENT_ERROR'
  let status
  try {
    status = await provider.fetchStatus({
      transactionId: payment.transaction_id,
      amountPaise: payment.amount_paise,
      startedAt: new Date(payment.created_at),
    })
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw new AppError(502, 'Failed to check payment status')
    throw error
  }
  const state: PaymentState =
    status.state === 'PAYMENT_SUCCESS' && status.amountPaise !== payment.amount_paise
      ? 'PAYMENT_ERROR'
      : status.state
  if (state === 'PAYMENT_PENDING') return state

  await db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('payments')
      .set({
        status: state === 'PAYMENT_SUCCESS' ? 'SUCCESS' : 'FAILED',
        provider_response: status.raw === undefined ? null : JSON.stringify(status.raw),
        updated_at: nowIso(),
      })
      .where('transaction_id', '=', payment.transaction_id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst()
    if (Number(settled.numUpdatedRows) === 0) return
    if (state === 'PAYMENT_SUCCESS') await markOrderPaid(trx, payment.order_id, mail)
    else await markPaymentFailed(trx, payment.order_id)
  })
  return state
}

async function findPayment(db: Kysely<Database>, transactionId: string) {
  return db
    .selectFrom('payments')
    .select(['transaction_id', 'order_id', 'amount_paise', 'status', 'created_at'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst()
}

export async function checkPaymentStatus(
  db: Kysely<Database>,
  provider: PaymentProvider,
  mail: MailContext,
  userId: string,
  transactionId: string,
): Promise<{ transactionStatus: PaymentState; orderId: string }> {
  const payment = await findPayment(db, transactionId)
  // Another shopper's payment is answered exactly like a missing one.
  if (!payment || !(await findOrderForPayment(db, payment.order_id, userId)))
    throw new NotFoundError('Payment not found')
  return {
    transactionStatus: await confirmWithProvider(db, provider, mail, payment),
    orderId: payment.order_id,
  }
}

/** PhonePe's server-to-server callback: the checksum must verify, then the status is confirmed by asking. */
export async function handlePaymentCallback(
  db: Kysely<Database>,
  provider: PaymentProvider,
  mail: MailContext,
  body: unknown,
  checksumHeader: string | undefined,
): Promise<PaymentState> {
  const transactionId = provider.readCallback(body, checksumHeader)
  if (!transactionId) throw new BadRequestError('Invalid payment callback checksum')
  const payment = await findPayment(db, transactionId)
  if (!payment) throw new NotFoundError('Payment not found')
  return confirmWithProvider(db, provider, mail, payment)
}
