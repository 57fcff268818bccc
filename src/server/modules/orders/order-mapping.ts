import type { Kysely, Selectable } from 'kysely'
import { ORDER_STATUSES, ORDER_NUMBER_PREFIX, type OrderStatus } from '@common/constants'
import type { Order, PaymentMethod, ShippingAddress } from '@common/schemas/order'
import type { Database, OrderItemsTable, OrdersTable } from '../../db/schema'
import { findUserNames } from '../users/users.service'

export type OrderRow = Selectable<OrdersTable>
type OrderItemRow = Selectable<OrderItemsTable>

const rupees = (paise: number) => paise / 100

function asStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending'
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  user: { id: string; name: string; email: string },
): Order {
  const orderItems = items.map((item) => ({
    _id: item.id,
    product: item.product_id,
    productId: item.product_id,
    name: item.name,
    image: item.image,
    price: rupees(item.unit_price_paise),
    qty: item.quantity,
    quantity: item.quantity,
  }))
  return {
    _id: row.id,
    orderNumber: row.order_number,
    user: { _id: user.id, name: user.name, email: user.email },
    userId: row.user_id,
    status: asStatus(row.status),
    orderItems,
    items: orderItems,
    itemsPrice: rupees(row.items_price_paise),
    shippingPrice: rupees(row.shipping_price_paise),
    taxPrice: rupees(row.tax_price_paise),
    discountPrice: rupees(Number(row.discount_paise ?? 0)),
    discountCode: row.discount_code ?? null,
    totalPrice: rupees(row.total_price_paise),
    total: rupees(row.total_price_paise),
    paymentMethod: row.payment_method as PaymentMethod,
    paymentStatus: row.payment_status as Order['paymentStatus'],
    isPaid: row.paid_at !== null,
    paidAt: row.paid_at,
    isDelivered: row.delivered_at !== null,
    deliveredAt: row.delivered_at,
    trackingNumber: row.tracking_number,
    shippingAddress: JSON.parse(row.shipping_address) as ShippingAddress,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Items and customers for a page of orders in two queries, whatever the page's length. */
export async function hydrateOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const orderIds = rows.map((row) => row.id)
  const [items, usersById] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    findUserNames(
      db,
      rows.map((row) => row.user_id),
    ),
  ])
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.order_id === row.id),
      usersById.get(row.user_id) ?? { id: row.user_id, name: 'Deleted user', email: '' },
    ),
  )
}

let lastOrderMillis = 0

/** "ORD-" and a millisecond timestamp, never repeated by this process even within one millisecond. */
export function nextOrderNumber(): string {
  lastOrderMillis = Math.max(Date.now(), lastOrderMillis + 1)
  return `${ORDER_NUMBER_PREFIX}${lastOrderMillis}`
}

/**
 * What the admin search reads (orders.search_text): the order's ids and its shipping address, one field per
 * line, in lower case. An order's id, number, customer and address never change, so it is written once.
 */
export function orderSearchText(order: {
  id: string
  orderNumber: string
  userId: string
  shippingAddress: ShippingAddress
}): string {
  const address = order.shippingAddress
  return [
    order.id,
    order.orderNumber,
    order.userId,
    address.fullName,
    address.email,
    address.phone,
    address.addressLine1,
    address.addressLine2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ]
    .filter((field) => field)
    .join('\n')
    .toLowerCase()
}
