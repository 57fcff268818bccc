import type { Kysely } from 'kysely'
import type { ShippingAddress } from '@common/schemas/order'
import type { Database } from '../../db/schema'

/** The account's raffle entries, newest first; a ticket shows once its raffle is drawn. */
export async function raffleEntriesOf(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('raffle_entries')
    .innerJoin('raffles', 'raffles.id', 'raffle_entries.raffle_id')
    .select([
      'raffle_entries.raffle_id',
      'raffles.product_name',
      'raffles.drawn_at',
      'raffle_entries.created_at',
      'raffle_entries.ticket',
      'raffle_entries.rank',
      'raffle_entries.order_id',
    ])
    .where('raffle_entries.user_id', '=', userId)
    .orderBy('raffle_entries.created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    raffleId: row.raffle_id,
    productName: row.product_name,
    enteredAt: row.created_at,
    ticket: row.drawn_at ? row.ticket : null,
    rank: row.rank,
    orderId: row.order_id,
  }))
}

/**
 * An erased account leaves the raffles not yet drawn (a ticket depends only on the seed and its own entry, so
 * the others' do not change). In a drawn raffle its entry stays, as the draw anyone can check is made of the
 * entries, but without the address it was entered with: a unit coming back later passes the erased account by
 * (the draw's flow gives it back to the raffle).
 */
export async function forgetRaffleEntriesOf(
  trx: Kysely<Database>,
  userId: string,
  erasedAddress: ShippingAddress,
): Promise<void> {
  await trx
    .deleteFrom('raffle_entries')
    .where('user_id', '=', userId)
    .where('raffle_id', 'in', (eb) => eb.selectFrom('raffles').select('id').where('drawn_at', 'is', null))
    .execute()
  await trx
    .updateTable('raffle_entries')
    .set({ shipping_address: JSON.stringify(erasedAddress) })
    .where('user_id', '=', userId)
    .execute()
}
