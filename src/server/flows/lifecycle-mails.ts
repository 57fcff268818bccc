import type { Kysely } from 'kysely'
import { paymentMethodLabel } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import type { Database } from '../db/schema'
import { type MailContext, paymentNotCompletedMail, queueMail, refundIssuedMail } from '../modules/mail'
import { findOrder, orderMailData, queueOrderMails } from '../modules/orders'
import type { RefundRow } from '../modules/refunds'

/** Every mail the lifecycle writes goes to the customer's account address, in the caller's transaction. */

export async function queueCancelledMail(
  trx: Kysely<Database>,
  mail: MailContext,
  orderId: string,
): Promise<void> {
  await queueOrderMails(trx, mail, 'cancelled', await findOrder(trx, orderId))
}

export async function queuePaymentNotCompletedMail(
  trx: Kysely<Database>,
  mail: MailContext,
  order: Order,
  now: Date,
): Promise<void> {
  if (!order.user.email || !order.holdExpiresAt) return
  const msLeft = new Date(order.holdExpiresAt).getTime() - now.getTime()
  if (msLeft <= 0) return
  await queueMail(
    trx,
    mail,
    {
      kind: 'payment-not-completed',
      to: order.user.email,
      ...paymentNotCompletedMail({ ...orderMailData(order, mail.origin), msLeft }),
    },
    now,
  )
}

const METHOD_LABELS: Record<RefundRow['method'], (order: Order) => string> = {
  phonepe: (order) => paymentMethodLabel(order.paymentMethod),
  'bank-transfer': () => 'bank transfer',
  upi: () => 'UPI transfer',
}

export async function queueRefundIssuedMail(
  trx: Kysely<Database>,
  mail: MailContext,
  refund: RefundRow,
  now: Date,
): Promise<void> {
  const order = await findOrder(trx, refund.order_id)
  if (!order.user.email) return
  await queueMail(
    trx,
    mail,
    {
      kind: 'refund-issued',
      to: order.user.email,
      ...refundIssuedMail({
        ...orderMailData(order, mail.origin),
        refund: {
          amountPaise: refund.amount_paise,
          methodLabel: METHOD_LABELS[refund.method](order),
          reference: refund.reference,
          creditNoteNumber: refund.credit_note_number,
          completedAt: refund.completed_at ?? now.toISOString(),
        },
      }),
    },
    now,
  )
}
