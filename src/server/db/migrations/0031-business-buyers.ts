import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Business buyers: an address may carry the buyer's GSTIN (of the address's state; null for none). An order
 * placed to it keeps the GSTIN in the order's own `buyer_gstin`, so a later edit of the address changes no invoice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('gstin', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('addresses').dropColumn('gstin').execute()
}
