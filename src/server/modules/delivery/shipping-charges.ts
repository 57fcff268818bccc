import type { Kysely } from 'kysely'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import { type ShippingRates, shippingCharges } from '@common/shipping-charges'
import {
  DEFAULT_SHIPPING_SETTINGS,
  shippingSettingsSchema,
  type ShippingQuote,
  type ShippingQuoteQuery,
  type ShippingSettings,
} from '@common/schemas/shipping'
import type { Changes } from '../../changes/changes'
import type { Database } from '../../db/schema'
import { type AuditActor, changedFields, recordAudit } from '../audit'

/** The one row of shipping_charges. */
const SETTINGS_ROW_ID = 'shop'

/** The admin's shipping charges, or the built-in ones (nothing charged) until an admin saves some. */
export async function getShippingSettings(db: Kysely<Database>): Promise<ShippingSettings> {
  const row = await db
    .selectFrom('shipping_charges')
    .selectAll()
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst()
  if (!row) return DEFAULT_SHIPPING_SETTINGS
  // Written only through saveShippingSettings; parsed anyway, so a hand-edited row cannot reach a shopper.
  return shippingSettingsSchema.parse({
    flatRate: paiseToRupees(Number(row.flat_rate_paise)),
    freeOver: paiseToRupees(Number(row.free_over_paise)),
    codFee: paiseToRupees(Number(row.cod_fee_paise)),
  })
}

/** Replaces the charges (validated by the route), kept in paise; what changed goes to the activity log. */
export async function saveShippingSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  settings: ShippingSettings,
  now: Date,
): Promise<ShippingSettings> {
  const columns = {
    flat_rate_paise: rupeesToPaise(settings.flatRate),
    free_over_paise: rupeesToPaise(settings.freeOver),
    cod_fee_paise: rupeesToPaise(settings.codFee),
    updated_at: now.toISOString(),
  }
  return db.transaction().execute(async (trx) => {
    const before = await getShippingSettings(trx)
    await trx
      .insertInto('shipping_charges')
      .values({ id: SETTINGS_ROW_ID, ...columns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
      .execute()
    const after = await getShippingSettings(trx)
    const changed = changedFields(before, after)
    if (changed)
      await recordAudit(trx, actor, {
        action: 'settings.update',
        entity: 'settings',
        entityId: 'shipping',
        ...changed,
      })
    return after
  })
}

/** The charges as pricing reads them, in paise. */
export function shippingRatesOf(settings: ShippingSettings): ShippingRates {
  return {
    flatRatePaise: rupeesToPaise(settings.flatRate),
    freeOverPaise: rupeesToPaise(settings.freeOver),
    codFeePaise: rupeesToPaise(settings.codFee),
  }
}

/** How placement and the quote get the rates: `keptShippingRates`. */
export type ShippingRatesReader = (db: Kysely<Database>) => Promise<ShippingRates>

/**
 * The rates kept between orders until anything but stock changes (an admin's save publishes `everything`, here
 * and to the other instances), so an order pays no query for them; the caller reads them before its
 * transaction, as they are the shop's and not the order's to lock.
 */
export function keptShippingRates(changes: Changes): ShippingRatesReader {
  const kept = changes.keep<ShippingRates>({ freeze: true })
  return (db) => kept.get('rates', async () => shippingRatesOf(await getShippingSettings(db)))
}

/** What an order of these items would pay for shipping and, paid on delivery, the fee: the cart's figures. */
export function quoteShipping(rates: ShippingRates, query: ShippingQuoteQuery): ShippingQuote {
  const charges = shippingCharges(rates, rupeesToPaise(query.itemsPrice), query.paymentMethod ?? 'PHONEPE')
  return {
    shippingPrice: paiseToRupees(charges.shippingPaise),
    codFee: paiseToRupees(charges.codFeePaise),
    freeOver: paiseToRupees(rates.freeOverPaise),
  }
}
