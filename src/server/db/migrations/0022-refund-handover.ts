import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * When a gateway refund was last handed to the gateway (the gateway answered its request), null while the shop
 * has no answer to show for it: the refund follower then asks the gateway about it and sends it when the
 * gateway does not know it. Refunds recorded before this column count as handed over when they were requested;
 * one whose request was lost with its process is still found unknown by the follower's next question, and sent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refunds').addColumn('handed_over_at', 'text').execute()
  await db
    .updateTable('refunds')
    .set((eb) => ({ handed_over_at: eb.ref('requested_at') }))
    .where('requested_at', 'is not', null)
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('handed_over_at').execute()
}
