import type { Kysely } from 'kysely'
import { PLACEHOLDER_IMAGE, type OrderStatus } from '@common/constants'
import type { CreateOrderInput, Order, ShippingAddress, UpdateOrderStatusInput } from '@common/schemas/order'
import { newId, nowIso } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import { containsText } from '../../db/text-search'
import { writeTransaction } from '../../db/write-transaction'
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { findOwnAddress } from '../addresses/addresses.service'
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  hashRequest,
  releaseIdempotencyKey,
} from './idempotency'
import { hydrateOrders, nextOrderNumber, type OrderRow } from './order-mapping'

export class OutOfStockError extends AppError {
  constructor(name: string, available: number) {
    super(409, available > 0 ? `Only ${available} of "${name}" left in stock` : `"${name}" is out of stock`)
  }
}

/** The same product on two lines is one demand on its stock. */
function demandByProduct(lines: CreateOrderInput['lines']): Map<string, number> {
  const demand = new Map<string, number>()
  for (const line of lines) demand.set(line.productId, (demand.get(line.productId) ?? 0) + line.quantity)
  return demand
}

async function resolveShippingAddress(
  db: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
): Promise<ShippingAddress> {
  if (input.addressId) {
    const saved = await findOwnAddress(db, user.id, input.addressId).catch(() => {
      throw new BadRequestError('Please select a shipping address')
    })
    return {
      fullName: saved.full_name,
      email: saved.email,
      phone: saved.phone,
      address: saved.address_line1,
      addressLine1: saved.address_line1,
      addressLine2: saved.address_line2,
      city: saved.city,
      state: saved.state,
      postalCode: saved.postal_code,
      country: saved.country,
    }
  }
  const given = input.shippingAddress!
  const line1 = (given.addressLine1 ?? given.address)!
  return {
    fullName: given.fullName ?? user.name,
    email: given.email ?? user.email,
    phone: given.phone ?? null,
    address: line1,
    addressLine1: line1,
    addressLine2: given.addressLine2 ?? null,
    city: given.city,
    state: given.state ?? null,
    postalCode: given.postalCode,
    country: given.country,
  }
}

/** Decrements stock only where enough is left; the database re-checks the condition under its row lock. */
async function takeStock(
  trx: Kysely<Database>,
  productId: string,
  quantity: number,
  name: string,
): Promise<void> {
  const taken = await trx
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: nowIso() }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) === 0) {
    const current = await trx
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirst()
    throw new OutOfStockError(name, current?.stock ?? 0)
  }
}

async function giveStockBack(trx: Kysely<Database>, orderId: string): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute()
  for (const item of items) {
    if (!item.product_id) continue
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', item.quantity), updated_at: nowIso() }))
      .where('id', '=', item.product_id)
      .execute()
  }
}

async function retakeStock(trx: Kysely<Database>, orderId: string): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'name'])
    .where('order_id', '=', orderId)
    .execute()
  for (const item of items)
    if (item.product_id) await takeStock(trx, item.product_id, item.quantity, item.name)
}

async function insertOrder(
  trx: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
  idempotencyKey?: string,
): Promise<string> {
  const demand = demandByProduct(input.lines)
  const products = await trx
    .selectFrom('products')
    .select(['id', 'name', 'price_paise', 'images', 'stock'])
    .where('id', 'in', [...demand.keys()])
    .execute()
  const productsById = new Map(products.map((product) => [product.id, product]))
  for (const productId of demand.keys()) {
    if (!productsById.has(productId)) throw new NotFoundError('A product in your cart is no longer available')
  }
  for (const [productId, quantity] of demand)
    await takeStock(trx, productId, quantity, productsById.get(productId)!.name)

  const shippingAddress = await resolveShippingAddress(trx, user, input)
  const itemsPaise = [...demand].reduce(
    (sum, [productId, quantity]) => sum + productsById.get(productId)!.price_paise * quantity,
    0,
  )
  // Shipping is free and prices include tax (checkout-and-admin.md §9): both are stored so that they can change later.
  const shippingPaise = 0
  const taxPaise = 0
  const now = nowIso()
  const orderId = newId()
  let inserted: { id: string } | undefined
  for (let attempt = 0; !inserted && attempt < 5; attempt += 1) {
    inserted = await trx
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: nextOrderNumber(),
        user_id: user.id,
        status: 'pending',
        payment_method: input.paymentMethod,
        payment_status: 'pending',
        items_price_paise: itemsPaise,
        shipping_price_paise: shippingPaise,
        tax_price_paise: taxPaise,
        total_price_paise: itemsPaise + shippingPaise + taxPaise,
        shipping_address: JSON.stringify(shippingAddress),
        tracking_number: null,
        idempotency_key: idempotencyKey ?? null,
        paid_at: null,
        delivered_at: null,
        created_at: now,
        updated_at: now,
      })
      // Another instance may have issued the same millisecond's number: take the next one.
      .onConflict((conflict) => conflict.column('order_number').doNothing())
      .returning('id')
      .executeTakeFirst()
  }
  if (!inserted) throw new ConflictError('Could not number the order. Please try again.')

  await trx
    .insertInto('order_items')
    .values(
      [...demand].map(([productId, quantity]) => {
        const product = productsById.get(productId)!
        const images = JSON.parse(product.images) as string[]
        return {
          id: newId(),
          order_id: orderId,
          product_id: productId,
          name: product.name,
          image: images[0] ?? PLACEHOLDER_IMAGE,
          unit_price_paise: product.price_paise,
          quantity,
        }
      }),
    )
    .execute()
  if (idempotencyKey) await completeIdempotencyKey(trx, user.id, idempotencyKey, orderId)
  return orderId
}

/**
 * Places an order in one transaction: prices from the catalogue, stock taken atomically, the shipping
 * address snapshotted. Returns `replayed` when an Idempotency-Key had already produced this order.
 */
export async function placeOrder(
  db: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
  idempotencyKey?: string,
): Promise<{ order: Order; replayed: boolean }> {
  if (idempotencyKey) {
    const claim = await claimIdempotencyKey(db, user.id, idempotencyKey, hashRequest(input))
    if (claim.kind === 'replay') return { order: await findOrder(db, claim.orderId), replayed: true }
  }
  try {
    const orderId = await writeTransaction(db, (trx) => insertOrder(trx, user, input, idempotencyKey))
    return { order: await findOrder(db, orderId), replayed: false }
  } catch (error) {
    if (idempotencyKey) await releaseIdempotencyKey(db, user.id, idempotencyKey)
    throw error
  }
}

export async function findOrder(db: Kysely<Database>, orderId: string): Promise<Order> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
  if (!row) throw new NotFoundError('Order not found')
  const [order] = await hydrateOrders(db, [row])
  return order!
}

/** Another shopper's order is answered exactly like a missing one. */
export async function findOwnOrder(db: Kysely<Database>, userId: string, orderId: string): Promise<Order> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw new NotFoundError('Order not found')
  const [order] = await hydrateOrders(db, [row])
  return order!
}

export async function listOwnOrders(db: Kysely<Database>, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  return hydrateOrders(db, rows)
}

export type OrderListQuery = {
  page: number
  limit: number
  search?: string | undefined
  status?: OrderStatus | undefined
}

export async function listOrders(
  db: Kysely<Database>,
  query: OrderListQuery,
): Promise<{ orders: Order[]; total: number; totalSales: number }> {
  let filtered = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id')
  if (query.status) filtered = filtered.where('orders.status', '=', query.status)
  const search = query.search
  if (search) {
    filtered = filtered.where((eb) =>
      eb.or(
        [
          'orders.id',
          'orders.order_number',
          'orders.user_id',
          'orders.shipping_address',
          'users.name',
          'users.email',
        ].map((column) => containsText(column, search)),
      ),
    )
  }
  const [rows, totals] = await Promise.all([
    filtered
      .selectAll('orders')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .execute(),
    filtered
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('orders.status', '!=', 'cancelled')
              .then(eb.ref('orders.total_price_paise'))
              .else(0)
              .end(),
          )
          .as('sales'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return {
    orders: await hydrateOrders(db, rows as OrderRow[]),
    total: Number(totals.count),
    totalSales: Number(totals.sales ?? 0) / 100,
  }
}

/**
 * Any status may follow any other (checkout-and-admin.md §4). Cancelling gives the stock back once;
 * leaving "cancelled" takes it again. A cash-on-delivery order is paid when it is delivered.
 */
export async function updateOrderStatus(
  db: Kysely<Database>,
  orderId: string,
  input: UpdateOrderStatusInput,
): Promise<Order> {
  await writeTransaction(db, async (trx) => {
    const current = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
    if (!current) throw new NotFoundError('Order not found')
    const now = nowIso()
    if (input.status === 'cancelled' && current.status !== 'cancelled') await giveStockBack(trx, orderId)
    if (input.status !== 'cancelled' && current.status === 'cancelled') await retakeStock(trx, orderId)
    const delivering = input.status === 'delivered'
    const collectsCash = delivering && current.payment_method === 'COD' && current.paid_at === null
    await trx
      .updateTable('orders')
      .set({
        status: input.status,
        tracking_number: input.trackingNumber || current.tracking_number,
        delivered_at: delivering ? (current.delivered_at ?? now) : current.delivered_at,
        ...(collectsCash ? { paid_at: now, payment_status: 'completed' } : {}),
        updated_at: now,
      })
      .where('id', '=', orderId)
      .execute()
  })
  return findOrder(db, orderId)
}

export async function markOrderDelivered(db: Kysely<Database>, orderId: string): Promise<Order> {
  const order = await findOrder(db, orderId)
  if (order.status === 'cancelled') throw new ConflictError('A cancelled order cannot be marked as delivered')
  if (order.isDelivered) return order
  return updateOrderStatus(db, orderId, { status: 'delivered', trackingNumber: null })
}

/** Called only after the payment provider itself confirmed the payment. Paying twice changes nothing. */
export async function markOrderPaid(db: Kysely<Database>, orderId: string): Promise<void> {
  const now = nowIso()
  await db
    .updateTable('orders')
    .set((eb) => ({
      paid_at: now,
      payment_status: 'completed',
      status: eb.case().when('status', '=', 'pending').then('processing').else(eb.ref('status')).end(),
      updated_at: now,
    }))
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .execute()
}

export async function markPaymentFailed(db: Kysely<Database>, orderId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: 'failed', updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('paid_at', 'is', null)
    .execute()
}
