import type { Kysely } from 'kysely'
import { formatCreditNoteNumber } from '@common/credit-note'
import type { Database } from '../../db/schema'

/**
 * Takes the next credit note number of a financial year by one upsert on the year's counter row, inside the
 * refund's own transaction: the row stays locked to the commit and a rollback gives the number back, so the
 * series has no gaps and no repeats however many refunds are issued at once. Refunds are few (unlike orders,
 * whose invoices are numbered after their commit for speed), so holding the row to the commit costs nothing.
 */
export async function takeCreditNoteNumber(trx: Kysely<Database>, financialYear: string): Promise<string> {
  const counter = await trx
    .insertInto('credit_note_counters')
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_number: eb('credit_note_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return formatCreditNoteNumber(financialYear, Number(counter.last_number))
}
