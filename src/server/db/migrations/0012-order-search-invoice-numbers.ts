import { sql, type Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/**
 * The admin's order search finds an order by its invoice number (AV/2026-27/000123): new orders have it in
 * `orders.search_text` from their placement; the orders numbered before get it appended here, as one more
 * lower-cased line. Orders placed before tax invoices have no number and are left as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update orders set search_text = search_text || ${'\n'} || lower(invoice_number)
    where invoice_number is not null`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update orders set search_text = replace(search_text, ${'\n'} || lower(invoice_number), '')
    where invoice_number is not null`.execute(db)
}
