import type { Insertable, Kysely } from 'kysely'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import {
  MAX_LINE_QUANTITY,
  MERGED_QUANTITY_MESSAGE,
  perCustomerLimitMessage,
  type CreateOrderInput,
  type Order,
  type ShippingAddress,
} from '@common/schemas/order'
import { columnSlots, compiledOnce, compiledPerCount } from '../db/compiled-query'
import { newId } from '../db/ids'
import type { Database, OrderItemsTable, OrdersTable, UserRow } from '../db/schema'
import { lockForTransaction } from '../db/transaction-lock'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../errors'
import { countOrderPlaced } from '../metrics'
import { findOwnAddress } from '../modules/addresses/addresses.service'
import {
  decideCodOrder,
  type CodRules,
  type CodRulesReader,
} from '../modules/cash-on-delivery/cash-on-delivery.service'
import { redeemDiscount } from '../modules/discounts/discounts.service'
import type { MailContext } from '../modules/mail/mail.service'
import { findProductsForOrder, takeStock, type StockLine } from '../modules/products/product-stock'
import { codConfirmationUrl } from '../modules/orders/cod-confirmation-token'
import { claimIdempotencyKey, hashRequest } from '../modules/orders/idempotency'
import type { InvoiceNumbering } from '../modules/orders/invoice-numbers'
import { queueOrderMails } from '../modules/orders/order-mails'
import {
  nextOrderNumber,
  orderSearchText,
  toOrder,
  type OrderItemRow,
  type OrderRow,
} from '../modules/orders/order-mapping'
import { priceOrder, type PricedOrder } from '../modules/orders/order-pricing'
import { findOrder } from '../modules/orders/order-reads'
import type { SellerTaxIdentity } from '../modules/orders/order-tax'
import { holdToPreorderTerms, type PreorderPlacement } from '../modules/orders/preorders'
import { countReturnedParcels } from '../modules/orders/returned-parcels'

/**
 * Placing an order: one write transaction that claims the Idempotency-Key, holds the shopper to the products'
 * limits (and a pre-order to its place), redeems the discount code, prices the order (order-pricing.ts), decides
 * cash on delivery, inserts the order with its lines, writes its mails to the outbox and, last, takes the stock.
 */

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
  /** The shop's cash-on-delivery rules, read before the transaction (kept between orders: `keptCodRules`). */
  codRules: CodRulesReader
  /**
   * Told as soon as a new order has committed, before its invoice number is taken (which may wait for another
   * numbering pass): the caller says then that its products' stock changed.
   */
  committed?: (order: Order) => void
}

/**
 * Places an order in one transaction: prices from the catalogue, stock taken atomically, the shipping
 * address snapshotted, the order mails written to the outbox; its tax invoice number in the same transaction
 * on SQLite, just after the commit on PostgreSQL. Returns `replayed` when an Idempotency-Key had already produced this order.
 */
export async function placeOrder(
  db: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
  context: PlacementContext,
  idempotencyKey?: string,
): Promise<{ order: Order; replayed: boolean }> {
  // The rules are the shop's, not the order's to lock: read (mostly kept) before the transaction.
  const codRules = input.paymentMethod === 'COD' ? await context.codRules(db) : undefined
  // The key is claimed in the order's own transaction: one commit per order, and a failed order frees its
  // key by rolling back. A second request with the key waits for the first (the unique key's lock on
  // PostgreSQL, the write lock on SQLite) and then finds its order.
  const placed = await writeTransaction(db, async (trx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(trx, user.id, idempotencyKey, hashRequest(input))
      if (claim.kind === 'replay') return { order: await findOrder(trx, claim.orderId), replayed: true }
    }
    const { order, stockToTake } = await insertOrder(trx, user, input, context, codRules, idempotencyKey)
    await queueOrderMails(trx, context.mail, 'placed', order, {
      codConfirmationUrl: codConfirmationUrl(context.mail.origin, context.confirmationSecret, order._id),
    })
    // Last, just before the commit: a product's row stays locked from its stock update to the commit, so on
    // PostgreSQL orders for the same popular product wait for each other over one statement and the commit,
    // not over the whole order. Sold out, it throws and the order, its lines and mails roll back with it.
    await takeStock(trx, stockToTake, { reason: 'order', orderId: order._id })
    return { order, replayed: false }
  })
  if (placed.replayed) return placed
  context.committed?.(placed.order)
  countOrderPlaced(placed.order.paymentMethod)
  if (placed.order.invoiceNumber) return placed
  return {
    ...placed,
    order: { ...placed.order, invoiceNumber: await context.invoices.numberOf(placed.order._id) },
  }
}

/** A product as an order reads it (findProductsForOrder): the figures it snapshots and the rules it is held to. */
type OrderedProduct = Awaited<ReturnType<typeof findProductsForOrder>>[number]

/**
 * The steps of one placement but the last, each a call to one module or one query, in the transaction `trx`:
 * the new order as its shopper sees it (made from the rows just written, not read back) and the stock it is
 * to take (none for a pre-order, which takes no stock: it holds a place within the product's limit until the
 * release).
 */
async function insertOrder(
  trx: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
  context: PlacementContext,
  codRules: CodRules | undefined,
  idempotencyKey?: string,
): Promise<{ order: Order; stockToTake: StockLine[] }> {
  const demand = demandByProduct(input.lines)
  const productsById = await readOrderedProducts(trx, demand)
  await holdToCustomerLimits(trx, user.id, demand, productsById)
  const preorder = await holdToPreorderTerms(trx, input.paymentMethod, demand, productsById)
  const stockToTake = preorder
    ? []
    : [...demand].map(([productId, quantity]) => ({
        productId,
        quantity,
        name: productsById.get(productId)!.name,
      }))

  const shippingAddress = await resolveShippingAddress(trx, user, input)
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
        now: new Date(context.now),
      })
    : undefined
  const priced = priceOrder({
    lines: [...demand].map(([productId, quantity]) => ({
      productId,
      quantity,
      unitPricePaise: productsById.get(productId)!.price_paise,
      gstRate: productsById.get(productId)!.gst_rate,
    })),
    discount,
    paymentMethod: input.paymentMethod,
    seller: context.seller,
    address: shippingAddress,
    buyerGstin: input.buyerGstin,
  })
  // Only a cash-on-delivery order has the rules (placeOrder reads them for it).
  const confirmBy = codRules
    ? await decideCashOnDelivery(trx, codRules, user, priced.totalPaise, shippingAddress, context.now)
    : null
  const row = await insertOrderRow(trx, {
    orderId,
    user,
    input,
    context,
    shippingAddress,
    priced,
    confirmBy,
    preorder,
    idempotencyKey,
  })
  const lines = await insertOrderLines(trx, orderId, priced, productsById)
  // A new order has no refund or return yet, and no return deadline before it is delivered.
  return { order: toOrder(row, lines, user), stockToTake }
}

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

/** Each ordered product as the database has it now; 404 when one is gone from the catalogue. */
async function readOrderedProducts(
  trx: Kysely<Database>,
  demand: ReadonlyMap<string, number>,
): Promise<Map<string, OrderedProduct>> {
  const products = await findProductsForOrder(trx, [...demand.keys()])
  const productsById = new Map(products.map((product) => [product.id, product]))
  for (const productId of demand.keys()) {
    if (!productsById.has(productId)) throw new NotFoundError('A product in your cart is no longer available')
  }
  return productsById
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

/**
 * The same rule and message as GET /cod/eligibility, on the total the database makes (discount taken off): 409
 * when the shop refuses cash on delivery; else when the shopper must confirm the order by (null: no need).
 */
async function decideCashOnDelivery(
  trx: Kysely<Database>,
  rules: CodRules,
  user: UserRow,
  totalPaise: number,
  shippingAddress: ShippingAddress,
  now: Date,
): Promise<Date | null> {
  const cod = await decideCodOrder(
    rules,
    {
      totalPaise,
      postalCode: shippingAddress.postalCode,
      returnedParcels: () => countReturnedParcels(trx, user.id),
    },
    now,
  )
  if (!cod.eligibility.available) throw new ConflictError(cod.eligibility.message!)
  return cod.confirmBy
}

/** The order's own row as written, with a fresh order number (another instance may have issued the same one). */
async function insertOrderRow(
  trx: Kysely<Database>,
  order: {
    orderId: string
    user: UserRow
    input: CreateOrderInput
    context: PlacementContext
    shippingAddress: ShippingAddress
    priced: PricedOrder
    confirmBy: Date | null
    preorder: PreorderPlacement | undefined
    idempotencyKey: string | undefined
  },
): Promise<OrderRow> {
  const { orderId, user, input, context, shippingAddress, priced, confirmBy, preorder } = order
  const { tax } = priced
  const now = context.now.toISOString()
  const invoiceNumber = await context.invoices.numberWithin(trx, context.now)
  const row: Omit<NewOrderRow, 'order_number' | 'search_text'> = {
    id: orderId,
    user_id: user.id,
    status: 'pending',
    payment_method: input.paymentMethod,
    payment_status: 'pending',
    items_price_paise: priced.itemsPaise,
    shipping_price_paise: priced.shippingPaise,
    tax_price_paise: tax.taxPaise,
    total_price_paise: priced.totalPaise,
    discount_code: input.discountCode ?? null,
    discount_paise: priced.discountPaise,
    shipping_address: JSON.stringify(shippingAddress),
    tracking_number: null,
    idempotency_key: order.idempotencyKey ?? null,
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

type NewOrderRow = { [Column in (typeof NEW_ORDER_COLUMNS)[number]]-?: Insertable<OrdersTable>[Column] }

/** Compiled once (its forty columns were Kysely's costliest build of an order). */
const insertOrderOnce = compiledOnce<NewOrderRow, OrderRow>((db, value) =>
  db
    .insertInto('orders')
    .values(columnSlots(NEW_ORDER_COLUMNS, value))
    .onConflict((conflict) => conflict.column('order_number').doNothing())
    .returningAll(),
)

/**
 * The order's lines: each product's name, first image, price and classification as sold, with its tax;
 * returned as written, in the order an order's lines are always read (by id).
 */
async function insertOrderLines(
  trx: Kysely<Database>,
  orderId: string,
  priced: PricedOrder,
  productsById: ReadonlyMap<string, OrderedProduct>,
): Promise<OrderItemRow[]> {
  const values: Record<string, unknown> = {}
  priced.lines.forEach(({ productId, quantity, tax }, index) => {
    const product = productsById.get(productId)!
    const images = JSON.parse(product.images) as string[]
    const line: NewOrderLine = {
      id: newId(),
      order_id: orderId,
      product_id: productId,
      name: product.name,
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
    .returningAll(),
)
