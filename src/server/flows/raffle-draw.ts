import type { FastifyInstance } from 'fastify'
import type { ShippingAddress } from '@common/schemas/order'
import type { ShippingRates } from '@common/shipping-charges'
import { soldItemName } from '@common/variants'
import { stockChange } from '../changes/changes'
import { newId } from '../db/ids'
import { writeTransaction } from '../db/write-transaction'
import { type MailContext, queueMail } from '../modules/mail'
import {
  createInvoiceNumbering,
  type InvoiceNumbering,
  priceOrder,
  type SellerTaxIdentity,
  writeOrder,
} from '../modules/orders'
import type { ShippingRatesReader } from '../modules/delivery'
import { findProductsForOrder, findVariantsForOrder, returnStock } from '../modules/products'
import {
  claimWaitingUnit,
  drawRaffle,
  dueRaffleIds,
  giveUnitBack,
  nextRaffleClose,
  type RaffleEntryRow,
  type RaffleRow,
  rafflesWithUnitsWaiting,
  recordEntryOrder,
} from '../modules/raffles'
import { findUserById, findUserNames } from '../modules/users'
import type { DueWork } from './launches'
import type { Lifecycle } from './lifecycle-context'

/*
 * The draw and what follows it. Once a raffle has closed, one instance draws it (a conditional UPDATE claims it)
 * and mails the entries that did not win; then each unit set aside is offered to the next entry in ticket order
 * as an order for one unit at the product's price, to be paid online within the payment hold. A winner's order
 * cancelled (not paid in time, or otherwise) gives its unit back to the raffle (flows/cancellation.ts), and it is
 * offered to the next entry; when the entries run out, the units left go back on sale.
 */

/**
 * Raffles are looked at this often, so that a unit given back is offered well within a minute; a raffle is drawn
 * at its close by the instances' timers (flows/launches.ts), and by this sweep should those have missed it.
 */
export const RAFFLE_SWEEP_MS = 15_000
const RAFFLES_PER_RUN = 10
/** Offers one run makes, across raffles: a raffle of many units is offered over several runs. */
const OFFERS_PER_RUN = 200

export type RaffleDrawContext = {
  lifecycle: Lifecycle
  /** The shop's GSTIN and state, for each winner's tax invoice. */
  seller: SellerTaxIdentity
  /** How long a winner's unpaid order holds its unit (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number
  invoices: InvoiceNumbering
  mail: () => MailContext
  /** The shop's shipping charges (`keptShippingRates`): a winner's order pays them as any online order does. */
  shippingRates: ShippingRatesReader
}

/** The scheduler's task: draws every raffle due, then offers the units waiting. */
export async function runRaffles(context: RaffleDrawContext): Promise<void> {
  for (const raffleId of await dueRaffleIds(context.lifecycle.db, context.lifecycle.clock(), RAFFLES_PER_RUN))
    await drawDueRaffle(context, raffleId)
  await offerWaitingUnits(context)
}

/**
 * Draws the raffle if it is due and nobody has (answers whether this call drew it), and mails each entry that
 * did not win, in the same transaction; the winners are mailed with their orders when their units are offered.
 */
export async function drawDueRaffle(context: RaffleDrawContext, raffleId: string): Promise<boolean> {
  const { db, clock } = context.lifecycle
  const mail = context.mail()
  return writeTransaction(db, async (trx) => {
    const now = clock()
    const drawn = await drawRaffle(trx, raffleId, now)
    if (!drawn) return false
    const losers = drawn.ranked.slice(drawn.raffle.units)
    const users = await findUserNames(
      trx,
      losers.map((entry) => entry.user_id),
    )
    for (const entry of losers) {
      const user = users.get(entry.user_id)
      if (!user) continue
      await queueMail(
        trx,
        mail,
        {
          kind: 'raffle-not-won',
          to: user.email,
          data: {
            origin: mail.origin,
            customerName: user.name,
            productName: drawn.raffle.product_name,
            raffleId,
          },
        },
        now,
      )
    }
    return true
  })
}

/** Offers the units waiting in drawn raffles, one transaction each; answers how many units it placed. */
export async function offerWaitingUnits(context: RaffleDrawContext): Promise<number> {
  let offers = 0
  for (const raffleId of await rafflesWithUnitsWaiting(context.lifecycle.db, RAFFLES_PER_RUN)) {
    while (offers < OFFERS_PER_RUN && (await offerOneUnit(context, raffleId))) offers += 1
  }
  return offers
}

/**
 * One waiting unit of the raffle: an order for the next entry in ticket order, or, when every entry has had
 * its offer, the units left back on sale. False when nothing waits.
 */
async function offerOneUnit(context: RaffleDrawContext, raffleId: string): Promise<boolean> {
  const { db, clock } = context.lifecycle
  const mail = context.mail()
  // The shop's, not the order's to lock: read (mostly kept) before the transaction, as placement does.
  const shippingRates = await context.shippingRates(db)
  const outcome = await writeTransaction(db, async (trx) => {
    const claimed = await claimWaitingUnit(trx, raffleId)
    if (!claimed) return undefined
    if (claimed.kind === 'return') {
      // A variant's units go back to that variant.
      const { product_id: productId, variant_id: variantId } = claimed.raffle
      await returnStock(trx, [{ productId, variantId, quantity: claimed.units }], {
        reason: 'raffle-return',
        note: `Raffle ${raffleId}`,
      })
      return { productId: claimed.raffle.product_id }
    }
    const orderId = await placeWinnersOrder(trx, context, mail, claimed.raffle, claimed.entry, {
      now: clock(),
      shippingRates,
    })
    return { productId: claimed.raffle.product_id, orderId }
  })
  if (!outcome) return false
  context.lifecycle.changed(stockChange([outcome.productId]))
  if (outcome.orderId) await context.invoices.numberOf(outcome.orderId)
  return true
}

/**
 * The entry's order: one unit at the product's price now (the variant's, for a raffle of a variant, whose line it
 * then is), paid online within the hold, shipped to the address entered; its unit is the raffle's, so it takes no
 * stock. An entry whose account or product (variant) is gone gives the unit back to the raffle (the product's)
 * and answers undefined.
 */
async function placeWinnersOrder(
  trx: Parameters<Parameters<typeof writeTransaction>[1]>[0],
  context: RaffleDrawContext,
  mail: MailContext,
  raffle: RaffleRow,
  entry: RaffleEntryRow,
  { now, shippingRates }: { now: Date; shippingRates: ShippingRates },
): Promise<string | undefined> {
  const [user, [found], [variant]] = await Promise.all([
    findUserById(trx, entry.user_id),
    findProductsForOrder(trx, [raffle.product_id]),
    findVariantsForOrder(trx, raffle.variant_id ? [raffle.variant_id] : []),
  ])
  const gone = !found || (raffle.variant_id != null && variant?.product_id !== found.id)
  // An erased account takes no unit: its entry stays for the draw's record, without an address to send it to.
  if (!user || user.erased_at || gone) {
    await giveUnitBack(trx, raffle.id, { gone })
    return undefined
  }
  const unitId = variant?.id ?? found.id
  // A variant's price and pictures (none: the product's) replace its product's, as placement's do.
  const product = variant
    ? {
        ...found,
        price_paise: variant.price_paise,
        images: (JSON.parse(variant.images) as string[]).length > 0 ? variant.images : found.images,
        variant_id: variant.id,
        variant_label: variant.label,
      }
    : found
  const shippingAddress = JSON.parse(entry.shipping_address) as ShippingAddress
  const priced = priceOrder({
    lines: [
      {
        productId: product.id,
        unitId,
        quantity: 1,
        unitPricePaise: product.price_paise,
        gstRate: product.gst_rate,
      },
    ],
    paymentMethod: 'PHONEPE',
    seller: context.seller,
    address: shippingAddress,
    buyerGstin: undefined,
    shippingRates,
  })
  const order = await writeOrder(
    trx,
    {
      orderId: newId(),
      user,
      paymentMethod: 'PHONEPE',
      discountCode: undefined,
      shippingAddress,
      priced,
      confirmBy: null,
      preorder: undefined,
      idempotencyKey: undefined,
      now,
      holdMinutes: context.holdMinutes,
      invoices: context.invoices,
    },
    new Map([[unitId, product]]),
  )
  await recordEntryOrder(trx, entry.id, order._id)
  const data = {
    origin: mail.origin,
    customerName: user.name,
    productName: soldItemName(product.name, variant?.label),
    raffleId: raffle.id,
    orderId: order._id,
    orderNumber: order.orderNumber,
    totalPaise: priced.totalPaise,
    payBy: order.holdExpiresAt ?? new Date(now.getTime() + context.holdMinutes * 60_000).toISOString(),
  }
  const drawnToWin = entry.rank !== null && entry.rank <= raffle.units
  await queueMail(
    trx,
    mail,
    drawnToWin
      ? { kind: 'raffle-won', to: user.email, data }
      : { kind: 'raffle-won-after-roll-down', to: user.email, data },
    now,
  )
  return order._id
}

/**
 * The raffles of one app: the draw on the process's scheduler (each draw and offer is claimed, so every instance may
 * run it), and `closes`, the next close for the instance's timer, which draws a raffle at the second it closes.
 */
export function installRaffleDraws(
  app: FastifyInstance,
  options: Pick<RaffleDrawContext, 'lifecycle' | 'seller' | 'holdMinutes' | 'shippingRates'>,
): { closes: DueWork } {
  const context: RaffleDrawContext = {
    ...options,
    invoices: createInvoiceNumbering(app.db, app.log),
    mail: () => app.backgroundMailContext(),
  }
  app.scheduler.add({ name: 'raffle-draw', everyMs: RAFFLE_SWEEP_MS, run: () => runRaffles(context) })
  return { closes: { next: () => nextRaffleClose(app.db), run: () => runRaffles(context) } }
}
