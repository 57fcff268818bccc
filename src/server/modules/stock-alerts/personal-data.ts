import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/** The products an e-mail waits for ("notify me"), oldest first. */
export async function stockAlertsOf(
  db: Kysely<Database>,
  email: string,
): Promise<{ productId: string; createdAt: string }[]> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select(['product_id', 'created_at'])
    .where('email', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ productId: row.product_id, createdAt: row.created_at }))
}

export async function forgetStockAlertsOf(trx: Kysely<Database>, email: string): Promise<void> {
  await trx.deleteFrom('stock_alerts').where('email', '=', email).execute()
}
