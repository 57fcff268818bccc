import type { Kysely, Selectable } from 'kysely'
import { trackingOf } from '@common/carriers'
import { ORDER_STATUSES, ORDER_NUMBER_PREFIX, type OrderStatus } from '@common/constants'
import { chargesTax } from '@common/gst'
import { rupeesToPaise } from '@common/money'
import {
  isDuplicatePaymentRefund,
  type Order,
  type OrderGst,
  type OrderItemTax,
  type PaymentMethod,
  type Refund,
  type ShippingAddress,
} from '@common/schemas/order'
import type { OrderPreorder } from '@common/schemas/preorder'
import type { ReturnRequest } from '@common/schemas/returns'
import type { Database, OrderItemsTable, OrdersTable } from '../../db/schema'
import { refundsOfOrders } from '../refunds'
import { getReturnSettings, returnDeadlineOf, returnsOfOrders } from '../returns'
import { findUserNames } from '../users'

export type OrderRow = Selectable<OrdersTable>
export type OrderItemRow = Selectable<OrderItemsTable>

const rupees = (paise: number) => paise / 100

function asStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending'
}

/** The GST inside a line, or null for a line of an order placed before tax invoices. */
function itemTax(item: OrderItemRow): OrderItemTax | null {
  if (item.hsn_code === null || item.hsn_code === undefined) return null
  return {
    hsnCode: item.hsn_code,
    rate: item.gst_rate ?? 0,
    discount: rupees(item.discount_paise ?? 0),
    taxableValue: rupees(item.taxable_paise ?? 0),
    cgst: rupees(item.cgst_paise ?? 0),
    sgst: rupees(item.sgst_paise ?? 0),
    igst: rupees(item.igst_paise ?? 0),
  }
}

/**
 * The order's supply as its tax invoice prints it; the amounts are the sums of its lines, the goods' and its
 * charges'. A charge's tax is worked out again from the order's amounts, as placement did (chargesTax is pure).
 */
function orderGst(row: OrderRow, items: OrderItemRow[]): OrderGst | null {
  if (!row.supply_type || !row.seller_state || !row.place_of_supply || !row.place_of_supply_code) return null
  const charges = chargesTax({
    shippingPaise: row.shipping_price_paise,
    codFeePaise: Number(row.cod_fee_paise ?? 0),
    lineRates: items.map((item) => item.gst_rate ?? 0),
    supplyType: row.supply_type === 'inter-state' ? 'inter-state' : 'intra-state',
  })
  const sum = (column: 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise') =>
    rupees(
      items.reduce((total, item) => total + (item[column] ?? 0), 0) +
        charges.reduce((total, charge) => total + charge[CHARGE_FIELD[column]], 0),
    )
  return {
    sellerGstin: row.seller_gstin ?? null,
    sellerState: row.seller_state,
    placeOfSupply: row.place_of_supply,
    placeOfSupplyCode: row.place_of_supply_code,
    supplyType: row.supply_type,
    buyerGstin: row.buyer_gstin ?? null,
    taxableValue: sum('taxable_paise'),
    cgst: sum('cgst_paise'),
    sgst: sum('sgst_paise'),
    igst: sum('igst_paise'),
    charges: charges.map((charge) => ({
      charge: charge.charge,
      amount: rupees(charge.grossPaise),
      rate: charge.rate,
      taxableValue: rupees(charge.taxablePaise),
      cgst: rupees(charge.cgstPaise),
      sgst: rupees(charge.sgstPaise),
      igst: rupees(charge.igstPaise),
    })),
  }
}

const CHARGE_FIELD = {
  taxable_paise: 'taxablePaise',
  cgst_paise: 'cgstPaise',
  sgst_paise: 'sgstPaise',
  igst_paise: 'igstPaise',
} as const

/**
 * What may still be refunded: what was paid less completed and pending refunds (a second payment's refund gave
 * back money the order never kept, and takes nothing of it).
 */
function refundableOf(row: OrderRow, refunds: readonly Refund[]): number {
  if (row.paid_at === null) return 0
  const taken = refunds
    .filter((refund) => refund.status !== 'failed' && !isDuplicatePaymentRefund(refund))
    .reduce((sum, refund) => sum + rupeesToPaise(refund.amount), 0)
  return rupees(Math.max(0, row.total_price_paise - taken))
}

/**
 * The shopper's confirmation of a cash-on-delivery order: awaiting (with its deadline) while the order is still
 * pending, confirmed once given; an order cancelled while it waited no longer waits for anything.
 */
function codConfirmationOf(row: OrderRow): Pick<Order, 'codConfirmation' | 'confirmBy'> {
  const state = row.cod_confirmation ?? null
  if (state === null || (state === 'awaiting' && row.status !== 'pending'))
    return { codConfirmation: null, confirmBy: null }
  return { codConfirmation: state, confirmBy: row.confirm_by ?? null }
}

/** A pre-order's state, the date its buyer was last told and what its release gave it; null for other orders. */
function preorderOf(row: OrderRow, items: readonly OrderItemRow[]): OrderPreorder | null {
  const state = row.preorder_state ?? null
  if (state === null) return null
  return {
    productId: items[0]?.product_id ?? null,
    status: state,
    expectedRelease: row.preorder_release_date ?? null,
    allocatedQuantity: state === 'allocated' ? (row.preorder_allocated ?? null) : null,
  }
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  user: { id: string; name: string; email: string },
  refunds: Refund[] = [],
  returns: { requests: ReturnRequest[]; windowDays: number } = { requests: [], windowDays: 0 },
): Order {
  const orderItems = items.map((item) => ({
    _id: item.id,
    product: item.product_id,
    productId: item.product_id,
    ...(item.variant_id && { variant: { _id: item.variant_id, label: item.variant_label ?? '' } }),
    name: item.name,
    image: item.image,
    price: rupees(item.unit_price_paise),
    qty: item.quantity,
    quantity: item.quantity,
    tax: itemTax(item),
  }))
  return {
    _id: row.id,
    orderNumber: row.order_number,
    invoiceNumber: row.invoice_number ?? null,
    gst: orderGst(row, items),
    user: { _id: user.id, name: user.name, email: user.email },
    userId: row.user_id,
    status: asStatus(row.status),
    orderItems,
    items: orderItems,
    itemsPrice: rupees(row.items_price_paise),
    shippingPrice: rupees(row.shipping_price_paise),
    codFee: rupees(Number(row.cod_fee_paise ?? 0)),
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
    tracking: trackingOf(row.carrier, row.tracking_number),
    estimatedDelivery: row.estimated_delivery ?? null,
    shippingAddress: JSON.parse(row.shipping_address) as ShippingAddress,
    // The hold matters only while the order waits for its payment.
    holdExpiresAt: row.paid_at === null && row.status === 'pending' ? (row.hold_expires_at ?? null) : null,
    cancelledAt: row.cancelled_at ?? null,
    cancelReason: row.cancel_reason ?? null,
    ...codConfirmationOf(row),
    refunds,
    refundedAmount: rupees(Number(row.refunded_paise ?? 0)),
    refundableAmount: refundableOf(row, refunds),
    returns: returns.requests,
    // A return may be asked for only while the order stands delivered (not cancelled or come back).
    returnDeadline:
      row.status === 'delivered' && row.delivered_at
        ? returnDeadlineOf(row.delivered_at, returns.windowDays)
        : null,
    preorder: preorderOf(row, items),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** Items and customers for a page of orders in two queries, whatever the page's length. */
export async function hydrateOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const orderIds = rows.map((row) => row.id)
  const [items, usersById, refundsByOrder, returnsByOrder, { windowDays }] = await Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    findUserNames(
      db,
      rows.map((row) => row.user_id),
    ),
    refundsOfOrders(db, orderIds),
    returnsOfOrders(db, orderIds),
    getReturnSettings(db),
  ])
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.order_id === row.id),
      usersById.get(row.user_id) ?? { id: row.user_id, name: 'Deleted user', email: '' },
      refundsByOrder.get(row.id),
      { requests: returnsByOrder.get(row.id) ?? [], windowDays },
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
 * What the admin search reads (orders.search_text): the order's ids, its invoice number (an admin looks an
 * order up by the number a buyer quotes, AV/2026-27/000123) and its shipping address, one field per line, in
 * lower case. None of these ever changes, so it is written once.
 */
export function orderSearchText(order: {
  id: string
  orderNumber: string
  invoiceNumber: string | null
  userId: string
  shippingAddress: ShippingAddress
}): string {
  const address = order.shippingAddress
  return [
    order.id,
    order.orderNumber,
    order.invoiceNumber,
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
