import type { Kysely } from 'kysely'
import type { Order } from '@common/schemas/order'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { type AuditActor, recordAudit } from '../modules/audit'
import { findOrder, recordReturnToOrigin, type RestockLine } from '../modules/orders'
import { returnStock } from '../modules/products'

/**
 * Return to origin: a shipped parcel came back undelivered. In one transaction the order becomes `returned` (the
 * orders module refuses a second time with 409), and only then does its stock come back, with the audit entry.
 * The customer's record counts the parcel from now on. The admin marks a cash-on-delivery parcel so (no money
 * moved, so nothing is refunded and no mail is sent); the carrier reports any parcel back at the shop, and a
 * prepaid one's money is then the admin's to refund from the order's page. A variant's units go back to it.
 */
export async function markReturnedToOrigin(
  db: Kysely<Database>,
  orderId: string,
  restock: readonly RestockLine[] | undefined,
  now: Date,
  actor: AuditActor,
  reportedBy: 'admin' | 'carrier',
): Promise<Order> {
  await writeTransaction(db, async (trx) => {
    const lines = await recordReturnToOrigin(trx, orderId, restock, now, reportedBy === 'carrier')
    await returnStock(trx, lines, { reason: 'return-to-origin', orderId, actor })
    await recordAudit(trx, actor, {
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: 'shipped' },
      after: {
        status: 'returned',
        restocked: lines.map((line) => ({
          product: line.productId,
          ...(line.variantId && { variant: line.variantId }),
          qty: line.quantity,
        })),
      },
    })
  })
  return findOrder(db, orderId)
}
