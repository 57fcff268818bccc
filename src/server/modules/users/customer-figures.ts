import type { Kysely } from 'kysely'
import { countBetween } from '../../db/count-between'
import type { Database } from '../../db/schema'
import type { MonthFigures, MonthWindows } from '../../shop-calendar'

/** Customers (the user role): all of them, and how many signed up this month and last month. */
export async function customerFigures(
  db: Kysely<Database>,
  months: MonthWindows,
): Promise<{ total: number } & MonthFigures> {
  const row = await db
    .selectFrom('users')
    .where('role', '=', 'user')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countBetween('created_at', months.currentStart, months.nextStart).as('current'),
      countBetween('created_at', months.previousStart, months.currentStart).as('previous'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) }
}
