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
 * body again give the first order; the same key with another body is 422. The order names its key
 * (`orders.idempotency_key`, unique per user) and commits with the claim, so the claim is not written a second
 * time to name the order. A claim without an order can only be left by an older version of the shop that
 * claimed before placing: 409 while it may still be running.
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
    // Claims written before orders named their key name their order themselves.
    const orderId = existing.order_id ?? (await orderOfKey(db, userId, key))
    if (orderId) return { kind: 'replay', orderId }
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

/** The order placed with the key (orders_idempotency_unique). */
async function orderOfKey(db: Kysely<Database>, userId: string, key: string): Promise<string | undefined> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  return order?.id
}

/** Frees a claim that never got its order, so that the shopper can try again with the key. */
async function releaseIdempotencyKey(db: Kysely<Database>, userId: string, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('order_id', 'is', null)
    .execute()
}
