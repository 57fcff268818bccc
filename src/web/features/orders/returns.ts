import {
  MAX_RETURN_PHOTOS,
  PHOTO_REQUIRED_REASONS,
  RETURN_PHOTO_REQUIRED_MESSAGE,
  TOO_MANY_RETURN_PHOTOS_MESSAGE,
  type ReturnReason,
  type ReturnStatus,
} from '@common/schemas/returns'
import type { Order } from '@common/schemas/order'

/**
 * What the shopper may still send back of one line: bought, less what earlier requests (not rejected) name; a line
 * of a product with options is its variant's.
 */
export interface ReturnableLine {
  product: string
  variant?: string
  name: string
  image: string
  bought: number
  returnable: number
}

type ReturnFields = Pick<Order, 'orderItems' | 'returns'>

export function returnableLines(order: ReturnFields): ReturnableLine[] {
  const asked = new Map<string, number>()
  for (const request of order.returns) {
    if (request.status === 'rejected') continue
    for (const item of request.items) {
      const key = item.variant?._id ?? item.product
      if (key) asked.set(key, (asked.get(key) ?? 0) + item.qty)
    }
  }
  return order.orderItems.flatMap((item) => {
    const product = item.productId ?? item.product
    // A line whose product has left the catalogue cannot be named in a request.
    if (!product) return []
    const bought = item.qty || item.quantity || 0
    const variant = item.variant?._id
    const returnable = Math.max(0, bought - (asked.get(variant ?? product) ?? 0))
    return [{ product, ...(variant && { variant }), name: item.name, image: item.image, bought, returnable }]
  })
}

/** Why the photos stop a request with this reason, or null: the shared messages the server answers with too. */
export function returnPhotosProblem(reason: ReturnReason | '', count: number): string | null {
  if (count > MAX_RETURN_PHOTOS) return TOO_MANY_RETURN_PHOTOS_MESSAGE
  if (reason !== '' && PHOTO_REQUIRED_REASONS.includes(reason) && count === 0)
    return RETURN_PHOTO_REQUIRED_MESSAGE
  return null
}

/** A return request's status in the shopper's words. */
export const RETURN_STATUS_TEXT: Record<ReturnStatus, string> = {
  requested: "Requested — waiting for the shop's decision",
  approved: 'Approved — please send the items back',
  rejected: 'Rejected',
  received: 'Received',
}

/** The text of a status, or the status itself when this build does not know it (a newer server's). */
export function returnStatusText(status: string): string {
  return (RETURN_STATUS_TEXT as Record<string, string>)[status] ?? status
}
