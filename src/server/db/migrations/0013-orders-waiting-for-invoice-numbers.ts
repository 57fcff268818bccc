import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * A placed order is numbered just after its commit by a pass that reads every order still waiting for its
 * invoice number (tax figures, no number). Few orders wait at any moment, so a partial index holds just them
 * and the pass never reads the shop's whole order history.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_waiting_for_invoice_number on orders (created_at, id)
    where invoice_number is null and supply_type is not null`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_waiting_for_invoice_number`.execute(db)
}
