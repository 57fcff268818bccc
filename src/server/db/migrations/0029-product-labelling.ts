import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * Labelling of packaged goods sold online (Legal Metrology): the country a product was made in, its importer's
 * name and address, and its net quantity, as text. Products listed before have none (null); new ones are given a
 * country by the product form and the catalogue import.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('country_of_origin', 'text').execute()
  await db.schema.alterTable('products').addColumn('importer', 'text').execute()
  await db.schema.alterTable('products').addColumn('net_quantity', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('net_quantity').execute()
  await db.schema.alterTable('products').dropColumn('importer').execute()
  await db.schema.alterTable('products').dropColumn('country_of_origin').execute()
}
