import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Wrong second-step codes counted per account, across challenges: one row per code checked and found wrong (and,
 * for the moment it is checked, per code in flight), kept for the longest window the limit looks back over. And
 * per account the limit's last trip: when the limit was last reached and when the owner was last mailed about it,
 * so that one run of guessing is one mail. Both go with their account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('second_step_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('second_step_failures_user_at_idx')
    .on('second_step_failures')
    .columns(['user_id', 'at'])
    .execute()

  await db.schema
    .createTable('second_step_trips')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_reached_at', 'text', (col) => col.notNull())
    .addColumn('alerted_at', 'text', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('second_step_trips').execute()
  await db.schema.dropTable('second_step_failures').execute()
}
