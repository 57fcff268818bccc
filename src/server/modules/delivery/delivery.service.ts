import type { Kysely } from 'kysely'
import { SHOP_UTC_OFFSET_MINUTES } from '@common/constants'
import { findIndianState } from '@common/indian-states'
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliverySettingsSchema,
  isCashOnDeliveryAllowed,
  UNKNOWN_PIN_CODE_MESSAGE,
  type DeliveryEstimate,
  type DeliverySettings,
  type DeliveryZone,
  type PincodePlace,
} from '@common/schemas/delivery'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import { areNeighbouringStates } from './neighbouring-states'
import { findPincode } from './pincode-directory'

/** The one row of delivery_settings. */
const SETTINGS_ROW_ID = 'shop'
/** The shop's time (IST, no daylight saving): delivery dates are Indian calendar days. */
const SHOP_OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000
const ONE_DAY_MS = 24 * 60 * 60 * 1000

/** The admin's delivery rules, or the built-in ones until an admin saves some. */
export async function getDeliverySettings(db: Kysely<Database>): Promise<DeliverySettings> {
  const row = await db
    .selectFrom('delivery_settings')
    .selectAll()
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst()
  if (!row) return DEFAULT_DELIVERY_SETTINGS
  const settings = {
    codExcludedPinPrefixes: JSON.parse(row.cod_excluded_pin_prefixes) as unknown,
    sameState: { minDays: row.same_state_min_days, maxDays: row.same_state_max_days },
    neighbouring: { minDays: row.neighbouring_min_days, maxDays: row.neighbouring_max_days },
    elsewhere: { minDays: row.elsewhere_min_days, maxDays: row.elsewhere_max_days },
  }
  // Written only through saveDeliverySettings; parsed anyway, so a hand-edited row cannot reach a shopper.
  return deliverySettingsSchema.parse(settings)
}

/**
 * Replaces the whole settings object (validated by the route); a prefix listed twice is kept once, in place. The
 * rules that changed go to the activity log in the same transaction.
 */
export async function saveDeliverySettings(
  db: Kysely<Database>,
  actor: AuditActor,
  settings: DeliverySettings,
  now: Date,
): Promise<DeliverySettings> {
  const prefixes = [...new Set(settings.codExcludedPinPrefixes)]
  const columns = {
    cod_excluded_pin_prefixes: JSON.stringify(prefixes),
    same_state_min_days: settings.sameState.minDays,
    same_state_max_days: settings.sameState.maxDays,
    neighbouring_min_days: settings.neighbouring.minDays,
    neighbouring_max_days: settings.neighbouring.maxDays,
    elsewhere_min_days: settings.elsewhere.minDays,
    elsewhere_max_days: settings.elsewhere.maxDays,
    updated_at: now.toISOString(),
  }
  const saved = { ...settings, codExcludedPinPrefixes: prefixes }
  return db.transaction().execute(async (trx) => {
    const before = await getDeliverySettings(trx)
    await trx
      .insertInto('delivery_settings')
      .values({ id: SETTINGS_ROW_ID, ...columns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
      .execute()
    const changed = changedFields(before, saved)
    if (changed)
      await recordAudit(trx, actor, {
        action: 'settings.update',
        entity: 'settings',
        entityId: 'delivery',
        ...changed,
      })
    return saved
  })
}

/**
 * Where an address's postal code is, for other modules (the place of supply when an address names no state);
 * undefined when it is no PIN or the directory does not hold it. Spaces in the code are ignored.
 */
export function placeOfPostalCode(postalCode: string): PincodePlace | undefined {
  return findPincode(postalCode.replace(/\s/g, ''))
}

/** Where a PIN is, or NotFoundError (404) when the directory does not hold it. */
export function lookUpPincode(pincode: string): PincodePlace {
  const place = findPincode(pincode)
  if (!place) throw new NotFoundError(UNKNOWN_PIN_CODE_MESSAGE)
  return place
}

/** How far a parcel from the shop's state travels to a place's state. */
export function deliveryZone(shopState: string, placeState: string): DeliveryZone {
  const from = findIndianState(shopState)?.name ?? shopState
  const to = findIndianState(placeState)?.name ?? placeState
  if (from === to) return 'same-state'
  return areNeighbouringStates(from, to) ? 'neighbouring' : 'elsewhere'
}

/** 'YYYY-MM-DD' in Indian time, this many days after the moment given. */
function indianDateAfter(moment: Date, days: number): string {
  return new Date(moment.getTime() + SHOP_OFFSET_MS + days * ONE_DAY_MS).toISOString().slice(0, 10)
}

/**
 * "Check delivery" for a PIN: its place, its zone from the shop's state, whether cash on delivery is offered
 * there, and the calendar dates between which a parcel sent today (Indian time) should arrive.
 */
export async function estimateDelivery(
  db: Kysely<Database>,
  pincode: string,
  shopState: string,
  now: Date,
): Promise<DeliveryEstimate> {
  const place = lookUpPincode(pincode)
  const settings = await getDeliverySettings(db)
  const zone = deliveryZone(shopState, place.state)
  const { minDays, maxDays } =
    zone === 'same-state'
      ? settings.sameState
      : zone === 'neighbouring'
        ? settings.neighbouring
        : settings.elsewhere
  return {
    ...place,
    zone,
    cashOnDelivery: isCashOnDeliveryAllowed(pincode, settings.codExcludedPinPrefixes),
    estimate: {
      minDays,
      maxDays,
      earliest: indianDateAfter(now, minDays),
      latest: indianDateAfter(now, maxDays),
    },
  }
}
