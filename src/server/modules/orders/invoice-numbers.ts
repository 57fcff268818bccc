import { sql, type Kysely } from 'kysely'
import { compiledOnce } from '../../db/compiled-query'
import type { Database } from '../../db/schema'
import { readUnderLock } from '../../db/transaction-lock'
import { writesOneAtATime } from '../../db/database-traits'
import { writeTransaction } from '../../db/write-transaction'
import { financialYearOf } from '../../shop-calendar'

/** The shop's invoice series: AV/2026-27/000123 (decision 0025). */
export const INVOICE_NUMBER_PREFIX = 'AV'
const COUNTER_DIGITS = 6

export { financialYearOf }

export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}/${financialYear}/${String(sequence).padStart(COUNTER_DIGITS, '0')}`
}

/**
 * Takes `count` consecutive numbers of a financial year by one upsert on the year's counter row, inside the
 * caller's transaction: the row stays locked to the commit, and a rollback gives the numbers back, so the
 * series has no gaps.
 */
export async function takeInvoiceNumbers(
  trx: Kysely<Database>,
  financialYear: string,
  count: number,
): Promise<string[]> {
  const {
    rows: [counter],
  } = await countNumbers(trx, { financialYear, count })
  const first = Number(counter!.last_number) - count + 1
  return Array.from({ length: count }, (_, index) => formatInvoiceNumber(financialYear, first + index))
}

/** Compiled once: on SQLite every order takes its number. */
const countNumbers = compiledOnce<{ financialYear: string; count: number }, { last_number: number }>(
  (db, value) =>
    db
      .insertInto('invoice_counters')
      .values({ financial_year: value('financialYear'), last_number: value('count') })
      .onConflict((conflict) =>
        conflict
          .column('financial_year')
          .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', value('count')) })),
      )
      .returning('last_number'),
)

/**
 * Numbers every placed order still waiting for its invoice number — those with tax figures (placed since
 * invoices were numbered) and no number yet — in the order they were placed, in one transaction. Passes are
 * serialised across instances, so each year's numbers follow one another without gaps or repeats.
 */
export async function numberWaitingOrders(db: Kysely<Database>): Promise<Map<string, string>> {
  return writeTransaction(db, async (trx) => {
    const waiting = ordersWaitingForNumbers.withValues(trx, {})
    return numberOrders(trx, (await readUnderLock(trx, 'invoice-numbering', waiting)).rows)
  })
}

/** The numbering of every waiting order, in the caller's transaction (which serialises numbering passes). */
async function numberWaitingIn(trx: Kysely<Database>): Promise<Map<string, string>> {
  return numberOrders(trx, (await ordersWaitingForNumbers(trx, {})).rows)
}

async function numberOrders(
  trx: Kysely<Database>,
  waiting: readonly { id: string; created_at: string; search_text: string }[],
): Promise<Map<string, string>> {
  const byYear = new Map<string, typeof waiting>()
  for (const order of waiting) {
    const financialYear = financialYearOf(new Date(order.created_at))
    byYear.set(financialYear, [...(byYear.get(financialYear) ?? []), order])
  }
  const numbered = new Map<string, string>()
  const rows: NumberedRow[] = []
  for (const [financialYear, orders] of byYear) {
    const numbers = await takeInvoiceNumbers(trx, financialYear, orders.length)
    for (const [index, order] of orders.entries()) {
      const invoiceNumber = numbers[index]!
      numbered.set(order.id, invoiceNumber)
      // The admin's order search finds an order by its invoice number, as typed or in lower case.
      rows.push({
        id: order.id,
        invoiceNumber,
        searchText: `${order.search_text}\n${invoiceNumber.toLowerCase()}`,
      })
    }
  }
  for (let start = 0; start < rows.length; start += ORDERS_NUMBERED_PER_STATEMENT)
    await writeInvoiceNumbers(trx, rows.slice(start, start + ORDERS_NUMBERED_PER_STATEMENT))
  return numbered
}

/** Compiled once: on SQLite every order looks for orders still waiting before it takes its number. */
const ordersWaitingForNumbers = compiledOnce((db) =>
  db
    .selectFrom('orders')
    .select(['id', 'created_at', 'search_text'])
    .where('invoice_number', 'is', null)
    .where('supply_type', 'is not', null)
    .orderBy('created_at')
    .orderBy('id'),
)

type NumberedRow = { id: string; invoiceNumber: string; searchText: string }

/** Five parameters an order (its id twice and its two values in the CASEs, its id in the list): 5,000 a
 * statement, well inside either database's limit. */
const ORDERS_NUMBERED_PER_STATEMENT = 1_000

/** The orders' numbers in one statement: on PostgreSQL each statement is a round trip while the pass holds its lock. */
async function writeInvoiceNumbers(trx: Kysely<Database>, rows: readonly NumberedRow[]): Promise<void> {
  const byId = (value: (row: NumberedRow) => string) =>
    sql<string>`case id ${sql.join(
      rows.map((row) => sql`when ${row.id} then ${value(row)}`),
      sql` `,
    )} end`
  await trx
    .updateTable('orders')
    .set({ invoice_number: byId((row) => row.invoiceNumber), search_text: byId((row) => row.searchText) })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute()
}

/**
 * On PostgreSQL an order is numbered just after its own transaction commits, by a numbering pass that takes
 * every order waiting at that moment. Why not inside the order's transaction: the year's counter row would
 * then stay locked from the number to the commit's disk flush, and every order in the shop would wait for the
 * one before it (the bench fell from 545 to 223 orders a second); one pass numbers all orders that committed
 * meanwhile with one flush. An order whose pass fails (the database went away, the process died) keeps
 * waiting and is numbered by the next pass — the next order's, or the one each start runs.
 *
 * On SQLite the write lock already lets one transaction write at a time, so a number taken inside the order's
 * transaction makes nobody wait, and saves each order a second transaction and disk flush (`numberWithin`).
 */
export function createInvoiceNumbering(
  db: Kysely<Database>,
  log: { error: (details: object, message: string) => void },
) {
  const numbersWithinOrders = writesOneAtATime(db)
  let running: Promise<Map<string, string>> | undefined
  let next: Promise<Map<string, string>> | undefined

  const start = (): Promise<Map<string, string>> => {
    const pass = numberWaitingOrders(db).finally(() => {
      if (running === pass) running = undefined
    })
    running = pass
    return pass
  }

  /** A pass that starts after the caller's commit: the running one may have read the waiting orders before it. */
  const passAfterNow = (): Promise<Map<string, string>> => {
    if (!running) return start()
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined
        return start()
      })
    return next
  }

  return {
    passAfterNow,
    /**
     * SQLite: the invoice number of an order being placed at `placedAt` in `trx`, taken in that transaction
     * (rolled back with it, so the series keeps no gap). PostgreSQL: null, and a pass numbers the order after
     * its commit (`numberOf`).
     */
    async numberWithin(trx: Kysely<Database>, placedAt: Date): Promise<string | null> {
      if (!numbersWithinOrders) return null
      // An order left waiting (placed by an older version, or numbered by a pass that failed) goes first.
      await numberWaitingIn(trx)
      const [number] = await takeInvoiceNumbers(trx, financialYearOf(placedAt), 1)
      return number!
    },
    /**
     * The order's invoice number once a pass has given it one (another instance's pass, perhaps); null when
     * the pass failed — the order is placed all the same and the next pass numbers it.
     */
    async numberOf(orderId: string): Promise<string | null> {
      try {
        const numbered = (await passAfterNow()).get(orderId)
        if (numbered) return numbered
        const row = await db
          .selectFrom('orders')
          .select('invoice_number')
          .where('id', '=', orderId)
          .executeTakeFirst()
        return row?.invoice_number ?? null
      } catch (error) {
        log.error({ err: error, orderId }, 'could not number the invoice of a placed order yet')
        return null
      }
    },
  }
}

export type InvoiceNumbering = ReturnType<typeof createInvoiceNumbering>
