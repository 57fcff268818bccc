import { vi } from 'vitest'
import type { Order } from '@common/schemas/order'
import type { ReturnRequest } from '@common/schemas/returns'
import { shopper } from '../../../test/fixtures'
import { placedOrder } from '../../../test/order-fixtures'
import { ORDER_ID } from './open-my-order'

export const GOJO_PRODUCT = 'b2b2b2b2b2b2b2b2b2b2b2b2'
/** The fixture's second line (Luffy Keychain) has the same product id as the first unless given its own. */
export const LUFFY_PRODUCT = 'd4d4d4d4d4d4d4d4d4d4d4d4'

/** Far ahead: the window is open whatever the clock says, and no timer waits for it. */
export const OPEN_DEADLINE = '2099-01-10T06:30:00.000Z'
export const CLOSED_DEADLINE = '2025-03-16T06:30:00.000Z'

/** The fixture order delivered: two Gojo figures and one Luffy keychain, the return window open unless told. */
export function deliveredOrder(overrides: Partial<Order> = {}): Order {
  const base = placedOrder()
  const [gojo, luffy] = base.orderItems
  const orderItems = [gojo!, { ...luffy!, product: LUFFY_PRODUCT, productId: LUFFY_PRODUCT }]
  return placedOrder({
    status: 'delivered',
    isDelivered: true,
    deliveredAt: '2025-03-09T06:30:00.000Z',
    isPaid: true,
    paymentStatus: 'completed',
    orderItems,
    items: orderItems,
    returnDeadline: OPEN_DEADLINE,
    ...overrides,
  })
}

/** A return request as the order's `returns` answer it: one Gojo figure, damaged, with one photo, just asked. */
export function returnRequest(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    _id: 'f6f6f6f6f6f6f6f6f6f6f6f6',
    orderId: ORDER_ID,
    orderNumber: 'ORD-1741500000000',
    user: { _id: shopper._id, name: shopper.name, email: shopper.email },
    status: 'requested',
    reason: 'damaged',
    note: 'The box is crushed',
    adminNote: null,
    items: [
      {
        product: GOJO_PRODUCT,
        name: 'Gojo Satoru Figure',
        image: '/media/0123456789abcdef0123456789abcdef.webp',
        price: 2499.5,
        qty: 1,
        restocked: 0,
      },
    ],
    photos: ['/media/fedcba9876543210fedcba9876543210.webp'],
    refundId: null,
    refundAmount: null,
    createdAt: '2025-03-11T06:30:00.000Z',
    updatedAt: '2025-03-11T06:30:00.000Z',
    ...overrides,
  }
}

/** jsdom has no object URLs: previews get predictable ones and revocations are recorded. */
export function stubObjectUrls() {
  let count = 0
  const createObjectURL = vi.fn(() => `blob:photo-${++count}`)
  const revokeObjectURL = vi.fn()
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  return { createObjectURL, revokeObjectURL }
}

export const photoFile = (name = 'box.jpg', type = 'image/jpeg') => new File(['jpeg-bytes'], name, { type })
