import type { Insertable, Kysely } from 'kysely'
import { soldItemName } from '@common/variants'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import type { Order, PaymentMethod, ShippingAddress } from '@common/schemas/order'
import { columnSlots, compiledOnce, compiledPerCount, everyColumn } from '../../db/compiled-query'
import { newId } from '../../db/ids'
import type { Database, OrderItemsTable, OrdersTable } from '../../db/schema'
import { ConflictError } from '../../errors'
import type { InvoiceNumbering } from './invoice-numbers'
import { nextOrderNumber, orderSearchText, toOrder, type OrderItemRow, type OrderRow } from './order-mapping'
import type { PricedOrder } from './order-pricing'
import type { PreorderPlacement } from './preorders'

/**
 * What placing an order (flows/placement.ts) reads and writes of the orders' own tables, in its transaction: the
 * order's row and its lines, and what a shopper has bought before of products with a per-customer limit.
 */

/**
 * How many of each product the customer has in orders that are not cancelled (a product bought in none is
 * absent); with `variantIds`, of each of those variants too, by the variant's id.
 */
export async function quantitiesBought(
  trx: Kysely<Database>,
  userId: string,
  productIds: readonly string[],
  variantIds: readonly string[] = [],
): Promise<Map<string, number>> {
  if (variantIds.length > 0) {
    const [byProduct, byVariant] = await Promise.all([
      productIds.length > 0 ? quantitiesBought(trx, userId, productIds) : new Map<string, number>(),
      variantQuantitiesBought(trx, userId, variantIds),
    ])
    return new Map([...byProduct, ...byVariant])
  }
  const earlier = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.product_id',
      (eb) => eb.fn.sum<number | string>('order_items.quantity').as('bought'),
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '!=', 'cancelled')
    .where('order_items.product_id', 'in', productIds)
    .groupBy('order_items.product_id')
    .execute()
  // Each row is of one of the products asked about, so names one.
  return new Map(earlier.map((row) => [row.product_id!, Number(row.bought)]))
}

/** A customer's units of each variant across their orders that are not cancelled, by variant id. */
async function variantQuantitiesBought(
  trx: Kysely<Database>,
  userId: string,
  variantIds: readonly string[],
): Promise<Map<string, number>> {
  const earlier = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.variant_id',
      (eb) => eb.fn.sum<number | string>('order_items.quantity').as('bought'),
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '!=', 'cancelled')
    .where('order_items.variant_id', 'in', variantIds)
    .groupBy('order_items.variant_id')
    .execute()
  return new Map(earlier.map((row) => [row.variant_id!, Number(row.bought)]))
}

/** A new order as placement has decided it, for its own row. */
export type NewOrder = {
  orderId: string
  user: { id: string; name: string; email: string }
  paymentMethod: PaymentMethod
  discountCode: string | undefined
  shippingAddress: ShippingAddress
  priced: PricedOrder
  /** When a cash-on-delivery order must be confirmed by (null: it need not be). */
  confirmBy: Date | null
  preorder: PreorderPlacement | undefined
  idempotencyKey: string | undefined
  now: Date
  /** How long an unpaid online order holds its stock. */
  holdMinutes: number
  invoices: InvoiceNumbering
}

/**
 * Writes a new order and its lines (the order's row first) and answers it as its shopper sees it, made from the
 * rows just written, not read back: a new order has no refund or return yet, and no return deadline before it
 * is delivered.
 */
export async function writeOrder(
  trx: Kysely<Database>,
  order: NewOrder,
  productsById: ReadonlyMap<string, SoldProduct>,
): Promise<Order> {
  const row = await insertOrderRow(trx, order)
  const lines = await insertOrderLines(trx, order.orderId, order.priced, productsById)
  return toOrder(row, lines, order.user)
}

/**
 * The order's own row as written, with its tax invoice number on SQLite and a fresh order number (another
 * instance may have issued the same one).
 */
async function insertOrderRow(trx: Kysely<Database>, order: NewOrder): Promise<OrderRow> {
  const { orderId, user, paymentMethod, shippingAddress, priced, confirmBy, preorder } = order
  const { tax } = priced
  const now = order.now.toISOString()
  const invoiceNumber = await order.invoices.numberWithin(trx, order.now)
  const row: Omit<NewOrderRow, 'order_number' | 'search_text'> = {
    id: orderId,
    user_id: user.id,
    status: 'pending',
    payment_method: paymentMethod,
    payment_status: 'pending',
    items_price_paise: priced.itemsPaise,
    shipping_price_paise: priced.shippingPaise,
    cod_fee_paise: priced.codFeePaise,
    tax_price_paise: tax.taxPaise,
    total_price_paise: priced.totalPaise,
    discount_code: order.discountCode ?? null,
    discount_paise: priced.discountPaise,
    shipping_address: JSON.stringify(shippingAddress),
    tracking_number: null,
    idempotency_key: order.idempotencyKey ?? null,
    paid_at: null,
    delivered_at: null,
    // An online order holds its stock only while it may still be paid; cash on delivery holds it to the end.
    hold_expires_at:
      paymentMethod === 'COD'
        ? null
        : new Date(order.now.getTime() + order.holdMinutes * 60_000).toISOString(),
    // While the shop asks for it, a cash-on-delivery order is not sent before its shopper confirms it.
    cod_confirmation: confirmBy ? 'awaiting' : null,
    confirm_by: confirmBy?.toISOString() ?? null,
    // A pre-order awaits its release, expected on the product's date.
    preorder_state: preorder?.preorder_state ?? null,
    preorder_release_date: preorder?.preorder_release_date ?? null,
    created_at: now,
    updated_at: now,
    // On PostgreSQL numbered just after the commit (createInvoiceNumbering).
    invoice_number: invoiceNumber,
    seller_gstin: tax.sellerGstin,
    seller_state: tax.sellerState.name,
    place_of_supply: tax.placeOfSupply.name,
    place_of_supply_code: tax.placeOfSupply.code,
    supply_type: tax.supplyType,
    buyer_gstin: tax.buyerGstin,
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const orderNumber = nextOrderNumber()
    const searchText = orderSearchText({
      id: orderId,
      orderNumber,
      invoiceNumber,
      userId: user.id,
      shippingAddress,
    })
    const {
      rows: [inserted],
    } = await insertOrderOnce(trx, { ...row, order_number: orderNumber, search_text: searchText })
    // Another instance may have issued the same millisecond's number: take the next one.
    if (inserted) return inserted
  }
  throw new ConflictError('Could not number the order. Please try again.')
}

/** The columns a new order writes; the others keep their defaults. */
const NEW_ORDER_COLUMNS = [
  'id',
  'order_number',
  'search_text',
  'user_id',
  'status',
  'payment_method',
  'payment_status',
  'items_price_paise',
  'shipping_price_paise',
  'cod_fee_paise',
  'tax_price_paise',
  'total_price_paise',
  'discount_code',
  'discount_paise',
  'shipping_address',
  'tracking_number',
  'idempotency_key',
  'paid_at',
  'delivered_at',
  'hold_expires_at',
  'cod_confirmation',
  'confirm_by',
  'preorder_state',
  'preorder_release_date',
  'created_at',
  'updated_at',
  'invoice_number',
  'seller_gstin',
  'seller_state',
  'place_of_supply',
  'place_of_supply_code',
  'supply_type',
  'buyer_gstin',
] as const satisfies readonly (keyof OrdersTable)[]

const ORDER_COLUMNS = everyColumn<OrdersTable>()([
  ...NEW_ORDER_COLUMNS,
  'hold_claimed_until',
  'cancelled_at',
  'cancel_reason',
  'refunded_paise',
  'confirmation_claimed_until',
  'shipped_at',
  'returned_at',
  'preorder_allocated',
  'carrier',
  'cod_confirmed_at',
  'estimated_delivery',
])

type NewOrderRow = { [Column in (typeof NEW_ORDER_COLUMNS)[number]]-?: Insertable<OrdersTable>[Column] }

/** Compiled once (its forty columns were Kysely's costliest build of an order). */
const insertOrderOnce = compiledOnce<NewOrderRow, OrderRow>((db, value) =>
  db
    .insertInto('orders')
    .values(columnSlots(NEW_ORDER_COLUMNS, value))
    .onConflict((conflict) => conflict.column('order_number').doNothing())
    .returning(ORDER_COLUMNS),
)

/** A product as its order line snapshots it: the name, the images (a JSON list), the price and classification. */
export type SoldProduct = {
  name: string
  images: string
  price_paise: number
  hsn_code: string
  gst_rate: number
  /** The variant sold and its label, for a product with options. */
  variant_id?: string | null
  variant_label?: string | null
}

/**
 * The order's lines: each product's name, first image, price and classification as sold, with its tax;
 * returned as written, in the order an order's lines are always read (by id).
 */
async function insertOrderLines(
  trx: Kysely<Database>,
  orderId: string,
  priced: PricedOrder,
  productsById: ReadonlyMap<string, SoldProduct>,
): Promise<OrderItemRow[]> {
  const values: Record<string, unknown> = {}
  priced.lines.forEach(({ productId, unitId, quantity, tax }, index) => {
    const product = productsById.get(unitId ?? productId)!
    const images = JSON.parse(product.images) as string[]
    const line: NewOrderLine = {
      id: newId(),
      order_id: orderId,
      product_id: productId,
      variant_id: product.variant_id ?? null,
      variant_label: product.variant_label ?? null,
      name: soldItemName(product.name, product.variant_label),
      image: images[0] ?? PLACEHOLDER_IMAGE,
      unit_price_paise: product.price_paise,
      quantity,
      hsn_code: product.hsn_code,
      gst_rate: product.gst_rate,
      discount_paise: tax.discountPaise,
      taxable_paise: tax.taxablePaise,
      cgst_paise: tax.cgstPaise,
      sgst_paise: tax.sgstPaise,
      igst_paise: tax.igstPaise,
    }
    for (const column of NEW_LINE_COLUMNS) values[`${column}${index}`] = line[column]
  })
  const { rows } = await insertLinesOnce(trx, priced.lines.length, values)
  return rows.sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0))
}

const NEW_LINE_COLUMNS = [
  'id',
  'order_id',
  'product_id',
  'variant_id',
  'variant_label',
  'name',
  'image',
  'unit_price_paise',
  'quantity',
  'hsn_code',
  'gst_rate',
  'discount_paise',
  'taxable_paise',
  'cgst_paise',
  'sgst_paise',
  'igst_paise',
] as const satisfies readonly (keyof OrderItemsTable)[]

type NewOrderLine = { [Column in (typeof NEW_LINE_COLUMNS)[number]]-?: Insertable<OrderItemsTable>[Column] }

/** Compiled once per number of lines. */
const insertLinesOnce = compiledPerCount<OrderItemRow>((db, value, count) =>
  db
    .insertInto('order_items')
    .values(Array.from({ length: count }, (_, index) => columnSlots(NEW_LINE_COLUMNS, value, String(index))))
    .returning(everyColumn<OrderItemsTable>()(NEW_LINE_COLUMNS)),
)
