import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * The admin's delivery rules: one row (id 'shop') with the PIN prefixes where cash on delivery is not offered
 * (a JSON array of digit strings) and the days a parcel takes to the shop's own state, its neighbours and
 * elsewhere. No row means the built-in defaults; the first save writes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('cod_excluded_pin_prefixes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('same_state_min_days', 'integer', (col) => col.notNull())
    .addColumn('same_state_max_days', 'integer', (col) => col.notNull())
    .addColumn('neighbouring_min_days', 'integer', (col) => col.notNull())
    .addColumn('neighbouring_max_days', 'integer', (col) => col.notNull())
    .addColumn('elsewhere_min_days', 'integer', (col) => col.notNull())
    .addColumn('elsewhere_max_days', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('delivery_settings').execute()
}
