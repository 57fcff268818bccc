import { z } from 'zod'
import type { Order } from '@common/schemas/order'
import type { ReturnToOriginInput } from './api/mark-returned-to-origin'

/*
 * "Mark returned to origin": per item how many go back on sale. A refused parcel usually comes back whole, so
 * every item starts at all of it; the admin lowers what came back damaged.
 */

export interface ReturnToOriginFormValues {
  /** One entry per order line, in the order's order. */
  restock: { qty: string }[]
}

export const restockQuantityMessage = (most: number) => `Enter a whole number from 0 to ${most}`

const lineQuantity = (item: Order['orderItems'][number]) => item.qty || item.quantity || 0

export function newReturnToOriginValues(order: Pick<Order, 'orderItems'>): ReturnToOriginFormValues {
  return { restock: order.orderItems.map((item) => ({ qty: String(lineQuantity(item)) })) }
}

/** The form's schema for one order: each quantity a whole number up to what was sent, as the body's `restock`. */
export function returnToOriginFormSchema(order: Pick<Order, 'orderItems'>) {
  return z
    .object({ restock: z.array(z.object({ qty: z.string() })) })
    .transform((values, context): ReturnToOriginInput['restock'] => {
      const restock = new Map<string, number>()
      order.orderItems.forEach((item, index) => {
        const most = lineQuantity(item)
        const text = values.restock[index]?.qty.trim() ?? ''
        const qty = Number(text)
        if (text === '' || !Number.isInteger(qty) || qty < 0 || qty > most) {
          context.addIssue({
            code: 'custom',
            message: restockQuantityMessage(most),
            path: ['restock', index, 'qty'],
          })
          return
        }
        // A product since deleted from the catalogue has no shelf to go back to; the server wants each product once.
        const product = item.product ?? item.productId
        if (product) restock.set(product, (restock.get(product) ?? 0) + qty)
      })
      return [...restock].map(([product, qty]) => ({ product, qty }))
    })
}
