import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * The account's two-step sign-in columns (the users module owns the table; modules/auth/two-factor holds the
 * rules). Every change is a conditional UPDATE, so two tabs or two instances change the state once: each answers
 * whether it was the one that did.
 */

/** Keeps a freshly set-up secret (sealed) until a code confirms it, replacing an earlier unconfirmed one. */
export async function storePendingTotpSecret(
  db: Kysely<Database>,
  userId: string,
  sealedSecret: string,
  now: Date,
): Promise<boolean> {
  const stored = await db
    .updateTable('users')
    .set({ totp_pending_secret: sealedSecret, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst()
  return Number(stored.numUpdatedRows) > 0
}

/**
 * Turns two-step sign-in on with the pending secret the code was checked against (a set-up started meanwhile in
 * another tab replaces it, and then this one does nothing). `acceptedStep` is the confirming code's time step,
 * which is not accepted again.
 */
export async function turnOnSecondFactor(
  db: Kysely<Database>,
  userId: string,
  change: { sealedSecret: string; acceptedStep: number; now: Date },
): Promise<boolean> {
  const turnedOn = await db
    .updateTable('users')
    .set({
      totp_secret: change.sealedSecret,
      totp_pending_secret: null,
      totp_enabled_at: change.now.toISOString(),
      totp_last_step: change.acceptedStep,
      updated_at: change.now.toISOString(),
    })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_pending_secret', '=', change.sealedSecret)
    .executeTakeFirst()
  return Number(turnedOn.numUpdatedRows) > 0
}

export async function turnOffSecondFactor(db: Kysely<Database>, userId: string, now: Date): Promise<boolean> {
  const turnedOff = await db
    .updateTable('users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .executeTakeFirst()
  return Number(turnedOff.numUpdatedRows) > 0
}

/**
 * Records a code's time step as used, only if it is later than every step accepted before: of two sign-ins with
 * one code (or an older one) only the first gets through.
 */
export async function acceptTotpStep(db: Kysely<Database>, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst()
  return Number(accepted.numUpdatedRows) > 0
}

/** An account's stored two-step secrets, sealed: the one in use and one waiting to be confirmed. */
export type SealedTotpSecrets = {
  userId: string
  email: string
  secret: string | null
  pendingSecret: string | null
}

/** Every account holding a sealed two-step secret (in use or waiting), in id order. */
export async function listSealedTotpSecrets(db: Kysely<Database>): Promise<SealedTotpSecrets[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'totp_secret', 'totp_pending_secret'])
    .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]))
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
  }))
}

/**
 * Stores the account's secrets sealed anew, only if they are still those that were read: a set-up or a turning off
 * meanwhile is kept, not overwritten. Answers whether they were replaced.
 */
export async function replaceSealedTotpSecrets(
  db: Kysely<Database>,
  read: SealedTotpSecrets,
  resealed: { secret: string | null; pendingSecret: string | null },
): Promise<boolean> {
  const replaced = await db
    .updateTable('users')
    .set({ totp_secret: resealed.secret, totp_pending_secret: resealed.pendingSecret })
    .where('id', '=', read.userId)
    .where((eb) =>
      eb.and([
        read.secret === null ? eb('totp_secret', 'is', null) : eb('totp_secret', '=', read.secret),
        read.pendingSecret === null
          ? eb('totp_pending_secret', 'is', null)
          : eb('totp_pending_secret', '=', read.pendingSecret),
      ]),
    )
    .executeTakeFirst()
  return Number(replaced.numUpdatedRows) > 0
}
