import type { Kysely, Selectable } from 'kysely'
import type { FailedDeliveryAction, Shipment } from '@common/schemas/shipping'
import type { Database, ShipmentsTable } from '../../db/schema'
import { ConflictError } from '../../errors'
import type { Parcel } from './courier'

/*
 * The bookings: one row per order, its key. A booking is claimed before the carrier is asked and completed with
 * the AWB after, so that two clicks, two tabs or two instances book an order once; a claim left by a crash runs
 * out and the next attempt takes it over, and the carrier's own lookup (bookShipment) finds what was already made.
 */

export type ShipmentRow = Selectable<ShipmentsTable>

/**
 * Long enough for a booking's calls to the carrier: up to seven in a row (pickup PIN, serviceability, lookup, order,
 * AWB, label, pickup), each cut off after REQUEST_TIMEOUT_MS and tried once more after a fresh login.
 */
export const BOOKING_CLAIM_MS = 5 * 60_000

export const BOOKING_IN_PROGRESS_MESSAGE =
  'This order is being booked right now. Please try again in a minute.'
export const NO_FAILED_DELIVERY_MESSAGE = 'No failed delivery attempt is waiting for a decision'

/** `claimedUntil` names this caller's claim, so that giving it up never gives up a later caller's. */
export type Claim = { claimed: true; claimedUntil: string } | { claimed: false; booked: ShipmentRow }

/**
 * Claims the order's booking: `claimed` when this caller is now the one to ask the carrier, the booked row when
 * the order was booked before; 409 while another caller's claim runs.
 */
export async function claimBooking(
  db: Kysely<Database>,
  orderId: string,
  parcel: Parcel,
  now: Date,
): Promise<Claim> {
  const claimedUntil = new Date(now.getTime() + BOOKING_CLAIM_MS).toISOString()
  const measured = {
    weight_grams: parcel.weightGrams,
    length_cm: parcel.lengthCm,
    breadth_cm: parcel.breadthCm,
    height_cm: parcel.heightCm,
  }
  const inserted = await db
    .insertInto('shipments')
    .values({ order_id: orderId, ...measured, claimed_until: claimedUntil, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { claimed: true, claimedUntil }
  const existing = await findShipment(db, orderId)
  if (!existing) return claimBooking(db, orderId, parcel, now) // released in between: claim it afresh
  if (existing.awb) return { claimed: false, booked: existing }
  if (existing.claimed_until > now.toISOString()) throw new ConflictError(BOOKING_IN_PROGRESS_MESSAGE)
  // The claim ran out without an AWB: its holder crashed or gave up. Exactly one caller takes it over.
  const taken = await db
    .updateTable('shipments')
    .set({ ...measured, claimed_until: claimedUntil })
    .where('order_id', '=', orderId)
    .where('awb', 'is', null)
    .where('claimed_until', '=', existing.claimed_until)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) === 0) throw new ConflictError(BOOKING_IN_PROGRESS_MESSAGE)
  return { claimed: true, claimedUntil }
}

/**
 * Gives this caller's claim up when the carrier refused the booking, so the next attempt starts again; a claim taken
 * over meanwhile (this one ran out) is the other caller's and stays.
 */
export async function releaseBookingClaim(
  db: Kysely<Database>,
  orderId: string,
  claimedUntil: string,
): Promise<void> {
  await db
    .deleteFrom('shipments')
    .where('order_id', '=', orderId)
    .where('awb', 'is', null)
    .where('claimed_until', '=', claimedUntil)
    .execute()
}

export type CompletedBooking = {
  awb: string
  carrier: string
  courierName: string
  shipmentId: string
  labelUrl: string
  estimatedDelivery: string | null
}

/** Records what the carrier booked on the claimed row. */
export async function completeBooking(
  db: Kysely<Database>,
  orderId: string,
  booking: CompletedBooking,
  now: Date,
): Promise<ShipmentRow> {
  await db
    .updateTable('shipments')
    .set({
      awb: booking.awb,
      carrier: booking.carrier,
      courier_name: booking.courierName,
      shipment_id: booking.shipmentId,
      label_url: booking.labelUrl,
      estimated_delivery: booking.estimatedDelivery,
      booked_at: now.toISOString(),
    })
    .where('order_id', '=', orderId)
    .where('awb', 'is', null)
    .execute()
  const row = await findShipment(db, orderId)
  if (!row?.awb) throw new ConflictError(BOOKING_IN_PROGRESS_MESSAGE)
  return row
}

export async function findShipment(db: Kysely<Database>, orderId: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst()
}

export async function findShipmentByAwb(db: Kysely<Database>, awb: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').selectAll().where('awb', '=', awb).executeTakeFirst()
}

/** A failed attempt (a later one replaces an earlier) waits for the admin's choice. */
export async function recordDeliveryFailure(
  db: Kysely<Database>,
  orderId: string,
  failure: { at: string; note: string },
): Promise<void> {
  await db
    .updateTable('shipments')
    .set({ delivery_failed_at: failure.at, delivery_failed_note: failure.note })
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('delivery_failed_at', 'is', null), eb('delivery_failed_at', '<', failure.at)]))
    .execute()
}

const awaitsChoice = (row: ShipmentRow) =>
  row.delivery_failed_at !== null &&
  (row.failure_action_at === null || row.failure_action_at < row.delivery_failed_at)

/**
 * Takes the admin's choice after a failed attempt, once: of two choices made at the same moment one wins and
 * the other answers 409. Answers the choice it replaced, for `undoFailureAction` if the carrier refuses it.
 */
export async function recordFailureAction(
  db: Kysely<Database>,
  orderId: string,
  action: FailedDeliveryAction,
  now: Date,
): Promise<ShipmentRow> {
  const row = await findShipment(db, orderId)
  if (!row || !awaitsChoice(row)) throw new ConflictError(NO_FAILED_DELIVERY_MESSAGE)
  const chosen = await db
    .updateTable('shipments')
    .set({ failure_action: action, failure_action_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where((eb) =>
      row.failure_action_at === null
        ? eb('failure_action_at', 'is', null)
        : eb('failure_action_at', '=', row.failure_action_at),
    )
    .executeTakeFirst()
  if (Number(chosen.numUpdatedRows) === 0) throw new ConflictError(NO_FAILED_DELIVERY_MESSAGE)
  return row
}

/** Puts back the choice `recordFailureAction` replaced: the carrier did not take the new one. */
export async function undoFailureAction(db: Kysely<Database>, before: ShipmentRow): Promise<void> {
  await db
    .updateTable('shipments')
    .set({ failure_action: before.failure_action, failure_action_at: before.failure_action_at })
    .where('order_id', '=', before.order_id)
    .execute()
}

export function shipmentAnswer(row: ShipmentRow, simulated: boolean): Shipment {
  return {
    orderId: row.order_id,
    carrier: row.carrier ?? 'other',
    courierName: row.courier_name ?? '',
    awb: row.awb ?? '',
    labelUrl: row.label_url ?? '',
    estimatedDelivery: row.estimated_delivery,
    parcel: {
      weightGrams: row.weight_grams,
      lengthCm: Number(row.length_cm),
      breadthCm: Number(row.breadth_cm),
      heightCm: Number(row.height_cm),
    },
    bookedAt: row.booked_at ?? row.created_at,
    failedDelivery:
      awaitsChoice(row) && row.delivery_failed_at
        ? { at: row.delivery_failed_at, note: row.delivery_failed_note ?? '' }
        : null,
    failedDeliveryAction:
      row.failure_action && row.failure_action_at
        ? { action: row.failure_action, at: row.failure_action_at }
        : null,
    simulated,
  }
}
