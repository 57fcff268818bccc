import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { newId } from '../../db/ids'
import type { Database } from '../../db/schema'
import { countPayment } from '../../metrics'
import type { PaymentState } from './payment-provider'

/**
 * The attempts to pay an order: each start of a payment is a row with its own transaction id, `PENDING`
 * until the gateway's own status answer settles it as `SUCCESS` or `FAILED`. What a settled attempt means for
 * the order is the order lifecycle's.
 */

export type PaymentAttempt = {
  transaction_id: string
  order_id: string
  amount_paise: number
  status: string
  mobile_number: string | null
  created_at: string
}

const ATTEMPT_COLUMNS = [
  'transaction_id',
  'order_id',
  'amount_paise',
  'status',
  'mobile_number',
  'created_at',
] as const

/** PhonePe allows up to 35 characters of letters, digits, _ and -. */
export function newTransactionId(): string {
  return `TXN${Date.now()}${randomBytes(6).toString('hex')}`
}

export async function recordPaymentAttempt(
  db: Kysely<Database>,
  attempt: {
    orderId: string
    provider: string
    transactionId: string
    amountPaise: number
    mobileNumber: string
    now: Date
  },
): Promise<void> {
  const at = attempt.now.toISOString()
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      order_id: attempt.orderId,
      provider: attempt.provider,
      transaction_id: attempt.transactionId,
      amount_paise: attempt.amountPaise,
      status: 'PENDING',
      mobile_number: attempt.mobileNumber,
      provider_response: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
}

/** The undo of a start the gateway refused: the attempt is closed so that it is never confirmed later. */
export async function closeFailedStart(
  db: Kysely<Database>,
  transactionId: string,
  message: string,
  now: Date,
): Promise<void> {
  const closed = await db
    .updateTable('payments')
    .set({ status: 'FAILED', provider_response: message, updated_at: now.toISOString() })
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  if (Number(closed.numUpdatedRows) > 0) countPayment('failed')
}

export async function findPayment(
  db: Kysely<Database>,
  transactionId: string,
): Promise<PaymentAttempt | undefined> {
  return db
    .selectFrom('payments')
    .select(ATTEMPT_COLUMNS)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst()
}

/** The order's attempts that the gateway has not settled yet, oldest first. */
export async function pendingPaymentsOf(db: Kysely<Database>, orderId: string): Promise<PaymentAttempt[]> {
  return db
    .selectFrom('payments')
    .select(ATTEMPT_COLUMNS)
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .orderBy('created_at')
    .execute()
}

/**
 * The order's successful attempts, the first settled first. An order paid twice has two, of which one is given
 * back whole: the order lifecycle tells its own payment from the other (refunding.ts, orderPaymentOf).
 */
export async function successfulPaymentsOf(db: Kysely<Database>, orderId: string): Promise<PaymentAttempt[]> {
  return successfulPaymentsQuery(db, orderId).execute()
}

function successfulPaymentsQuery(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payments')
    .select(ATTEMPT_COLUMNS)
    .where('order_id', '=', orderId)
    .where('status', '=', 'SUCCESS')
    .orderBy('updated_at')
    .orderBy('id')
}

/** The first successful attempt, if any (of an order paid twice, not necessarily the one it kept). */
export async function successfulPaymentOf(
  db: Kysely<Database>,
  orderId: string,
): Promise<PaymentAttempt | undefined> {
  return successfulPaymentsQuery(db, orderId).executeTakeFirst()
}

/**
 * Settles a pending attempt with the gateway's own answer, once: false when another request, webhook or
 * instance settled it first.
 */
export async function settlePayment(
  trx: Kysely<Database>,
  transactionId: string,
  outcome: { state: Exclude<PaymentState, 'PAYMENT_PENDING'>; raw: unknown; now: Date },
): Promise<boolean> {
  const settled = await trx
    .updateTable('payments')
    .set({
      status: outcome.state === 'PAYMENT_SUCCESS' ? 'SUCCESS' : 'FAILED',
      provider_response: outcome.raw === undefined ? null : JSON.stringify(outcome.raw),
      updated_at: outcome.now.toISOString(),
    })
    .where('transaction_id', '=', transactionId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst()
  return Number(settled.numUpdatedRows) > 0
}

/** The sum of the order's successful attempts: what the gateway took for it. */
export async function paidPaiseOf(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string>('amount_paise').as('paise'))
    .where('order_id', '=', orderId)
    .where('status', '=', 'SUCCESS')
    .executeTakeFirst()
  return Number(row?.paise ?? 0)
}
