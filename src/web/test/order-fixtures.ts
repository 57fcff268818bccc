import type { Order } from '@common/schemas/order'
import { shopper } from './fixtures'

type OrderItem = Order['orderItems'][number]

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
    product: 'b2b2b2b2b2b2b2b2b2b2b2b2',
    productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
    name: 'Gojo Satoru Figure',
    image: '/media/0123456789abcdef0123456789abcdef.webp',
    price: 2499.5,
    qty: 2,
    quantity: 2,
    ...overrides,
  }
}

/** A placed order as GET /api/orders/my-orders and the admin's GET /api/orders/:id answer it. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  const orderItems = overrides.orderItems ?? [
    orderItem(),
    orderItem({
      _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
      name: 'Luffy Keychain',
      image: '',
      price: 349,
      qty: 1,
      quantity: 1,
    }),
  ]
  return {
    _id: '64b7f0c2a1b2c3d4e5f6a7b8',
    orderNumber: 'ORD-1741500000000',
    user: { _id: shopper._id, name: shopper.name, email: shopper.email },
    userId: shopper._id,
    status: 'pending',
    orderItems,
    items: orderItems,
    itemsPrice: 5348,
    shippingPrice: 0,
    taxPrice: 0,
    discountPrice: 0,
    discountCode: null,
    totalPrice: 5348,
    total: 5348,
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    trackingNumber: null,
    shippingAddress: {
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '98765 43210',
      address: '12 MG Road',
      addressLine1: '12 MG Road',
      addressLine2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    },
    createdAt: '2025-03-09T06:30:00.000Z',
    updatedAt: '2025-03-09T06:30:00.000Z',
    ...overrides,
  }
}
