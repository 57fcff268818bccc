import type { Kysely } from 'kysely'
import { SHOP_UTC_OFFSET_MINUTES } from '@common/constants'
import type { Database } from '../../db/schema'

/** The shop's invoice series: AV/2026-27/000123 (decision 0025). */
export const INVOICE_NUMBER_PREFIX = 'AV'
const COUNTER_DIGITS = 6

/**
 * The Indian financial year (1 April to 31 March) an instant falls in, in the shop's time (IST): '2026-27'.
 * 31 March 23:59 IST is still 2025-26; 1 April 00:00 IST starts 2026-27.
 */
export function financialYearOf(instant: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000)
  const year = local.getUTCFullYear()
  const startYear = local.getUTCMonth() >= 3 ? year : year - 1
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`
}

export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}/${financialYear}/${String(sequence).padStart(COUNTER_DIGITS, '0')}`
}

/**
 * The next invoice number of the financial year, taken inside the order's transaction by one upsert on the
 * year's counter row. The row stays locked to the commit (PostgreSQL's row lock; SQLite's write lock, held
 * by every order transaction), so concurrent orders number one after another; an order that rolls back
 * rolls its increment back too, so the series has no gaps. Called as late as possible in the transaction,
 * to keep the lock short.
 */
export async function takeInvoiceNumber(trx: Kysely<Database>, placedAt: Date): Promise<string> {
  const financialYear = financialYearOf(placedAt)
  const counter = await trx
    .insertInto('invoice_counters')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return formatInvoiceNumber(financialYear, Number(counter.last_number))
}
