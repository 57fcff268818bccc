import type { Kysely } from 'kysely'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import { paiseToRupees } from '@common/money'
import type { ShippingAddress } from '@common/schemas/order'
import type {
  AdminRaffle,
  AdminRaffleEntriesResponse,
  CreateRaffleInput,
  Raffle,
  RaffleProduct,
  RaffleSummary,
} from '@common/schemas/raffle'
import { soldItemName } from '@common/variants'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, NotFoundError } from '../errors'
import { findOwnAddress } from '../modules/addresses'
import { type AuditActor, recordAudit } from '../modules/audit'
import { findProductsForOrder, findVariantsForOrder, productExists, takeStock } from '../modules/products'
import {
  countAwarded,
  countEntries,
  enterRaffle,
  entryOutcome,
  findEntryOf,
  findRaffleRow,
  insertRaffle,
  listEntries,
  listOpenRafflesOfProduct,
  listRafflesForAdmin,
  listRefusals,
  type RaffleRow,
  raffleState,
} from '../modules/raffles'
import { findUserNames } from '../modules/users'

/*
 * A raffle's life before its draw, across modules: set up by the admin (its units set aside from the product's
 * stock), entered by shoppers with one of their own addresses, and shown to anyone (flows/raffle-draw.ts draws it).
 */

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found'

export const RAFFLE_CHOOSE_VARIANT_MESSAGE = 'This product has options: choose which variant to raffle'
export const RAFFLE_NO_VARIANTS_MESSAGE = 'This product has no variants'

/**
 * A raffle of `units` of the product (of one of its variants, for a product with options: 400 without one): the
 * units leave its stock for the raffle in the same transaction (409 when fewer are left), so that they are there
 * for its winners and nobody else buys them.
 */
export async function createRaffle(
  db: Kysely<Database>,
  productId: string,
  input: CreateRaffleInput,
  actor: AuditActor,
  now: Date,
): Promise<RaffleRow> {
  return writeTransaction(db, async (trx) => {
    const [product] = await findProductsForOrder(trx, [productId])
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE)
    const variant = await raffledVariant(trx, product, input.variant)
    const name = soldItemName(product.name, variant?.label)
    const raffle = await insertRaffle(trx, {
      productId,
      variantId: variant?.id ?? null,
      productName: name,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      units: input.units,
      now,
    })
    await recordAudit(trx, actor, {
      action: 'product.raffle',
      entity: 'product',
      entityId: productId,
      before: null,
      after: {
        raffle: raffle.id,
        ...(variant && { variant: variant.label }),
        opensAt: raffle.opens_at,
        closesAt: raffle.closes_at,
        units: raffle.units,
      },
    })
    await takeStock(trx, [{ productId, variantId: variant?.id ?? null, quantity: input.units, name }], {
      reason: 'raffle',
      actor,
      note: `Raffle ${raffle.id}`,
    })
    return raffle
  })
}

/** The variant named for a product with options (400 when none is, 404 when it is not the product's). */
async function raffledVariant(
  trx: Kysely<Database>,
  product: { id: string; options?: string | undefined },
  variantId: string | undefined,
) {
  if ((product.options ?? '[]') === '[]') {
    if (variantId !== undefined) throw new BadRequestError(RAFFLE_NO_VARIANTS_MESSAGE)
    return undefined
  }
  if (variantId === undefined) throw new BadRequestError(RAFFLE_CHOOSE_VARIANT_MESSAGE)
  const [variant] = await findVariantsForOrder(trx, [variantId])
  if (!variant || variant.product_id !== product.id) throw new NotFoundError(VARIANT_NOT_FOUND_MESSAGE)
  return variant
}

export const VARIANT_NOT_FOUND_MESSAGE = 'That variant of the product no longer exists'

/** Enters the shopper with their own saved address (404 for anyone else's), where a won unit is delivered. */
export async function enterWithAddress(
  db: Kysely<Database>,
  raffleId: string,
  userId: string,
  addressId: string,
  now: Date,
): Promise<{ entryId: string }> {
  await findRaffleRow(db, raffleId)
  const saved = await findOwnAddress(db, userId, addressId)
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
  return enterRaffle(db, { raffleId, userId, address, now })
}

/**
 * What each raffle gives away as it shows it, by the raffle's id, live from the catalogue: the product, or for a
 * product with options the variant raffled (its price, its pictures or else the product's, its label); a product
 * (variant) gone keeps the name it was raffled under only.
 */
async function raffleProducts(
  db: Kysely<Database>,
  raffles: readonly RaffleRow[],
): Promise<Map<string, RaffleProduct>> {
  const [products, variants] = await Promise.all([
    findProductsForOrder(
      db,
      raffles.map((raffle) => raffle.product_id),
    ),
    findVariantsForOrder(
      db,
      raffles.flatMap((raffle) => raffle.variant_id ?? []),
    ),
  ])
  const productsById = new Map(products.map((product) => [product.id, product]))
  const variantsById = new Map(variants.map((variant) => [variant.id, variant]))
  const firstImage = (images: string) => (JSON.parse(images) as string[])[0]
  const shown = new Map<string, RaffleProduct>()
  for (const raffle of raffles) {
    const product = productsById.get(raffle.product_id)
    const variant = raffle.variant_id ? variantsById.get(raffle.variant_id) : undefined
    if (!product || (raffle.variant_id && !variant)) {
      shown.set(raffle.id, {
        _id: raffle.product_id,
        name: raffle.product_name,
        image: PLACEHOLDER_IMAGE,
        price: 0,
      })
      continue
    }
    shown.set(raffle.id, {
      _id: product.id,
      name: product.name,
      image: (variant && firstImage(variant.images)) ?? firstImage(product.images) ?? PLACEHOLDER_IMAGE,
      price: paiseToRupees(variant?.price_paise ?? product.price_paise),
      ...(variant && { variant: { _id: variant.id, label: variant.label } }),
    })
  }
  return shown
}

function toSummary(raffle: RaffleRow, product: RaffleProduct, entryCount: number, now: Date): RaffleSummary {
  return {
    _id: raffle.id,
    product,
    opensAt: raffle.opens_at,
    closesAt: raffle.closes_at,
    units: raffle.units,
    state: raffleState(raffle, now),
    entryCount,
  }
}

/**
 * The public answer: no names, e-mails or addresses, only entry ids and, once drawn, the seed and every ticket,
 * so that anyone can redo the draw (scripts/verify-raffle.mjs). `viewerId` is the signed-in shopper, whose own
 * entry, outcome and order are named.
 */
export async function publicRaffle(
  db: Kysely<Database>,
  raffleId: string,
  viewerId: string | undefined,
  now: Date,
): Promise<Raffle> {
  const raffle = await findRaffleRow(db, raffleId)
  const [products, entries, own] = await Promise.all([
    raffleProducts(db, [raffle]),
    listEntries(db, raffleId),
    viewerId ? findEntryOf(db, raffleId, viewerId) : undefined,
  ])
  const drawn = raffle.drawn_at !== null
  return {
    _id: raffle.id,
    product: products.get(raffle.id)!,
    opensAt: raffle.opens_at,
    closesAt: raffle.closes_at,
    units: raffle.units,
    state: raffleState(raffle, now),
    seedHash: raffle.seed_hash,
    seed: drawn ? raffle.seed : null,
    drawnAt: raffle.drawn_at,
    entries: entries.map((entry) => ({
      _id: entry.id,
      ticket: drawn ? entry.ticket : null,
      outcome: drawn ? entryOutcome(raffle, entry) : null,
    })),
    winners: drawn ? entries.slice(0, raffle.units).map((entry) => entry.id) : [],
    myEntryId: own?.id ?? null,
    myOutcome: own ? entryOutcome(raffle, own) : null,
    myOrderId: own?.order_id ?? null,
  }
}

/** A product's raffles not yet drawn, soonest first: the product page's "Enter the raffle". */
export async function productRaffles(
  db: Kysely<Database>,
  productId: string,
  now: Date,
): Promise<RaffleSummary[]> {
  if (!(await productExists(db, productId))) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE)
  const listed = await listOpenRafflesOfProduct(db, productId)
  const products = await raffleProducts(
    db,
    listed.map(({ raffle }) => raffle),
  )
  return listed.map(({ raffle, entryCount }) => toSummary(raffle, products.get(raffle.id)!, entryCount, now))
}

export const ADMIN_RAFFLES_LIMIT = 100

export async function adminRaffles(db: Kysely<Database>, now: Date): Promise<AdminRaffle[]> {
  const listed = await listRafflesForAdmin(db, ADMIN_RAFFLES_LIMIT)
  const products = await raffleProducts(
    db,
    listed.map(({ raffle }) => raffle),
  )
  return listed.map(({ raffle, entryCount, refusalCount, unitsAwarded }) => ({
    ...toSummary(raffle, products.get(raffle.id)!, entryCount, now),
    refusalCount,
    unitsAwarded,
    unitsReturned: raffle.units_returned,
    createdAt: raffle.created_at,
  }))
}

function addressLine(address: ShippingAddress): string {
  return [
    address.fullName,
    address.addressLine1 ?? address.address,
    address.addressLine2,
    address.city,
    address.state,
    address.postalCode,
  ]
    .filter((part) => part)
    .join(', ')
}

/** The admin's view of one raffle: each entry with its account, address, phone and outcome; the refusals. */
export async function adminRaffleEntries(
  db: Kysely<Database>,
  raffleId: string,
  now: Date,
): Promise<AdminRaffleEntriesResponse> {
  const raffle = await findRaffleRow(db, raffleId)
  const [products, entries, refusals, counts, awarded] = await Promise.all([
    raffleProducts(db, [raffle]),
    listEntries(db, raffleId),
    listRefusals(db, raffleId),
    countEntries(db, [raffleId]),
    countAwarded(db, [raffleId]),
  ])
  const users = await findUserNames(db, [
    ...entries.map((entry) => entry.user_id),
    ...refusals.map((refusal) => refusal.user_id),
  ])
  const account = (userId: string) => {
    const user = users.get(userId)
    return { _id: userId, name: user?.name ?? '', email: user?.email ?? '' }
  }
  return {
    raffle: {
      ...toSummary(raffle, products.get(raffle.id)!, counts.get(raffleId) ?? 0, now),
      refusalCount: refusals.length,
      unitsAwarded: awarded.get(raffleId) ?? 0,
      unitsReturned: raffle.units_returned,
      createdAt: raffle.created_at,
    },
    entries: entries.map((entry) => {
      const address = JSON.parse(entry.shipping_address) as ShippingAddress
      return {
        _id: entry.id,
        ticket: raffle.drawn_at ? entry.ticket : null,
        user: account(entry.user_id),
        address: addressLine(address),
        phone: address.phone ?? '',
        createdAt: entry.created_at,
        outcome: entryOutcome(raffle, entry),
        orderId: entry.order_id,
      }
    }),
    refusals: refusals.map((refusal) => ({
      _id: refusal.id,
      user: account(refusal.user_id),
      rule: refusal.rule,
      message: refusal.message,
      createdAt: refusal.created_at,
    })),
  }
}
