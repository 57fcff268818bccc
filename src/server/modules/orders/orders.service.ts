import type { Kysely } from 'kysely'
import { PLACEHOLDER_IMAGE, type OrderStatus } from '@common/constants'
import { paiseToRupees } from '@common/money'
import type { TopSeller } from '@common/schemas/admin-stats'
import {
  CANCELLED_PREORDER_IS_FINAL_MESSAGE,
  PREORDER_AWAITING_RELEASE_MESSAGE,
} from '@common/schemas/preorder'
import {
  COD_AWAITING_CONFIRMATION_MESSAGE,
  RETURNED_ORDER_IS_FINAL_MESSAGE,
} from '@common/schemas/cash-on-delivery'
import {
  MAX_LINE_QUANTITY,
  MERGED_QUANTITY_MESSAGE,
  perCustomerLimitMessage,
  type CreateOrderInput,
  type Order,
  type ORDER_PAYMENT_FILTERS,
  type ShippingAddress,
  type UpdateOrderStatusInput,
} from '@common/schemas/order'
import { newId, nowIso } from '../../db/ids'
import { localDayOf } from '../../db/local-day'
import type { Database, UserRow } from '../../db/schema'
import { containsLowerCaseText } from '../../db/text-search'
import { lockForTransaction } from '../../db/transaction-lock'
import { writeTransaction } from '../../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { countOrderPlaced } from '../../metrics'
import type { DayWindow, MonthFigures, MonthWindows } from '../../shop-calendar'
import { findOwnAddress } from '../addresses/addresses.service'
import { redeemDiscount, restoreDiscountUse } from '../discounts/discounts.service'
import { findProductsForOrder, takeStock } from '../products/products.service'
import type { MailContext } from '../mail/mail.service'
import { findUserNames, userIdsMatching } from '../users/users.service'
import { decideCodOrder } from '../cash-on-delivery/cash-on-delivery.service'
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service'
import { codConfirmationUrl } from './cod-confirmation-token'
import { claimIdempotencyKey, completeIdempotencyKey, hashRequest } from './idempotency'
import type { InvoiceNumbering } from './invoice-numbers'
import { computeOrderTax, type SellerTaxIdentity } from './order-tax'
import { queueOrderMails, statusChangeEvent } from './order-mails'
import { hydrateOrders, nextOrderNumber, orderSearchText, type OrderRow } from './order-mapping'
import { findOrder } from './order-reads'
import { cancelOrderRecord, stockLinesOf } from './order-transitions'
import { holdToPreorderTerms } from './preorders'
import { markReturnedToOrigin } from './return-to-origin'
import { countReturnedParcels } from './returned-parcels'

export { findOrder, findOwnOrder } from './order-reads'

/**
 * The same product on two lines is one demand on its stock and one stored line, held to the per-line limit
 * (the schema merges too; this keeps the rule for callers that skip it, before the database's check does).
 */
function demandByProduct(lines: CreateOrderInput['lines']): Map<string, number> {
  const demand = new Map<string, number>()
  for (const line of lines) demand.set(line.productId, (demand.get(line.productId) ?? 0) + line.quantity)
  if ([...demand.values()].some((quantity) => quantity > MAX_LINE_QUANTITY))
    throw new BadRequestError(MERGED_QUANTITY_MESSAGE)
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

/**
 * Fair drops: a product with a per-customer maximum sells no customer more than that, across their orders
 * that are not cancelled. On PostgreSQL the customer's orders are serialised by an advisory lock held to the
 * commit, so two tabs ordering at once cannot both pass; SQLite's write lock already does that.
 */
async function holdToCustomerLimits(
  trx: Kysely<Database>,
  userId: string,
  demand: ReadonlyMap<string, number>,
  productsById: ReadonlyMap<string, { name: string; max_per_customer: number | null }>,
): Promise<void> {
  const limited = [...demand.keys()].filter((id) => productsById.get(id)!.max_per_customer !== null)
  if (limited.length === 0) return
  await lockForTransaction(trx, `customer-limits:${userId}`)
  const earlier = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      'order_items.product_id',
      (eb) => eb.fn.sum<number | string>('order_items.quantity').as('bought'),
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '!=', 'cancelled')
    .where('order_items.product_id', 'in', limited)
    .groupBy('order_items.product_id')
    .execute()
  const bought = new Map(earlier.map((row) => [row.product_id, Number(row.bought)]))
  for (const productId of limited) {
    const product = productsById.get(productId)!
    const already = bought.get(productId) ?? 0
    if (already + demand.get(productId)! > product.max_per_customer!)
      throw new ConflictError(perCustomerLimitMessage(product.name, product.max_per_customer!, already))
  }
}

/** Online payment providers take ₹1 at least; a discount that leaves less can only be paid on delivery. */
const MIN_ONLINE_PAYMENT_PAISE = 100
export const ONLINE_PAYMENT_MINIMUM_MESSAGE =
  'An order paid online must come to at least ₹1.00 after the discount: please choose Cash on Delivery'

/** What placing an order needs besides the order: who sells (for the tax invoice) and when it is placed. */
export type PlacementContext = {
  mail: MailContext
  seller: SellerTaxIdentity
  now: Date
  invoices: InvoiceNumbering
  /** How long an unpaid online order holds its stock (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number
  /** The server's secret (JWT_SECRET), which signs the one-click confirmation link of a cash-on-delivery order. */
  confirmationSecret: string
}

async function insertOrder(
  trx: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
  context: PlacementContext,
  idempotencyKey?: string,
): Promise<string> {
  const demand = demandByProduct(input.lines)
  const products = await findProductsForOrder(trx, [...demand.keys()])
  const productsById = new Map(products.map((product) => [product.id, product]))
  for (const productId of demand.keys()) {
    if (!productsById.has(productId)) throw new NotFoundError('A product in your cart is no longer available')
  }
  await holdToCustomerLimits(trx, user.id, demand, productsById)
  // A pre-order takes no stock: it holds a place within the product's limit until the release.
  const preorder = await holdToPreorderTerms(trx, input.paymentMethod, demand, productsById)
  if (!preorder)
    await takeStock(
      trx,
      [...demand].map(([productId, quantity]) => ({
        productId,
        quantity,
        name: productsById.get(productId)!.name,
      })),
    )

  const shippingAddress = await resolveShippingAddress(trx, user, input)
  const lines = [...demand].map(([productId, quantity]) => {
    const product = productsById.get(productId)!
    return { productId, quantity, product, totalPaise: product.price_paise * quantity }
  })
  const itemsPaise = lines.reduce((sum, line) => sum + line.totalPaise, 0)
  // Shipping is free (the shop's requirement), stored so that it can change later.
  const shippingPaise = 0
  const now = context.now.toISOString()
  const orderId = newId()
  const discount = input.discountCode
    ? await redeemDiscount(trx, {
        code: input.discountCode,
        userId: user.id,
        orderId,
        lines: [...demand].map(([productId, quantity]) => ({
          productId,
          quantity,
          category: productsById.get(productId)!.category,
          unitPricePaise: productsById.get(productId)!.price_paise,
        })),
        now: new Date(now),
      })
    : undefined
  const discountPaise = discount?.discountPaise ?? 0
  const coveredProductIds = new Set(discount?.coveredProductIds)
  // Prices include GST: the tax is worked out inside them and never added to the total.
  const totalPaise = itemsPaise + shippingPaise - discountPaise
  if (input.paymentMethod !== 'COD' && totalPaise < MIN_ONLINE_PAYMENT_PAISE)
    throw new BadRequestError(ONLINE_PAYMENT_MINIMUM_MESSAGE)
  // The same rule and message as GET /cod/eligibility, on the total the database makes (discount taken off).
  let confirmBy: Date | null = null
  if (input.paymentMethod === 'COD') {
    const cod = await decideCodOrder(
      trx,
      {
        totalPaise,
        postalCode: shippingAddress.postalCode,
        returnedParcels: () => countReturnedParcels(trx, user.id),
      },
      context.now,
    )
    if (!cod.eligibility.available) throw new ConflictError(cod.eligibility.message!)
    confirmBy = cod.confirmBy
  }
  const tax = computeOrderTax({
    seller: context.seller,
    address: shippingAddress,
    buyerGstin: input.buyerGstin,
    lines: lines.map((line) => ({
      totalPaise: line.totalPaise,
      rate: line.product.gst_rate,
      isDiscounted: coveredProductIds.has(line.productId),
    })),
    discountPaise,
  })
  let inserted: { id: string } | undefined
  for (let attempt = 0; !inserted && attempt < 5; attempt += 1) {
    const orderNumber = nextOrderNumber()
    inserted = await trx
      .insertInto('orders')
      .values({
        id: orderId,
        order_number: orderNumber,
        search_text: orderSearchText({
          id: orderId,
          orderNumber,
          invoiceNumber: null,
          userId: user.id,
          shippingAddress,
        }),
        user_id: user.id,
        status: 'pending',
        payment_method: input.paymentMethod,
        payment_status: 'pending',
        items_price_paise: itemsPaise,
        shipping_price_paise: shippingPaise,
        tax_price_paise: tax.taxPaise,
        total_price_paise: totalPaise,
        discount_code: input.discountCode ?? null,
        discount_paise: discountPaise,
        shipping_address: JSON.stringify(shippingAddress),
        tracking_number: null,
        idempotency_key: idempotencyKey ?? null,
        paid_at: null,
        delivered_at: null,
        // An online order holds its stock only while it may still be paid; cash on delivery holds it to the end.
        hold_expires_at:
          input.paymentMethod === 'COD'
            ? null
            : new Date(context.now.getTime() + context.holdMinutes * 60_000).toISOString(),
        // While the shop asks for it, a cash-on-delivery order is not sent before its shopper confirms it.
        cod_confirmation: confirmBy ? 'awaiting' : null,
        confirm_by: confirmBy?.toISOString() ?? null,
        // A pre-order awaits its release, expected on the product's date.
        ...preorder,
        created_at: now,
        updated_at: now,
        // Numbered just after the commit (createInvoiceNumbering).
        invoice_number: null,
        seller_gstin: tax.sellerGstin,
        seller_state: tax.sellerState.name,
        place_of_supply: tax.placeOfSupply.name,
        place_of_supply_code: tax.placeOfSupply.code,
        supply_type: tax.supplyType,
        buyer_gstin: tax.buyerGstin,
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
      lines.map(({ productId, quantity, product }, index) => {
        const images = JSON.parse(product.images) as string[]
        const lineTax = tax.lines[index]!
        return {
          id: newId(),
          order_id: orderId,
          product_id: productId,
          name: product.name,
          image: images[0] ?? PLACEHOLDER_IMAGE,
          unit_price_paise: product.price_paise,
          quantity,
          hsn_code: product.hsn_code,
          gst_rate: product.gst_rate,
          discount_paise: lineTax.discountPaise,
          taxable_paise: lineTax.taxablePaise,
          cgst_paise: lineTax.cgstPaise,
          sgst_paise: lineTax.sgstPaise,
          igst_paise: lineTax.igstPaise,
        }
      }),
    )
    .execute()
  if (idempotencyKey) await completeIdempotencyKey(trx, user.id, idempotencyKey, orderId)
  return orderId
}

/**
 * Places an order in one transaction: prices from the catalogue, stock taken atomically, the shipping
 * address snapshotted, the order mails written to the outbox; then, just after the commit, its tax invoice
 * number. Returns `replayed` when an Idempotency-Key had already produced this order.
 */
export async function placeOrder(
  db: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
  context: PlacementContext,
  idempotencyKey?: string,
): Promise<{ order: Order; replayed: boolean }> {
  // The key is claimed in the order's own transaction: one commit per order, and a failed order frees its
  // key by rolling back. A second request with the key waits for the first (the unique key's lock on
  // PostgreSQL, the write lock on SQLite) and then finds its order.
  const placed = await writeTransaction(db, async (trx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(trx, user.id, idempotencyKey, hashRequest(input))
      if (claim.kind === 'replay') return { order: await findOrder(trx, claim.orderId), replayed: true }
    }
    const order = await findOrder(trx, await insertOrder(trx, user, input, context, idempotencyKey))
    await queueOrderMails(trx, context.mail, 'placed', order, {
      codConfirmationUrl: codConfirmationUrl(context.mail.origin, context.confirmationSecret, order._id),
    })
    return { order, replayed: false }
  })
  if (placed.replayed) return placed
  countOrderPlaced(placed.order.paymentMethod)
  return {
    ...placed,
    order: { ...placed.order, invoiceNumber: await context.invoices.numberOf(placed.order._id) },
  }
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

type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number]

export type OrderFilter = {
  search?: string | undefined
  status?: OrderStatus | undefined
  userId?: string | undefined
  /** `awaiting`: online, unpaid and not cancelled; `refunded`: some of it refunded. */
  payment?: OrderPaymentFilter | undefined
}

export type OrderListQuery = OrderFilter & { page: number; limit: number }

/**
 * The orders an admin search and filter select. The search reads the order's own lower-cased search text
 * (ids, number, shipping address) or finds the customer by name or e-mail in one subquery, so that neither
 * the page nor the count joins another table.
 */
function filteredOrders(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders')
  if (filter.status) query = query.where('orders.status', '=', filter.status)
  if (filter.userId) query = query.where('orders.user_id', '=', filter.userId)
  if (filter.payment === 'awaiting')
    query = query
      .where('orders.payment_method', '!=', 'COD')
      .where('orders.paid_at', 'is', null)
      .where('orders.status', '!=', 'cancelled')
  if (filter.payment === 'refunded') query = query.where('orders.refunded_paise', '>', 0)
  const search = filter.search
  if (search) {
    // Two look-ups joined by UNION rather than one OR: each is served by its own index (on PostgreSQL the
    // trigram index on search_text, and the customers' through orders_user_created_idx), where the OR made
    // the planner walk every order by date and test each one (decision 0027).
    query = query.where('orders.id', 'in', (eb) =>
      eb
        .selectFrom('orders as matched')
        .select('matched.id')
        .where(containsLowerCaseText('matched.search_text', search))
        .union(
          eb
            .selectFrom('orders as of_customer')
            .select('of_customer.id')
            .where('of_customer.user_id', 'in', userIdsMatching(db, search)),
        ),
    )
  }
  return query
}

export async function listOrders(
  db: Kysely<Database>,
  query: OrderListQuery,
): Promise<{ orders: Order[]; total: number; totalSales: number }> {
  const filtered = filteredOrders(db, query)
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
              .then(eb('orders.total_price_paise', '-', eb.ref('orders.refunded_paise')))
              .else(0)
              .end(),
          )
          .as('sales'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return {
    orders: await hydrateOrders(db, rows),
    total: Number(totals.count),
    totalSales: Number(totals.sales ?? 0) / 100,
  }
}

/**
 * One row of the CSV export: the order as stored, with its customer, its number of items and the sums of its
 * lines' GST (null for orders placed before tax invoices).
 */
export type OrderExportRow = OrderRow & {
  customerName: string
  customerEmail: string
  itemCount: number
  taxablePaise: number | null
  cgstPaise: number | null
  sgstPaise: number | null
  igstPaise: number | null
}

/**
 * The orders of a filter, newest first, in batches read by keyset (created_at, id): each batch is one
 * indexed range read however deep into the list it is, and only one batch is held at a time.
 */
export async function* orderExportBatches(
  db: Kysely<Database>,
  filter: OrderFilter,
  batchSize = 500,
): AsyncGenerator<OrderExportRow[]> {
  let after: { createdAt: string; id: string } | undefined
  for (;;) {
    let query = filteredOrders(db, filter)
    if (after) {
      const cursor = after
      // "Before the cursor" as a range on created_at (which the index serves on both databases) narrowed by
      // the id among equal times; an OR of the two alone makes SQLite scan the whole table for every batch.
      query = query
        .where('orders.created_at', '<=', cursor.createdAt)
        .where((eb) =>
          eb.or([eb('orders.created_at', '<', cursor.createdAt), eb('orders.id', '<', cursor.id)]),
        )
    }
    const rows = await query
      .selectAll('orders')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(batchSize)
      .execute()
    if (rows.length === 0) return
    const orderIds = rows.map((row) => row.id)
    const [counts, customers] = await Promise.all([
      db
        .selectFrom('order_items')
        .select((eb) => [
          'order_id',
          eb.fn.sum<number>('quantity').as('items'),
          // SUM of nulls is null: an order from before tax invoices has none of these.
          eb.fn.sum<number | null>('taxable_paise').as('taxable'),
          eb.fn.sum<number | null>('cgst_paise').as('cgst'),
          eb.fn.sum<number | null>('sgst_paise').as('sgst'),
          eb.fn.sum<number | null>('igst_paise').as('igst'),
        ])
        .where('order_id', 'in', orderIds)
        .groupBy('order_id')
        .execute(),
      findUserNames(
        db,
        rows.map((row) => row.user_id),
      ),
    ])
    const linesByOrder = new Map(counts.map((count) => [count.order_id, count]))
    const paiseOrNull = (value: number | string | null | undefined) =>
      value === null || value === undefined ? null : Number(value)
    yield rows.map((row) => {
      const customer = customers.get(row.user_id)
      const lines = linesByOrder.get(row.id)
      return {
        ...row,
        customerName: customer?.name ?? 'Deleted user',
        customerEmail: customer?.email ?? '',
        itemCount: Number(lines?.items ?? 0),
        taxablePaise: paiseOrNull(lines?.taxable),
        cgstPaise: paiseOrNull(lines?.cgst),
        sgstPaise: paiseOrNull(lines?.sgst),
        igstPaise: paiseOrNull(lines?.igst),
      }
    })
    if (rows.length < batchSize) return
    const last = rows[rows.length - 1]!
    after = { createdAt: last.created_at, id: last.id }
  }
}

/** The statuses an order reaches only once it is on its way to be sent. */
const SENDING_STATUSES: readonly OrderStatus[] = ['processing', 'shipped', 'delivered']

/**
 * Any status may follow any other (the admin corrects mistakes freely), with these exceptions: `returned` is
 * return to origin (markReturnedToOrigin) and final; a cash-on-delivery order waiting for its shopper's
 * confirmation is not processed, shipped or delivered before it; a pre-order is not shipped or delivered before
 * its release. Cancelling gives the stock back once; leaving "cancelled" takes it again. A cash-on-delivery order
 * is paid when it is delivered.
 */
export async function updateOrderStatus(
  db: Kysely<Database>,
  orderId: string,
  input: UpdateOrderStatusInput & { cancelReason?: string | undefined },
  mail: MailContext,
  actor: AuditActor,
  action: 'order.status' | 'order.deliver' = 'order.status',
): Promise<Order> {
  if (input.status === 'returned') return markReturnedToOrigin(db, orderId, input.restock, new Date(), actor)
  return writeTransaction(db, async (trx) => {
    const current = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
    if (!current) throw new NotFoundError('Order not found')
    if (current.status === 'returned') throw new ConflictError(RETURNED_ORDER_IS_FINAL_MESSAGE)
    const sending = SENDING_STATUSES.includes(input.status)
    const isAwaiting = (row: { cod_confirmation?: string | null; status: string }) =>
      row.cod_confirmation === 'awaiting' && row.status === 'pending'
    if (sending && isAwaiting(current)) throw new ConflictError(COD_AWAITING_CONFIRMATION_MESSAGE)
    // A pre-order has nothing to send before its release allocates its units (which never comes undone, so a
    // release committed meanwhile only makes this refusal early).
    if ((input.status === 'shipped' || input.status === 'delivered') && current.preorder_state === 'awaiting')
      throw new ConflictError(PREORDER_AWAITING_RELEASE_MESSAGE)
    // Taken back, it would hold a place the limit no longer counts on, and miss a release already done.
    if (
      input.status !== 'cancelled' &&
      current.status === 'cancelled' &&
      current.preorder_state === 'awaiting'
    )
      throw new ConflictError(CANCELLED_PREORDER_IS_FINAL_MESSAGE)
    const now = nowIso()
    if (input.status === 'cancelled' && current.status !== 'cancelled')
      await cancelOrderRecord(trx, orderId, {
        from: [current.status as OrderStatus],
        reason: input.cancelReason ?? null,
        now: new Date(now),
      })
    if (input.status !== 'cancelled' && current.status === 'cancelled') {
      await takeStock(trx, await stockLinesOf(trx, orderId))
      // The admin puts the order back as it was: its code counts as used again, past its limit if need be.
      if (current.discount_code)
        await restoreDiscountUse(trx, { code: current.discount_code, orderId, userId: current.user_id })
    }
    const delivering = input.status === 'delivered'
    const collectsCash = delivering && current.payment_method === 'COD' && current.paid_at === null
    // An order the admin takes back from "cancelled" no longer waits for its shopper: the admin decides.
    const reinstated = current.status === 'cancelled' && input.status !== 'cancelled'
    const changed = await trx
      .updateTable('orders')
      .set({
        status: input.status,
        ...(input.status === 'cancelled' ? {} : { cancelled_at: null, cancel_reason: null }),
        tracking_number: input.trackingNumber || current.tracking_number,
        delivered_at: delivering ? (current.delivered_at ?? now) : current.delivered_at,
        shipped_at:
          input.status === 'shipped' || delivering
            ? (current.shipped_at ?? now)
            : (current.shipped_at ?? null),
        ...(reinstated && current.cod_confirmation === 'awaiting' ? { cod_confirmation: null } : {}),
        ...(collectsCash ? { paid_at: now, payment_status: 'completed' } : {}),
        updated_at: now,
      })
      .where('id', '=', orderId)
      .where('status', '!=', 'returned')
      // Checked again on the row itself: the expiry or the shopper's confirmation may have come in between.
      .$if(sending && !reinstated, (query) =>
        query.where((eb) =>
          eb.or([
            eb('cod_confirmation', 'is', null),
            eb('cod_confirmation', '!=', 'awaiting'),
            eb('status', '!=', 'pending'),
          ]),
        ),
      )
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) === 0) {
      const latest = await trx
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      throw new ConflictError(
        latest.status === 'returned' ? RETURNED_ORDER_IS_FINAL_MESSAGE : COD_AWAITING_CONFIRMATION_MESSAGE,
      )
    }
    const order = await findOrder(trx, orderId)
    const event = statusChangeEvent(
      { status: current.status, trackingNumber: current.tracking_number },
      { status: order.status, trackingNumber: order.trackingNumber },
    )
    if (event) await queueOrderMails(trx, mail, event, order)
    // The payment status moves too when delivering collects the cash of a cash-on-delivery order.
    const change = changedFields(
      {
        status: current.status,
        trackingNumber: current.tracking_number,
        paymentStatus: current.payment_status,
      },
      { status: order.status, trackingNumber: order.trackingNumber, paymentStatus: order.paymentStatus },
    )
    if (change) await recordAudit(trx, actor, { action, entity: 'order', entityId: orderId, ...change })
    return order
  })
}

export const UNPAID_DELIVERY_MESSAGE =
  'This order has not been paid yet: an online payment must be completed before the order is marked as delivered'

/**
 * The admin orders tab's one transition. Allowed once the payment is completed, or for cash on delivery,
 * where delivering is when the cash is collected (updateOrderStatus records it). Delivering twice answers
 * the order unchanged.
 */
export async function markOrderDelivered(
  db: Kysely<Database>,
  orderId: string,
  mail: MailContext,
  actor: AuditActor,
): Promise<Order> {
  const order = await findOrder(db, orderId)
  if (order.status === 'cancelled') throw new ConflictError('A cancelled order cannot be marked as delivered')
  if (order.isDelivered) return order
  if (order.paymentMethod !== 'COD' && order.paymentStatus !== 'completed')
    throw new ConflictError(UNPAID_DELIVERY_MESSAGE)
  return updateOrderStatus(
    db,
    orderId,
    { status: 'delivered', trackingNumber: null },
    mail,
    actor,
    'order.deliver',
  )
}

// ───────────────────────────── dashboard figures ─────────────────────────────

/**
 * Sales and order counts, all from aggregates. Sales are orders paid (paid_at set) and not cancelled, less
 * their completed refunds, counted in the month they were paid; placed orders (cancelled excluded) in the month they were placed.
 */
export async function orderFigures(
  db: Kysely<Database>,
  months: MonthWindows,
): Promise<{ totalOrders: number; totalSalesPaise: number; salesPaise: MonthFigures; placed: MonthFigures }> {
  const [all, sales, monthSales, monthPlaced] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>(eb('total_price_paise', '-', eb.ref('refunded_paise'))).as('paise'))
      .where('paid_at', 'is not', null)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow(),
    twoMonths(db, 'paid_at', months, 'total_price_paise'),
    twoMonths(db, 'created_at', months, null),
  ])
  return {
    totalOrders: Number(all.count),
    totalSalesPaise: Number(sales.paise ?? 0),
    salesPaise: monthSales,
    placed: monthPlaced,
  }
}

/** Sums `amount` (or counts) the non-cancelled orders whose `column` falls in last month and in this month. */
async function twoMonths(
  db: Kysely<Database>,
  column: 'paid_at' | 'created_at',
  months: MonthWindows,
  amount: 'total_price_paise' | null,
): Promise<MonthFigures> {
  const row = await db
    .selectFrom('orders')
    .where(column, '>=', months.previousStart)
    .where(column, '<', months.nextStart)
    .where('status', '!=', 'cancelled')
    .select((eb) => {
      // Sales are what was paid less what was refunded since.
      const value = amount ? eb(amount, '-', eb.ref('refunded_paise')) : eb.lit(1)
      return [
        eb.fn
          .sum<number>(eb.case().when(column, '>=', months.currentStart).then(value).else(0).end())
          .as('current'),
        eb.fn
          .sum<number>(eb.case().when(column, '<', months.currentStart).then(value).else(0).end())
          .as('previous'),
      ]
    })
    .executeTakeFirstOrThrow()
  return { current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) }
}

export type DailyOrderFigure = { date: string; revenuePaise: number; orders: number }

/**
 * Per shop day in the window: revenue of orders paid that day, and orders placed that day (cancelled
 * orders in neither). Days with nothing are absent; the caller fills them.
 */
export async function dailyOrderFigures(
  db: Kysely<Database>,
  window: DayWindow,
  offsetMinutes: number,
): Promise<DailyOrderFigure[]> {
  const perDay = (column: 'paid_at' | 'created_at') => {
    const day = localDayOf(db, column, offsetMinutes)
    return db
      .selectFrom('orders')
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>(eb('total_price_paise', '-', eb.ref('refunded_paise'))).as('paise'),
      ])
      .where(column, '>=', window.start)
      .where(column, '<', window.end)
      .where('status', '!=', 'cancelled')
      .groupBy(day)
      .execute()
  }
  const [paid, placed] = await Promise.all([perDay('paid_at'), perDay('created_at')])
  const figures = new Map<string, DailyOrderFigure>()
  const figureOf = (date: string) => {
    const figure = figures.get(date) ?? { date, revenuePaise: 0, orders: 0 }
    figures.set(date, figure)
    return figure
  }
  for (const row of paid) figureOf(row.day).revenuePaise = Number(row.paise ?? 0)
  for (const row of placed) figureOf(row.day).orders = Number(row.orders)
  return [...figures.values()].sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * The products sold most (by quantity) in orders placed since `since`, cancelled and returned orders excluded;
 * the name and image come from the items' snapshot, so a renamed product shows what was sold.
 */
export async function topSellingProducts(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<TopSeller[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.created_at', '>=', since)
    // A parcel that came back undelivered sold nothing either.
    .where('orders.status', 'not in', ['cancelled', 'returned'])
    .where('order_items.product_id', 'is not', null)
    .select((eb) => [
      'order_items.product_id',
      eb.fn.max('order_items.name').as('name'),
      eb.fn.max('order_items.image').as('image'),
      eb.fn.sum<number>('order_items.quantity').as('quantity'),
      eb.fn.sum<number>(eb('order_items.unit_price_paise', '*', eb.ref('order_items.quantity'))).as('paise'),
    ])
    .groupBy('order_items.product_id')
    .orderBy('quantity', 'desc')
    .orderBy('paise', 'desc')
    .orderBy('order_items.product_id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    product: { _id: row.product_id!, name: row.name, image: row.image },
    quantity: Number(row.quantity),
    revenue: paiseToRupees(Number(row.paise)),
  }))
}
