import type { Kysely } from 'kysely'
import type { ShippingAddress } from '@common/schemas/order'
import {
  RAFFLE_DUPLICATE_MESSAGES,
  RAFFLE_NOT_FOUND_MESSAGE,
  RAFFLE_NOT_OPEN_MESSAGE,
  type RaffleEntryRule,
} from '@common/schemas/raffle'
import { readUnchanged } from '../../db/database-traits'
import { newId } from '../../db/ids'
import { writeTransaction } from '../../db/write-transaction'
import type { Database } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { addressKeyOf, phoneKeyOf } from './raffle-draw-math'
import { raffleState } from './raffle-setup'

/**
 * Enters the shopper with a delivery address while the raffle is open. The raffle's row is read unchanged to
 * the commit (FOR SHARE on PostgreSQL), so the draw, which marks it drawn, waits for entries in flight and an
 * entry that waited for the draw finds it drawn: no entry is made that the draw did not see. A second entry by
 * the same account, address or phone is refused by the unique indexes (two at once included), recorded with the
 * rule it broke, and answered 409 naming the rule.
 */
export async function enterRaffle(
  db: Kysely<Database>,
  entry: { raffleId: string; userId: string; address: ShippingAddress; now: Date },
): Promise<{ entryId: string }> {
  const addressKey = addressKeyOf({
    addressLine1: entry.address.addressLine1 ?? entry.address.address,
    addressLine2: entry.address.addressLine2 ?? null,
    city: entry.address.city,
    postalCode: entry.address.postalCode,
  })
  const phoneKey = phoneKeyOf(entry.address.phone ?? '')
  const outcome = await writeTransaction(db, async (trx) => {
    const raffle = await readUnchanged(
      trx,
      trx
        .selectFrom('raffles')
        .select(['opens_at', 'closes_at', 'drawn_at'])
        .where('id', '=', entry.raffleId),
    ).executeTakeFirst()
    if (!raffle) throw new NotFoundError(RAFFLE_NOT_FOUND_MESSAGE)
    if (raffleState(raffle, entry.now) !== 'open') throw new ConflictError(RAFFLE_NOT_OPEN_MESSAGE)
    const inserted = await trx
      .insertInto('raffle_entries')
      .values({
        id: newId(),
        raffle_id: entry.raffleId,
        user_id: entry.userId,
        address_key: addressKey,
        phone_key: phoneKey,
        shipping_address: JSON.stringify(entry.address),
        created_at: entry.now.toISOString(),
        ticket: null,
        rank: null,
        order_id: null,
        forfeited_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted) return { entryId: inserted.id, refused: undefined }
    const rule = await brokenRule(trx, entry.raffleId, { userId: entry.userId, addressKey, phoneKey })
    await trx
      .insertInto('raffle_refusals')
      .values({
        id: newId(),
        raffle_id: entry.raffleId,
        user_id: entry.userId,
        rule,
        message: RAFFLE_DUPLICATE_MESSAGES[rule],
        created_at: entry.now.toISOString(),
      })
      .execute()
    return { entryId: undefined, refused: rule }
  })
  if (outcome.refused) throw new ConflictError(RAFFLE_DUPLICATE_MESSAGES[outcome.refused])
  return { entryId: outcome.entryId! }
}

/**
 * Which rule the entry that was not inserted broke, the account's first, then the address's, then the phone's.
 * The insert waited for any entry it collided with to commit, so this read finds it.
 */
async function brokenRule(
  trx: Kysely<Database>,
  raffleId: string,
  keys: { userId: string; addressKey: string; phoneKey: string },
): Promise<RaffleEntryRule> {
  const same = await trx
    .selectFrom('raffle_entries')
    .select(['user_id', 'address_key', 'phone_key'])
    .where('raffle_id', '=', raffleId)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', keys.userId),
        eb('address_key', '=', keys.addressKey),
        eb('phone_key', '=', keys.phoneKey),
      ]),
    )
    .execute()
  if (same.some((row) => row.user_id === keys.userId)) return 'account'
  if (same.some((row) => row.address_key === keys.addressKey)) return 'address'
  return 'phone'
}
