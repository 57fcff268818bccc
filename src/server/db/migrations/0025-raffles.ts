import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Raffles: a product's units given by a draw anyone can verify. A raffle keeps its seed (hex, answered only once
 * drawn) and the seed's SHA-256 (published from the start), the units it set aside from the product's stock, and
 * what became of them: `units_free` wait to be offered to the next entry in ticket order, `offered_count` entries
 * have been offered one, `units_returned` went back on sale when the entries ran out. An entry is unique per
 * raffle by account, by delivery address (`address_key`: its lines, city and PIN without case, spaces or
 * punctuation) and by phone, so that two entries racing are settled by the database; the draw writes each
 * entry's ticket and rank. A refused second entry is kept with the rule it broke.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull())
    // Shown when the product is gone from the catalogue.
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('opens_at', 'text', (col) => col.notNull())
    .addColumn('closes_at', 'text', (col) => col.notNull())
    .addColumn('units', 'integer', (col) => col.notNull())
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('seed_hash', 'text', (col) => col.notNull())
    .addColumn('drawn_at', 'text')
    .addColumn('entry_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('units_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('offered_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('units_returned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('raffles_product_idx')
    .on('raffles')
    .columns(['product_id', 'opens_at'])
    .execute()
  // The draw finds the raffles due (not drawn, closed); the offers those with units waiting.
  await db.schema.createIndex('raffles_due_idx').on('raffles').columns(['drawn_at', 'closes_at']).execute()
  await db.schema.createIndex('raffles_units_free_idx').on('raffles').column('units_free').execute()
  await db.schema.createIndex('raffles_opens_idx').on('raffles').column('opens_at').execute()

  await db.schema
    .createTable('raffle_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('raffle_id', 'text', (col) => col.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('address_key', 'text', (col) => col.notNull())
    .addColumn('phone_key', 'text', (col) => col.notNull())
    // The delivery address as entered (JSON): a won unit is shipped there, whatever becomes of the saved one.
    .addColumn('shipping_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('ticket', 'text')
    .addColumn('rank', 'integer')
    .addColumn('order_id', 'text')
    .addColumn('forfeited_at', 'text')
    .execute()
  for (const column of ['user_id', 'address_key', 'phone_key'])
    await db.schema
      .createIndex(`raffle_entries_${column}_unique`)
      .on('raffle_entries')
      .columns(['raffle_id', column])
      .unique()
      .execute()
  await db.schema
    .createIndex('raffle_entries_rank_idx')
    .on('raffle_entries')
    .columns(['raffle_id', 'rank'])
    .execute()
  await db.schema.createIndex('raffle_entries_order_idx').on('raffle_entries').column('order_id').execute()

  await db.schema
    .createTable('raffle_refusals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('raffle_id', 'text', (col) => col.notNull().references('raffles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('rule', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('raffle_refusals_raffle_idx')
    .on('raffle_refusals')
    .columns(['raffle_id', 'created_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_refusals').execute()
  await db.schema.dropTable('raffle_entries').execute()
  await db.schema.dropTable('raffles').execute()
}
