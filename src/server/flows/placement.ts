import type { Kysely } from 'kysely'
import {
  MAX_LINE_QUANTITY,
  MERGED_QUANTITY_MESSAGE,
  perCustomerLimitMessage,
  type CreateOrderInput,
  type Order,
  type ShippingAddress,
} from '@common/schemas/order'
import type { ShippingRates } from '@common/shipping-charges'
import { chooseVariantMessage, soldItemName } from '@common/variants'
import { newId } from '../db/ids'
import type { Database, UserRow } from '../db/schema'
import { lockForTransaction } from '../db/transaction-lock'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../errors'
import { countOrderPlaced } from '../metrics'
import { findOwnAddress } from '../modules/addresses'
import { type CodRules, type CodRulesReader, decideCodOrder } from '../modules/cash-on-delivery'
import type { ShippingRatesReader } from '../modules/delivery'
import { redeemDiscount } from '../modules/discounts'
import type { MailContext } from '../modules/mail'
import { findProductsForOrder, findVariantsForOrder, type StockLine, takeStock } from '../modules/products'
import {
  claimIdempotencyKey,
  codConfirmationUrl,
  countReturnedParcels,
  findOrder,
  hashRequest,
  type InvoiceNumbering,
  priceOrder,
  quantitiesBought,
  queueOrderMails,
  type SellerTaxIdentity,
  writeOrder,
} from '../modules/orders'
import { holdToLaunches } from './launch-placement'
import { holdToPreorderTerms } from './preorder-placement'

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
  /** The shop's shipping charges, read before the transaction (kept between orders: `keptShippingRates`). */
  shippingRates: ShippingRatesReader
  /**
   * Told as soon as a new order has committed, before its invoice number is taken (which may wait for another
   * numbering pass): the caller says then that its products' stock changed.
   */
  committed?: (order: Order) => void
}

/**
 * Places an order in one transaction: prices from the catalogue, stock taken atomically, the shipping address
 * snapshotted, the order mails written to the outbox; its tax invoice number in the same transaction on SQLite, just
 * after the commit on PostgreSQL. Returns `replayed` when an Idempotency-Key had already produced this order.
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
  const shippingRates = await context.shippingRates(db)
  // The key is claimed in the order's own transaction: one commit per order, and a failed order frees its
  // key by rolling back. A second request with the key waits for the first (the unique key's lock on
  // PostgreSQL, the write lock on SQLite) and then finds its order.
  const placed = await writeTransaction(db, async (trx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(trx, user.id, idempotencyKey, hashRequest(input))
      if (claim.kind === 'replay') return { order: await findOrder(trx, claim.orderId), replayed: true }
    }
    const { order, stockToTake } = await insertOrder(
      trx,
      user,
      input,
      context,
      { codRules, shippingRates },
      idempotencyKey,
    )
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
 * What one line sells: a product sold as itself, or one variant of a product with options, whose own price, stock,
 * pictures and limits replace the product's. Keyed by the unit's id: the variant's, else the product's (both are
 * ids the shop made, never equal).
 */
type SoldUnit = OrderedProduct & {
  variant_id: string | null
  variant_label: string | null
  /** The variant's own pre-order limit; null: its units count with the product's against the product's. */
  variant_preorder_limit: number | null
}

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
  rules: { codRules: CodRules | undefined; shippingRates: ShippingRates },
  idempotencyKey?: string,
): Promise<{ order: Order; stockToTake: StockLine[] }> {
  const { codRules, shippingRates } = rules
  const demand = demandByUnit(input.lines)
  const productsById = await readSoldUnits(trx, input.lines, demand)
  await holdToLaunches(trx, user, productsById.values(), context.now)
  await holdToCustomerLimits(trx, user.id, demand, productsById)
  const preorder = await holdToPreorderTerms(trx, input.paymentMethod, demand, productsById)
  const stockToTake = preorder
    ? []
    : [...demand].map(([unitId, quantity]) => {
        const unit = productsById.get(unitId)!
        return {
          productId: unit.id,
          variantId: unit.variant_id,
          quantity,
          name: soldItemName(unit.name, unit.variant_label),
        }
      })

  const { address: shippingAddress, gstin: addressGstin } = await resolveShippingAddress(trx, user, input)
  const orderId = newId()
  const discount = input.discountCode
    ? await redeemDiscount(trx, {
        code: input.discountCode,
        userId: user.id,
        orderId,
        lines: [...demand].map(([unitId, quantity]) => ({
          productId: productsById.get(unitId)!.id,
          quantity,
          category: productsById.get(unitId)!.category,
          unitPricePaise: productsById.get(unitId)!.price_paise,
        })),
        now: new Date(context.now),
      })
    : undefined
  const priced = priceOrder({
    lines: [...demand].map(([unitId, quantity]) => ({
      productId: productsById.get(unitId)!.id,
      unitId,
      quantity,
      unitPricePaise: productsById.get(unitId)!.price_paise,
      gstRate: productsById.get(unitId)!.gst_rate,
    })),
    discount,
    paymentMethod: input.paymentMethod,
    seller: context.seller,
    address: shippingAddress,
    // A GSTIN given at checkout names the buyer; else the address's makes the order a B2B supply.
    buyerGstin: input.buyerGstin ?? addressGstin ?? undefined,
    shippingRates,
  })
  // Only a cash-on-delivery order has the rules (placeOrder reads them for it).
  const confirmBy = codRules
    ? await decideCashOnDelivery(trx, codRules, user, priced.totalPaise, shippingAddress, context.now)
    : null
  const order = await writeOrder(
    trx,
    {
      orderId,
      user,
      paymentMethod: input.paymentMethod,
      discountCode: input.discountCode,
      shippingAddress,
      priced,
      confirmBy,
      preorder,
      idempotencyKey,
      now: context.now,
      holdMinutes: context.holdMinutes,
      invoices: context.invoices,
    },
    productsById,
  )
  return { order, stockToTake }
}

/**
 * The same product (variant) on two lines is one demand on its stock and one stored line, held to the per-line
 * limit (the schema merges too; this keeps the rule for callers that skip it, before the database's check does).
 */
function demandByUnit(lines: CreateOrderInput['lines']): Map<string, number> {
  const demand = new Map<string, number>()
  for (const line of lines) {
    const unitId = line.variantId ?? line.productId
    demand.set(unitId, (demand.get(unitId) ?? 0) + line.quantity)
  }
  if ([...demand.values()].some((quantity) => quantity > MAX_LINE_QUANTITY))
    throw new BadRequestError(MERGED_QUANTITY_MESSAGE)
  return demand
}

async function resolveShippingAddress(
  db: Kysely<Database>,
  user: UserRow,
  input: CreateOrderInput,
): Promise<{ address: ShippingAddress; gstin: string | null }> {
  if (input.addressId) {
    const saved = await findOwnAddress(db, user.id, input.addressId).catch(() => {
      throw new BadRequestError('Please select a shipping address')
    })
    const address: ShippingAddress = {
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
    return { address, gstin: saved.gstin ?? null }
  }
  const given = input.shippingAddress!
  const line1 = (given.addressLine1 ?? given.address)!
  const address: ShippingAddress = {
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
  return { address, gstin: given.gstin }
}

/**
 * Each ordered product or variant as the database has it now, by unit id; 404 when one is gone from the
 * catalogue, 400 when a product with options is ordered without choosing one of its variants.
 */
async function readSoldUnits(
  trx: Kysely<Database>,
  lines: CreateOrderInput['lines'],
  demand: ReadonlyMap<string, number>,
): Promise<Map<string, SoldUnit>> {
  const productIdOf = new Map(lines.map((line) => [line.variantId ?? line.productId, line.productId]))
  const variantIds = lines.flatMap((line) => line.variantId ?? [])
  const [products, variants] = await Promise.all([
    findProductsForOrder(trx, [...new Set(productIdOf.values())]),
    findVariantsForOrder(trx, variantIds),
  ])
  const productsById = new Map(products.map((product) => [product.id, product]))
  const variantsById = new Map(variants.map((variant) => [variant.id, variant]))
  const units = new Map<string, SoldUnit>()
  for (const unitId of demand.keys()) {
    const product = productsById.get(productIdOf.get(unitId)!)
    if (!product) throw new NotFoundError(NO_LONGER_AVAILABLE_MESSAGE)
    if (unitId === product.id) {
      if (product.options !== '[]') throw new BadRequestError(chooseVariantMessage(product.name))
      units.set(unitId, { ...product, variant_id: null, variant_label: null, variant_preorder_limit: null })
      continue
    }
    const variant = variantsById.get(unitId)
    if (!variant || variant.product_id !== product.id) throw new NotFoundError(NO_LONGER_AVAILABLE_MESSAGE)
    const images = JSON.parse(variant.images) as string[]
    units.set(unitId, {
      ...product,
      price_paise: variant.price_paise,
      stock: variant.stock,
      images: images.length > 0 ? variant.images : product.images,
      max_per_customer: variant.max_per_customer ?? product.max_per_customer,
      variant_id: variant.id,
      variant_label: variant.label,
      variant_preorder_limit: variant.preorder_limit,
    })
  }
  return units
}

const NO_LONGER_AVAILABLE_MESSAGE = 'A product in your cart is no longer available'

/**
 * Fair drops: a product with a per-customer maximum sells no customer more than that, across their orders
 * that are not cancelled. On PostgreSQL the customer's orders are serialised by an advisory lock held to the
 * commit, so two tabs ordering at once cannot both pass; SQLite's write lock already does that.
 */
async function holdToCustomerLimits(
  trx: Kysely<Database>,
  userId: string,
  demand: ReadonlyMap<string, number>,
  productsById: ReadonlyMap<string, SoldUnit>,
): Promise<void> {
  const limited = [...demand.keys()].filter((id) => productsById.get(id)!.max_per_customer !== null)
  if (limited.length === 0) return
  await lockForTransaction(trx, `customer-limits:${userId}`)
  // A variant's limit counts that variant's units; a product's, the product's.
  const isVariant = (id: string) => productsById.get(id)!.variant_id !== null
  const bought = await quantitiesBought(
    trx,
    userId,
    limited.filter((id) => !isVariant(id)),
    limited.filter(isVariant),
  )
  for (const unitId of limited) {
    const unit = productsById.get(unitId)!
    const already = bought.get(unitId) ?? 0
    if (already + demand.get(unitId)! > unit.max_per_customer!)
      throw new ConflictError(
        perCustomerLimitMessage(soldItemName(unit.name, unit.variant_label), unit.max_per_customer!, already),
      )
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
