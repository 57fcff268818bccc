import type { Kysely } from 'kysely'
import {
  codAboveLimitMessage,
  codSettingsSchema,
  COD_BLOCKED_MESSAGE,
  COD_EXCLUDED_PIN_MESSAGE,
  DEFAULT_COD_SETTINGS,
  type CodEligibility,
  type CodSettings,
} from '@common/schemas/cash-on-delivery'
import { formatRupees, paiseToRupees, rupeesToPaise } from '@common/money'
import { isCashOnDeliveryAllowed } from '@common/schemas/delivery'
import type { Changes } from '../../changes/changes'
import type { Database } from '../../db/schema'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import { getDeliverySettings } from '../delivery'

/** The one row of cod_settings. */
const SETTINGS_ROW_ID = 'shop'

/** The admin's cash-on-delivery rules, or the built-in ones until an admin saves some. */
export async function getCodSettings(db: Kysely<Database>): Promise<CodSettings> {
  const row = await db
    .selectFrom('cod_settings')
    .selectAll()
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst()
  if (!row) return DEFAULT_COD_SETTINGS
  // Written only through saveCodSettings; parsed anyway, so a hand-edited row cannot reach a shopper.
  return codSettingsSchema.parse({
    maxOrderValue: row.max_order_value_paise === null ? null : paiseToRupees(row.max_order_value_paise),
    blockAfterReturns: Number(row.block_after_returns),
    confirmationHours: Number(row.confirmation_hours),
  })
}

/**
 * Replaces the rules (validated by the route); the limit is kept in paise like every amount. The rules that
 * changed go to the activity log in the same transaction.
 */
export async function saveCodSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  settings: CodSettings,
  now: Date,
): Promise<CodSettings> {
  const columns = {
    max_order_value_paise: settings.maxOrderValue === null ? null : rupeesToPaise(settings.maxOrderValue),
    block_after_returns: settings.blockAfterReturns,
    confirmation_hours: settings.confirmationHours,
    updated_at: now.toISOString(),
  }
  return db.transaction().execute(async (trx) => {
    const before = await getCodSettings(trx)
    await trx
      .insertInto('cod_settings')
      .values({ id: SETTINGS_ROW_ID, ...columns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
      .execute()
    const after = await getCodSettings(trx)
    const changed = changedFields(before, after)
    if (changed)
      await recordAudit(trx, actor, {
        action: 'settings.update',
        entity: 'settings',
        entityId: 'cash-on-delivery',
        ...changed,
      })
    return after
  })
}

/** What decides whether an order may be paid on delivery. */
export type CodFacts = {
  /** The order's total after the discount and shipping, from the database. */
  totalPaise: number
  /** The shipping address's PIN code, when known (the eligibility question may come before an address). */
  postalCode?: string | undefined
  /**
   * The customer's parcels that came back undelivered (orders in status `returned`): asked only when the shop
   * blocks after some, so an order under the default rules costs no count.
   */
  returnedParcels: () => Promise<number>
}

/** Everything the shop's rules say about paying on delivery: these rules and the PIN prefixes it excludes. */
export type CodRules = {
  readonly settings: Readonly<CodSettings>
  readonly excludedPinPrefixes: readonly string[]
}

/** How checkout gets the rules: `keptCodRules`, shared by the orders module and the cart's question. */
export type CodRulesReader = (db: Kysely<Database>) => Promise<CodRules>

/**
 * The rules as the database holds them now (two reads: the admin keeps them on two screens), copied: kept, they
 * are frozen, and without a saved row they are the built-in defaults, which must not be frozen with them.
 */
export async function readCodRules(db: Kysely<Database>): Promise<CodRules> {
  const [settings, delivery] = await Promise.all([getCodSettings(db), getDeliverySettings(db)])
  return { settings: { ...settings }, excludedPinPrefixes: [...delivery.codExcludedPinPrefixes] }
}

/**
 * The rules for checkout, kept between orders until anything but stock changes (an admin's save of either
 * screen publishes `everything`, here and to the other instances): every cash-on-delivery order and every
 * cart's question needs them, and on PostgreSQL their two reads were two round trips of each order's
 * transaction. Read with `db` when not kept; the caller reads them before its transaction, as the rules are not
 * the order's to lock.
 */
export function keptCodRules(changes: Changes): CodRulesReader {
  const kept = changes.keep<CodRules>({ freeze: true })
  return (db) => kept.get('rules', () => readCodRules(db))
}

const AVAILABLE: CodEligibility = { available: true, reason: null, message: null }

/**
 * Placing a cash-on-delivery order: whether it may be paid on delivery and, if so, until when it waits for its
 * shopper's confirmation (null when the shop does not ask for one), under one reading of the rules.
 */
export async function decideCodOrder(
  rules: CodRules,
  facts: CodFacts,
  now: Date,
): Promise<{ eligibility: CodEligibility; confirmBy: Date | null }> {
  const eligibility = await decideCodEligibility(rules, facts)
  return { eligibility, confirmBy: eligibility.available ? confirmationDeadline(rules.settings, now) : null }
}

/**
 * The one rule of cash on delivery, for the cart's question (GET /cod/eligibility) and for placing the order
 * (decideCodOrder), which refuses with the same message (409): the account's record first (no other cart would
 * change it), then the PIN code, then the order's value; each refusal offers PhonePe.
 */
export async function decideCodEligibility(
  { settings, excludedPinPrefixes }: CodRules,
  facts: CodFacts,
): Promise<CodEligibility> {
  if (settings.blockAfterReturns > 0 && (await facts.returnedParcels()) >= settings.blockAfterReturns)
    return { available: false, reason: 'returned-parcels', message: COD_BLOCKED_MESSAGE }
  if (
    facts.postalCode !== undefined &&
    !isCashOnDeliveryAllowed(facts.postalCode.replace(/\s/g, ''), excludedPinPrefixes)
  )
    return { available: false, reason: 'pin-code', message: COD_EXCLUDED_PIN_MESSAGE }
  if (settings.maxOrderValue !== null && facts.totalPaise > rupeesToPaise(settings.maxOrderValue))
    return {
      available: false,
      reason: 'above-limit',
      message: codAboveLimitMessage(formatRupees(settings.maxOrderValue)),
    }
  return AVAILABLE
}

/** Until when an order placed at `now` waits for its shopper's confirmation, or null when none is asked. */
function confirmationDeadline({ confirmationHours }: Readonly<CodSettings>, now: Date): Date | null {
  if (confirmationHours <= 0) return null
  return new Date(now.getTime() + Math.round(confirmationHours * 3_600_000))
}
