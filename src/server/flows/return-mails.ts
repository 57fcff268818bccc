import type { Kysely } from 'kysely'
import { rupeesToPaise } from '@common/money'
import { RETURN_REASON_LABELS, type ReturnRequest } from '@common/schemas/returns'
import type { Database } from '../db/schema'
import {
  type MailContext,
  queueMail,
  returnApprovedMail,
  type ReturnMailData,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedMail,
} from '../modules/mail'
import { findOrder, orderMailData } from '../modules/orders'

/** Each step of a return the shopper hears about; the refund's own mail comes from the refund path. */
export type ReturnEvent = 'requested' | 'approved' | 'rejected' | 'received'

const RETURN_MAILS = {
  requested: { kind: 'return-requested', render: returnRequestedMail },
  approved: { kind: 'return-approved', render: returnApprovedMail },
  rejected: { kind: 'return-rejected', render: returnRejectedMail },
  received: { kind: 'return-received', render: returnReceivedMail },
} as const

function returnMailData(request: ReturnRequest): ReturnMailData {
  return {
    reasonLabel: RETURN_REASON_LABELS[request.reason],
    note: request.note,
    adminNote: request.adminNote,
    items: request.items.map((item) => ({
      name: item.name,
      quantity: item.qty,
      unitPricePaise: rupeesToPaise(item.price),
    })),
    photoCount: request.photos.length,
    requestedAt: request.createdAt,
    refundPaise: request.refundAmount === null ? null : rupeesToPaise(request.refundAmount),
  }
}

/** The shopper's mail about a step of their return, to their account address, in the step's transaction. */
export async function queueReturnMail(
  trx: Kysely<Database>,
  mail: MailContext,
  event: ReturnEvent,
  request: ReturnRequest,
  now: Date,
): Promise<void> {
  const order = await findOrder(trx, request.orderId)
  if (!order.user.email) return
  const { kind, render } = RETURN_MAILS[event]
  await queueMail(
    trx,
    mail,
    {
      kind,
      to: order.user.email,
      ...render({ ...orderMailData(order, mail.origin), returnRequest: returnMailData(request) }),
    },
    now,
  )
}
