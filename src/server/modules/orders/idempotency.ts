import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { compiledOnce } from '../../db/compiled-query'
import { nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { AppError, ConflictError } from '../../errors'

/** A claim whose request never finished (a crash) is given up after this long. */
const ABANDONED_AFTER_MS = 60_000

export type IdempotencyClaim = { kind: 'new' } | { kind: 'replay'; orderId: string }

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/**
 * Claims an Idempotency-Key for this user, inside the transaction that places the order. The same key and
 * body again give the first order; the same key with another body is 422. A claim without an order can only
 * be left by an older version of the shop that claimed before placing: 409 while it may still be running.
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await insertClaim(db, { userId, key, requestHash, createdAt: nowIso() })
    if (inserted.rows.length > 0) return { kind: 'new' }

    const existing = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!existing) continue
    if (existing.request_hash !== requestHash) {
      throw new AppError(422, 'This Idempotency-Key was already used for a different order')
    }
    if (existing.order_id) return { kind: 'replay', orderId: existing.order_id }
    if (Date.now() - Date.parse(existing.created_at) < ABANDONED_AFTER_MS) {
      throw new ConflictError('This order is already being placed. Please wait a moment.')
    }
    await releaseIdempotencyKey(db, userId, key)
  }
  throw new ConflictError('This order is already being placed. Please wait a moment.')
}

/** The claim as a query compiled once: every order with a key claims it. */
const insertClaim = compiledOnce<
  { userId: string; key: string; requestHash: string; createdAt: string },
  { key: string }
>((db, value) =>
  db
    .insertInto('idempotency_keys')
    .values({
      user_id: value('userId'),
      key: value('key'),
      request_hash: value('requestHash'),
      order_id: null,
      created_at: value('createdAt'),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('key'),
)

export async function completeIdempotencyKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
  orderId: string,
) {
  await completeClaim(db, { userId, key, orderId })
}

const completeClaim = compiledOnce<{ userId: string; key: string; orderId: string }, unknown>((db, value) =>
  db
    .updateTable('idempotency_keys')
    .set({ order_id: value('orderId') })
    .where('user_id', '=', value('userId'))
    .where('key', '=', value('key')),
)

/** Frees a claim that never got its order, so that the shopper can try again with the key. */
async function releaseIdempotencyKey(db: Kysely<Database>, userId: string, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('order_id', 'is', null)
    .execute()
}
